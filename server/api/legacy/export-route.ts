/**
 * GET /{name}/api/v1/{name}/export/: every row the list would show, as CSV (export-cells.ts,
 * server/lib/csv.ts), for staff with `<name>.read`. It takes the list's query: the list filters,
 * ?searchKey= and ?ordering= (default: the list's first order from the admin schema).
 *
 * Streamed: rows are read in keyset batches of EXPORT_BATCH, each batch written before the next is
 * read, so no export holds a table in memory, and no page limit cuts it short. The keyset is the
 * ordering's column and the id (ties broken by id): a batch starts after the last row of the one
 * before. The last key is read back as text from the database and compared in SQL, so timestamps
 * keep their microseconds (a JavaScript Date would round them and skip or repeat rows).
 */
import { Readable } from 'node:stream'
import { and, asc, desc, gt, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../auth/request-auth.ts'
import { ApiError } from '../../http/api-error.ts'
import { formatDateTime } from '../../http/wire.ts'
import { CSV_BOM, csvLine } from '../../lib/csv.ts'
import { resourceSchema } from '../../resources/admin-schema.ts'
import type { PresentContext, ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import { columnsOf, sortableColumns } from '../../resources/list-columns.ts'
import { exportPlan } from './export-cells.ts'
import type { ApiDeps } from './json-route.ts'
import { isSearchable, listFilters, searchMatches, searchText } from './list-filters.ts'
import { parseOrdering, type RequestedOrdering } from './ordering.ts'

export const EXPORT_BATCH = 500

type AnyResource = ResourceDeclaration<TableWithId>
type Cursor = { key: string | null; id: number }

/** The order of an export: the one asked for, else the list's first order. */
function exportOrdering(resource: AnyResource, query: Record<string, unknown>): RequestedOrdering {
  const asked = parseOrdering(resource, query)
  if (asked) return asked
  const { field, order } = resourceSchema(resource).list.sort
  const column = columnsOf(resource)[sortableColumns(resource).get(field) as string] as PgColumn
  return { name: field, column, descending: order === 'DESC' }
}

/**
 * Rows after `cursor` in the order (column ASC NULLS LAST, id ASC) or (column DESC NULLS FIRST,
 * id DESC), which are PostgreSQL's own null placements made explicit.
 */
function after(ordering: RequestedOrdering, id: PgColumn, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined
  const { column, descending } = ordering
  const past = descending ? lt : gt
  if (column === id) return past(id, cursor.id)
  if (cursor.key === null) {
    return descending
      ? or(and(isNull(column), lt(id, cursor.id)), isNotNull(column))
      : and(isNull(column), gt(id, cursor.id))
  }
  const key = sql`cast(${cursor.key} as ${sql.raw(column.getSQLType())})`
  const beyond = descending ? sql`${column} < ${key}` : sql`${column} > ${key}`
  return or(
    beyond,
    and(sql`${column} = ${key}`, past(id, cursor.id)),
    descending ? undefined : isNull(column),
  )
}

function orderBy({ column, descending }: RequestedOrdering, id: PgColumn): SQL[] {
  if (column === id) return [descending ? desc(id) : asc(id)]
  return descending ? [sql`${column} desc nulls first`, desc(id)] : [sql`${column} asc nulls last`, asc(id)]
}

export function registerExport(app: FastifyInstance, deps: ApiDeps, resource: AnyResource): void {
  const path = `/${resource.name}/api/v1/${resource.name}/export/`
  const ctx: PresentContext = { db: deps.db, timeZone: deps.timeZone }
  const plan = exportPlan(resource, deps.registry, deps.db, deps.timeZone)
  const { table } = resource
  deps.routes.add('GET', path)
  app.get<{ Querystring: Record<string, unknown> }>(
    path,
    { preHandler: requirePermission(resource.name, 'read') },
    async (request, reply) => {
      const query = request.query
      // Every check before the first byte: a bad parameter is a 400, not a cut-off file.
      const text = searchText(resource, query)
      if (text !== undefined && !isSearchable(resource))
        throw new ApiError(400, `${resource.label} records have no text to search: leave out searchKey.`)
      const where = and(
        text === undefined ? undefined : searchMatches(resource, 'staff', text),
        listFilters(resource, 'staff', query, ctx),
      )
      const ordering = exportOrdering(resource, query)
      const key = sql<string | null>`${ordering.column}::text`

      async function* csv() {
        yield CSV_BOM + csvLine(plan.header)
        let cursor: Cursor | undefined
        for (;;) {
          const batch = await deps.db
            .select({ row: table, key })
            .from(table)
            .where(and(where, after(ordering, table.id, cursor)))
            .orderBy(...orderBy(ordering, table.id))
            .limit(EXPORT_BATCH)
          if (batch.length === 0) return
          const rows = batch.map((b) => b.row as Record<string, unknown>)
          const names = await plan.prepare(rows)
          yield rows.map((row) => csvLine(plan.cells(row, names))).join('')
          const last = batch.at(-1) as (typeof batch)[number]
          cursor = { key: last.key, id: (last.row as { id: number }).id }
          if (batch.length < EXPORT_BATCH) return
        }
      }

      const today = (formatDateTime(new Date(), deps.timeZone) ?? '').slice(0, 10)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${resource.name}-${today}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(Readable.from(csv()))
    },
  )
}
