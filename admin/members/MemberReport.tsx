/**
 * The membership report (issue 16 item 5): per membership type, how many members were in each
 * status at the period's end, and the dues received, cancelled and net in the period
 * (server/modules/membership/report-service.ts). Members have no branch, so neither has the report.
 * The period is kept in the address like every report's; Print gives A4 with the letterhead,
 * Download CSV the API's file (both tables side by side, a row per type).
 */
import type { DuesFiguresJson, MemberReportJson, StatusCountsJson } from '../../common/member-report.ts'
import { MEMBER_STATUS_NAMES, type MemberStatus } from '../../common/membership-status.ts'
import { formatOrgDate } from '../dates.ts'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { periodParams, useReportScreen } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'

const PATH = '/member_report/api/v1/member_report/'
const TITLE = 'Membership report'

function CountCells({
  counts,
  statuses,
  testId,
}: {
  counts: StatusCountsJson
  statuses: readonly MemberStatus[]
  testId?: string
}) {
  return (
    <>
      {statuses.map((s) => (
        <Amount key={s}>{counts[s]}</Amount>
      ))}
      <Amount testId={testId}>{counts.total}</Amount>
    </>
  )
}

function DuesCells({ dues, testId }: { dues: DuesFiguresJson; testId?: string }) {
  return (
    <>
      <Amount>{dues.payments}</Amount>
      <Amount>{takaOrZero(dues.received)}</Amount>
      <Amount>{dues.cancelled_payments}</Amount>
      <Amount>{takaOrZero(dues.cancelled)}</Amount>
      <Amount testId={testId}>{takaOrZero(dues.net)}</Amount>
    </>
  )
}

const headingSx = { fontSize: '1.1rem', margin: '8px 0' }

export default function MemberReport() {
  const { data, frame } = useReportScreen<MemberReportJson>((f) => ({
    path: PATH,
    params: { ...periodParams(f), branch: undefined },
  }))
  const asAt = data ? `Members as at ${formatOrgDate(data.date_before)}` : ''
  const collected = data
    ? `Dues collected, ${formatOrgDate(data.date_after)} to ${formatOrgDate(data.date_before)}`
    : ''
  const typed = data?.types.filter((t) => t.membership_type !== null) ?? []
  return (
    <ReportFrame title={TITLE} {...frame} branches={false}>
      {data && (
        <>
          <h2 style={headingSx}>{asAt}</h2>
          <ReportTable
            label={asAt}
            text={['Membership type']}
            amounts={[...data.statuses.map((s) => MEMBER_STATUS_NAMES[s]), 'Members']}
            empty={data.types.length === 0}
            emptyText="No members had joined by this day."
            foot={
              <TotalRow label="Total" span={1}>
                <CountCells counts={data.totals.members} statuses={data.statuses} testId="total-members" />
              </TotalRow>
            }
          >
            {data.types.map((t) => (
              <tr key={t.membership_type ?? 'none'}>
                <th scope="row">{t.name}</th>
                <CountCells counts={t.members} statuses={data.statuses} />
              </tr>
            ))}
          </ReportTable>
          <h2 style={headingSx}>{collected}</h2>
          <ReportTable
            label={collected}
            text={['Membership type']}
            amounts={['Payments', 'Received', 'Cancellations', 'Cancelled', 'Net']}
            empty={typed.length === 0}
            emptyText="No membership types."
            foot={
              <TotalRow label="Total" span={1}>
                <DuesCells dues={data.totals.dues} testId="total-dues" />
              </TotalRow>
            }
          >
            {typed.map((t) => (
              <tr key={t.membership_type}>
                <th scope="row">{t.name}</th>
                <DuesCells dues={t.dues} />
              </tr>
            ))}
          </ReportTable>
          <p>
            A payment counts on the day its money came, a cancellation on the day its reversal was booked; the
            net is what the dues ledger kept.
          </p>
        </>
      )}
    </ReportFrame>
  )
}
