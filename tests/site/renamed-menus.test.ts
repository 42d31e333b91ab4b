/**
 * A renamed menu keeps its old address (issue 12 §9): the id in /{name}/{id} names the page, so a
 * path with a name the menu no longer has answers 301 to the current one, in HTML and in the page
 * data the browser's router reads. Pages at fixed paths (/contact, the home page's company cards)
 * find their menu by template, so renaming it leaves them whole.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuPath } from '../../common/menu-path.ts'
import { cmsMenu } from '../../server/modules/cms/tables.ts'
import { signIn } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  admin = await signIn(t.app, testAdmin.email, testAdmin.password)
})
afterAll(() => t?.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

async function menuNamed(name: string) {
  const [menu] = await t.db.select().from(cmsMenu).where(eq(cmsMenu.name, name))
  if (!menu) throw new Error(`the demo has no ${name} menu`)
  return menu
}

/** Renames a menu through the API, as the back office does, for the length of `use`. */
async function renamed(from: string, to: string, use: (id: number) => Promise<void>) {
  const menu = await menuNamed(from)
  const rename = (name: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/cms_menu/api/v1/cms_menu/update/${menu.id}`,
      headers: admin,
      payload: { name },
    })
  expect((await rename(to)).statusCode).toBe(200)
  try {
    await use(menu.id)
  } finally {
    expect((await rename(from)).statusCode).toBe(200)
  }
}

describe('a renamed menu', () => {
  it('answers its old path with 301 to the new one, which shows the same page', async () => {
    const about = await menuNamed('About')
    const before = await get(menuPath('About', about.id))
    expect(before.statusCode).toBe(200)
    await renamed('About', 'About Us', async (id) => {
      const newPath = menuPath('About Us', id)
      expect(newPath).toBe(`/about%20us/${id}`)
      for (const old of [`/about/${id}`, `/About/${id}/`, `/about/${id}?utm_source=mail`]) {
        const moved = await get(old)
        expect(moved.statusCode, old).toBe(301)
        // The menu route reads no query parameter: junk is not carried along.
        expect(moved.headers.location, old).toBe(newPath)
      }
      // From the page cache too (the first answer was cached).
      expect((await get(`/about/${id}`)).headers.location).toBe(newPath)
      const now = await get(newPath)
      expect(now.statusCode).toBe(200)
      expect(now.body).toContain('<h1>About Us</h1>')
      // The same content blocks as before the rename.
      const firstBlock = /<h2>[^<]+<\/h2>/.exec(before.body)?.[0]
      expect(firstBlock).toBeTruthy()
      expect(now.body).toContain(firstBlock)
      // The new path does not redirect again, whichever way it is spelt.
      expect((await get(`/about us/${id}`)).statusCode).toBe(200)
    })
    expect((await get(`/about/${about.id}`)).statusCode).toBe(200)
  })

  it("gives the browser's router the page under its current path", async () => {
    await renamed('About', 'Who We Are', async (id) => {
      const data = (await get(`/__page-data?path=${encodeURIComponent(`/about/${id}`)}`)).json()
      expect(data.status).toBe(301)
      expect(data.path).toBe(menuPath('Who We Are', id))
      expect(data.body).toMatchObject({ kind: 'content', menuId: id })
    })
  })

  it('is still the 404 page at any name when it is not published', async () => {
    const about = await menuNamed('About')
    await t.db.update(cmsMenu).set({ isPublished: false }).where(eq(cmsMenu.id, about.id))
    t.app.responseCache.invalidate()
    try {
      expect((await get(`/about/${about.id}`)).statusCode).toBe(404)
      expect((await get(`/old-about/${about.id}`)).statusCode).toBe(404)
    } finally {
      await t.db.update(cmsMenu).set({ isPublished: true }).where(eq(cmsMenu.id, about.id))
      t.app.responseCache.invalidate()
    }
  })

  it("keeps a staff preview's flag on the way to a hidden menu's current path", async () => {
    const about = await menuNamed('About')
    await t.db.update(cmsMenu).set({ isPublished: false }).where(eq(cmsMenu.id, about.id))
    try {
      await renamed('About', 'About Draft', async (id) => {
        const moved = await get(`/about/${id}?preview=1`, admin)
        expect(moved.statusCode).toBe(301)
        expect(moved.headers.location).toBe(`${menuPath('About Draft', id)}?preview=1`)
        expect((await get(moved.headers.location as string, admin)).statusCode).toBe(200)
      })
    } finally {
      await t.db.update(cmsMenu).set({ isPublished: true }).where(eq(cmsMenu.id, about.id))
      t.app.responseCache.invalidate()
    }
  })

  it('answers a path with an unknown id, whatever its name, with the 404 page', async () => {
    expect((await get('/about/999999')).statusCode).toBe(404)
  })
})

describe('pages at fixed paths find their menu by template', () => {
  it('/contact keeps its content when the Contact menu is renamed', async () => {
    await renamed('Contact', 'Reach Us', async () => {
      const response = await get('/contact')
      expect(response.statusCode).toBe(200)
      for (const text of ['<h2>Address</h2>', '<h2>Email Us</h2>', '<h2>Call Now</h2>'])
        expect(response.body).toContain(text)
    })
  })

  it("the home page and its company pages keep the Home menu's content when it is renamed", async () => {
    const home = await get('/')
    const company = /href="(\/company\/1\/[^"]+)"/.exec(home.body)?.[1]
    expect(company).toBeTruthy()
    await renamed('Home', 'Start', async () => {
      expect((await get(company as string)).statusCode).toBe(200)
      const now = await get('/')
      expect(now.body).toContain(company)
    })
  })
})
