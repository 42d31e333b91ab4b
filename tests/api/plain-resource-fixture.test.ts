/**
 * A plain resource costs its declaration and its table (tests/support/fixture-area.ts): from them
 * alone come its CRUD routes answering with the values sent, its admin schema entry (screens,
 * list columns, fields), its navigation entry, its permission rows and its OpenAPI paths.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSchema } from '../../common/resource-schema.ts'
import { syncNavigation } from '../../server/auth/navigation.ts'
import { EDITOR, roleIdByName, rolePermissionNames, syncPermissions } from '../../server/auth/permissions.ts'
import { permission } from '../../server/db/schema.ts'
import { areas, registryOf } from '../../server/modules/index.ts'
import { navigationPlan } from '../../server/resources/navigation-plan.ts'
import { testAccounts } from '../support/accounts.ts'
import { createFixtureTable, fixtureArea } from '../support/fixture-area.ts'
import { createTestApp } from '../support/test-app.ts'

const withFixture = [...areas, fixtureArea]
const { resources } = registryOf(withFixture)
const base = '/kit_item/api/v1/kit_item/'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp({ areas: withFixture })
  await createFixtureTable(t.db)
  // What the server does at every start (server/prepare.ts), for the areas it serves.
  await syncPermissions(t.db, resources)
  await syncNavigation(t.db, resources)
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const sent = {
  name: 'Projector, ceiling "A"',
  note: 'Line one\nline two',
  status: 'in_use',
  in_stock: false,
  parent: null,
  received: '2026-11-21',
  checked_at: '2026-11-21T09:30:00+06:00',
  price: '1250.50',
}

describe('routes from the declaration', () => {
  let id: number

  it('creates a record and reads back the values sent', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${base}create/`,
      headers: as.admin,
      payload: sent,
    })
    expect(created.statusCode, created.body).toBe(201)
    id = created.json().id
    const read = await t.app.inject({ url: `${base}${id}`, headers: as.admin })
    expect(read.statusCode).toBe(200)
    const body = read.json()
    const { checked_at, ...rest } = sent
    expect(body).toMatchObject(rest)
    // The same moment, written in the organisation's zone as the original wrote timestamps.
    expect(Date.parse(body.checked_at)).toBe(Date.parse(checked_at))
    expect(Object.keys(body)).toEqual([
      'id',
      ...Object.keys(sent),
      'created_at',
      'updated_at',
      'created_by',
      'updated_by',
    ])
  })

  it('updates, lists, searches and deletes it', async () => {
    const child = await t.app.inject({
      method: 'POST',
      url: `${base}create/`,
      headers: as.admin,
      payload: { name: 'Lamp', parent: id, price: 12 },
    })
    expect(child.statusCode, child.body).toBe(201)
    expect(child.json()).toMatchObject({ parent: id, price: '12.00', status: 'draft', in_stock: true })
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `${base}update/${id}`,
      headers: as.admin,
      payload: { price: '99.99', status: 'retired' },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ price: '99.99', status: 'retired', name: sent.name })

    const list = await t.app.inject(`${base}all/`)
    expect(list.json()).toMatchObject({ total_elements: 2, page: 1 })
    expect(list.json().kit_items.map((k: { name: string }) => k.name)).toEqual(['Lamp', sent.name])
    const all = await t.app.inject(`${base}without_pagination/all/`)
    expect(all.json().kit_items).toHaveLength(2)
    const found = await t.app.inject(`${base}search/?searchKey=projector`)
    expect(found.json().kit_items.map((k: { id: number }) => k.id)).toEqual([id])

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base}delete/${child.json().id}`,
      headers: as.admin,
    })
    expect(removed.statusCode).toBe(200)
    expect((await t.app.inject(`${base}all/`)).json().total_elements).toBe(1)
  })

  it('refuses bad values of the new kinds with field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}create/`,
      headers: as.admin,
      payload: { name: 'Bad', price: '12.345', checked_at: '21/11/2026 09:30', status: 'lost' },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json()).sort()).toEqual(['checked_at', 'price', 'status'])
    expect(response.json().price).toEqual([
      'Enter a number such as 12.5, with at most 2 digits after the point.',
    ])
  })
})

describe('the back office from the declaration', () => {
  it('is in the admin schema with its screens’ list and fields', async () => {
    const response = await t.app.inject({ url: '/api/v1/admin/schema', headers: as.admin })
    const schema = (response.json() as AdminSchema).resources.find((r) => r.name === 'kit_item')
    expect(schema).toMatchObject({
      label: 'Kit item',
      plural: 'Kit items',
      recordRepresentation: 'name',
      writable: true,
      can: { create: true, update: true, delete: true },
      nav: { group: 'organisation', icon: 'Category', order: 0 },
      list: {
        columns: ['name', 'note', 'status', 'in_stock', 'updated_at'],
        sort: { field: 'name', order: 'ASC' },
        search: true,
        filters: ['status', 'in_stock', 'parent', 'received', 'checked_at'],
        exportUrl: `${base}export/`,
      },
    })
    expect(schema?.fields.map((f) => [f.name, f.kind, f.label])).toEqual([
      ['name', 'text', 'Name'],
      ['note', 'text', 'Note'],
      ['status', 'enum', 'Status'],
      ['in_stock', 'bool', 'In stock'],
      ['parent', 'ref', 'Parent'],
      ['received', 'date', 'Received'],
      ['checked_at', 'datetime', 'Checked at'],
      ['price', 'decimal', 'Price'],
    ])
  })

  it('has a navigation entry, given to the administrator', async () => {
    const group = navigationPlan(resources).find((g) => g.id === 'organisation')
    expect(group?.entries.at(-1)).toEqual({
      resource: 'kit_item',
      title: 'Kit items',
      url: '/admin/kit_item',
      roles: [],
    })
    const response = await t.app.inject({
      url: '/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/',
      headers: as.admin,
    })
    const entries = (
      response.json().menu_items as { menu_id: string; children: { menu_id: string; url: string }[] }[]
    ).flatMap((g) => g.children)
    expect(entries.find((e) => e.menu_id === 'kit_item')?.url).toBe('/admin/kit_item')
  })

  it('has its permission rows, which only the administrator holds', async () => {
    const rows = await t.db.select().from(permission).where(eq(permission.resource, 'kit_item'))
    expect(rows.map((r) => r.name).sort()).toEqual([
      'kit_item.create',
      'kit_item.delete',
      'kit_item.read',
      'kit_item.update',
    ])
    const editor = await rolePermissionNames(t.db, (await roleIdByName(t.db, EDITOR)) ?? null)
    expect([...editor].filter((name) => name.startsWith('kit_item.'))).toEqual([])
    const write = await t.app.inject({
      method: 'POST',
      url: `${base}create/`,
      headers: as.editor,
      payload: { name: 'No' },
    })
    expect(write.statusCode).toBe(403)
  })

  it('is described in OpenAPI', async () => {
    const doc = (await t.app.inject('/openapi.json')).json()
    for (const path of [
      'all/',
      '{id}',
      'create/',
      'update/{id}',
      'delete/{id}',
      'delete_multiple/',
      'search/',
      'export/',
      'without_pagination/all/',
    ])
      expect(doc.paths[`${base}${path}`], path).toBeTruthy()
    const create = doc.paths[`${base}create/`].post.requestBody.content['application/json'].schema
    expect(create.required).toEqual(['name'])
    expect(create.properties.price.anyOf[0]).toMatchObject({ type: 'string' })
    const filters = doc.paths[`${base}all/`].get.parameters.map((p: { name: string }) => p.name)
    expect(filters).toEqual(
      expect.arrayContaining(['status', 'in_stock', 'parent', 'received_from', 'checked_at_to']),
    )
  })
})
