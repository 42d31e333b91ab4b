/** The server-rendered site through inject(): statuses, content in the first response, data JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSitePath } from '../../server/site/page-data.ts'
import { scriptJson } from '../../server/site/render.tsx'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

type Menu = { id: number; name: string; children: Menu[] }
const menu = async (name: string) => {
  const menus = (await t.app.inject('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).json()
    .menus as Menu[]
  return menus.flatMap((m) => [m, ...m.children]).find((m) => m.name === name) as Menu
}

describe('site pages', () => {
  it('renders the home page with its content in the first response', async () => {
    const response = await t.app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toMatch(/^<!doctype html><html lang="en">/)
    expect(response.body).toContain('<title>Meghsetu Group')
    expect(response.body).toContain('Our Companies')
    expect(response.body).toContain('<link rel="canonical" href="http://kizuna.test/">')
  })

  it('renders a menu page at /{lowercased name}/{id}, with spaces and & percent-encoded or not', async () => {
    const center = await menu('Japan & Korean Language Center')
    for (const path of [
      `/japan%20%26%20korean%20language%20center/${center.id}`,
      `/japan & korean language center/${center.id}`,
    ]) {
      const response = await t.app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body).toContain('<h1>Japan &amp; Korean Language Center</h1>')
    }
    expect((await t.app.inject(`/about/${center.id}`)).statusCode).toBe(404)
  })

  it('renders /home/{id} as home and unknown URLs as the 404 page with status 404', async () => {
    const home = await menu('Home')
    expect((await t.app.inject(`/home/${home.id}`)).statusCode).toBe(200)
    const missing = await t.app.inject('/no/such/page')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('Oops! Page Not Found!')
    expect(missing.body).toContain('<meta name="robots" content="noindex">')
  })

  it('serves the same page data as JSON for navigation in the browser', async () => {
    const about = await menu('About')
    const response = await t.app.inject(`/__page-data?path=${encodeURIComponent(`/about/${about.id}`)}`)
    expect(response.json()).toMatchObject({
      status: 200,
      title: 'About | Meghsetu Group',
      body: { kind: 'content', menuId: about.id },
    })
    expect((await t.app.inject('/__page-data?path=http://evil.example/')).statusCode).toBe(400)
  })

  it('still renders the page when the database fails, with the failing sections empty', async () => {
    const other = await createTestApp()
    await other.database.close()
    const response = await other.app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<main id="main"')
    await other.app.close()
  })
})

describe('helpers', () => {
  it('parses site paths', () => {
    expect(parseSitePath('/')).toEqual({ kind: 'home', id: null })
    expect(parseSitePath('/home/4')).toEqual({ kind: 'home', id: 4 })
    expect(parseSitePath('/About/3/')).toEqual({ kind: 'menu', name: 'about', id: 3 })
    expect(parseSitePath('/about')).toBeNull()
    expect(parseSitePath('/%E0%A4%A')).toBeNull()
  })

  it('embeds JSON that cannot close its script element', () => {
    expect(scriptJson({ html: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
