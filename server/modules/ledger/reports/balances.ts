/**
 * Per-ledger balances of posted lines: the opening (before the range) and the range's debits and
 * credits, in ONE aggregate grouped by ledger with FILTER clauses. It reads voucher_line alone
 * (posted lines carry their voucher's date), so the trial balance, the balance sheet and the
 * income and expenditure account cost one pass over the lines up to the range's end.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Paisa } from '../../../../common/money.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import { paisa } from './amounts.ts'
import { lineConditions, type ReportFilter } from './filters.ts'

export interface LedgerTotals {
  /** Σdebit − Σcredit of the lines before the range. */
  opening: Paisa
  debit: Paisa
  credit: Paisa
}

export const closing = (t: LedgerTotals): Paisa => t.opening + t.debit - t.credit

export interface TotalsOptions {
  /** Leave out year-end closing vouchers (the income and expenditure account shows the year's activity). */
  excludeClosing?: boolean
  /** Only these ledgers. */
  ledgerIds?: readonly number[]
}

export async function ledgerTotals(
  db: Db,
  filter: ReportFilter,
  options: TotalsOptions = {},
): Promise<Map<number, LedgerTotals>> {
  if (options.ledgerIds?.length === 0) return new Map()
  const conditions: SQL[] = [lineConditions('l', filter, { withFrom: false })]
  if (options.excludeClosing) {
    conditions.push(
      sql`not exists (select 1 from voucher v where v.id = l.voucher_id and v.type = 'closing')`,
    )
  }
  if (options.ledgerIds) {
    conditions.push(
      sql`l.ledger_id in (${sql.join(
        options.ledgerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  }
  const before = filter.from ? sql`l.date < ${filter.from}::date` : sql`false`
  const within = filter.from ? sql`l.date >= ${filter.from}::date` : sql`true`
  const rows = await queryRows<{ ledger_id: number; opening: string; debit: string; credit: string }>(
    db,
    sql`select l.ledger_id,
          coalesce(sum(l.debit - l.credit) filter (where ${before}), 0)::text as opening,
          coalesce(sum(l.debit) filter (where ${within}), 0)::text as debit,
          coalesce(sum(l.credit) filter (where ${within}), 0)::text as credit
        from voucher_line l
        where ${sql.join(conditions, sql` and `)}
        group by l.ledger_id`,
  )
  return new Map(
    rows.map((r) => [
      Number(r.ledger_id),
      { opening: paisa(r.opening), debit: paisa(r.debit), credit: paisa(r.credit) },
    ]),
  )
}
