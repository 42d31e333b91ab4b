/**
 * One page of vouchers, newest first (date, then id, descending), filtered the way the back
 * office's list and the original's `all/` and `search/` ask. Query parameters are checked here:
 * a malformed date or id is a 400 naming the parameter, never a database error.
 */
import { and, count, desc, eq, exists, gte, ilike, lte, or, type SQL } from 'drizzle-orm'
import { escapeLike } from '../../api/legacy/list-filters.ts'
import { parsePageRequest, resolvePage } from '../../api/legacy/pagination.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { isCalendarDate } from '../../http/line-forms.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import { VOUCHER_TYPES, voucher, voucherLine } from './tables.ts'

type Query = Record<string, unknown>

/** A query parameter's one value (the last when repeated), or undefined when absent or empty. */
export function queryText(query: Query, name: string): string | undefined {
  const raw = query[name]
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') throw new ApiError(400, `${name}: send one value.`)
  return value
}

function queryDate(query: Query, name: string): string | undefined {
  const value = queryText(query, name)
  if (value !== undefined && !isCalendarDate(value))
    throw new ApiError(400, `${name} must be a date as YYYY-MM-DD (got "${value.slice(0, 30)}").`)
  return value
}

function queryId(query: Query, name: string): number | undefined {
  const value = queryText(query, name)
  if (value === undefined) return undefined
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > PG_INT_MAX)
    throw new ApiError(400, `${name} must be an id: a whole number such as 12 (got "${value.slice(0, 30)}").`)
  return Number(value)
}

/** The filters the back office's list offers; `type` may be fixed by the path (the original's). */
export function voucherFilters(
  db: Db,
  query: Query,
  fixed: { type?: string; postedOnly?: boolean } = {},
): SQL[] {
  const where: SQL[] = []
  const type = fixed.type ?? queryText(query, 'type')
  if (type !== undefined) {
    if (!(VOUCHER_TYPES as readonly string[]).includes(type))
      throw new ApiError(400, `type is one of ${VOUCHER_TYPES.join(', ')}.`)
    where.push(eq(voucher.type, type))
  }
  const status = fixed.postedOnly ? 'posted' : queryText(query, 'status')
  if (status !== undefined) {
    if (status !== 'draft' && status !== 'posted') throw new ApiError(400, 'status is draft or posted.')
    where.push(eq(voucher.status, status))
  }
  const after = queryDate(query, 'date_after')
  if (after) where.push(gte(voucher.date, after))
  const before = queryDate(query, 'date_before')
  if (before) where.push(lte(voucher.date, before))
  const branchId = queryId(query, 'branch')
  if (branchId !== undefined) where.push(eq(voucher.branchId, branchId))
  const ledgerId = queryId(query, 'ledger')
  if (ledgerId !== undefined) {
    // A correlated subquery: vouchers with a line on the ledger, each voucher once.
    const lines = db
      .select({ one: voucherLine.id })
      .from(voucherLine)
      .where(and(eq(voucherLine.voucherId, voucher.id), eq(voucherLine.ledgerId, ledgerId)))
    where.push(exists(lines))
  }
  for (const name of ['search', 'key']) {
    const text = queryText(query, name)
    if (text === undefined) continue
    const term = `%${escapeLike(text.trim().slice(0, 200))}%`
    where.push(or(ilike(voucher.number, term), ilike(voucher.narration, term)) as SQL)
  }
  const number = queryText(query, 'invoice_no')
  if (number !== undefined) where.push(ilike(voucher.number, `%${escapeLike(number.trim().slice(0, 40))}%`))
  return where
}

/** A page of voucher rows and the original's envelope numbers. */
export async function pageOfVouchers(
  db: Db,
  query: Query,
  fixed: { type?: string; postedOnly?: boolean } = {},
) {
  const where = and(...voucherFilters(db, query, fixed))
  const request = parsePageRequest(query)
  const [totals] = await db.select({ n: count() }).from(voucher).where(where)
  const total = totals?.n ?? 0
  const { page, totalPages, offset } = resolvePage(request, total)
  const rows = await db
    .select()
    .from(voucher)
    .where(where)
    .orderBy(desc(voucher.date), desc(voucher.id))
    .limit(request.size)
    .offset(offset)
  return { rows, page, size: request.size, total_pages: totalPages, total_elements: total }
}
