/**
 * Issue 10 §1: nothing private is readable anonymously. Anonymous readers (no credentials, a bad
 * token, or a role without `<resource>.read`) see what the public site shows and no personal data;
 * staff with the read permission see everything; the response cache never mixes the two.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema.ts'
import { demoEmployees } from '../../server/demo/demo-content.ts'
import { resources } from '../../server/modules/index.ts'
import { testAccounts } from '../support/accounts.ts'
import { multipart } from '../support/multipart.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

type Headers = Record<string, string>
type Row = { id: number } & Record<string, unknown>

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
/** The ways of reading anonymously: nothing, a token that is not valid, a role without read. */
let anonymous: [string, Headers][]
const hidden = { menu: 0, child: 0, block: 0, image: 0 }

const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers })
const listOf = (body: Record<string, unknown>): Row[] =>
  (Object.values(body).find((v) => Array.isArray(v)) as Row[] | undefined) ?? []

beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  anonymous = [
    ['no credentials', {}],
    ['a token that is not valid', { authorization: 'Bearer not-a-real-token' }],
    ['a role without the read permission', as.nobody],
  ]
  const create = async (resource: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/${resource}/api/v1/${resource}/create/`,
      headers: as.admin,
      payload,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().id as number
  }
  hidden.menu = await create('cms_menu', { name: 'Zebra plans', is_published: false, template: 'about' })
  // Published itself, but under a hidden parent: the site shows neither (navigation, search, page).
  hidden.child = await create('cms_menu', { name: 'Zebra child', parent: hidden.menu, template: 'about' })
  hidden.block = await create('cms_menu_content', {
    cms_menu: hidden.menu,
    name: 'zebra-key',
    value: '<p>Zebra secret text</p>',
  })
  await create('cms_menu_content', { cms_menu: hidden.child, name: 'zebra-child', value: '<p>Zebra too</p>' })
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a36' } })
    .png()
    .toBuffer()
  const body = multipart([
    { name: 'cms_menu', value: String(hidden.menu) },
    { name: 'head', value: 'zebra-key' },
    { name: 'image', file: { fileName: 'zebra.png', content: png } },
  ])
  const image = await t.app.inject({
    method: 'POST',
    url: '/cms_menu_content_image/api/v1/cms_menu_content_image/create/',
    headers: { ...as.admin, ...body.headers },
    payload: body.payload,
  })
  expect(image.statusCode, image.body).toBe(201)
  hidden.image = image.json().id
  // Every public record was last touched by the administrator, so a leak cannot hide behind nulls.
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, testAdmin.email))
  for (const resource of resources.filter((r) => !r.private)) {
    await t.db.update(resource.table).set({ createdBy: admin?.id, updatedBy: admin?.id } as never)
  }
})
afterAll(() => t?.close())

describe('issue 10: content of unpublished menus is not readable anonymously', () => {
  const cases = [
    { resource: 'cms_menu_content', id: () => hidden.block, search: 'zebra' },
    { resource: 'cms_menu_content_image', id: () => hidden.image, search: 'zebra' },
    { resource: 'cms_menu', id: () => hidden.menu, search: 'zebra' },
  ]

  for (const { resource, id, search } of cases) {
    const base = `/${resource}/api/v1/${resource}/`
    // Newest first: the hidden records were made by this test, and the demo has over 100 blocks.
    const lists = () => [
      `${base}all/?size=100&ordering=-id`,
      `${base}all/?size=100&cms_menu=${hidden.menu}`,
      `${base}all/?size=100&cms_menu=${hidden.child}`,
      `${base}without_pagination/all/`,
      `${base}search/?searchKey=${search}&size=100`,
    ]

    it(`${resource}: anonymous lists, search and {id} show nothing of a hidden menu`, async () => {
      for (const [who, headers] of anonymous) {
        for (const url of lists()) {
          const response = await get(url, headers)
          expect(response.statusCode, `${who}: ${url}`).toBe(200)
          expect(/zebra/i.test(response.body), `${who}: ${url} shows the hidden menu`).toBe(false)
        }
        const one = await get(`${base}${id()}`, headers)
        expect(one.statusCode, who).toBe(404)
      }
    })

    it(`${resource}: staff with the read permission see the hidden menu's records`, async () => {
      for (const url of lists().filter((u) => !u.includes(`cms_menu=${hidden.child}`))) {
        const response = await get(url, as.admin)
        expect(response.statusCode, url).toBe(200)
        expect(
          listOf(response.json()).map((r) => r.id),
          url,
        ).toContain(id())
      }
      const one = await get(`${base}${id()}`, as.admin)
      expect(one.statusCode).toBe(200)
      expect(one.json().id).toBe(id())
    })
  }

  it('follows the site: a published menu under a hidden one has no page and no content', async () => {
    const page = await get(`/zebra%20child/${hidden.child}`)
    expect(page.statusCode).toBe(404)
    const content = await get(
      `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${hidden.child}`,
    )
    expect(content.statusCode).toBe(404)
    const menu = await get(`/cms_menu/api/v1/cms_menu/${hidden.child}`)
    expect(menu.statusCode).toBe(404)
  })
})

