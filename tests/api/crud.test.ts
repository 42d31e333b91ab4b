/**
 * The CRUD contract generated from the declarations: create, update, delete, delete_multiple and
 * search, validation and conflicts, sanitised HTML, the audit log, and the permission matrix over
 * every write route.
 */
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema.ts'
import { cmsMenu, cmsMenuContentImage } from '../../server/modules/cms/tables.ts'
import { resources } from '../../server/modules/index.ts'
import { department } from '../../server/modules/org/tables.ts'
import { hasGenericWrites } from '../../server/resources/define.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as object })

describe('create, read, update, delete', () => {
  it('runs the whole life of a department', async () => {
    const created = await call('POST', '/department/api/v1/department/create/', as.admin, {
      name: 'Outreach',
    })
    expect(created.statusCode).toBe(201)
    const body = created.json()
    expect(body).toMatchObject({ name: 'Outreach', created_by: 'admin@kizuna.example' })
    const read = await call('GET', `/department/api/v1/department/${body.id}`, {})
    expect(read.json().name).toBe('Outreach')
    const updated = await call('PUT', `/department/api/v1/department/update/${body.id}`, as.admin, {
      name: 'Community Outreach',
    })
    expect(updated.json().name).toBe('Community Outreach')
    const found = await call('GET', '/department/api/v1/department/search/?searchKey=community', {})
    expect(found.json()).toMatchObject({ total_elements: 1, departments: [{ name: 'Community Outreach' }] })
    const deleted = await call('DELETE', `/department/api/v1/department/delete/${body.id}`, as.admin)
    expect(deleted.json()).toEqual({ detail: `Department ${body.id} deleted.` })
    expect(
      (await call('DELETE', `/department/api/v1/department/delete/${body.id}`, as.admin)).statusCode,
    ).toBe(404)
    expect((await call('GET', `/department/api/v1/department/${body.id}`, {})).statusCode).toBe(404)
  })

  it('names missing, unknown and invalid fields in the original error shape', async () => {
    const missing = await call('POST', '/notice/api/v1/notice/create/', as.admin, {
      date: '2026-02-30',
      bogus: 1,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({
      title: ['This field is required.'],
      date: ['This date does not exist.'],
      bogus: ['Unknown field.'],
    })
    const badRef = await call('POST', '/employee/api/v1/employee/create/', as.admin, {
      first_name: 'A',
      designation: 99999,
    })
    expect(badRef.json()).toEqual({ designation: ['Designation 99999 does not exist.'] })
    const wrongType = await call('PUT', '/homepage_slider/api/v1/homepage_slider/update/1', as.admin, {
      serial_number: 'first',
      link: 'javascript:alert(1)',
    })
    expect(wrongType.json()).toEqual({
      serial_number: ['Enter a whole number.'],
      link: [
        'Enter a link starting with https://, http://, mailto:, tel: or a single / (a page of this site).',
      ],
    })
  })

  it('answers a unique conflict with 409 naming the field', async () => {
    const [first] = await t.db.select().from(department).limit(1)
    const conflict = await call('POST', '/department/api/v1/department/create/', as.admin, {
      name: first?.name,
    })
    expect(conflict.statusCode).toBe(409)
    expect(conflict.json()).toEqual({ detail: 'Department with this name already exists.', field: 'name' })
  })

  it('can clear a field and store 0, unlike the original', async () => {
    const slide = (await call('GET', '/homepage_slider/api/v1/homepage_slider/all/', {})).json()
      .homepage_sliders[0]
    const response = await call(
      'PATCH',
      `/homepage_slider/api/v1/homepage_slider/update/${slide.id}`,
      as.admin,
      {
        subtitle: '',
        serial_number: 0,
      },
    )
    expect(response.json()).toMatchObject({ subtitle: null, serial_number: 0, title: slide.title })
  })

  it('accepts multipart-style strings for numbers and booleans', async () => {
    const response = await call('POST', '/notice/api/v1/notice/create/', as.admin, {
      title: 'Form-posted notice',
      show_on_homepage: 'true',
      date: '2026-12-01',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ show_on_homepage: true, date: '2026-12-01', file: null })
  })

  it('deletes several records all or nothing', async () => {
    const a = (
      await call('POST', '/designation/api/v1/designation/create/', as.admin, { name: 'Temp A' })
    ).json()
    const b = (
      await call('POST', '/designation/api/v1/designation/create/', as.admin, { name: 'Temp B' })
    ).json()
    const partial = await call('DELETE', '/designation/api/v1/designation/delete_multiple/', as.admin, {
      ids: [a.id, 987654],
    })
    expect(partial.statusCode).toBe(404)
    expect((await call('GET', `/designation/api/v1/designation/${a.id}`, {})).statusCode).toBe(200)
    const all = await call('DELETE', '/designation/api/v1/designation/delete_multiple/', as.admin, {
      ids: [a.id, b.id],
    })
    expect(all.json()).toMatchObject({ ids: [a.id, b.id] })
    expect((await call('GET', `/designation/api/v1/designation/${b.id}`, {})).statusCode).toBe(404)
    const bad = await call('DELETE', '/designation/api/v1/designation/delete_multiple/', as.admin, {
      ids: ['x'],
    })
    expect(bad.statusCode).toBe(400)
  })

  it('searches notices with ?key= as the original did, counting after the filter', async () => {
    const response = await call('GET', '/notice/api/v1/notice/search/?key=%25', {})
    expect(response.json().total_elements).toBe(0)
    const none = await call('GET', '/notice/api/v1/notice/search/', {})
    expect(none.statusCode).toBe(400)
  })
})

describe('menus and their content', () => {
  it('creates menus with unique slugs, refuses loops, and refuses deleting a parent', async () => {
    const parent = (
      await call('POST', '/cms_menu/api/v1/cms_menu/create/', as.editor, {
        name: 'Events & News',
        template: 'generic',
      })
    ).json()
    expect(parent.slug).toBe('events-news')
    const child = (
      await call('POST', '/cms_menu/api/v1/cms_menu/create/', as.editor, {
        name: 'Events & News',
        parent: parent.id,
      })
    ).json()
    expect(child.slug).toBe('events-news-2')
    const loop = await call('PUT', `/cms_menu/api/v1/cms_menu/update/${parent.id}`, as.editor, {
      parent: child.id,
    })
    expect(loop.json()).toEqual({ parent: ['A menu cannot be moved under itself or one of its sub-menus.'] })
    const refused = await call('DELETE', `/cms_menu/api/v1/cms_menu/delete/${parent.id}`, as.editor)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'Menu "Events & News" still has 1 sub-menu. Move or delete them first, then delete the menu.',
    )
    const badTemplate = await call('POST', '/cms_menu/api/v1/cms_menu/create/', as.editor, {
      name: 'X',
      template: 'fancy',
    })
    expect(badTemplate.json().template[0]).toMatch(/^Choose one of: home, about/)
  })

  it('puts a new menu or block at the end of its siblings unless a position is given', async () => {
    const menu = (
      await call('POST', '/cms_menu/api/v1/cms_menu/create/', as.editor, { name: 'Scholarships' })
    ).json()
    const names = (await call('GET', '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/', {}))
      .json()
      .menus.map((m: { name: string }) => m.name)
    expect(names.at(-1)).toBe('Scholarships')
    for (const name of ['First', 'Second']) {
      await call('POST', '/cms_menu_content/api/v1/cms_menu_content/create/', as.editor, {
        cms_menu: menu.id,
        name,
        value: '<p>x</p>',
      })
    }
    await call('POST', '/cms_menu_content/api/v1/cms_menu_content/create/', as.editor, {
      cms_menu: menu.id,
      name: 'Zero',
      value: '',
      position: 0,
    })
    const map = (
      await call('GET', `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${menu.id}`, {})
    ).json()
    expect(Object.keys(map.menu_contents)).toEqual(['Zero', 'First', 'Second'])
  })

  it('sanitises stored HTML and shows the change on the public endpoint at once', async () => {
    const [menu] = await t.db.select().from(cmsMenu).where(eq(cmsMenu.name, 'Contact'))
    const url = `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${menu?.id}`
    await call('GET', url, {})
    const created = await call('POST', '/cms_menu_content/api/v1/cms_menu_content/create/', as.editor, {
      cms_menu: menu?.id,
      name: 'Opening Hours',
      value:
        '<p onclick="steal()">Sunday to Thursday<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().value).toBe('<p>Sunday to Thursday</p><img src="x" />')
    expect((await call('GET', url, {})).json().menu_contents['Opening Hours']).toBe(
      '<p>Sunday to Thursday</p><img src="x" />',
    )
  })

  it('renames the images of a block renamed, in the same menu only', async () => {
    const [home] = await t.db.select().from(cmsMenu).where(eq(cmsMenu.name, 'Home'))
    const blocks = (
      await call('GET', '/cms_menu_content/api/v1/cms_menu_content/search/?searchKey=Featured Work', {})
    ).json().menu_items
    const featured = blocks.find((b: { name: string }) => b.name === 'Featured Work')
    await call('PUT', `/cms_menu_content/api/v1/cms_menu_content/update/${featured.id}`, as.editor, {
      name: 'Our Work',
    })
    const heads = await t.db
      .select({ head: cmsMenuContentImage.head })
      .from(cmsMenuContentImage)
      .where(and(eq(cmsMenuContentImage.cmsMenuId, home?.id ?? 0), eq(cmsMenuContentImage.head, 'Our Work')))
    expect(heads.length).toBe(8)
  })

  it('asks for the file when an image record is created without one', async () => {
    const response = await call(
      'POST',
      '/cms_menu_content_image/api/v1/cms_menu_content_image/create/',
      as.editor,
      { cms_menu: 1, head: 'X' },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ image: ['Upload an image file.'] })
  })
})

describe('audit log', () => {
  it('records who changed what, with before and after, and the address', async () => {
    const created = (
      await call('POST', '/designation/api/v1/designation/create/', as.editor, { name: 'Auditor' })
    ).json()
    await call('PUT', `/designation/api/v1/designation/update/${created.id}`, as.editor, {
      name: 'Senior Auditor',
    })
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'designation'), eq(auditLog.recordId, created.id)))
      .orderBy(desc(auditLog.id))
    expect(rows.map((r) => r.action)).toEqual(['update', 'create'])
    expect(rows[0]).toMatchObject({
      userEmail: 'editor@kizuna.example',
      changes: { name: { before: 'Auditor', after: 'Senior Auditor' } },
      ip: '127.0.0.1',
    })
  })
})

