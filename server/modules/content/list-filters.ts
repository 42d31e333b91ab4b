/**
 * The exact-match filters of this area's lists (`all/` and `search/`): `?status=pending` gives the
 * comments waiting for moderation, `?category=3` one category's posts. A value that cannot match
 * (a status that does not exist, an id that is not one) is a 400 naming the parameter.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ApiError } from '../../http/api-error.ts'
import { idValue, lastValue } from '../../http/query.ts'

type Filter = { column: PgColumn; values: readonly string[] } | { column: PgColumn; id: true }

export function exactFilters(spec: Record<string, Filter>) {
  return (query: Record<string, unknown>): SQL | undefined =>
    and(
      ...Object.entries(spec).map(([name, filter]) => {
        const raw = lastValue(query[name])
        if (raw === undefined || raw === '') return undefined
        if ('id' in filter) {
          const id = idValue(raw)
          if (id === undefined)
            throw new ApiError(400, `${name} must be a record id (got "${raw.slice(0, 30)}").`)
          return eq(filter.column, id)
        }
        if (!filter.values.includes(raw))
          throw new ApiError(400, `${name} must be one of: ${filter.values.join(', ')}.`)
        return eq(filter.column, raw)
      }),
    )
}
