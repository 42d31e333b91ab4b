/**
 * The report screens' addresses: /account_report/{report}?{filters}, one per report, so a
 * drill-down (trial balance → ledger statement) is a link that keeps its period and branch.
 */
export const REPORTS = [
  {
    slug: 'trial_balance',
    title: 'Trial balance',
    about: 'Every ledger’s opening, transactions and closing, per group',
  },
  {
    slug: 'income_expenditure',
    title: 'Income and expenditure',
    about: 'Tally’s two columns or vertical; surplus or deficit',
  },
  {
    slug: 'balance_sheet',
    title: 'Balance sheet',
    about: 'Liabilities and fund against assets, as at a date',
  },
  {
    slug: 'ledger_statement',
    title: 'Ledger statement',
    about: 'One ledger’s lines with the running balance',
  },
  { slug: 'day_book', title: 'Day book', about: 'Every posted voucher in date order' },
  { slug: 'cash_book', title: 'Cash book', about: 'The cash ledgers’ lines with the running balance' },
  { slug: 'bank_book', title: 'Bank book', about: 'One bank ledger or all, with the running balance' },
  {
    slug: 'receipts_payments',
    title: 'Receipts and payments',
    about: 'Cash and bank: opening, receipts, payments, closing',
  },
  { slug: 'voucher_register', title: 'Voucher registers', about: 'The posted vouchers of one type' },
  { slug: 'sundry_debtors', title: 'Sundry debtors', about: 'What each party owes the organisation' },
  { slug: 'sundry_creditors', title: 'Sundry creditors', about: 'What the organisation owes each party' },
] as const

export type ReportSlug = (typeof REPORTS)[number]['slug'] | 'group_details'

export function reportPath(slug: ReportSlug, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value)
  const text = query.toString()
  return `/account_report/${slug}${text ? `?${text}` : ''}`
}
