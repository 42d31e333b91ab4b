/**
 * The rows a list answers, from its query string, for all/, search/ and export/ alike:
 * - the declaration's own `filters` (the audit log's ?user=&from=, a menu's ?cms_menu=), first, so
 *   their messages win on the parameters they share with the generic ones;
 * - the generic field filters: `?<field>=<value>` for enum, bool and ref fields, and
 *   `?<field>_from=` / `?<field>_to=` (both inclusive) for date and datetime fields (a bare date
 *   of a datetime is that whole day, a local time is the organisation's: resources/moment.ts); a
 *   bad value is a 400 naming the parameter. The public may not filter by a personal field: which
 *   rows match would reveal it (audience.ts);
 * - for search/ and export/, `?searchKey=` (or the declaration's searchParams) over the searchable
 *   fields, never the personal ones for the public.
 */
import { and, eq, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ApiError, truncate } from '../../http/api-error.ts'
import { startOfDay } from '../../http/wire.ts'
import type { PresentContext, ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import { type Field, PG_INT_MAX } from '../../resources/fields.ts'
import { columnsOf, EQUALITY_FILTER_KINDS, filterableFields } from '../../resources/list-columns.ts'
import { parseMoment } from '../../resources/moment.ts'
import type { Audience } from './audience.ts'

type AnyResource = ResourceDeclaration<TableWithId>
type Query = Record<string, unknown>

/** A parameter's value: the last one when repeated, undefined when absent or empty. */
function param(query: Query, name: string): string | undefined {
  const raw = query[name]
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  if (value === undefined || value === null || value === '') return undefined
  return String(value)
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

function equalityValue(name: string, f: Field, text: string): string | number | boolean {
  switch (f.kind) {
    case 'bool':
      if (text !== 'true' && text !== 'false') throw new ApiError(400, `${name} must be true or false.`)
      return text === 'true'
    case 'ref':
      if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > PG_INT_MAX)
        throw new ApiError(
          400,
          `${name} must be the id of a ${f.ref} (a whole number of 1 or more), not "${truncate(text, 30)}".`,
        )
      return Number(text)
    default:
      if (!f.values?.includes(text))
        throw new ApiError(
          400,
          `${name} must be one of: ${f.values?.join(', ')} (got "${truncate(text, 30)}").`,
        )
      return text
  }
}

/** One end of a date or datetime range as the condition on its column. */
function rangeEnd(
  parameter: string,
  f: Field,
  column: PgColumn,
  text: string,
  end: 'from' | 'to',
  timeZone: string,
): SQL {
  const bareDate = DATE.test(text) && isRealDate(text)
  if (f.kind === 'date') {
    if (!bareDate)
      throw new ApiError(400, `${parameter} must be a date as YYYY-MM-DD (got "${truncate(text, 30)}").`)
    return end === 'from' ? gte(column, text) : lte(column, text)
  }
  if (bareDate) {
    // A day of the organisation's calendar: from its first moment, to (and including) its last.
    if (end === 'from') return gte(column, startOfDay(text, timeZone))
    const next = new Date(`${text}T00:00:00Z`)
    next.setUTCDate(next.getUTCDate() + 1)
    return lt(column, startOfDay(next.toISOString().slice(0, 10), timeZone))
  }
  const moment = parseMoment(text, timeZone)
  if (!moment)
    throw new ApiError(
      400,
      `${parameter} must be a date (2026-11-21) or a date and time (2026-11-21T09:30, with or without its offset), not "${truncate(text, 40)}".`,
    )
  return end === 'from' ? gte(column, moment) : lte(column, moment)
}

/** The generic field filters of the query, for the audience. */
export function fieldFilters(
  resource: AnyResource,
  audience: Audience,
  query: Query,
  timeZone: string,
): SQL | undefined {
  const personal = new Set(resource.personalFields ?? [])
  const columns = columnsOf(resource)
  const conditions: SQL[] = []
  for (const [name, f] of filterableFields(resource)) {
    const column = columns[f.column] as PgColumn
    const asked = EQUALITY_FILTER_KINDS.includes(f.kind)
      ? [[name, 'eq'] as const]
      : ([
          [`${name}_from`, 'from'],
          [`${name}_to`, 'to'],
        ] as const)
    for (const [parameter, how] of asked) {
      const text = param(query, parameter)
      if (text === undefined) continue
      if (audience === 'public' && personal.has(name))
        throw new ApiError(400, `${parameter} is only for signed-in staff: filter by another field.`)
      conditions.push(
        how === 'eq'
          ? eq(column, equalityValue(parameter, f, text))
          : rangeEnd(parameter, f, column, text, how, timeZone),
      )
    }
  }
  return conditions.length === 0 ? undefined : and(...conditions)
}

/** The declaration's own filters, then the generic ones (before any visibility rule). */
export function listFilters(
  resource: AnyResource,
  audience: Audience,
  query: Query,
  ctx: PresentContext,
): SQL | undefined {
  const own = resource.filters?.(query, ctx)
  return and(own, fieldFilters(resource, audience, query, ctx.timeZone))
}

/** Query parameters a search reads its text from, in order. */
export const searchParamsOf = (resource: AnyResource) => ['searchKey', ...(resource.searchParams ?? [])]

/** Whether the resource can be searched at all (it has searchable fields). */
export const isSearchable = (resource: AnyResource) =>
  Object.values(resource.fields ?? {}).some((f) => f.searchable && f.column)

/** The search text of the query, trimmed, or undefined. */
export function searchText(resource: AnyResource, query: Query): string | undefined {
  const raw = searchParamsOf(resource)
    .map((p) => param(query, p))
    .find((v) => v !== undefined && v.trim() !== '')
  return raw?.trim()
}

/** Text for a LIKE pattern, its own %, _ and \\ taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Rows whose searchable fields contain the text (case-insensitive); personal fields for staff only. */
export function searchMatches(resource: AnyResource, audience: Audience, text: string): SQL | undefined {
  const columns = columnsOf(resource)
  const personal = new Set(resource.personalFields ?? [])
  const term = `%${escapeLike(text.replace(/\s+/g, ' ').slice(0, 200))}%`
  const fields = Object.entries(resource.fields ?? {}).filter(
    ([name, f]) => f.searchable && f.column && (audience === 'staff' || !personal.has(name)),
  )
  return or(...fields.map(([, f]) => ilike(columns[f.column as string] as PgColumn, term)))
}
