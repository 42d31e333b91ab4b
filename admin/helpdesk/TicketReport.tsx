/**
 * The tickets report (issue 16 item 5): per department, the tickets opened in the period, how
 * many were resolved and are still open, how many are breached now, and per target how many were
 * met in time, met late, or are pending (server/modules/helpdesk/report-service.ts). Tickets have
 * no branch, so neither has the report. The period is kept in the address like every report's;
 * Print gives A4 with the letterhead, Download CSV the API's file.
 */
import { formatOrgDate } from '../dates.ts'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { periodParams, useReportScreen } from '../reports/report-hooks.ts'

const PATH = '/ticket_report/api/v1/ticket_report/'
const TITLE = 'Tickets report'

interface Targets {
  met: number
  late: number
  pending: number
}
interface Row {
  ticket_department: number | null
  name: string
  opened: number
  resolved: number
  open: number
  breached: number
  response: Targets
  resolution: Targets
}
interface TicketReportJson {
  date_after: string
  date_before: string
  departments: Row[]
  totals: Row
}

function Cells({ row, testId }: { row: Row; testId?: string }) {
  return (
    <>
      <Amount testId={testId}>{row.opened}</Amount>
      <Amount>{row.resolved}</Amount>
      <Amount>{row.open}</Amount>
      <Amount>{row.breached}</Amount>
      <Amount>{row.response.met}</Amount>
      <Amount>{row.response.late}</Amount>
      <Amount>{row.resolution.met}</Amount>
      <Amount>{row.resolution.late}</Amount>
      <Amount>{row.resolution.pending}</Amount>
    </>
  )
}

export default function TicketReport() {
  const { data, frame } = useReportScreen<TicketReportJson>((f) => ({
    path: PATH,
    params: { ...periodParams(f), branch: undefined },
  }))
  const label = data
    ? `Tickets opened ${formatOrgDate(data.date_after)} to ${formatOrgDate(data.date_before)}`
    : TITLE
  return (
    <ReportFrame title={TITLE} {...frame} branches={false}>
      {data && (
        <>
          <ReportTable
            label={label}
            text={['Department']}
            amounts={[
              'Opened',
              'Resolved',
              'Open',
              'Breached now',
              'Answered in time',
              'Answered late',
              'Resolved in time',
              'Resolved late',
              'Resolution pending',
            ]}
            empty={data.departments.length === 0}
            emptyText="No tickets were opened in this period."
            foot={
              <TotalRow label="Total" span={1}>
                <Cells row={data.totals} testId="total-opened" />
              </TotalRow>
            }
          >
            {data.departments.map((row) => (
              <tr key={row.ticket_department ?? 'none'}>
                <th scope="row">{row.name}</th>
                <Cells row={row} />
              </tr>
            ))}
          </ReportTable>
          <p>
            Targets are counted in working hours of the help desk’s calendar, paused while a ticket waits for
            its requester; a target still running past its deadline counts as late.
          </p>
        </>
      )}
    </ReportFrame>
  )
}
