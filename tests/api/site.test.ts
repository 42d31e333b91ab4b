/** The server-rendered site through inject(): statuses, content in the first response, data JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptJson } from '../../server/site/render.tsx'
import { matchSiteRoute } from '../../server/site/site-route-table.ts'
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
    // The id names the page: another name is an old link, moved to the page's own path.
    const moved = await t.app.inject(`/about/${center.id}`)
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`/japan%20%26%20korean%20language%20center/${center.id}`)
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
      title: 'About Us | Meghsetu Group',
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

describe('notices, circulars, the PDF viewer and the team', () => {
  it('lists notices and circulars in tables with Show and Download links, also at /notice/', async () => {
    const noticeMenu = await menu('Notice')
    for (const path of [`/notice/${noticeMenu.id}`, '/notice/', '/notice']) {
      const response = await t.app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body).toContain('<caption>Notices</caption>')
      expect(response.body.match(/href="\/pdfShow\/notice\/\d+"/g)).toHaveLength(5)
      expect(response.body.match(/href="\/media\/notice\/notice\/[^"]+\.pdf"/g)).toHaveLength(5)
    }
    const circularMenu = await menu('Circular')
    const circulars = await t.app.inject(`/circular/${circularMenu.id}`)
    expect(circulars.body).toContain('<caption>Circulars</caption>')
  })

  it('shows one document with its PDF embedded and a download link, and 404 for an unknown one', async () => {
    const [first] = (await t.app.inject('/notice/api/v1/notice/all/without_pagination/')).json().notices
    const response = await t.app.inject(`/pdfShow/notice/${first.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<h2>${first.title.replace(/&/g, '&amp;')}</h2>`)
    expect(response.body).toContain(`data="${first.file}" type="application/pdf"`)
    expect((await t.app.inject('/pdfShow/notice/99999')).statusCode).toBe(404)
    expect((await t.app.inject('/pdfShow/other/1')).statusCode).toBe(404)
  })

  it('shows the management team with names and designations, also at /our Management team/', async () => {
    for (const path of ['/our%20Management%20team/', '/our Management team/']) {
      const response = await t.app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body.match(/class="card team-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(8)
      expect(response.body).toContain('Managing Director')
    }
  })
})

describe('image grids', () => {
  it.each([
    ['Gallery', 'Our Gallery', 9],
    ['Profile', 'Our Profile', 6],
    ['Document', 'Our Documents', 4],
  ])(
    '%s shows its images as links to the files, for readers without JavaScript',
    async (name, title, count) => {
      const m = await menu(name)
      const response = await t.app.inject(`/${name.toLowerCase()}/${m.id}`)
      expect(response.body).toContain(`<h1>${title}</h1>`)
      const grid = response.body.slice(response.body.indexOf('class="gallery-grid'))
      expect(grid.match(/<li><a href="\/media\/[^"]+"/g)).toHaveLength(count)
    },
  )
})

describe('template pages', () => {
  it('shows the three messages under their tab names, readable without JavaScript', async () => {
    const m = await menu('Message')
    const body = (await t.app.inject(`/message/${m.id}`)).body
    const order = ['Managing Director', 'Chairman', 'Director'].map((label) =>
      body.indexOf(`<h2>${label}</h2>`),
    )
    expect(order.every((i) => i > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it.each(['Japan & Korean Language Center', 'Western T Training Institute'])(
    '%s shows the fixed statistics',
    async (name) => {
      const m = await menu(name)
      const body = (await t.app.inject(`/${encodeURIComponent(name.toLowerCase())}/${m.id}`)).body
      for (const text of ['200+', 'Student', 'Top Courses', 'Countries Workers', '500+', 'Happy Clients'])
        expect(body).toContain(text)
    },
  )
})

describe('search engines', () => {
  it('lists every published menu page in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await t.app.inject('/sitemap.xml')
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    const about = await menu('About')
    expect(sitemap.body).toContain(`<loc>http://kizuna.test/about/${about.id}</loc>`)
    expect(sitemap.body).toContain('<loc>http://kizuna.test/japan%20%26%20korean%20language%20center/')
    expect(sitemap.body.match(/<url>/g)?.length).toBeGreaterThanOrEqual(17)
    const robots = await t.app.inject('/robots.txt')
    expect(robots.body).toContain('Sitemap: http://kizuna.test/sitemap.xml')
  })

  it('describes the organisation in JSON-LD on the home page only', async () => {
    const home = (await t.app.inject('/')).body
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1]
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Meghsetu Group',
      url: 'http://kizuna.test/',
    })
    const about = await menu('About')
    expect((await t.app.inject(`/about/${about.id}`)).body).not.toContain('application/ld+json')
  })
})

describe('helpers', () => {
  it('reads site paths through the route table', () => {
    expect(matchSiteRoute('/')?.route.path).toBe('/')
    expect(matchSiteRoute('/home/4')).toMatchObject({ route: { path: '/home/:id' }, params: { id: '4' } })
    expect(matchSiteRoute('/About/3/')).toMatchObject({
      route: { path: '/:menu/:id' },
      params: { menu: 'About', id: '3' },
    })
    expect(matchSiteRoute('/about')).toBeNull()
    expect(matchSiteRoute('/%E0%A4%A')).toBeNull()
  })

  it('embeds JSON that cannot close its script element', () => {
    expect(scriptJson({ html: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
