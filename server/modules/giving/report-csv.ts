/**
 * The donations report as CSV (`?format=csv`): one row per fund and month with what was received,
 * refunded and the net, then each fund's total and the grand total, amounts as on the wire
 * ("1250.00", which spreadsheets read as numbers). A long table rather than the screen's months
 * across, so a spreadsheet can pivot it either way and no month's refunds are lost.
 */
import { formatAmount } from '../../../common/money.ts'
import { CSV_BOM, csvLine } from '../../lib/csv.ts'
import type { DonationReport, MonthAmounts } from './report-service.ts'

const amounts = (a: MonthAmounts) => [formatAmount(a.received), formatAmount(a.refunded), formatAmount(a.net)]

export function reportCsv(report: DonationReport): string {
  const lines = [csvLine(['Cause', 'Month', 'Received', 'Refunded', 'Net'])]
  for (const fund of report.funds) {
    for (const m of fund.months) lines.push(csvLine([fund.name, m.month, ...amounts(m)]))
    lines.push(csvLine([fund.name, 'Total', ...amounts(fund)]))
  }
  for (const m of report.totals.months) lines.push(csvLine(['All causes', m.month, ...amounts(m)]))
  lines.push(csvLine(['All causes', 'Total', ...amounts(report.totals)]))
  return CSV_BOM + lines.join('')
}
