/**
 * `?ordering=title` or `?ordering=-date` on all/ and search/: the spelling of Django REST
 * framework, which the original was built on and the back office's lists send. One field at a
 * time, and only `id` or a declared field stored in a plain column (not HTML, files, passwords or
 * lists), so a client cannot make the database sort on anything the declaration does not expose.
 */
import { asc, desc, getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ApiError, truncate } from '../../http/api-error.ts'
import type { ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import type { FieldKind } from '../../resources/fields.ts'

const SORTABLE_KINDS: readonly FieldKind[] = ['text', 'email', 'url', 'int', 'bool', 'date', 'enum', 'ref']

/** Wire names a list of this resource may be ordered by, each mapped to its column's property. */
export function sortableFields(resource: ResourceDeclaration<TableWithId>): Map<string, string> {
  const sortable = new Map([['id', 'id']])
  for (const [name, f] of Object.entries(resource.fields ?? {})) {
    if (f.column && !f.writeOnly && SORTABLE_KINDS.includes(f.kind)) sortable.set(name, f.column)
  }
  return sortable
}

/**
 * The ORDER BY of the requested ordering, or undefined when none was asked for. The resource's own
 * order follows it, so rows with equal values keep the same order from one page to the next.
 */
export function requestedOrder(
  resource: ResourceDeclaration<TableWithId>,
  query: Record<string, unknown>,
): SQL[] | undefined {
  const raw = Array.isArray(query.ordering) ? query.ordering.at(-1) : query.ordering
  if (raw === undefined || raw === '') return undefined
  const text = String(raw)
  const name = text.startsWith('-') ? text.slice(1) : text
  const sortable = sortableFields(resource)
  const property = sortable.get(name)
  if (!property) {
    throw new ApiError(
      400,
      `ordering must be one of ${[...sortable.keys()].join(', ')}, with a leading "-" for descending ` +
        `order (got "${truncate(text, 30)}").`,
    )
  }
  const column = (getTableColumns(resource.table) as Record<string, PgColumn>)[property]
  if (!column) throw new Error(`${resource.name} declares ${name} on a missing column ${property}`)
  return [text.startsWith('-') ? desc(column) : asc(column), ...resource.orderBy(resource.table)]
}
