/**
 * The receipts and payments account, the statement a Bangladeshi nonprofit files with its annual
 * return: cash and bank at the start, what came in by ledger, what went out by ledger, cash and
 * bank at the end. Cash and bank are the ledgers typed cash or bank (not ledgers named "Cash").
 *
 * Receipts and payments are the other side of the cash and bank lines: for each posted voucher
 * of the range that moves cash or bank, its lines on other ledgers, netted per ledger (credits
 * received less debits paid; a reversal cancels what it reverses). Contra vouchers move money
 * between cash and bank only and show nowhere. Since each voucher balances, its cash and bank
 * movement equals its other lines' net credit, so opening + receipts − payments = closing, to the
 * paisa. With a branch, lines of that branch only: the identity holds when vouchers keep to one branch.
 */
import { sql } from 'drizzle-orm'
import type { Paisa } from '../../../../common/money.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import { paisa } from './amounts.ts'
import { closing, ledgerTotals } from './balances.ts'
import { loadChart } from './chart.ts'
import { lineConditions, type ReportFilter } from './filters.ts'

export interface CashPosition {
  ledgers: { id: number; name: string; balance: Paisa }[]
  total: Paisa
}

export interface ReceiptsAndPayments {
  opening: CashPosition
  receipts: { id: number; name: string; amount: Paisa }[]
  payments: { id: number; name: string; amount: Paisa }[]
  totalReceipts: Paisa
  totalPayments: Paisa
  closing: CashPosition
}

export async function receiptsAndPayments(db: Db, filter: ReportFilter): Promise<ReceiptsAndPayments> {
  const chart = await loadChart(db)
  const cashBank = [...chart.ledgers.values()].filter(
    (l) => l.accountType === 'cash' || l.accountType === 'bank',
  )
  const ids = cashBank.map((l) => l.id)
  const totals = await ledgerTotals(db, filter, { ledgerIds: ids })
  const position = (balanceOf: (id: number) => Paisa): CashPosition => {
    const ledgers = cashBank.flatMap((l) =>
      totals.has(l.id) ? [{ id: l.id, name: l.name, balance: balanceOf(l.id) }] : [],
    )
    return { ledgers, total: ledgers.reduce((s, l) => s + l.balance, 0n) }
  }
  const flows =
    ids.length === 0
      ? []
      : await queryRows<{ id: number; name: string; net: string }>(
          db,
          sql`select a.id, a.name, sum(l.credit - l.debit)::text as net
              from voucher_line l join ledger_account a on a.id = l.ledger_id
              where ${lineConditions('l', filter, { withFrom: true })}
                and l.ledger_id not in (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )})
                and exists (select 1 from voucher_line c where c.voucher_id = l.voucher_id
                  and c.ledger_id in (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )}))
              group by a.id, a.name order by a.name`,
        )
  const receipts: ReceiptsAndPayments['receipts'] = []
  const payments: ReceiptsAndPayments['payments'] = []
  for (const f of flows) {
    const net = paisa(f.net)
    if (net > 0n) receipts.push({ id: Number(f.id), name: f.name, amount: net })
    else if (net < 0n) payments.push({ id: Number(f.id), name: f.name, amount: -net })
  }
  return {
    opening: position((id) => totals.get(id)?.opening ?? 0n),
    receipts,
    payments,
    totalReceipts: receipts.reduce((s, r) => s + r.amount, 0n),
    totalPayments: payments.reduce((s, p) => s + p.amount, 0n),
    closing: position((id) => {
      const t = totals.get(id)
      return t ? closing(t) : 0n
    }),
  }
}
