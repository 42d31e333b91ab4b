/**
 * The report screens' addresses: /account_report/{report}?{filters}, one per report, so a
 * drill-down (trial balance → ledger statement) is a link that keeps its period and branch.
 */
import { reportUrl } from './report-api.ts'

/**
 * One report of the list: its address's slug, its name, what it shows, and whether it covers a
 * period or stands at one date (the balance sheet: `as_at`). The reports hub lists these too.
 */
const report = <S extends string>(
  slug: S,
  title: string,
  about: string,
  period: 'range' | 'as_at' = 'range',
) => ({ slug, title, about, period })

export const REPORTS = [
  report('trial_balance', 'Trial balance', 'Every ledger’s opening, transactions and closing, per group'),
  report(
    'income_expenditure',
    'Income and expenditure',
    'Tally’s two columns or vertical; surplus or deficit',
  ),
  report('balance_sheet', 'Balance sheet', 'Liabilities and fund against assets, as at a date', 'as_at'),
  report('ledger_statement', 'Ledger statement', 'One ledger’s lines with the running balance'),
  report('day_book', 'Day book', 'Every posted voucher in date order'),
  report('cash_book', 'Cash book', 'The cash ledgers’ lines with the running balance'),
  report('bank_book', 'Bank book', 'One bank ledger or all, with the running balance'),
  report('receipts_payments', 'Receipts and payments', 'Cash and bank: opening, receipts, payments, closing'),
  report('voucher_register', 'Voucher registers', 'The posted vouchers of one type'),
  report('sundry_debtors', 'Sundry debtors', 'What each party owes the organisation'),
  report('sundry_creditors', 'Sundry creditors', 'What the organisation owes each party'),
]

export type ReportSlug = (typeof REPORTS)[number]['slug'] | 'group_details'

export function reportPath(slug: ReportSlug, params: Record<string, string | undefined> = {}): string {
  return reportUrl(`/account_report/${slug}`, params)
}
