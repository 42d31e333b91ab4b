/**
 * Where each report screen reads its figures: the accounting report paths (docs/api-compat.md,
 * "Accounting: reports"), their JSON as the screens use it, and the same URL with format=csv for the
 * "Download CSV" link. The filters travel as the API's own parameters (date_after, date_before,
 * branch, ledger…), so a screen's address and its API call say the same thing.
 */
import type { VoucherHeading } from '../../common/ledger-report-types.ts'
import { requestJson } from '../providers/http.ts'

export const LOG = '/account_log_report/api/v1/account_log_report'
export const REPORT = '/account_report/api/v1/account_report'
export const SHEET = '/balance_sheet/api/v1/balance_sheet'

/** The URL of a report with the given parameters (empty ones left out). */
export function reportUrl(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export const csvUrl = (path: string, params: Record<string, string | undefined>) =>
  reportUrl(path, { ...params, page: undefined, size: undefined, format: 'csv' })

export const readReport = <T>(path: string, params: Record<string, string | undefined>) =>
  requestJson<T>(reportUrl(path, params))

export interface Named {
  id: number
  name: string
}

export interface TrialRow {
  id: number
  name: string
  group_or_ledger: 'primary_group' | 'group' | 'ledger'
  depth: number
  parent: number | null
  is_clickable: boolean
  opening_debit: string
  opening_credit: string
  period_debit: string
  period_credit: string
  debit: string
  credit: string
}

export interface TrialBalance {
  from: string | null
  to: string | null
  rows: TrialRow[]
  total_opening_dr: string
  total_opening_cr: string
  total_period_dr: string
  total_period_cr: string
  total_dr: string
  total_cr: string
}

export interface GroupDetails {
  group: Named
  rows: TrialRow[]
  total_dr: string
  total_cr: string
}

export interface StatementLine {
  line_id: number
  log_date: string
  reference_no: string | null
  voucher_id: number
  voucher_type: string
  ledger: Named
  sub_ledger: Named | null
  details: string | null
  debit_amount: string
  credit_amount: string
  related_ledgers: string[]
  balance: string
}

/** A list read a page at a time, with the whole range's totals. */
interface PagedWithTotals {
  total_debit: string
  total_credit: string
  page: number
  size: number
  total_pages: number
  total_elements: number
}

export interface Statement extends PagedWithTotals {
  account_logs: StatementLine[]
  previous_balance: string
  closing_balance: string
}

export interface DayBookVoucher extends VoucherHeading {
  lines: { ledger: Named; sub_ledger: Named | null; debit: string; credit: string; details: string | null }[]
}

export interface DayBook extends PagedWithTotals {
  vouchers: DayBookVoucher[]
}

export interface AmountGroup {
  id: number | null
  name: string
  amount: string
  ledgers: { id: number; name: string; amount: string }[]
}

export interface IncomeHorizontal {
  left_upper: AmountGroup[]
  right_upper: AmountGroup[]
  left_lower: AmountGroup[]
  right_lower: AmountGroup[]
  upper_total: string
  left_total: string
  right_total: string
  surplus: string
}

export interface IncomeVertical {
  income: AmountGroup[]
  expenses: AmountGroup[]
  total_income: string
  total_expenses: string
  surplus: string
}

export interface SheetItem {
  id: number | null
  name: string
  primary_group: string
  amount: string
  is_clickable: boolean
}

export interface BalanceSheet {
  as_at: string
  left: SheetItem[]
  right: SheetItem[]
  left_total: string
  right_total: string
}

export interface ReceiptsPayments {
  opening: { ledgers: (Named & { balance: string })[]; total: string }
  receipts: (Named & { amount: string })[]
  payments: (Named & { amount: string })[]
  total_receipts: string
  total_payments: string
  closing: { ledgers: (Named & { balance: string })[]; total: string }
}

/** The month the fiscal year starts in (July unless the books say otherwise). */
export async function fiscalYearStartMonth(): Promise<number> {
  try {
    const settings = await requestJson<{ fiscal_year_start_month?: number }>(
      '/ledger_setting/api/v1/ledger_setting/',
    )
    return settings.fiscal_year_start_month ?? 7
  } catch {
    return 7
  }
}
