/**
 * The orders summary (issue 15 item 6): how many orders and their net amount (goods less discount
 * plus delivery) by day or month and status, 50 rows a page, then the same by status alone, each
 * with the totals of every order the filters match. Filters: the order dates, branch, customer,
 * status and whether a row is a day or a month (the API's default, a month).
 */
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { periodParams, useReadOnce, useReportScreen } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'
import { ChoiceFilter, useChosenName } from './ChoiceFilter.tsx'
import { ORDER_REPORTS_HOME } from './order-report-paths.ts'
import { periodText, statusWords } from './report-words.ts'
import { customerChoices, ORDER_SUMMARY, type OrderSummary, orderStatusChoices } from './stores-report-api.ts'

const TITLE = 'Orders summary'

export default function OrderSummaryReport() {
  const { data, filters, set, frame } = useReportScreen<OrderSummary>((f) => ({
    path: ORDER_SUMMARY,
    params: { ...periodParams(f), customer: f.customer, status: f.status, period: f.period },
    paged: true,
  }))
  const statuses = useReadOnce(orderStatusChoices, [])
  const statusName = (slug: string) => statuses.find((s) => s.value === slug)?.label ?? statusWords(slug)
  const customer = useChosenName(customerChoices, filters.customer)
  const extra = (
    <>
      <ChoiceFilter
        name="customer"
        label="Customer"
        every="Every customer"
        read={customerChoices}
        filters={filters}
        set={set}
      />
      <ChoiceFilter
        name="status"
        label="Status"
        every="Every status"
        read={orderStatusChoices}
        filters={filters}
        set={set}
        width={170}
      />
      <TextField
        select
        label="Rows by"
        size="small"
        fullWidth={false}
        value={filters.period === 'day' ? 'day' : 'month'}
        onChange={(e) => set({ period: e.target.value === 'day' ? 'day' : undefined, page: undefined })}
        sx={{ width: 130 }}
      >
        <MenuItem value="month">Month</MenuItem>
        <MenuItem value="day">Day</MenuItem>
      </TextField>
    </>
  )
  const subject = [customer, filters.status && statusName(filters.status)].filter(Boolean).join(', ')
  return (
    <ReportFrame
      title={TITLE}
      {...frame}
      home={ORDER_REPORTS_HOME}
      extra={extra}
      subject={subject || undefined}
    >
      {data && (
        <>
          <ReportTable
            label={`${TITLE} by ${filters.period === 'day' ? 'day' : 'month'} and status`}
            text={[filters.period === 'day' ? 'Day' : 'Month', 'Status']}
            amounts={['Orders', 'Net amount']}
            empty={data.rows.length === 0}
            emptyText="No orders in this period."
            foot={
              <TotalRow label="Total" span={2}>
                <Amount testId="total-count">{data.totals.count}</Amount>
                <Amount testId="total-net">{takaOrZero(data.totals.net_amount)}</Amount>
              </TotalRow>
            }
          >
            {data.rows.map((r) => (
              <tr key={`${r.period}:${r.status}`}>
                <th scope="row" className="nowrap">
                  {periodText(r.period)}
                </th>
                <td>{statusName(r.status)}</td>
                <Amount>{r.count}</Amount>
                <Amount>{takaOrZero(r.net_amount)}</Amount>
              </tr>
            ))}
          </ReportTable>
          <ReportTable
            label={`${TITLE} by status`}
            text={['Status']}
            amounts={['Orders', 'Net amount']}
            empty={data.by_status.length === 0}
            emptyText="No orders in this period."
            foot={
              <TotalRow label="Total" span={1}>
                <Amount>{data.totals.count}</Amount>
                <Amount>{takaOrZero(data.totals.net_amount)}</Amount>
              </TotalRow>
            }
          >
            {data.by_status.map((s) => (
              <tr key={s.status}>
                <th scope="row">{statusName(s.status)}</th>
                <Amount>{s.count}</Amount>
                <Amount>{takaOrZero(s.net_amount)}</Amount>
              </tr>
            ))}
          </ReportTable>
        </>
      )}
    </ReportFrame>
  )
}
