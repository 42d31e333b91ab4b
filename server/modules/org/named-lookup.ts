import { asc } from 'drizzle-orm'
import { type ColumnName, defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { type Fields, field } from '../../resources/fields.ts'
import { auditEmails, timestamps } from '../../resources/present-helpers.ts'
import { department, designation } from './tables.ts'

type LookupRow = Row<typeof department>

/** Typed against department; designation has the same columns. */
const lookupFields: Fields<ColumnName<typeof department>> = {
  name: field.text('name', { required: true, max: 255, searchable: true }),
}

/** Department and designation: a name and the audit columns, listed alphabetically. */
function namedLookup<T extends typeof department | typeof designation>(
  name: string,
  label: string,
  table: T,
  listKey: string,
) {
  async function present(rows: LookupRow[], ctx: PresentContext) {
    const email = await auditEmails(ctx, rows)
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      created_by: email(r.createdBy),
      updated_by: email(r.updatedBy),
      ...timestamps(r, ctx),
    }))
  }
  return defineResource({
    name,
    label,
    plural: `${label}s`,
    admin: { nav: { group: 'organisation', icon: name === 'department' ? 'Apartment' : 'Work' } },
    grants: { Editor: 'write' },
    table,
    listKey,
    unpaginatedPaths: ['without_pagination/all/'],
    fields: lookupFields as Fields<ColumnName<T>>,
    orderBy: (t) => [asc(t.name), asc(t.id)],
    // T is department or designation; TypeScript cannot see through the generic that their rows match.
    presentList: (rows, ctx) => present(rows as LookupRow[], ctx),
    presentDetail: async (row, ctx) => (await present([row as LookupRow], ctx))[0] as object,
  })
}

export const departmentResource = namedLookup('department', 'Department', department, 'departments')
export const designationResource = namedLookup('designation', 'Designation', designation, 'designations')
