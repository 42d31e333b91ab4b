/**
 * The balance sheet as at a date (issue 13 item 4): one table, Liabilities and fund | Assets, each
 * row pairing a group of each side (a group opens its details), and both totals, which tie, on the
 * last row.
 */
import { ReportFrame } from './ReportFrame.tsx'
import { type BalanceSheet as BalanceSheetAnswer, SHEET, type SheetItem } from './report-api.ts'
import { type Params, periodParams, useReportScreen } from './report-hooks.ts'
import { takaOrZero } from './report-math.ts'
import { reportPath } from './report-paths.ts'
import { TwoSidedTable } from './SideTables.tsx'
import { type SideLine, totalLine } from './side-lines.ts'

const PATH = `${SHEET}/balance_sheet/`
const AMOUNTS = ['Amount']

const itemLines = (items: SheetItem[], filters: Params): SideLine[] =>
  items.map((item) => ({
    key: String(item.id ?? item.name),
    name: item.name,
    kind: 'item',
    amounts: [takaOrZero(item.amount)],
    to:
      item.is_clickable && item.id !== null
        ? reportPath('group_details', { ...periodParams(filters, true), group: String(item.id) })
        : undefined,
  }))

export default function BalanceSheet() {
  const { data, filters, frame } = useReportScreen<BalanceSheetAnswer>((filters) => ({
    path: PATH,
    params: periodParams(filters, true),
  }))
  return (
    <ReportFrame title="Balance sheet" asAt {...frame}>
      {data && (
        <TwoSidedTable
          label="Balance sheet"
          sides={['Liabilities and fund', 'Assets']}
          amounts={AMOUNTS}
          parts={[
            {
              left: itemLines(data.left, filters),
              right: itemLines(data.right, filters),
              totals: [
                totalLine('Total', data.left_total, AMOUNTS.length, 'left-total'),
                totalLine('Total', data.right_total, AMOUNTS.length, 'right-total'),
              ],
            },
          ]}
        />
      )}
    </ReportFrame>
  )
}
