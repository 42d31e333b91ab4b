/**
 * What every report is asked for: a date range and a branch, read from the query the way the
 * original's screens sent it (RAMS: `date_after`, `date_before`; TPL: `start_date`, `end_date`, both
 * inclusive), plus the paging and the CSV switch. One zod schema per report extends the common one,
 * so the OpenAPI document says what each report reads and a bad date or id is a 400 naming it.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { reportQuery } from '../../../http/report-query.ts'

/** A report's range and branch. Both ends are inclusive calendar dates (YYYY-MM-DD). */
export interface ReportFilter {
  from?: string
  to?: string
  /** Lines of this branch only (voucher_line.branch_id). */
  branchId?: number
}

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