/** Every non-null created_by / updated_by anywhere in a JSON value. */
function auditValues(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) auditValues(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'created_by' || key === 'updated_by') && inner !== null) found.push(inner)
      else auditValues(inner, found)
    }
  }
  return found
}

describe('issue 10: anonymous reads carry no personal data', () => {
  const publicResources = resources.filter((r) => !r.private)

  it('no public resource shows created_by / updated_by or a user email to anonymous readers', async () => {
    expect(publicResources.length).toBeGreaterThan(5)
    for (const resource of publicResources) {
      const base = `/${resource.name}/api/v1/${resource.name}/`
      const staffList = listOf((await get(`${base}all/?size=100`, as.admin)).json())
      const first = staffList[0]
      const urls = [
        `${base}all/?size=100`,
        ...resource.unpaginatedPaths.map((p) => `${base}${p}`),
        ...(first ? [`${base}${first.id}`] : []),
      ]
      for (const [who, headers] of anonymous) {
        for (const url of urls) {
          const response = await get(url, headers)
          expect(response.statusCode, `${who}: ${url}`).toBe(200)
          expect(auditValues(response.json()), `${who}: ${url}`).toEqual([])
          expect(response.body.includes(testAdmin.email), `${who}: ${url} shows the admin email`).toBe(false)
        }
      }
    }
  })

  it('the menu-keyed image list and the first slide show no created_by to anonymous readers', async () => {
    const nested = (await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).json().menus as Row[]
    const urls = [
      ...nested.map(
        (m) => `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/${m.id}`,
      ),
      '/homepage_slider/api/v1/first_homepage_slider/',
    ]
    for (const url of urls) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(auditValues(response.json()), url).toEqual([])
      expect(response.body.includes(testAdmin.email), `${url} shows the admin email`).toBe(false)
    }
    const staff = await get('/homepage_slider/api/v1/first_homepage_slider/', as.admin)
    expect(staff.json().homepage_slider.created_by).toBe(testAdmin.email)
  })

  it("employees' email, phone and username are null for anonymous readers and present for staff", async () => {
    const base = '/employee/api/v1/employee/'
    const staff = listOf((await get(`${base}all/?size=100`, as.admin)).json())
    expect(staff.length).toBeGreaterThan(0)
    expect(staff.every((e) => typeof e.email === 'string' && typeof e.primary_phone === 'string')).toBe(true)
    expect(staff.every((e) => typeof e.username === 'string')).toBe(true)
    const first = staff[0] as Row
    expect((await get(`${base}${first.id}`, as.admin)).json().email).toBe(first.email)
    for (const [who, headers] of anonymous) {
      for (const url of [
        `${base}all/?size=100`,
        `${base}without_pagination/all/`,
        `${base}without_paginaiton/all/`,
      ]) {
        const list = listOf((await get(url, headers)).json())
        expect(list.length, `${who}: ${url}`).toBe(staff.length)
        for (const e of list) {
          expect([e.email, e.primary_phone, e.username], `${who}: ${url}`).toEqual([null, null, null])
        }
      }
      const one = (await get(`${base}${first.id}`, headers)).json()
      expect([one.email, one.primary_phone, one.username], who).toEqual([null, null, null])
      // Searching by a personal field would tell its value letter by letter.
      const byEmail = (
        await get(`${base}search/?searchKey=${encodeURIComponent(String(first.email))}`, headers)
      ).json()
      expect(byEmail.total_elements, who).toBe(0)
      expect((await get(`${base}all/?ordering=email`, headers)).statusCode, who).toBe(400)
    }
    const staffSearch = (
      await get(`${base}search/?searchKey=${encodeURIComponent(String(first.email))}`, as.admin)
    ).json()
    expect(staffSearch.total_elements).toBe(1)
  })

  it('the team pages carry no employee email, phone or username and no user email', async () => {
    type Nested = { id: number; children: Nested[] }
    const flat = (nodes: Nested[]): Nested[] => nodes.flatMap((n) => [n, ...flat(n.children)])
    const nav = (await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).json().menus as Nested[]
    const details = await Promise.all(
      flat(nav).map(async (m) => (await get(`/cms_menu/api/v1/cms_menu/${m.id}`, as.admin)).json()),
    )
    const teamMenus = details.filter((m) => m.template === 'about' || m.template === 'management-team')
    const paths = [
      '/our%20Management%20team/',
      ...teamMenus.map((m) => `/${encodeURIComponent(m.name.toLowerCase())}/${m.id}`),
    ]
    const personal = demoEmployees.flatMap((e) => [e.email, e.phone, e.username])
    for (const path of paths) {
      for (const url of [path, `/__page-data?path=${encodeURIComponent(decodeURIComponent(path))}`]) {
        const response = await get(url)
        expect(response.statusCode, url).toBe(200)
        const leaked = [...personal, testAdmin.email].filter((value) => response.body.includes(value))
        expect(leaked, url).toEqual([])
      }
    }
    expect((await get('/our%20Management%20team/')).body).toContain(demoEmployees[0]?.first_name)
  })
})

