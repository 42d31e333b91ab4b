import { asc } from 'drizzle-orm'
import { formatDateTime } from '../api/wire.ts'
import { department, designation } from '../db/schema.ts'
import { defineResource, type PresentContext, type Row } from './define.ts'
import { auditEmails } from './present-helpers.ts'

/** Department and designation: a name and the audit columns, listed alphabetically. */
function namedLookup<T extends typeof department | typeof designation>(
  name: string,
  label: string,
  table: T,
  listKey: string,
) {
  async function present(rows: Row<T>[], ctx: PresentContext) {
    const email = await auditEmails(ctx, rows)
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      created_by: email(r.createdBy),
      updated_by: email(r.updatedBy),
      created_at: formatDateTime(r.createdAt, ctx.timeZone),
      updated_at: formatDateTime(r.updatedAt, ctx.timeZone),
    }))
  }
  return defineResource({
    name,
    label,
    table,
    listKey,
    unpaginatedPaths: ['without_pagination/all/'],
    orderBy: (t) => [asc(t.name), asc(t.id)],
    presentList: present,
    presentDetail: async (row, ctx) => (await present([row], ctx))[0] as object,
  })
}

export const departmentResource = namedLookup('department', 'Department', department, 'departments')
export const designationResource = namedLookup('designation', 'Designation', designation, 'designations')
