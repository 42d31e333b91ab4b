/**
 * The ledger statement (the original's account_log_report/general/), and the cash book, bank book
 * and sub-ledger statement, which are the same report over a set of ledgers or a purpose tag: the
 * balance before the range, then the range's posted lines in (date, line) order, which is posting order within a day, with a
 * running balance, paginated, then the range's totals and the closing balance.
 *
 * A page never reads the pages before it: one aggregate gives the opening, the totals and the row
 * count; one sum gives the balance before the page, read from the nearer end of the range; the
 * page's lines are found in the order of the (ledger_id, date, id) index of posted lines, so no
 * sort is needed; only they are joined to their vouchers, sub-ledgers and the other side's ledgers.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Paisa } from '../../../../common/money.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import { paisa } from './amounts.ts'
import { lineConditions, type ReportFilter } from './filters.ts'

export const DEFAULT_PAGE_SIZE = 50

export interface StatementRow {
  lineId: number
  logDate: string
  /** The voucher's number. */
  referenceNo: string
  voucherId: number
  voucherType: string
  ledger: { id: number; name: string }
  subLedger: { id: number; name: string } | null
  /** The line's details, else the voucher's narration. */
  details: string | null
  debitAmount: Paisa
  creditAmount: Paisa
  /** The voucher's other ledgers: where the money came from or went. */
  relatedLedgers: string[]
  /** The running balance (Σdebit − Σcredit) after this line, from the opening on. */
  balance: Paisa
}

export interface Statement {
  accountLogs: StatementRow[]
  /** The balance before the range (the original's previous_balance). */
  previousBalance: Paisa
  closingBalance: Paisa
  totalDebit: Paisa
  totalCredit: Paisa
  page: number
  size: number
  totalPages: number
  totalElements: number
}

export interface StatementQuery extends ReportFilter {
  /** The ledgers read together (a cash book reads every cash ledger); undefined: any ledger. */
  ledgerIds?: readonly number[]
  subLedgerId?: number
  /** From 1; default 1. */
  page?: number
  /** Default 50; null: every row (CSV). */
  size?: number | null
}

