/**
 * What every report screen has around its table (back-office.md §2.8: filter menu, table, print and
 * download): the date range and branch filters, Print (window.print on an A4 stylesheet that hides
 * the back office's frame and shows the letterhead from the general settings, the title, the period
 * and the branch) and "Download CSV" (the report's own URL with format=csv); while the report is read
 * a progress bar, if it fails the reason, and under a long report its pages.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import GlobalStyles from '@mui/material/GlobalStyles'
import LinearProgress from '@mui/material/LinearProgress'
import Pagination from '@mui/material/Pagination'
import type { ReactNode } from 'react'
import { Title } from 'react-admin'
import { Link as RouterLink } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { REPORTS_HUB_PATH } from '../reports-hub/hub-reports.ts'
import { branches, type Letterhead, letterhead, type Named } from '../vouchers/voucher-api.ts'
import { PeriodFields } from './PeriodFields.tsx'
import { type Params, useReadOnce } from './report-hooks.ts'

const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm 10mm' },
      '.print-only': { display: 'none' },
      '@media print': {
        'header, .MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, .RaNotification, .no-print': {
          display: 'none !important',
        },
        '.print-only': { display: 'block' },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '.RaLayout-content': { padding: '0 !important' },
        body: { background: 'white' },
      },
    }}
  />
)

export interface ReportFrameProps {
  title: string
  filters: Params
  set: (changes: Params) => void
  /** The balance sheet is as at one date: no "from". */
  asAt?: boolean
  /** The report's own filters (a ledger, a layout…), after the shared ones. */
  extra?: ReactNode
  /** The CSV export's URL; none while the report cannot be read yet. */
  csv?: string
  /** A line for the printed heading beside the period (the ledger's name…). */
  subject?: string
  loading: boolean
  error?: string
  /** The report's number of pages, when it is read a page at a time (?page=). */
  pages?: number
  /** False for a report with no branches (the donations report): no branch filter or heading. */
  branches?: boolean
  /** False for a report of one branch at a time (a stock card): no "All branches" choice. */
  allBranches?: boolean
  /** False for a report with no period (the inventory summary: its moment is one of its own filters). */
  dates?: boolean
  /** Where "back" leads: the reports hub, every report the user may read, by default. */
  home?: { to: string; label: string }
  children?: ReactNode
}

const REPORTS_HOME = { to: REPORTS_HUB_PATH, label: 'All reports' }

export function ReportFrame(props: ReportFrameProps) {
  const { title, filters, set, asAt, extra, csv, subject, loading, error, pages, children } = props
  const { branches: byBranch = true, allBranches = true, dates = true, home = REPORTS_HOME } = props
  const branchOptions = useReadOnce<Named[]>(branches, [])
  const letterheadRead = useReadOnce<Letterhead | undefined>(letterhead, undefined)
  const branchName = branchOptions.find((b) => String(b.id) === filters.branch)?.name
  const period = asAt
    ? `As at ${formatOrgDate(filters.date_before)}`
    : `${formatOrgDate(filters.date_after)} to ${formatOrgDate(filters.date_before)}`

  return (
    <Box sx={{ p: 2, '@media print': { p: 0 } }}>
      {printStyles}
      <Title title={title} />
      <Box className="no-print" sx={{ mb: 1 }}>
        <RouterLink to={home.to}>{home.label}</RouterLink>
      </Box>
      <Box className="print-only" sx={letterheadSx}>
        <p className="organisation">{letterheadRead?.name}</p>
        {letterheadRead?.address && <p>{letterheadRead.address}</p>}
      </Box>
      <Box component="h1" sx={{ fontSize: '1.4rem', my: 1 }}>
        {title}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 2 }} data-testid="report-period">
        {[subject, dates && period, byBranch && (branchName ? `Branch: ${branchName}` : 'All branches')]
          .filter(Boolean)
          .join(' · ')}
      </Box>
      <Box
        className="no-print"
        component="form"
        aria-label="Report filters"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <PeriodFields
          filters={filters}
          set={set}
          asAt={asAt}
          dates={dates}
          branches={byBranch}
          allBranches={allBranches}
        />
        {extra}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
        {csv && (
          <Button component="a" href={csv} variant="outlined">
            Download CSV
          </Button>
        )}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {loading && !error && <LinearProgress aria-label={`Reading the ${title.toLowerCase()}`} />}
      {/* A wide table scrolls inside this box, which the keyboard can reach to scroll it. */}
      <Box sx={tableSx} role="region" aria-label={title} tabIndex={0}>
        {children}
      </Box>
      {pages !== undefined && pages > 1 && (
        <Pagination
          className="no-print"
          count={pages}
          page={Number(filters.page ?? '1')}
          onChange={(_, to) => set({ page: to > 1 ? String(to) : undefined })}
          aria-label={`${title} pages`}
        />
      )}
    </Box>
  )
}

const letterheadSx = {
  borderBottom: '2px solid #000',
  pb: 1,
  mb: 1,
  '& p': { m: 0 },
  '& .organisation': { fontSize: '16pt', fontWeight: 700 },
} as const

/** The tables' look, on screen and on paper: amounts right-aligned in tabular figures. */
const tableSx = {
  overflowX: 'auto',
  '@media print': {
    overflow: 'visible',
    fontSize: '9.5pt',
    color: '#000',
    '& th, & td': { borderColor: '#000' },
    // A link on paper is just its text.
    '& a': { color: 'inherit', textDecoration: 'none' },
  },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: 2 },
  '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
  '& th[scope="colgroup"]': { textAlign: 'center' },
  '& .nowrap': { whiteSpace: 'nowrap' },
  '& th.amount, & td.amount': {
    textAlign: 'right',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  // A row's name is its header cell, in the text's weight unless the row is a heading or a total.
  '& tbody th[scope="row"]': { fontWeight: 'normal' },
  '& tfoot th, & tfoot td, & tr.total th, & tr.total td': { fontWeight: 700, borderTop: 2 },
  '& tr.strong, & tr.strong th, & th.strong, & td.strong': { fontWeight: 700 },
  '& .indent': { pl: 3.5 },
  // Where the right side of a two-sided statement starts.
  '& .side-start': { borderLeft: 1, borderLeftColor: 'divider' },
} as const