describe('permission matrix: every write route × anonymous, a role without the permission, a role with it', () => {
  const routes = resources.filter(hasGenericWrites).flatMap((r) => {
    const base = `/${r.name}/api/v1/${r.name}/`
    return [
      { resource: r.name, action: 'create', method: 'POST' as const, url: `${base}create/` },
      { resource: r.name, action: 'update', method: 'PUT' as const, url: `${base}update/1` },
      { resource: r.name, action: 'update', method: 'PATCH' as const, url: `${base}update/1` },
      { resource: r.name, action: 'delete', method: 'DELETE' as const, url: `${base}delete/987654` },
      { resource: r.name, action: 'delete', method: 'DELETE' as const, url: `${base}delete_multiple/` },
      { resource: r.name, action: 'delete', method: 'POST' as const, url: `${base}delete_multiple/` },
    ]
  })

  it('covers every resource with fields', () =>
    expect(routes.length).toBe(resources.filter(hasGenericWrites).length * 6))

  it.each(routes)('$method $url', async ({ method, url }) => {
    const payload = url.includes('delete_multiple') ? { ids: [987654] } : {}
    const anonymous = await call(method, url, {}, payload)
    expect(anonymous.statusCode).toBe(401)
    const forbidden = await call(method, url, as.nobody, payload)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().detail).toMatch(/You do not have permission to perform this action/)
    const allowed = await call(method, url, as.admin, payload)
    expect([401, 403]).not.toContain(allowed.statusCode)
    expect(allowed.statusCode).toBeLessThan(500)
  })
})
