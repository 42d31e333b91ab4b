/**
 * The seed-compatible public endpoints (api-contract §2): status, headers, exact keys and types,
 * ordering, the string-vs-array image rule, and clear 4xx answers where the original crashed.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cmsMenu, cmsMenuContent, cmsMenuContentImage } from '../../server/modules/cms/tables.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers })
  return { response, status: response.statusCode, body: response.body ? response.json() : undefined }
}

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+06:00$/
const MEDIA = /^\/media\/[A-Za-z0-9_.~!*'()%/-]+$/

type Nested = { id: number; name: string; parent: number | null; children: Nested[] }
async function menus(): Promise<Nested[]> {
  return (await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).body.menus
}
async function menuId(name: string): Promise<number> {
  const all = (await menus()).flatMap(function flat(m: Nested): Nested[] {
    return [m, ...m.children.flatMap(flat)]
  })
  const found = all.find((m) => m.name === name)
  if (!found) throw new Error(`no menu ${name}`)
  return found.id
}

describe('nested menu', () => {
  it('lists published menus as {id, name, parent, children} by position', async () => {
    const { status, response, body } = await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')
    expect(status).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(Object.keys(body)).toEqual(['menus'])
    const names = body.menus.map((m: Nested) => m.name)
    expect(names).toEqual(
      expect.arrayContaining(['Home', 'About', 'Contact', 'Gallery', 'Profile', 'Document']),
    )
    expect(names[0]).toBe('Home')
    const check = (node: Nested, parent: number | null) => {
      expect(Object.keys(node)).toEqual(['id', 'name', 'parent', 'children'])
      expect(node.parent).toBe(parent)
      expect(typeof node.id).toBe('number')
      for (const child of node.children) check(child, node.id)
    }
    for (const node of body.menus) check(node, null)
    const about = body.menus.find((m: Nested) => m.name === 'About')
    expect(about.children.map((c: Nested) => c.name)).toContain('Mission')
  })

  it('answers the missing trailing slash with a 301, as the original did', async () => {
    const { status, response } = await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu?x=1')
    expect(status).toBe(301)
    expect(response.headers.location).toBe('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/?x=1')
  })

  it('hides an unpublished menu and its children, and its content', async () => {
    const aboutId = await menuId('About')
    await t.db.update(cmsMenu).set({ isPublished: false }).where(eq(cmsMenu.id, aboutId))
    t.app.responseCache.invalidate()
    const names = (await menus()).map((m) => m.name)
    expect(names).not.toContain('About')
    const content = await get(`/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${aboutId}`)
    expect(content.status).toBe(404)
    await t.db.update(cmsMenu).set({ isPublished: true }).where(eq(cmsMenu.id, aboutId))
    t.app.responseCache.invalidate()
    expect((await menus()).map((m) => m.name)).toContain('About')
  })
})

describe('menu contents by menu id', () => {
  it('maps every content key to its HTML, in editor order', async () => {
    const id = await menuId('Home')
    const { status, body } = await get(
      `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${id}`,
    )
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['menu_contents'])
    const keys = Object.keys(body.menu_contents)
    expect(keys).toEqual(
      expect.arrayContaining(['About', 'Companies', 'Partner', 'Our Services', 'Featured Work', 'Title']),
    )
    for (const value of Object.values(body.menu_contents)) expect(typeof value).toBe('string')
    const rows = await t.db.select().from(cmsMenuContent).where(eq(cmsMenuContent.cmsMenuId, id))
    const expected = rows.sort((a, b) => a.position - b.position || a.id - b.id).map((r) => r.name)
    expect(keys).toEqual(expected)
  })

  it('follows a change of position at once (the cache is invalidated by the change)', async () => {
    const id = await menuId('Contact')
    const url = `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${id}`
    const before = Object.keys((await get(url)).body.menu_contents)
    const last = before.at(-1) as string
    await t.db.update(cmsMenuContent).set({ position: -1 }).where(eq(cmsMenuContent.name, last))
    await vi.waitFor(async () => expect(Object.keys((await get(url)).body.menu_contents)[0]).toBe(last), {
      timeout: 5000,
    })
  })

  it('writes integer-like keys in editor order, not JavaScript order', async () => {
    const [menu] = await t.db.insert(cmsMenu).values({ name: 'Ordering', slug: 'ordering-test' }).returning()
    if (!menu) throw new Error('insert failed')
    await t.db.insert(cmsMenuContent).values([
      { cmsMenuId: menu.id, name: 'Zeta', value: '<p>z</p>', position: 1 },
      { cmsMenuId: menu.id, name: '2024', value: '<p>y</p>', position: 2 },
    ])
    t.app.responseCache.invalidate()
    const { response } = await get(
      `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${menu.id}`,
    )
    expect(response.body).toBe('{"menu_contents":{"Zeta":"<p>z</p>","2024":"<p>y</p>"}}')
  })

  it('gives an empty object for a menu without content (the original: 204)', async () => {
    const [menu] = await t.db.insert(cmsMenu).values({ name: 'Empty', slug: 'empty-test' }).returning()
    t.app.responseCache.invalidate()
    const { status, body } = await get(
      `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${menu?.id}`,
    )
    expect(status).toBe(200)
    expect(body).toEqual({ menu_contents: {} })
  })

  it.each([
    ['undefined', 400, /"undefined" is not a valid menu id/],
    ['abc', 400, /not a valid menu id/],
    ['-3', 400, /not a valid menu id/],
    ['999999', 404, /Menu 999999 does not exist/],
    ['99999999999', 404, /does not exist/],
  ])('answers /%s with %i and a message', async (segment, code, message) => {
    const { status, body, response } = await get(
      `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${segment}`,
    )
    expect(status).toBe(code)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(body.detail).toMatch(message)
  })
})

describe('content images by menu id', () => {
  const listUrl = (id: number) =>
    `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${id}`

  it('gives a string for one image and an array for several, as raw stored names', async () => {
    const { status, body } = await get(listUrl(await menuId('Home')))
    expect(status).toBe(200)
    const images = body.content_images
    expect(typeof images.About).toBe('string')
    expect(images.About).not.toMatch(/^\/media\//)
    expect(Array.isArray(images.Partner)).toBe(true)
    expect(images.Partner.length).toBeGreaterThanOrEqual(2)
    expect(Array.isArray(images['Featured Work'])).toBe(true)
    for (const value of Object.values(images).flat()) expect(value).toMatch(/^[a-z]/i)
  })

  it('gives lists for the gallery, profile and document pages', async () => {
    expect(Array.isArray((await get(listUrl(await menuId('Gallery')))).body.content_images.Gallery)).toBe(
      true,
    )
    expect(Array.isArray((await get(listUrl(await menuId('Profile')))).body.content_images.Profile)).toBe(
      true,
    )
    expect(
      Array.isArray((await get(listUrl(await menuId('Document')))).body.content_images['OUR DOCUMENT']),
    ).toBe(true)
  })

  it('orders heads and images by position, then id; a second image turns a string into a list', async () => {
    const [menu] = await t.db.insert(cmsMenu).values({ name: 'Images', slug: 'images-test' }).returning()
    if (!menu) throw new Error('insert failed')
    await t.db.insert(cmsMenuContentImage).values([
      { cmsMenuId: menu.id, head: 'B', image: 'x/b1.jpg', position: 2 },
      { cmsMenuId: menu.id, head: 'A', image: 'x/a1.jpg', position: 1 },
    ])
    t.app.responseCache.invalidate()
    expect((await get(listUrl(menu.id))).response.body).toBe(
      '{"content_images":{"A":"x/a1.jpg","B":"x/b1.jpg"}}',
    )
    await t.db
      .insert(cmsMenuContentImage)
      .values({ cmsMenuId: menu.id, head: 'A', image: 'x/a0.jpg', position: 0 })
    t.app.responseCache.invalidate()
    expect((await get(listUrl(menu.id))).body.content_images).toEqual({
      A: ['x/a0.jpg', 'x/a1.jpg'],
      B: 'x/b1.jpg',
    })
  })

  it('gives {} for a menu without images (the original: null) and 404 for an unknown menu', async () => {
    const [menu] = await t.db
      .insert(cmsMenu)
      .values({ name: 'No images', slug: 'no-images-test' })
      .returning()
    t.app.responseCache.invalidate()
    expect((await get(listUrl(menu?.id ?? 0))).body).toEqual({ content_images: {} })
    expect((await get(listUrl(987654))).status).toBe(404)
    expect(
      (
        await get(
          '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/undefined',
        )
      ).status,
    ).toBe(400)
  })

  it('gives full records with /media/ URLs from the by-menu endpoint (§2.6)', async () => {
    const id = await menuId('Gallery')
    const { status, body } = await get(
      `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/${id}`,
    )
    expect(status).toBe(200)
    const [first] = body.content_images
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'id',
        'cms_menu',
        'created_by',
        'updated_by',
        'head',
        'image',
        'created_at',
        'updated_at',
      ]),
    )
    expect(first.cms_menu).toEqual({ id, name: 'Gallery', parent: null })
    expect(first.image).toMatch(MEDIA)
    expect(first.created_at).toMatch(DATETIME)
  })

  it('combines contents and images, with the images the original always left out (§2.7)', async () => {
    const id = await menuId('Home')
    const { body } = await get(
      `/cms_menu/api/v1/cms_menu/get_all_menu_content_and_image_by_cms_menu_id/${id}`,
    )
    expect(Object.keys(body)).toEqual(['menu_contents', 'content_images'])
    expect(typeof body.menu_contents.About).toBe('string')
    expect(Array.isArray(body.content_images.Partner)).toBe(true)
  })
})

describe('general settings and homepage slider', () => {
  it('pages the settings with the original envelope, newest first, including the popup slider', async () => {
    const { status, body } = await get('/general_setting/api/v1/general_setting/all/')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['general_settings', 'page', 'size', 'total_pages', 'total_elements'])
    expect(body).toMatchObject({ page: 1, size: 10, total_pages: 1, total_elements: 1 })
    const [settings] = body.general_settings
    expect(Object.keys(settings).sort()).toEqual(
      [
        'id',
        'created_by',
        'updated_by',
        'title',
        'site_name',
        'site_address',
        'email',
        'email2',
        'email3',
        'phone',
        'phone2',
        'phone3',
        'favicon',
        'logo',
        'footer_logo',
        'slider',
        'address',
        'address2',
        'google_url',
        'facebook_url',
        'twitter_url',
        'linkedin_url',
        'instagram_url',
        'created_at',
        'updated_at',
      ].sort(),
    )
    for (const field of ['logo', 'favicon', 'footer_logo', 'slider']) expect(settings[field]).toMatch(MEDIA)
    for (const field of ['title', 'site_name', 'email', 'phone', 'address', 'facebook_url']) {
      expect(typeof settings[field]).toBe('string')
    }
  })

  it('lists slides newest first with link and details', async () => {
    const { body } = await get('/homepage_slider/api/v1/homepage_slider/all/')
    expect(body.total_elements).toBe(3)
    const ids = body.homepage_sliders.map((s: { id: number }) => s.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(Object.keys(body.homepage_sliders[0])).toEqual([
      'id',
      'created_by',
      'updated_by',
      'title',
      'subtitle',
      'link',
      'serial_number',
      'image',
      'details',
      'created_at',
      'updated_at',
    ])
    expect(body.homepage_sliders[0].image).toMatch(MEDIA)
    // Demo slides link to real pages, in the site's /{menu name}/{id} form.
    const menuIds = (await menus()).flatMap(function ids(m: Nested): number[] {
      return [m.id, ...m.children.flatMap(ids)]
    })
    for (const slide of body.homepage_sliders) {
      const match = /^\/[^/]+\/(\d+)$/.exec(slide.link)
      expect(match, slide.link).not.toBeNull()
      expect(menuIds).toContain(Number(match?.[1]))
      expect(slide.details).toEqual(expect.any(String))
    }
  })

  it('orders wp/all/ by serial number and gives the newest slide from first_homepage_slider', async () => {
    const wp = (await get('/homepage_slider/api/v1/homepage_slider/wp/all/')).body
    const serials = wp.homepage_sliders.map((s: { serial_number: number }) => s.serial_number)
    expect(serials).toEqual([...serials].sort((a, b) => a - b))
    const first = await get('/homepage_slider/api/v1/first_homepage_slider/')
    expect(first.status).toBe(200)
    const newest = Math.max(...wp.homepage_sliders.map((s: { id: number }) => s.id))
    expect(first.body.homepage_slider.id).toBe(newest)
  })

  it('refuses a page size of 0 and other bad paging with a 400', async () => {
    for (const query of ['size=0', 'page=0', 'page=abc', 'size=-5']) {
      const { status, body } = await get(`/homepage_slider/api/v1/homepage_slider/all/?${query}`)
      expect(status).toBe(400)
      expect(body.detail).toMatch(/must be a whole number of 1 or more/)
    }
  })

  it('clamps the size to 100 and answers a page past the end with the last page', async () => {
    const { body } = await get('/cms_menu_content/api/v1/cms_menu_content/all/?size=1000&page=50')
    expect(body.size).toBe(100)
    expect(body.page).toBe(body.total_pages)
    const small = (await get('/cms_menu_content/api/v1/cms_menu_content/all/?size=5&page=2')).body
    expect(small.menu_items).toHaveLength(5)
    expect(small.total_pages).toBe(Math.ceil(small.total_elements / 5))
  })
})

describe('employees', () => {
  it('lists employees without pagination under the original misspelling, designation as {id, name}', async () => {
    const { status, body } = await get('/employee/api/v1/employee/without_paginaiton/all/')
    expect(status).toBe(200)
    expect(body.employees.length).toBeGreaterThanOrEqual(8)
    for (const e of body.employees) {
      expect(typeof e.first_name).toBe('string')
      expect(typeof e.last_name).toBe('string')
      expect(e.image).toMatch(MEDIA)
      expect(e.designation).toEqual({ id: expect.any(Number), name: expect.any(String) })
    }
    const orders = body.employees.map((e: { display_order: number }) => e.display_order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })
})

describe('notices and circulars', () => {
  it.each([
    ['notice', '/notice/api/v1/notice/all/without_pagination/', 'notices'],
    ['circular', '/circular/api/v1/circular/without_pagination/all/', 'circulars'],
  ])('lists %ss newest first with PDF files, and serves each by id', async (name, url, key) => {
    const { status, body } = await get(url)
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual([key])
    const list = body[key]
    expect(list).toHaveLength(5)
    const dates = list.map((n: { date: string }) => n.date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const item of list) {
      expect(Object.keys(item)).toEqual([
        'id',
        'title',
        'date',
        'note',
        'file',
        'show_on_homepage',
        'created_at',
        'updated_at',
        'created_by',
        'updated_by',
      ])
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(item.file).toMatch(
        new RegExp(`^/media/${name === 'notice' ? 'notice/notice' : 'circular/notice'}/.+\\.pdf$`),
      )
    }
    const one = await get(`/${name}/api/v1/${name}/${list[0].id}`)
    expect(one.status).toBe(200)
    expect(one.body).toEqual(list[0])
  })

  it('answers bad and unknown ids with 400 and 404, and an extra slash with a redirect', async () => {
    expect((await get('/notice/api/v1/notice/undefined')).status).toBe(400)
    const unknown = await get('/circular/api/v1/circular/4242')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ detail: 'Circular 4242 does not exist.' })
    const slash = await get('/notice/api/v1/notice/1/')
    expect(slash.status).toBe(301)
    expect(slash.response.headers.location).toBe('/notice/api/v1/notice/1')
    const missing = await get('/notice/api/v1/notice/all')
    expect(missing.status).toBe(301)
    expect(missing.response.headers.location).toBe('/notice/api/v1/notice/all/')
  })

  it('pages notices with the envelope', async () => {
    const { body } = await get('/notice/api/v1/notice/all/?page=1&size=2')
    expect(body).toMatchObject({ page: 1, size: 2, total_pages: 3, total_elements: 5 })
    expect(body.notices).toHaveLength(2)
  })
})

describe('errors under the API are JSON 4xx, never HTML or 500', () => {
  it.each([
    '/notice/api/v1/notice/nothing/here/',
    '/cms_menu/api/v1/unknown/',
    '/whatever/api/v1/whatever/all/',
  ])('%s gives a JSON 404', async (url) => {
    const { status, body, response } = await get(url)
    expect(status).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(body.detail).toMatch(/No API endpoint GET/)
  })

  it('gives 405 with Allow for a method the path does not answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/homepage_slider/api/v1/first_homepage_slider/',
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toContain('GET')
    expect(response.json().detail).toMatch(/Method "POST" not allowed/)
  })

  it('keeps unknown site URLs as an HTML 404 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Oops! Page Not Found!')
  })
})

describe('caching headers', () => {
  it('sends an ETag and answers If-None-Match with 304', async () => {
    const url = '/notice/api/v1/notice/all/without_pagination/'
    const first = await get(url)
    const etag = first.response.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('answers CORS preflight for GET from any origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/notice/api/v1/notice/all/without_pagination/',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })
})
