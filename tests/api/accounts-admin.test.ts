/**
 * Users, roles, permissions, back-office menus and the audit log through the CRUD contract:
 * private reads, the last-administrator guard, roles granting exactly their permissions, the
 * navigation a role sees, and audit log filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../server/modules/index.ts'
import { signIn, testAccounts } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
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

describe('private reads × anonymous, a role without the permission, a role with it', () => {
  const reads = resources
    // Resources whose routes are their area's own (vouchers, reports) are tested with those routes.
    .filter((r) => r.private && r.genericRoutes !== false)
    .flatMap((r) => [
      `/${r.name}/api/v1/${r.name}/all/`,
      `/${r.name}/api/v1/${r.name}/1`,
      ...r.unpaginatedPaths.map((p) => `/${r.name}/api/v1/${r.name}/${p}`),
    ])
  it.each(reads)('GET %s', async (url) => {
    expect((await call('GET', url, {})).statusCode).toBe(401)
    expect((await call('GET', url, as.nobody)).statusCode).toBe(403)
    const allowed = await call('GET', url, as.admin)
    expect([200, 404]).toContain(allowed.statusCode)
    expect(allowed.headers['cache-control']).toBe('private, no-store')
  })

  it('lets an Editor read no accounts, but everything public', async () => {
    expect((await call('GET', '/user/api/v1/user/all/', as.editor)).statusCode).toBe(403)
    expect((await call('GET', '/notice/api/v1/notice/all/', as.editor)).statusCode).toBe(200)
  })
})

describe('users', () => {
  it('creates a user who can sign in, lists without secrets, and ends sessions on deactivation', async () => {
    const roles = (await call('GET', '/role/api/v1/role/without_pagination/all/', as.admin)).json().roles
    const editor = roles.find((r: { name: string }) => r.name === 'Editor')
    const created = await call('POST', '/user/api/v1/user/create/', as.admin, {
      email: 'New.Staff@Kizuna.example',
      first_name: 'Nadia',
      role: editor.id,
      password: 'staff member password',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      email: 'new.staff@kizuna.example',
      role: 'Editor',
      is_active: true,
    })
    const list = await call('GET', '/user/api/v1/user/all/', as.admin)
    expect(JSON.stringify(list.json())).not.toMatch(/password|argon2/)
    const session = await signIn(t.app, 'new.staff@kizuna.example', 'staff member password')
    expect((await call('GET', '/user/api/v1/user/me/', session)).statusCode).toBe(200)
    await call('PATCH', `/user/api/v1/user/update/${created.json().id}`, as.admin, { is_active: false })
    expect((await call('GET', '/user/api/v1/user/me/', session)).statusCode).toBe(401)
    const duplicate = await call('POST', '/user/api/v1/user/create/', as.admin, {
      email: 'new.staff@kizuna.example',
      role: editor.id,
    })
    expect(duplicate.json()).toEqual({ detail: 'User with this email already exists.', field: 'email' })
  })

  it('never leaves the organisation without an active administrator', async () => {
    const me = (await call('GET', '/user/api/v1/user/me/', as.admin)).json()
    const deactivate = await call('PATCH', `/user/api/v1/user/update/${me.id}`, as.admin, {
      is_active: false,
    })
    expect(deactivate.statusCode).toBe(409)
    expect(deactivate.json().detail).toMatch(/last active administrator/)
    expect((await call('DELETE', `/user/api/v1/user/delete/${me.id}`, as.admin)).statusCode).toBe(409)
    expect((await signIn(t.app, testAdmin.email, testAdmin.password)).authorization).toMatch(/^Bearer /)
  })
})

describe('roles', () => {
  it('grants exactly the permissions given, and refuses to break the built-in roles', async () => {
    const permissions = (
      await call('GET', '/permission/api/v1/permission/without_pagination/all/', as.admin)
    ).json().permissions
    const noticeCreate = permissions.find((p: { name: string }) => p.name === 'notice.create')
    expect(noticeCreate).toMatchObject({ resource: 'notice', action: 'create' })
    const created = await call('POST', '/role/api/v1/role/create/', as.admin, {
      name: 'Notice clerk',
      permissions: [noticeCreate.id],
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().permissions).toEqual([{ id: noticeCreate.id, name: 'notice.create' }])
    await call('POST', '/user/api/v1/user/create/', as.admin, {
      email: 'clerk@kizuna.example',
      role: created.json().id,
      password: 'clerk password 1',
    })
    const clerk = await signIn(t.app, 'clerk@kizuna.example', 'clerk password 1')
    expect(
      (await call('POST', '/notice/api/v1/notice/create/', clerk, { title: 'By the clerk' })).statusCode,
    ).toBe(201)
    expect(
      (await call('POST', '/circular/api/v1/circular/create/', clerk, { title: 'Not allowed' })).statusCode,
    ).toBe(403)
    const held = await call('DELETE', `/role/api/v1/role/delete/${created.json().id}`, as.admin)
    expect(held.json().detail).toBe('Role "Notice clerk" is held by 1 user. Give them another role first.')

    const admin = (await call('GET', '/role/api/v1/role/all/', as.admin))
      .json()
      .roles.find((r: { name: string }) => r.name === 'Administrator')
    expect(admin.permissions.length).toBe(permissions.length)
    expect((await call('DELETE', `/role/api/v1/role/delete/${admin.id}`, as.admin)).statusCode).toBe(409)
    expect(
      (await call('PUT', `/role/api/v1/role/update/${admin.id}`, as.admin, { name: 'Boss' })).json(),
    ).toEqual({
      name: ['A built-in role keeps its name.'],
    })
    expect(
      (await call('PUT', `/role/api/v1/role/update/${admin.id}`, as.admin, { permissions: [] })).statusCode,
    ).toBe(400)
    expect(
      (
        await call('POST', '/role/api/v1/role/create/', as.admin, { name: 'X', permissions: [999999] })
      ).json(),
    ).toEqual({
      permissions: ['Permission 999999 does not exist.'],
    })
  })
})

describe('back-office navigation', () => {
  it('gives each role its entries, with their parents', async () => {
    const cms = (
      await call('POST', '/menu_item/api/v1/menu_item/create/', as.admin, { title: 'CMS', position: 1 })
    ).json()
    const pages = (
      await call('POST', '/menu_item/api/v1/menu_item/create/', as.admin, {
        title: 'Pages',
        parent: cms.id,
        url: '/admin/pages',
      })
    ).json()
    await call('POST', '/menu_item/api/v1/menu_item/create/', as.admin, {
      title: 'Users',
      position: 2,
      url: '/admin/users',
    })
    const editorRole = (await call('GET', '/role/api/v1/role/search/?searchKey=Editor', as.admin)).json()
      .roles[0]
    expect(
      (
        await call('POST', '/role_menu/api/v1/role_menu/create/', as.admin, {
          role: editorRole.id,
          menu_item: pages.id,
        })
      ).statusCode,
    ).toBe(201)
    const whole = (
      await call('GET', '/menu_item/api/v1/menu_item/nested_menu_item_without_pagination/all/', as.admin)
    ).json()
    // The shipped navigation (tests/api/navigation.test.ts) is there too.
    expect(whole.menu_items.map((i: { title: string }) => i.title)).toEqual(
      expect.arrayContaining(['CMS', 'Users']),
    )
    const forEditor = (
      await call('GET', '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/', as.editor)
    ).json()
    expect(forEditor.menu_items.find((i: { title: string }) => i.title === 'CMS')).toMatchObject({
      children: [{ title: 'Pages', url: '/admin/pages', children: [] }],
    })
    expect(forEditor.menu_items.map((i: { title: string }) => i.title)).not.toContain('Users')
    const byId = await call(
      'GET',
      `/menu_item/api/v1/menu_item/nested_menu_item_by_role_id/${editorRole.id}`,
      as.admin,
    )
    expect(byId.json()).toEqual(forEditor)
    expect(
      (await call('GET', '/menu_item/api/v1/menu_item/nested_menu_item_by_role_id/999999', as.admin))
        .statusCode,
    ).toBe(404)
    expect(
      (await call('GET', '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/', {})).statusCode,
    ).toBe(401)
  })
})

describe('audit log', () => {
  it('is filtered by user, resource, record, action and time', async () => {
    const made = (
      await call('POST', '/department/api/v1/department/create/', as.editor, { name: 'Audited dept' })
    ).json()
    await call('PUT', `/department/api/v1/department/update/${made.id}`, as.editor, {
      name: 'Audited department',
    })
    const editorId = (await call('GET', '/user/api/v1/user/me/', as.editor)).json().id
    const url = `/audit_log/api/v1/audit_log/all/?resource=department&record_id=${made.id}&user=${editorId}`
    const body = (await call('GET', url, as.admin)).json()
    expect(body.total_elements).toBe(2)
    expect(body.audit_logs[0]).toMatchObject({
      action: 'update',
      user_email: 'editor@kizuna.example',
      changes: { name: { before: 'Audited dept', after: 'Audited department' } },
    })
    expect((await call('GET', `${url}&action=create`, as.admin)).json().total_elements).toBe(1)
    expect((await call('GET', `${url}&from=2999-01-01`, as.admin)).json().total_elements).toBe(0)
    expect((await call('GET', `${url}&from=yesterday`, as.admin)).statusCode).toBe(400)
    // A bare date is that day in the organisation's time zone (Asia/Dhaka here), as staff mean it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date())
    expect((await call('GET', `${url}&from=${today}`, as.admin)).json().total_elements).toBe(2)
    expect((await call('GET', `${url}&to=${today}`, as.admin)).json().total_elements).toBe(0)
    expect((await call('GET', url, as.editor)).statusCode).toBe(403)
  })
})
