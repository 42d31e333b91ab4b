/**
 * The accounting reports (issue 13 item 4): each reads only posted lines, sums in SQL as numeric
 * and works in integer paisa. These names are stable: the routes, the benchmark
 * (bench/accounts.mjs) and the property tests call them.
 */
export { type BalanceSheet, balanceSheet, type GroupDetails, groupDetails } from './balance-sheet.ts'
export { type CashBankBalance, cashAndBankBalances } from './cash-bank.ts'
export type { ReportFilter } from './filters.ts'
export {
  type IncomeAndExpenditureHorizontal,
  type IncomeAndExpenditureVertical,
  incomeAndExpenditure,
  incomeAndExpenditureHorizontal,
} from './income-expenditure.ts'
export { type LedgerStatementQuery, ledgerStatement, type Statement, statement } from './ledger-statement.ts'
export { incomeAndExpenditureByMonth, type MonthRange, type MonthResult } from './monthly-result.ts'
export { type ReceiptsAndPayments, receiptsAndPayments } from './receipts-payments.ts'
export { registerReportRoutes } from './report-routes.ts'
export { type SundryReport, sundryBalances } from './sundry.ts'
export { type TrialBalance, trialBalance } from './trial-balance.ts'
export { dayBook, type VoucherList, voucherSummary, vouchersInRange } from './vouchers-in-range.ts'
