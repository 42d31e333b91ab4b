import { asc } from 'drizzle-orm'
import { permission } from '../../db/schema.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'

const present = (r: Row<typeof permission>, _ctx: PresentContext) => ({
  id: r.id,
  name: r.name,
  resource: r.resource,
  action: r.action,
  description: r.description,
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
