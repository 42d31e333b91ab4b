/**
 * Income and expenditure for the period (issue 13 item 4), in Tally's two-column layout or the
 * vertical one. Two columns: one table, Expenditure | Income, each row pairing a line of each side;
 * the trading part with the gross surplus carried down and its totals row, then the rest with the
 * net result on the side it balances and both sides' totals on the last row. Vertical: income,
 * expenses, then the surplus or deficit.
 */
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { parseAmount } from '../../common/money.ts'
import { ReportFrame } from './ReportFrame.tsx'
import { type IncomeHorizontal, type IncomeVertical, SHEET } from './report-api.ts'
import { type Params, periodParams, useReportScreen } from './report-hooks.ts'
import { takaOrZero } from './report-math.ts'
import { OneSidedTable, TwoSidedTable } from './SideTables.tsx'
import { groupLines, totalLine } from './side-lines.ts'

const PATH = `${SHEET}/profit_loss/`
const AMOUNTS = ['Amount', 'Total']
const layoutOf = (filters: Params) => (filters.layout === 'vertical' ? 'vertical' : 'horizontal')

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
  const total = (amount: string, testId?: string) => totalLine('Total', amount, AMOUNTS.length, testId)
  return (
    <TwoSidedTable
      label="Income and expenditure"
      sides={['Expenditure', 'Income']}
      amounts={AMOUNTS}
      parts={[
        {
          left: groupLines(data.left_upper),
          right: groupLines(data.right_upper),
          totals: [total(data.upper_total, 'upper-left-total'), total(data.upper_total, 'upper-right-total')],
        },
        {
          left: groupLines(data.left_lower),
          right: groupLines(data.right_lower),
          totals: [total(data.left_total, 'left-total'), total(data.right_total, 'right-total')],
        },
      ]}
    />
  )
}

function Vertical({ data }: { data: IncomeVertical }) {
  return (
    <>
      <OneSidedTable
        label="Income"
        amounts={AMOUNTS}
        lines={groupLines(data.income)}
        total={totalLine('Total income', data.total_income, AMOUNTS.length, 'total-income')}
      />
      <OneSidedTable
        label="Expenditure"
        amounts={AMOUNTS}
        lines={groupLines(data.expenses)}
        total={totalLine('Total expenditure', data.total_expenses, AMOUNTS.length, 'total-expenses')}
      />
      <SurplusLine surplus={data.surplus} />
    </>
  )
}

export default function IncomeExpenditure() {
  const { data, filters, set, frame } = useReportScreen<IncomeHorizontal | IncomeVertical>((filters) => ({
    path: PATH,
    params: { ...periodParams(filters), layout: layoutOf(filters) },
  }))
  const layout = layoutOf(filters)
  return (
    <ReportFrame
      title="Income and expenditure"
      {...frame}
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
    >
      {data && 'left_upper' in data && layout === 'horizontal' && <Horizontal data={data} />}
      {data && 'income' in data && layout === 'vertical' && <Vertical data={data} />}
    </ReportFrame>
  )
}
