/**
 * What every report is asked for: a date range and a branch, read from the query the way the
 * original's screens sent it (RAMS: `date_after`, `date_before`; TPL: `start_date`, `end_date`, both
 * inclusive), plus the paging and the CSV switch. One zod schema per report extends the common one,
 * so the OpenAPI document says what each report reads and a bad date or id is a 400 naming it.
 */
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { PG_INT_MAX } from '../../../resources/fields.ts'

/** A report's range and branch. Both ends are inclusive calendar dates (YYYY-MM-DD). */
export interface ReportFilter {
  from?: string
  to?: string
  /** Lines of this branch only (voucher_line.branch_id). */
  branchId?: number
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

/** A query value sent twice arrives as an array: the last one counts, as in the original (Django). */
const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

const dateParam = (description: string) =>
  z.preprocess(
    last,
    z.string().refine(isCalendarDate, 'Enter a valid date as YYYY-MM-DD.').optional().describe(description),
  )

export const idParam = (description: string) =>
  z.preprocess(
    last,
    z
      .string()
      .regex(/^\d{1,10}$/, 'Enter a record id (a whole number).')
      .transform(Number)
      .refine((n) => n >= 1 && n <= PG_INT_MAX, 'No record has so large an id.')
      .optional()
      .describe(description),
  )

const wholeParam = (description: string, max: number) =>
  z.preprocess(
    last,
    z
      .string()
      .regex(/^\d{1,7}$/, 'Enter a whole number.')
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, `Enter a number from 1 to ${max}.`)
      .optional()
      .describe(description),
  )

/** The parameters every report reads. */
export const reportQuery = z.object({
  date_after: dateParam('First day of the range (inclusive)'),
  date_before: dateParam('Last day of the range (inclusive)'),
  start_date: dateParam('TPL name of date_after'),
  end_date: dateParam('TPL name of date_before'),
  branch: idParam('Lines of this branch only'),
  format: z.preprocess(last, z.enum(['json', 'csv']).optional().describe('csv: the same rows as a CSV file')),
})

/** The largest page a paginated report gives. */
export const MAX_PAGE_SIZE = 1000

/** Paginated reports add these (the original's `page`, `size`). */
export const pageQuery = z.object({
  page: wholeParam('Page number, from 1', 1_000_000),
  size: wholeParam(`Rows per page (default 50, at most ${MAX_PAGE_SIZE})`, MAX_PAGE_SIZE),
})

export type ReportQuery = z.infer<typeof reportQuery>

/** The range and branch of a parsed query: `date_after` wins over `start_date` when both are sent. */
export function filterOf(query: ReportQuery): ReportFilter {
  return {
    from: query.date_after ?? query.start_date,
    to: query.date_before ?? query.end_date,
    branchId: query.branch,
  }
}

/** The conditions on `voucher_line` (aliased `alias`) of a filter's range and branch; the range's start is optional. */
export function lineConditions(alias: string, filter: ReportFilter, options: { withFrom: boolean }): SQL {
  const a = sql.raw(alias)
  const parts: SQL[] = [sql`${a}.posted`]
  if (options.withFrom && filter.from) parts.push(sql`${a}.date >= ${filter.from}::date`)
  if (filter.to) parts.push(sql`${a}.date <= ${filter.to}::date`)
  if (filter.branchId !== undefined) parts.push(sql`${a}.branch_id = ${filter.branchId}`)
  return sql.join(parts, sql` and `)
}
