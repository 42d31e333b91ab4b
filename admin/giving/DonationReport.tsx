/**
 * The donations report (issue 14 item 7): a row per cause and the general fund, a column per month
 * of the period with what the fund netted that month (a month with refunds says how much was
 * refunded under its net), then the period's received, refunded and net, and the totals row. The
 * period (default: this fiscal year to today), the cause and the method are kept in the address;
 * Print gives an A4 page with the letterhead, Download CSV one row per fund and month.
 */
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { MONTH_NAMES } from '../../common/dates.ts'
import { parseAmount } from '../../common/money.ts'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { periodParams, useReadOnce, useReportScreen } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'
import { type CauseChoice, causeChoices, REPORT } from './donation-api.ts'
import { METHOD_NAMES } from './donation-words.ts'

interface MonthAmounts {
  received: string
  refunded: string
  net: string
}

interface FundRow extends MonthAmounts {
  cause: number | null
  name: string
  months: (MonthAmounts & { month: string })[]
}

interface Report {
  months: string[]
  causes: FundRow[]
  totals: MonthAmounts & { months: (MonthAmounts & { month: string })[] }
  gift_count: number
  refund_count: number
}

/** "Jul 2027" for 2027-07. */
const monthName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]?.slice(0, 3)} ${month.slice(0, 4)}`

const noCauses = async (): Promise<CauseChoice[]> => []
const readCauses = () => causeChoices().catch(noCauses)

/** A month's net, with its refunds beneath when there were any. */
function MonthCell({ amounts, testId }: { amounts: MonthAmounts; testId?: string }) {
  const refunded = parseAmount(amounts.refunded) ?? 0n
  return (
    <Amount testId={testId}>
      {takaOrZero(amounts.net)}
      {refunded > 0n && (
        <>
          <br />
          <small>refunded {takaOrZero(amounts.refunded)}</small>
        </>
      )}
    </Amount>
  )
}

export default function DonationReport() {
  const causes = useReadOnce(readCauses, [])
  const { data, filters, set, frame } = useReportScreen<Report>((f) => ({
    path: REPORT,
    params: { ...periodParams(f), branch: undefined, cause: f.cause, method: f.method },
  }))
  const extra = (
    <>
      <TextField
        select
        label="Cause"
        size="small"
        fullWidth={false}
        value={filters.cause ?? ''}
        onChange={(e) => set({ cause: e.target.value })}
        sx={{ width: 240 }}
      >
        <MenuItem value="">Every fund</MenuItem>
        <MenuItem value="general">General fund</MenuItem>
        {causes.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Method"
        size="small"
        fullWidth={false}
        value={filters.method ?? ''}
        onChange={(e) => set({ method: e.target.value })}
        sx={{ width: 180 }}
      >
        <MenuItem value="">Every method</MenuItem>
        {Object.entries(METHOD_NAMES).map(([id, name]) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </>
  )
  const causeName = causes.find((c) => String(c.id) === filters.cause)?.name
  const subject = [
    filters.cause === 'general' ? 'General fund' : causeName,
    filters.method ? METHOD_NAMES[filters.method] : undefined,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <ReportFrame
      title="Donations by cause and month"
      {...frame}
      branches={false}
      home={{ to: '/donation', label: 'Donations' }}
      extra={extra}
      subject={subject || undefined}
    >
      {data && (
        <>
          <ReportTable
            label="Donations by cause and month"
            text={['Cause']}
            amounts={[...data.months.map(monthName), 'Received', 'Refunded', 'Net']}
            empty={data.causes.length === 0}
            emptyText="No gifts or refunds in this period."
            foot={
              <TotalRow label="Total" span={1}>
                {data.totals.months.map((m) => (
                  <MonthCell key={m.month} amounts={m} />
                ))}
                <Amount>{takaOrZero(data.totals.received)}</Amount>
                <Amount>{takaOrZero(data.totals.refunded)}</Amount>
                <Amount testId="total-net">{takaOrZero(data.totals.net)}</Amount>
              </TotalRow>
            }
          >
            {data.causes.map((row) => (
              <tr key={row.cause ?? 'general'}>
                <th scope="row">{row.name}</th>
                {row.months.map((m) => (
                  <MonthCell key={m.month} amounts={m} />
                ))}
                <Amount>{takaOrZero(row.received)}</Amount>
                <Amount>{takaOrZero(row.refunded)}</Amount>
                <Amount>{takaOrZero(row.net)}</Amount>
              </tr>
            ))}
          </ReportTable>
          <p>
            {data.gift_count} {data.gift_count === 1 ? 'gift' : 'gifts'} received and {data.refund_count}{' '}
            {data.refund_count === 1 ? 'refund' : 'refunds'} booked in the period.
          </p>
        </>
      )}
    </ReportFrame>
  )
}
