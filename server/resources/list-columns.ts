/**
 * Which of a resource's wire names a list can show, order by and filter by. One answer for the
 * read routes (?ordering=, the list filters, the CSV export) and the admin schema, so the back
 * office never offers a sort or a filter the API would refuse.
 */
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FieldKind, SystemColumn } from '../../common/resource-schema.ts'
import type { ResourceDeclaration, TableWithId } from './define.ts'
import type { Field } from './fields.ts'

type AnyResource = ResourceDeclaration<TableWithId>

/** Kinds stored as one plain value in a column: they can be ordered by. */
const SORTABLE_KINDS: readonly FieldKind[] = [
  'text',
  'email',
  'url',
  'int',
  'decimal',
  'bool',
  'date',
  'datetime',
  'enum',
  'ref',
]

/** Kinds compared for equality by `?<field>=<value>`. */
export const EQUALITY_FILTER_KINDS: readonly FieldKind[] = ['enum', 'bool', 'ref']
/** Kinds filtered by range: `?<field>_from=` and `?<field>_to=`. */
export const RANGE_FILTER_KINDS: readonly FieldKind[] = ['date', 'datetime']

const SYSTEM_PROPERTIES: Record<SystemColumn, string> = {
  id: 'id',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
}

export const columnsOf = (resource: AnyResource) =>
  getTableColumns(resource.table) as Record<string, PgColumn>

/** The system columns the resource's table has, by wire name → property (id always). */
export function systemColumns(resource: AnyResource): Map<SystemColumn, string> {
  const columns = columnsOf(resource)
  const found = new Map<SystemColumn, string>()
  for (const [wire, property] of Object.entries(SYSTEM_PROPERTIES) as [SystemColumn, string][]) {
    if (columns[property]) found.set(wire, property)
  }
  return found
}

/** Declared fields stored in a column of their own and sent back to readers, in declaration order. */
export function storedFields(resource: AnyResource): [string, Field & { column: string }][] {
  return Object.entries(resource.fields ?? {}).filter(
    (entry): entry is [string, Field & { column: string }] => Boolean(entry[1].column) && !entry[1].writeOnly,
  )
}

/**
 * Wire names a list of this resource may be ordered by, each mapped to its column's property: id,
 * created_at and updated_at when the table has them, and the fields of a sortable kind.
 */
export function sortableColumns(resource: AnyResource): Map<string, string> {
  const sortable = new Map<string, string>(systemColumns(resource))
  for (const [name, f] of storedFields(resource)) {
    if (SORTABLE_KINDS.includes(f.kind)) sortable.set(name, f.column)
  }
  return sortable
}

/** Query parameters of the list itself: a field of that name (a product size's `size`) is no filter. */
const PAGING_PARAMETERS = new Set(['page', 'size'])

/**
 * The fields a list can be filtered by: enum, bool and ref by equality, date and datetime by
 * range. Every one of them is accepted by the read routes (a cascading select filters the
 * referenced list by whichever ref it needs); `admin.filters` only picks the inputs the list shows.
 */
export function filterableFields(resource: AnyResource): [string, Field & { column: string }][] {
  return storedFields(resource).filter(
    ([name, f]) =>
      !PAGING_PARAMETERS.has(name) &&
      (EQUALITY_FILTER_KINDS.includes(f.kind) || RANGE_FILTER_KINDS.includes(f.kind)),
  )
}
