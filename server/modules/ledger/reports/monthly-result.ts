/**
 * The income and expenditure account month by month, for the dashboard's chart: per month, the
 * income ledgers' credits less debits and the expense ledgers' debits less credits, closing
 * vouchers left out. The same ledgers, lines and signs as incomeAndExpenditure (income-expenditure.ts),
 * so each month's two totals equal that report's total_income and total_expenses for the month
 * (tests/api/dashboard.test.ts holds them to it); one aggregate over the lines of the whole range
 * instead of one report per month.
 */
import { sql } from 'drizzle-orm'
import type { Paisa } from '../../../../common/money.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import { paisa } from './amounts.ts'
import { loadChart, natureOf } from './chart.ts'

/** One month of the range: YYYY-MM and its first and last days (inclusive; the last may be today). */
export interface MonthRange {
  month: string
  from: string
  to: string
}

export interface MonthResult extends MonthRange {
  income: Paisa
  expenditure: Paisa
}

/** The months in the order given; a month without lines has zero income and expenditure. */
export async function incomeAndExpenditureByMonth(
  db: Db,
  months: readonly MonthRange[],
): Promise<MonthResult[]> {
  const results = months.map((m) => ({ ...m, income: 0n, expenditure: 0n }))
  const first = months[0]
  const last = months.at(-1)
  if (!first || !last) return results
  const chart = await loadChart(db)
  const natures = new Map<number, 'income' | 'expense'>()
  for (const ledger of chart.ledgers.values()) {
    const nature = natureOf(chart, ledger)
    if (nature === 'income' || nature === 'expense') natures.set(ledger.id, nature)
  }
  if (natures.size === 0) return results
  const rows = await queryRows<{ ledger_id: number; day: string; net: string }>(
    db,
    sql`select l.ledger_id, l.date::text as day, sum(l.debit - l.credit)::text as net
        from voucher_line l
        where l.posted and l.date between ${first.from}::date and ${last.to}::date
          and l.ledger_id in (${sql.join(
            [...natures.keys()].map((id) => sql`${id}`),
            sql`, `,
          )})
          and not exists (select 1 from voucher v where v.id = l.voucher_id and v.type = 'closing')
        group by l.ledger_id, l.date`,
  )
  for (const row of rows) {
    // Grouped by day, then placed by range: a month's range may end before its last day (today).
    const into = results.find((m) => m.from <= row.day && row.day <= m.to)
    if (!into) continue
    const net = paisa(row.net)
    if (natures.get(Number(row.ledger_id)) === 'income') into.income -= net
    else into.expenditure += net
  }
  return results
}
