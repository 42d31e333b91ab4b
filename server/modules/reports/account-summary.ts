/**
 * The original project dashboard's two accounting widgets (back-office spec §2.8), from the books'
 * own reports so the widgets and the reports never disagree:
 *
 * - the account summary: Income and Expenditure (the income and expenditure account's totals) and
 *   Receipts and Payments (the receipts and payments account's: money into and out of cash and
 *   bank, contra left out) for today, this week (from Sunday), this month and this fiscal year,
 *   each to today;
 * - sundry debtors and creditors: what parties owe the organisation and what it owes them today,
 *   the sundry reports' totals, with the side the balance is on (Dr or Cr).
 */
import type { Paisa } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { incomeAndExpenditure, receiptsAndPayments, sundryBalances } from '../ledger/reports/index.ts'
import { fiscalYearRangeOf } from '../ledger/service.ts'
import { type DayRange, thisMonth, thisWeek } from './calendar.ts'

const PERIODS = ['today', 'this_week', 'this_month', 'this_year'] as const
type Period = (typeof PERIODS)[number]

export type SummaryRow = { type: string } & Record<Period, Paisa>

export async function accountSummary(db: Db, today: string): Promise<SummaryRow[]> {
  const year = await fiscalYearRangeOf(db, today)
  const ranges: Record<Period, DayRange> = {
    today: { from: today, to: today },
    this_week: thisWeek(today),
    this_month: thisMonth(today),
    this_year: { from: year.startDate, to: today },
  }
  const rows: SummaryRow[] = ['Income', 'Expenditure', 'Receipts', 'Payments'].map(
    (type) => ({ type, today: 0n, this_week: 0n, this_month: 0n, this_year: 0n }) as SummaryRow,
  )
  const [income, expenditure, receipts, payments] = rows as [SummaryRow, SummaryRow, SummaryRow, SummaryRow]
  for (const period of PERIODS) {
    const [result, cash] = await Promise.all([
      incomeAndExpenditure(db, ranges[period]),
      receiptsAndPayments(db, ranges[period]),
    ])
    income[period] = result.totalIncome
    expenditure[period] = result.totalExpenses
    receipts[period] = cash.totalReceipts
    payments[period] = cash.totalPayments
  }
  return rows
}

export interface PartyTotal {
  type: 'Sundry Debtors' | 'Sundry Creditors'
  /** Never negative: the side is in `status`. */
  balance: Paisa
  status: 'Dr' | 'Cr'
}

export async function sundryTotals(db: Db, today: string): Promise<PartyTotal[]> {
  const [debtors, creditors] = await Promise.all([
    sundryBalances(db, 'debtors', { to: today }),
    sundryBalances(db, 'creditors', { to: today }),
  ])
  // Each report's balance is on its own side: debtors owe us (Dr), we owe creditors (Cr).
  const abs = (p: Paisa) => (p < 0n ? -p : p)
  return [
    {
      type: 'Sundry Debtors',
      balance: abs(debtors.totalBalance),
      status: debtors.totalBalance < 0n ? 'Cr' : 'Dr',
    },
    {
      type: 'Sundry Creditors',
      balance: abs(creditors.totalBalance),
      status: creditors.totalBalance < 0n ? 'Dr' : 'Cr',
    },
  ]
}
