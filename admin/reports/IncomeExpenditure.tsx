/**
 * Income and expenditure for the period (issue 13 item 4), in Tally's two-column layout
 * (Expenditure | Income: the trading part with the gross surplus carried down, then the rest and
 * the net result, each part's totals) or the vertical one (income, expenses, surplus or deficit).
 */
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { parseAmount } from '../../common/money.ts'
import { AmountTable, GroupLines, TotalLine, twoSidesSx } from './AmountColumn.tsx'
import { ReportFrame } from './ReportFrame.tsx'
import { csvUrl, type IncomeHorizontal, type IncomeVertical, SHEET } from './report-api.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { takaOrZero } from './report-math.ts'

const PATH = `${SHEET}/profit_loss/`

function SurplusLine({ surplus }: { surplus: string }) {
  const paisa = parseAmount(surplus) ?? 0n
  return (
    <Box component="p" sx={{ fontWeight: 700 }} data-testid="surplus">
      {paisa < 0n ? 'Deficit' : 'Surplus'} for the period:{' '}
      {takaOrZero(paisa < 0n ? surplus.slice(1) : surplus)}
    </Box>
  )
}

function Horizontal({ data }: { data: IncomeHorizontal }) {
  return (
    <>
      <Box sx={twoSidesSx}>
        <AmountTable label="Expenditure">
          <GroupLines groups={data.left_upper} />
          <TotalLine label="Total" amount={data.upper_total} />
          <GroupLines groups={data.left_lower} />
          <TotalLine label="Total" amount={data.left_total} testId="left-total" />
        </AmountTable>
        <AmountTable label="Income">
          <GroupLines groups={data.right_upper} />
          <TotalLine label="Total" amount={data.upper_total} />
          <GroupLines groups={data.right_lower} />
          <TotalLine label="Total" amount={data.right_total} testId="right-total" />
        </AmountTable>
      </Box>
      <SurplusLine surplus={data.surplus} />
    </>
  )
}

function Vertical({ data }: { data: IncomeVertical }) {
  return (
    <>
      <AmountTable label="Income">
        <GroupLines groups={data.income} />
        <TotalLine label="Total income" amount={data.total_income} testId="total-income" />
      </AmountTable>
      <AmountTable label="Expenditure">
        <GroupLines groups={data.expenses} />
        <TotalLine label="Total expenditure" amount={data.total_expenses} testId="total-expenses" />
      </AmountTable>
      <SurplusLine surplus={data.surplus} />
    </>
  )
}

export default function IncomeExpenditure() {
  const { filters, set, ready } = useFilters()
  const layout = filters.layout === 'vertical' ? 'vertical' : 'horizontal'
  const params = {
    date_after: filters.date_after,
    date_before: filters.date_before,
    branch: filters.branch,
    layout,
  }
  const { data, error } = useReport<IncomeHorizontal | IncomeVertical>(PATH, ready ? params : null)
  return (
    <ReportFrame
      title="Income and expenditure"
      filters={filters}
      set={set}
      extra={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          aria-label="Layout"
          onChange={(_, picked: string | null) =>
            picked && set({ layout: picked === 'vertical' ? picked : undefined })
          }
        >
          <ToggleButton value="horizontal">Two columns</ToggleButton>
          <ToggleButton value="vertical">Vertical</ToggleButton>
        </ToggleButtonGroup>
      }
      csv={ready ? csvUrl(PATH, params) : undefined}
      loading={!data}
      error={error}
    >
      {data && 'left_upper' in data && layout === 'horizontal' && <Horizontal data={data} />}
      {data && 'income' in data && layout === 'vertical' && <Vertical data={data} />}
    </ReportFrame>
  )
}
