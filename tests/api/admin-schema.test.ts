/**
 * GET /api/v1/admin/schema: the back office's screens for the signed-in user. Each role gets the
 * resources it may read, with what else it may do there; nobody else gets anything.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSchema, ResourceSchema } from '../../common/resource-schema.ts'
import { permission, role, rolePermission } from '../../server/db/schema.ts'
import { resources } from '../../server/modules/index.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

async function schemaOf(headers: Record<string, string>): Promise<AdminSchema> {
  const response = await t.app.inject({ url: '/api/v1/admin/schema', headers })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-store')
  return response.json()
}
const byName = (schema: AdminSchema) =>
  new Map<string, ResourceSchema>(schema.resources.map((r) => [r.name, r]))

describe('admin schema', () => {
  it('is for signed-in users only', async () => {
    const response = await t.app.inject('/api/v1/admin/schema')
    expect(response.statusCode).toBe(401)
    expect(response.json().detail).toMatch(/credentials were not provided/)
  })

  it('gives the administrator every resource, in registry order, with every action', async () => {
    const schema = await schemaOf(as.admin)
    expect(schema.timeZone).toBe('Asia/Dhaka')
    expect(schema.resources.map((r) => r.name)).toEqual(resources.map((r) => r.name))
    const department = byName(schema).get('department')
    expect(department).toMatchObject({
      label: 'Department',
      plural: 'Departments',
      recordRepresentation: 'name',
      writable: true,
      can: { create: true, update: true, delete: true },
      nav: { group: 'organisation', icon: 'Apartment' },
      list: {
        columns: ['name', 'updated_at'],
        sort: { field: 'name', order: 'ASC' },
        search: true,
        filters: [],
        exportUrl: '/department/api/v1/department/export/',
      },
    })
    expect(department?.fields).toEqual([
      {
        name: 'name',
        kind: 'text',
        label: 'Name',
        required: true,
        nullable: false,
        max: 255,
        writeOnly: false,
      },
    ])
    // Read-only resources: nothing to write, whatever the role.
    expect(byName(schema).get('audit_log')).toMatchObject({
      writable: false,
      can: { create: false, update: false, delete: false },
    })
    expect(byName(schema).get('permission')?.nav).toBeUndefined()
    // A duration in minutes says so, for the screens to show "8 h"; plain numbers do not.
    const priority = byName(schema).get('ticket_priority')?.fields ?? []
    expect(priority.find((f) => f.name === 'response_minutes')).toMatchObject({ kind: 'int', minutes: true })
    expect(priority.find((f) => f.name === 'rank')?.minutes).toBeUndefined()
  })

  it('gives an Editor the content resources only', async () => {
    const names = (await schemaOf(as.editor)).resources.map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['cms_menu', 'notice', 'employee', 'department']))
    for (const hidden of ['user', 'role', 'audit_log', 'contact_message']) expect(names).not.toContain(hidden)
  })

  it('gives a role its readable resources with only the actions it has', async () => {
    const [nobody] = await t.db.select().from(role).where(eq(role.name, 'No permissions'))
    const wanted = await t.db
      .select()
      .from(permission)
      .where(inArray(permission.name, ['notice.read', 'notice.update', 'circular.create']))
    await t.db
      .insert(rolePermission)
      .values(wanted.map((p) => ({ roleId: nobody?.id as number, permissionId: p.id })))
    try {
      const schema = await schemaOf(as.nobody)
      // circular.create without circular.read: a screen it could not list is not offered.
      expect(schema.resources.map((r) => r.name)).toEqual(['notice'])
      expect(schema.resources[0]?.can).toEqual({ create: false, update: true, delete: false })
    } finally {
      await t.db.delete(rolePermission).where(and(eq(rolePermission.roleId, nobody?.id as number)))
    }
    expect((await schemaOf(as.nobody)).resources).toEqual([])
  })
})
