/**
 * The reports hub (issue 16 item 5): every report the user's role may read, grouped by area, under
 * one filter bar. The period (From, To, or a quick choice: this month, last month, this fiscal
 * year) and the branch are kept in the hub's own address, as a report keeps its filters, and every
 * report's link carries them (hub-reports.ts), so the report opens already filtered, with its own
 * Print and Download CSV.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useId } from 'react'
import { Loading, Title } from 'react-admin'
import { orgToday } from '../dates.ts'
import { PeriodFields } from '../reports/PeriodFields.tsx'
import { fiscalYearStartMonth } from '../reports/report-api.ts'
import { type Params, useFilters, useReadOnce } from '../reports/report-hooks.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { type HubArea, type HubReport, hubGroups, readableReports } from './hub-reports.ts'
import { QUICK_RANGES, type QuickRangeId, quickRange } from './quick-ranges.ts'
import { ReportLinks } from './ReportLinks.tsx'

function QuickRanges({
  filters,
  set,
  timeZone,
}: {
  filters: Params
  set: (c: Params) => void
  timeZone: string
}) {
  const startMonth = useReadOnce<number | undefined>(fiscalYearStartMonth, undefined)
  const rangeOf = (id: QuickRangeId) =>
    startMonth === undefined ? undefined : quickRange(id, orgToday(timeZone), startMonth)
  return (
    <Box role="group" aria-label="Quick periods" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {QUICK_RANGES.map(({ id, label }) => {
        const range = rangeOf(id)
        const chosen = range?.from === filters.date_after && range?.to === filters.date_before
        return (
          <Button
            key={id}
            size="small"
            variant={chosen ? 'contained' : 'outlined'}
            aria-pressed={chosen}
            disabled={!range}
            onClick={() => range && set({ date_after: range.from, date_before: range.to })}
          >
            {label}
          </Button>
        )
      })}
    </Box>
  )
}

function AreaSection({ area, reports, filters }: { area: HubArea; reports: HubReport[]; filters: Params }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Box component="h2" id={headingId} sx={{ fontSize: '1.15rem', mb: 1 }}>
        {area}
      </Box>
      <ReportLinks reports={reports} filters={filters} />
    </Box>
  )
}

export default function ReportsHub() {
  const schema = useAdminSchema()
  const { filters, set } = useFilters()
  if (!schema) return <Loading />
  const groups = hubGroups(readableReports(schema))
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Reports" />
      <Box component="h1" sx={{ fontSize: '1.4rem', mt: 0 }}>
        Reports
      </Box>
      <Box component="p" sx={{ mt: 0 }}>
        Choose the period and the branch once: each report below opens with them, ready to print or download
        as CSV. This month and this fiscal year run up to today.
      </Box>
      <Box
        component="form"
        aria-label="Period and branch for every report"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}
      >
        <PeriodFields filters={filters} set={set} />
        <QuickRanges filters={filters} set={set} timeZone={schema.timeZone} />
      </Box>
      {groups.length === 0 && <Alert severity="info">Your role may not read any report.</Alert>}
      {groups.map((group) => (
        <AreaSection key={group.area} area={group.area} reports={group.reports} filters={filters} />
      ))}
    </Box>
  )
}