describe('issue 10: employees hidden from the website appear nowhere public', () => {
  it('a hidden employee is absent from anonymous API reads and the site, and present for staff', async () => {
    const base = '/employee/api/v1/employee/'
    const staff = listOf((await get(`${base}all/?size=100`, as.admin)).json())
    expect(staff.every((e) => e.show_on_website === true)).toBe(true)
    const target = staff.find((e) => e.first_name === demoEmployees[1]?.first_name) as Row
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${base}update/${target.id}`,
      headers: as.admin,
      payload: { show_on_website: false },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().show_on_website).toBe(false)
    const name = `${target.first_name} ${target.last_name}`

    for (const [who, headers] of anonymous) {
      for (const url of [
        `${base}all/?size=100`,
        `${base}without_pagination/all/`,
        `${base}search/?searchKey=${target.first_name}`,
      ]) {
        const response = await get(url, headers)
        expect(response.statusCode, `${who}: ${url}`).toBe(200)
        expect(
          listOf(response.json()).map((e) => e.id),
          `${who}: ${url}`,
        ).not.toContain(target.id)
      }
      expect((await get(`${base}${target.id}`, headers)).statusCode, who).toBe(404)
    }
    for (const path of [
      '/our%20Management%20team/',
      `/search?q=${encodeURIComponent(String(target.first_name))}`,
    ]) {
      const page = await get(path)
      expect(page.body, path).not.toContain(name)
    }
    expect((await get('/our%20Management%20team/')).body).toContain(
      String(staff.find((e) => e.id !== target.id)?.first_name),
    )

    expect(listOf((await get(`${base}all/?size=100`, as.admin)).json()).map((e) => e.id)).toContain(target.id)
    expect((await get(`${base}${target.id}`, as.admin)).json().show_on_website).toBe(false)
  })
})

describe('issue 10: the response cache never mixes staff and public answers', () => {
  const url = '/department/api/v1/department/all/?size=3'

  it('staff first, then anonymous: the anonymous answer is the public one', async () => {
    const staff = await get(url, as.admin)
    expect(staff.headers['cache-control']).toBe('private, no-store')
    expect(String(staff.headers.vary)).toMatch(/authorization/i)
    expect(String(staff.headers.vary)).toMatch(/cookie/i)
    expect(auditValues(staff.json()).length).toBeGreaterThan(0)
    const anon = await get(url)
    expect(auditValues(anon.json())).toEqual([])
    expect(String(anon.headers.vary)).toMatch(/authorization/i)
  })

  it('anonymous first, then staff: the staff answer is computed for staff', async () => {
    const other = `${url}&page=1`
    const anon = await get(other)
    expect(auditValues(anon.json())).toEqual([])
    expect(anon.headers['cache-control']).toBe('no-cache')
    const again = await get(other)
    expect(again.headers.etag).toBe(anon.headers.etag)
    const staff = await get(other, as.admin)
    expect(staff.headers['cache-control']).toBe('private, no-store')
    expect(staff.json()).not.toEqual(anon.json())
    expect(auditValues(staff.json())).toContain(testAdmin.email)
  })
})
