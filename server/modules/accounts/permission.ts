import { asc } from 'drizzle-orm'
import { permission } from '../../db/schema.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { ADMINISTRATOR_ONLY_RESOURCES } from './administrator-only.ts'

const present = (r: Row<typeof permission>, _ctx: PresentContext) => ({
  id: r.id,
  name: r.name,
  resource: r.resource,
  action: r.action,
  description: r.description,
  /** No role but the built-in Administrator may be given it. */
  administrator_only: ADMINISTRATOR_ONLY_RESOURCES.has(r.resource),
})

/** Read-only: permissions follow the resources in code and are kept in step at every start. */
export const permissionResource = defineResource({
  name: 'permission',
  label: 'Permission',
  plural: 'Permissions',
  admin: { nav: false },
  table: permission,
  listKey: 'permissions',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.resource), asc(t.action)],
  private: true,
  presentList: async (rows, ctx) => rows.map((r) => present(r, ctx)),
  presentDetail: async (row, ctx) => present(row, ctx),
})
