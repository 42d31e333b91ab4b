/**
 * Staff preview of unpublished pages (issue 5 §4): `?preview=1` shows a hidden menu's page to a
 * signed-in user who may read menus, and only to them; the preview never reaches the page cache
 * or a shared cache, and published pages are served as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuPath } from '../../common/menu-path.ts'
import { cmsMenu, cmsMenuContent } from '../../server/modules/cms/tables.ts'
import { FORM_STARTED_COOKIE, signFormToken } from '../../server/site/forms/form-guard.ts'
import { PAGE_CACHE_CONTROL } from '../../server/site/page-cache.ts'
import { PREVIEW_CACHE_CONTROL } from '../../server/site/preview.ts'
import { testAccounts } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
/** The back office's session cookie, as a browser sends it on the public site. */
let staffCookie = ''
let hiddenPath = ''
let aboutPath = ''

beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  const session = await t.app.inject({
    method: 'POST',
    url: '/user/api/v1/user/session/',
    payload: { email: testAdmin.email, password: testAdmin.password },
  })
  expect(session.statusCode).toBe(200)
  staffCookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

  const [hidden] = await t.db
    .insert(cmsMenu)
    .values({ name: 'Draft Courses', slug: 'draft-courses', isPublished: false })
    .returning()
  if (!hidden) throw new Error('menu not created')
  await t.db
    .insert(cmsMenuContent)
    .values({ cmsMenuId: hidden.id, name: 'Intro', value: '<p>Courses starting next spring</p>' })
  t.app.responseCache.invalidate()
  hiddenPath = menuPath(hidden.name, hidden.id)

  const [about] = (await t.db.select().from(cmsMenu)).filter((m) => m.name === 'About')
  if (!about) throw new Error('the demo has no About menu')
  aboutPath = menuPath(about.name, about.id)
})
afterAll(() => t?.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

describe('preview of an unpublished page', () => {
  it('is the ordinary 404 for visitors, with or without ?preview=1', async () => {
    expect((await get(hiddenPath)).statusCode).toBe(404)
    const asked = await get(`${hiddenPath}?preview=1`)
    expect(asked.statusCode).toBe(404)
    expect(asked.body).not.toContain('Courses starting next spring')
    // The same URL previews for staff, so no proxy or CDN may keep the visitor's answer.
    expect(asked.headers['cache-control']).toBe(PREVIEW_CACHE_CONTROL)
  })

  it('is refused to a signed-in user whose role may not read menus', async () => {
    const response = await get(`${hiddenPath}?preview=1`, as.nobody)
    expect(response.statusCode).toBe(404)
  })

  it('shows the page to staff signed in to the back office, private and uncached', async () => {
    const response = await get(`${hiddenPath}?preview=1`, { cookie: staffCookie })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Courses starting next spring')
    expect(response.headers['cache-control']).toBe(PREVIEW_CACHE_CONTROL)
    expect(response.headers.etag).toBeUndefined()
    // An editor with an API token may preview too.
    expect((await get(`${hiddenPath}?preview=1`, as.editor)).statusCode).toBe(200)
  })

  it('is not served to a visitor after staff saw it', async () => {
    await get(`${hiddenPath}?preview=1`, { cookie: staffCookie })
    const after = await get(`${hiddenPath}?preview=1`)
    expect(after.statusCode).toBe(404)
    expect(after.body).not.toContain('Courses starting next spring')
    expect((await get(hiddenPath)).statusCode).toBe(404)
  })

  it('gives a visitor with an expired session the public page, not an error', async () => {
    const response = await get(`${hiddenPath}?preview=1`, { cookie: 'kizuna_session=expired' })
    expect(response.statusCode).toBe(404)
  })

  it('works for the page data of navigation in the browser too', async () => {
    const url = `/__page-data?path=${encodeURIComponent(`${hiddenPath}?preview=1`)}`
    const staff = await get(url, { cookie: staffCookie })
    expect(staff.headers['cache-control']).toBe(PREVIEW_CACHE_CONTROL)
    expect(staff.json().body.kind).not.toBe('not-found')
    expect(staff.body).toContain('Courses starting next spring')
    const visitor = await get(url)
    expect(visitor.json().body.kind).toBe('not-found')
  })
})

describe('published pages', () => {
  it('are cached and shared as before, and the same with ?preview=1 for visitors', async () => {
    // With the forms' cookie already set, as on any visit after the first (form-guard.ts).
    const formCookie = `${FORM_STARTED_COOKIE}=${await signFormToken(t.db, Date.now())}`
    const plain = await get(aboutPath, { cookie: formCookie })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    const staff = await get(aboutPath, { cookie: `${staffCookie}; ${formCookie}` })
    expect(staff.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    expect(staff.body).toBe(plain.body)
    const asked = await get(`${aboutPath}?preview=1`)
    expect(asked.statusCode).toBe(200)
    expect(asked.headers['cache-control']).toBe(PREVIEW_CACHE_CONTROL)
  })
})
