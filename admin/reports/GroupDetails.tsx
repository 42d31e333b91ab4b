/**
 * One group's drill-down from the trial balance or the balance sheet: its sub-groups and ledgers
 * with their balances for the same period, each ledger opening its statement.
 */
import { ReportFrame } from './ReportFrame.tsx'
import { type GroupDetails as GroupDetailsAnswer, SHEET } from './report-api.ts'
import { periodParams, useReportScreen } from './report-hooks.ts'
import { TrialTable } from './TrialTable.tsx'

const PATH = `${SHEET}/group_details/`

export default function GroupDetails() {
  const { data, filters, frame } = useReportScreen<GroupDetailsAnswer>((filters) => ({
    path: PATH,
    params: { ...periodParams(filters), group: filters.group },
    waiting: !filters.group,
  }))
  const title = data ? `Group details: ${data.group.name}` : 'Group details'
  return (
    <ReportFrame
      title={title}
      {...frame}
      error={filters.group ? frame.error : 'No group chosen: open one from the trial balance.'}
    >
      {data && (
        <TrialTable
          label={title}
          rows={data.rows}
          filters={filters}
          totals={{ dr: data.total_dr, cr: data.total_cr }}
        />
      )}
    </ReportFrame>
  )
}