export async function statement(db: Db, query: StatementQuery): Promise<Statement> {
  const page = query.page ?? 1
  const size = query.size === null ? null : (query.size ?? DEFAULT_PAGE_SIZE)
  if (query.ledgerIds?.length === 0) {
    const none = 0n
    return {
      accountLogs: [],
      previousBalance: none,
      closingBalance: none,
      totalDebit: none,
      totalCredit: none,
      page,
      size: size ?? 0,
      totalPages: 0,
      totalElements: 0,
    }
  }
  const conditions: SQL[] = [lineConditions('l', query, { withFrom: false })]
  if (query.ledgerIds) {
    conditions.push(
      sql`l.ledger_id in (${sql.join(
        query.ledgerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  }
  if (query.subLedgerId !== undefined) conditions.push(sql`l.sub_ledger_id = ${query.subLedgerId}`)
  const where = sql.join(conditions, sql` and `)
  const before = query.from ? sql`l.date < ${query.from}::date` : sql`false`
  const within = query.from ? sql`l.date >= ${query.from}::date` : sql`true`

  const [summary] = await queryRows<{ opening: string; debit: string; credit: string; n: number }>(
    db,
    sql`select coalesce(sum(l.debit - l.credit) filter (where ${before}), 0)::text as opening,
          coalesce(sum(l.debit) filter (where ${within}), 0)::text as debit,
          coalesce(sum(l.credit) filter (where ${within}), 0)::text as credit,
          count(*) filter (where ${within})::int as n
        from voucher_line l where ${where}`,
  )
  const opening = paisa(summary?.opening)
  const totalDebit = paisa(summary?.debit)
  const totalCredit = paisa(summary?.credit)
  const totalElements = Number(summary?.n ?? 0)
  const start = size === null ? 0 : (page - 1) * size
  const take = size === null ? totalElements : Math.max(0, Math.min(size, totalElements - start))
  // The page and the sum of the lines before it are read from whichever end of the range is
  // nearer, through the (ledger_id, date, id) index: the last page of 100k lines reads 50 rows.
  const fromEnd = start > totalElements / 2
  const rest = totalElements - start
  const ordered = (descending: boolean) =>
    descending ? sql`order by l.date desc, l.id desc` : sql`order by l.date, l.id`
  const [[skipped], lines] =
    take === 0
      ? [[{ sum: '0' }], []]
      : await Promise.all([
          queryRows<{ sum: string }>(
            db,
            sql`select coalesce(sum(t.amount), 0)::text as sum from (
                  select l.debit - l.credit as amount from voucher_line l where ${where} and ${within}
                  ${ordered(fromEnd)} limit ${fromEnd ? rest : start}) t`,
          ),
          pageRows(
            db,
            sql`select l.id from voucher_line l where ${where} and ${within}
                ${ordered(fromEnd)} limit ${take} offset ${fromEnd ? rest - take : start}`,
          ),
        ])
  // From the end, `skipped` holds the page and every line after it.
  const beforePage =
    opening + (fromEnd ? totalDebit - totalCredit - paisa(skipped?.sum) : paisa(skipped?.sum))
  let running = beforePage
  const rows = lines.map((r) => {
    running += paisa(r.debit) - paisa(r.credit)
    return { ...r, balance: running }
  })
  return {
    accountLogs: rows.map((r) => ({
      lineId: Number(r.id),
      logDate: r.date,
      referenceNo: r.number,
      voucherId: Number(r.voucher_id),
      voucherType: r.type,
      ledger: { id: Number(r.ledger_id), name: r.ledger_name },
      subLedger:
        r.sub_ledger_id === null ? null : { id: Number(r.sub_ledger_id), name: r.sub_ledger_name ?? '' },
      details: r.details ?? r.narration,
      debitAmount: paisa(r.debit),
      creditAmount: paisa(r.credit),
      relatedLedgers: r.related ?? [],
      balance: r.balance,
    })),
    previousBalance: opening,
    closingBalance: opening + totalDebit - totalCredit,
    totalDebit,
    totalCredit,
    page,
    size: size ?? totalElements,
    totalPages: size === null ? 1 : Math.ceil(totalElements / size),
    totalElements,
  }
}

export interface LedgerStatementQuery extends ReportFilter {
  ledgerId: number
  subLedgerId?: number
  page?: number
  size?: number | null
}

/** One ledger's statement (helper benches and the routes call it with these names). */
export function ledgerStatement(db: Db, query: LedgerStatementQuery): Promise<Statement> {
  const { ledgerId, ...rest } = query
  return statement(db, { ...rest, ledgerIds: [ledgerId] })
}

interface PageRow {
  id: number
  voucher_id: number
  ledger_id: number
  ledger_name: string
  sub_ledger_id: number | null
  sub_ledger_name: string | null
  date: string
  debit: string
  credit: string
  details: string | null
  narration: string | null
  number: string
  type: string
  related: string[] | null
}

/** The page's lines (ids from `ids`, a query) with what a statement shows of them, in (date, id) order. */
function pageRows(db: Db, ids: SQL): Promise<PageRow[]> {
  return queryRows<PageRow>(
    db,
    sql`select l.id, l.voucher_id, l.ledger_id, l.sub_ledger_id, l.date::text as date,
          l.debit::text as debit, l.credit::text as credit, l.details,
          v.number, v.type, v.narration, a.name as ledger_name, s.name as sub_ledger_name, r.related
        from voucher_line l
        join voucher v on v.id = l.voucher_id
        join ledger_account a on a.id = l.ledger_id
        left join sub_ledger_account s on s.id = l.sub_ledger_id
        left join lateral (
          select json_agg(distinct oa.name order by oa.name) as related
          from voucher_line o join ledger_account oa on oa.id = o.ledger_id
          where o.voucher_id = l.voucher_id and o.ledger_id <> l.ledger_id
        ) r on true
        where l.id in (${ids})
        order by l.date, l.id`,
  )
}
