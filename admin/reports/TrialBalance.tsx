/**
 * The trial balance screen (issue 13 item 4): primary groups, groups and ledgers with opening,
 * period and closing Dr/Cr for the period and branch, the totals row that ties at the bottom.
 */
import { ReportFrame } from './ReportFrame.tsx'
import { SHEET, type TrialBalance as TrialBalanceAnswer } from './report-api.ts'
import { periodParams, useReportScreen } from './report-hooks.ts'
import { TrialTable } from './TrialTable.tsx'

const PATH = `${SHEET}/trial_balance/`

export default function TrialBalance() {
  const { data, filters, frame } = useReportScreen<TrialBalanceAnswer>((filters) => ({
    path: PATH,
    params: periodParams(filters),
  }))
  return (
    <ReportFrame title="Trial balance" {...frame}>
      {data && (
        <TrialTable
          label="Trial balance"
          rows={data.rows}
          filters={filters}
          totals={{
            opening_dr: data.total_opening_dr,
            opening_cr: data.total_opening_cr,
            period_dr: data.total_period_dr,
            period_cr: data.total_period_cr,
            dr: data.total_dr,
            cr: data.total_cr,
          }}
        />
      )}
    </ReportFrame>
  )
}
