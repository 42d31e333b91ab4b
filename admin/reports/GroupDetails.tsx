/**
 * One group's drill-down from the trial balance or the balance sheet: its sub-groups and ledgers
 * with their balances for the same period, each ledger opening its statement.
 */

import { ReportFrame } from './ReportFrame.tsx'
import { csvUrl, type GroupDetails as GroupDetailsAnswer, SHEET } from './report-api.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { TrialTable } from './TrialTable.tsx'

const PATH = `${SHEET}/group_details/`

export default function GroupDetails() {
  const { filters, set, ready } = useFilters()
  const params = {
    date_after: filters.date_after,
    date_before: filters.date_before,
    branch: filters.branch,
    group: filters.group,
  }
  const { data, error } = useReport<GroupDetailsAnswer>(PATH, ready && filters.group ? params : null)
  const title = data ? `Group details: ${data.group.name}` : 'Group details'
  return (
    <ReportFrame
      title={title}
      filters={filters}
      set={set}
      csv={ready ? csvUrl(PATH, params) : undefined}
      loading={!data && Boolean(filters.group)}
      error={filters.group ? error : 'No group chosen: open one from the trial balance.'}
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
