/**
 * The order reports as CSV (`?format=csv`), amounts and quantities as on the wire so spreadsheets
 * read them as numbers: the profit report's orders, then its products, then the totals; the
 * summary's rows by period and status.
 */
import { formatAmount } from '../../../../common/money.ts'
import { formatQuantity } from '../../../../common/quantity.ts'
import { CSV_BOM, csvLine } from '../../../lib/csv.ts'
import { type Figures, marginPercent, type ProfitReport, type SummaryRow } from './report-service.ts'

const figures = (f: Figures) => [
  formatQuantity(f.quantity),
  formatAmount(f.revenue),
  formatAmount(f.cost),
  formatAmount(f.revenue - f.cost),
  marginPercent(f),
]

export function profitCsv(report: ProfitReport): string {
  const lines = [
    csvLine([
      'Kind',
      'Order or SKU',
      'Date',
      'Customer or product',
      'Quantity',
      'Revenue',
      'Cost',
      'Margin',
      'Margin %',
    ]),
  ]
  for (const o of report.orders)
    lines.push(csvLine(['Order', o.orderNo, o.deliveredOn, o.customer, ...figures(o)]))
  for (const p of report.products) lines.push(csvLine(['Product', p.sku, null, p.name, ...figures(p)]))
  lines.push(csvLine(['Total', null, null, null, ...figures(report.totals)]))
  return CSV_BOM + lines.join('')
}

export function summaryCsv(rows: readonly SummaryRow[]): string {
  return (
    CSV_BOM +
    [csvLine(['Period', 'Status', 'Orders', 'Net amount'])]
      .concat(rows.map((r) => csvLine([r.period, r.status, String(r.count), formatAmount(r.net)])))
      .join('')
  )
}
