/**
 * A list of reports as links, each with what it answers and, where it differs from the rest, what
 * it covers: a report at one date stands at the period's end, a report without branches covers all
 * of them (said, rather than offering a branch it would ignore). The reports hub draws one per
 * area; the accounts reports' home draws its own.
 */
import Box from '@mui/material/Box'
import { Link } from 'react-router'
import type { Params } from '../reports/report-hooks.ts'
import { type HubReport, hubLink } from './hub-reports.ts'

/** What a report covers beside its period and branch, in words; empty when it takes both. */
export const coverage = (report: HubReport) =>
  [report.period === 'as_at' && 'As at the end of the period', !report.branch && 'All branches']
    .filter(Boolean)
    .join(' · ')

export function ReportLinks({ reports, filters }: { reports: readonly HubReport[]; filters: Params }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {reports.map((report) => (
        <li key={report.path}>
          <Link to={hubLink(report, filters)}>{report.title}</Link>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            — {report.about}
          </Box>
          {coverage(report) && (
            <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
              {coverage(report)}
            </Box>
          )}
        </li>
      ))}
    </Box>
  )
}
