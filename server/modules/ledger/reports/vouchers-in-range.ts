/**
 * Posted vouchers of a range with their lines: the day book (every type) and the voucher registers
 * (one type: the original's report_for_payment_voucher/ and its siblings), paginated, with the
 * range's totals; and the register's summary (summary_for_payment_voucher/…): per ledger, the
 * debits and credits the type's vouchers put on it. With a branch, only lines of that branch count
 * and only vouchers with such a line are listed.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { VoucherHeading } from '../../../../common/ledger-report-types.ts'
import type { Paisa } from '../../../../common/money.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import type { VoucherType } from '../tables.ts'
import { paisa } from './amounts.ts'
import { lineConditions, type ReportFilter } from './filters.ts'
import { DEFAULT_PAGE_SIZE } from './ledger-statement.ts'

export interface VoucherEntryLine {
  ledger: { id: number; name: string }
  subLedger: { id: number; name: string } | null
  debit: Paisa
  credit: Paisa
  details: string | null
}

export interface VoucherEntry {
  id: number
  number: string
  type: string
  date: string
  narration: string | null
  total: Paisa
  /** The number of the voucher this one reverses. */
  reverses: string | null
  lines: VoucherEntryLine[]
}

export interface VoucherList {
  vouchers: VoucherEntry[]
  /** Σ of the lines' debits and credits in the range (equal: each voucher balances). */
  totalDebit: Paisa
  totalCredit: Paisa
  page: number
  size: number
  totalPages: number
  totalElements: number
}

export interface VoucherListQuery extends ReportFilter {
  type?: VoucherType
  page?: number
  /** null: every voucher (CSV). */
  size?: number | null
}

/** Conditions on `voucher v` of the range, the type and the branch (through its lines). */
function voucherConditions(query: VoucherListQuery): SQL {
  const parts: SQL[] = [sql`v.status = 'posted'`]
  if (query.from) parts.push(sql`v.date >= ${query.from}::date`)
  if (query.to) parts.push(sql`v.date <= ${query.to}::date`)
  if (query.type) parts.push(sql`v.type = ${query.type}`)
  if (query.branchId !== undefined) {
    parts.push(
      sql`exists (select 1 from voucher_line b where b.voucher_id = v.id and b.branch_id = ${query.branchId})`,
    )
  }
  return sql.join(parts, sql` and `)
}

export async function vouchersInRange(db: Db, query: VoucherListQuery): Promise<VoucherList> {
  const page = query.page ?? 1
  const size = query.size === null ? null : (query.size ?? DEFAULT_PAGE_SIZE)
  const where = voucherConditions(query)
  const lineWhere = sql`${lineConditions('l', query, { withFrom: true })}${query.type ? sql` and v.type = ${query.type}` : sql``}`
  const [[count], [sums]] = await Promise.all([
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from voucher v where ${where}`),
    queryRows<{ debit: string; credit: string }>(
      db,
      sql`select coalesce(sum(l.debit), 0)::text as debit, coalesce(sum(l.credit), 0)::text as credit
          from voucher_line l join voucher v on v.id = l.voucher_id where ${lineWhere}`,
    ),
  ])
  const window = size === null ? sql`` : sql`limit ${size} offset ${(page - 1) * size}`
  const heads = await queryRows<VoucherHeading>(
    db,
    sql`select v.id, v.number, v.type, v.date::text as date, v.narration, v.total::text as total,
          r.number as reverses
        from voucher v left join voucher r on r.id = v.reverses_id
        where ${where} order by v.date, v.id ${window}`,
  )
  const ids = heads.map((h) => Number(h.id))
  const lines =
    ids.length === 0
      ? []
      : await queryRows<{
          voucher_id: number
          ledger_id: number
          ledger_name: string
          sub_ledger_id: number | null
          sub_ledger_name: string | null
          debit: string
          credit: string
          details: string | null
        }>(
          db,
          sql`select l.voucher_id, l.ledger_id, a.name as ledger_name, l.sub_ledger_id,
                s.name as sub_ledger_name, l.debit::text as debit, l.credit::text as credit, l.details
              from voucher_line l join ledger_account a on a.id = l.ledger_id
              left join sub_ledger_account s on s.id = l.sub_ledger_id
              where l.voucher_id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})
                ${query.branchId !== undefined ? sql`and l.branch_id = ${query.branchId}` : sql``}
              order by l.voucher_id, l.position`,
        )
  const byVoucher = new Map<number, VoucherEntryLine[]>()
  for (const l of lines) {
    const list = byVoucher.get(Number(l.voucher_id)) ?? []
    list.push({
      ledger: { id: Number(l.ledger_id), name: l.ledger_name },
      subLedger:
        l.sub_ledger_id === null ? null : { id: Number(l.sub_ledger_id), name: l.sub_ledger_name ?? '' },
      debit: paisa(l.debit),
      credit: paisa(l.credit),
      details: l.details,
    })
    byVoucher.set(Number(l.voucher_id), list)
  }
  const totalElements = Number(count?.n ?? 0)
  return {
    vouchers: heads.map((h) => ({
      id: Number(h.id),
      number: h.number,
      type: h.type,
      date: h.date,
      narration: h.narration,
      total: paisa(h.total),
      reverses: h.reverses,
      lines: byVoucher.get(Number(h.id)) ?? [],
    })),
    totalDebit: paisa(sums?.debit),
    totalCredit: paisa(sums?.credit),
    page,
    size: size ?? totalElements,
    totalPages: size === null ? 1 : Math.ceil(totalElements / size),
    totalElements,
  }
}

/** Every posted voucher of the range, with its lines. */
export function dayBook(db: Db, query: Omit<VoucherListQuery, 'type'>): Promise<VoucherList> {
  return vouchersInRange(db, query)
}

export interface VoucherSummary {
  type: VoucherType
  ledgers: { id: number; name: string; debit: Paisa; credit: Paisa }[]
  totalDebit: Paisa
  totalCredit: Paisa
}

export async function voucherSummary(
  db: Db,
  type: VoucherType,
  filter: ReportFilter,
): Promise<VoucherSummary> {
  const rows = await queryRows<{ id: number; name: string; debit: string; credit: string }>(
    db,
    sql`select a.id, a.name, sum(l.debit)::text as debit, sum(l.credit)::text as credit
        from voucher_line l join voucher v on v.id = l.voucher_id join ledger_account a on a.id = l.ledger_id
        where ${lineConditions('l', filter, { withFrom: true })} and v.type = ${type}
        group by a.id, a.name order by a.name`,
  )
  const ledgers = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    debit: paisa(r.debit),
    credit: paisa(r.credit),
  }))
  return {
    type,
    ledgers,
    totalDebit: ledgers.reduce((s, l) => s + l.debit, 0n),
    totalCredit: ledgers.reduce((s, l) => s + l.credit, 0n),
  }
}
