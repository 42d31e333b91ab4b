/**
 * The balance sheet as at a date (issue 13 item 4): Liabilities & Fund | Assets, each group's
 * amount (a group opens its details), the two totals that tie.
 */
import Box from '@mui/material/Box'
import { Link } from 'react-router'
import { AmountTable, TotalLine, twoSidesSx } from './AmountColumn.tsx'
import { ReportFrame } from './ReportFrame.tsx'
import { type BalanceSheet as BalanceSheetAnswer, csvUrl, SHEET, type SheetItem } from './report-api.ts'
import type { Params } from './report-hooks.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { takaOrZero } from './report-math.ts'
import { reportPath } from './report-paths.ts'

const PATH = `${SHEET}/balance_sheet/`

function Items({ items, filters }: { items: SheetItem[]; filters: Params }) {
  return (
    <>
      {items.map((item) => (
        <tr key={item.id ?? item.name}>
          <th scope="row" style={{ fontWeight: 'normal' }}>
            {item.is_clickable && item.id !== null ? (
              <Link
                to={reportPath('group_details', {
                  group: String(item.id),
                  date_before: filters.date_before,
                  branch: filters.branch,
                })}
              >
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </th>
          <td />
          <td className="amount">{takaOrZero(item.amount)}</td>
        </tr>
      ))}
    </>
  )
}

export default function BalanceSheet() {
  const { filters, set, ready } = useFilters()
  const params = { date_before: filters.date_before, branch: filters.branch }
  const { data, error } = useReport<BalanceSheetAnswer>(PATH, ready ? params : null)
  return (
    <ReportFrame
      title="Balance sheet"
      asAt
      filters={filters}
      set={set}
      csv={ready ? csvUrl(PATH, params) : undefined}
      loading={!data}
      error={error}
    >
      {data && (
        <Box sx={twoSidesSx}>
          <AmountTable label="Liabilities and fund">
            <Items items={data.left} filters={filters} />
            <TotalLine label="Total" amount={data.left_total} testId="left-total" />
          </AmountTable>
          <AmountTable label="Assets">
            <Items items={data.right} filters={filters} />
            <TotalLine label="Total" amount={data.right_total} testId="right-total" />
          </AmountTable>
        </Box>
      )}
    </ReportFrame>
  )
}
