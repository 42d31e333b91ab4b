/**
 * `?ordering=title` or `?ordering=-date` on all/, search/ and export/: the spelling of Django REST
 * framework, which the original was built on and the back office's lists send. One field at a
 * time, and only id, created_at, updated_at or a declared field stored in a plain column (not
 * HTML, files, passwords or lists: server/resources/list-columns.ts), so a client cannot make the
 * database sort on anything the declaration does not expose.
 */
import { asc, desc, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ApiError, truncate } from '../../http/api-error.ts'
import type { ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import { columnsOf, sortableColumns } from '../../resources/list-columns.ts'
import { listOrder } from '../../resources/public-read.ts'

export interface RequestedOrdering {
  /** The wire name ordered by. */
  name: string
  column: PgColumn
  descending: boolean
}

/** The `?ordering=` asked for, checked, or undefined when none was asked for. */
export function parseOrdering(
  resource: ResourceDeclaration<TableWithId>,
  query: Record<string, unknown>,
): RequestedOrdering | undefined {
  const raw = Array.isArray(query.ordering) ? query.ordering.at(-1) : query.ordering
  if (raw === undefined || raw === '') return undefined
  const text = String(raw)
  const name = text.startsWith('-') ? text.slice(1) : text
  const sortable = sortableColumns(resource)
  const property = sortable.get(name)
  if (!property) {
    throw new ApiError(
      400,
      `ordering must be one of ${[...sortable.keys()].join(', ')}, with a leading "-" for descending ` +
        `order (got "${truncate(text, 30)}").`,
    )
  }
  const column = columnsOf(resource)[property]
  if (!column) throw new Error(`${resource.name} declares ${name} on a missing column ${property}`)
  return { name, column, descending: text.startsWith('-') }
}

/**
 * The ORDER BY of the requested ordering, or undefined when none was asked for. The resource's own
 * order follows it, so rows with equal values keep the same order from one page to the next.
 */
export function requestedOrder(
  resource: ResourceDeclaration<TableWithId>,
  query: Record<string, unknown>,
): SQL[] | undefined {
  const ordering = parseOrdering(resource, query)
  if (!ordering) return undefined
  const { column, descending } = ordering
  return [descending ? desc(column) : asc(column), ...listOrder(resource)]
}
