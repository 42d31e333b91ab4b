/**
 * The first screen after signing in: the figures the role may read (GET /api/v1/dashboard/, each
 * computed by the server from the area that owns it), grouped in sections, each a link to the
 * filtered list or report it summarises; the income and expenditure chart; the site's content
 * counted; shortcuts to the everyday jobs; and the recent changes. The Editor sees the site's
 * content, not the books: the server sends that role no figure.
 */
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Title, usePermissions } from 'react-admin'
import {
  type Dashboard as DashboardAnswer,
  type DashboardFigure,
  FIGURE_SECTIONS,
  type FigureSection,
} from '../../common/dashboard.ts'
import { formatOrgDate } from '../dates.ts'
import { messageOf } from '../giving/donation-api.ts'
import { readDashboard } from './dashboard-api.ts'
import { BalancesCard, FigureCard } from './FigureCards.tsx'
import { MonthsChart } from './MonthsChart.tsx'
import { RecentChanges } from './RecentChanges.tsx'
import { Shortcuts } from './Shortcuts.tsx'
import { SiteContent } from './SiteContent.tsx'

/** Cards side by side as the width allows: one column on a phone, four on a wide screen. */
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
} as const

function useDashboard() {
  const [data, setData] = useState<DashboardAnswer>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    let live = true
    readDashboard().then(
      (answer) => live && setData(answer),
      (e: unknown) => live && setError(messageOf(e, 'The figures could not be read.')),
    )
    return () => {
      live = false
    }
  }, [])
  return { data, error }
}

function Figure({ figure }: { figure: DashboardFigure }) {
  switch (figure.kind) {
    case 'count':
    case 'amount':
      return <FigureCard figure={figure} />
    case 'balances':
      return <BalancesCard figure={figure} />
    case 'months':
      return <MonthsChart figure={figure} />
    case 'changes':
      return null // drawn last, as its own section
  }
}

function Section({ section, figures }: { section: FigureSection; figures: DashboardFigure[] }) {
  const id = `section-${section}`
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {FIGURE_SECTIONS[section]}
      </Typography>
      <Box sx={GRID}>
        {figures.map((f) => (
          <Figure key={f.key} figure={f} />
        ))}
      </Box>
    </Box>
  )
}

export default function Dashboard() {
  const { permissions, isPending } = usePermissions<string[]>()
  const { data, error } = useDashboard()
  const figures = data?.figures ?? []
  const sections = (Object.keys(FIGURE_SECTIONS) as FigureSection[])
    .filter((s) => s !== 'activity')
    .map((section) => ({ section, figures: figures.filter((f) => f.section === section) }))
    .filter((s) => s.figures.length > 0)
  const changes = figures.find((f) => f.kind === 'changes')
  return (
    <Box component="main" sx={{ py: 2, minWidth: 0 }}>
      <Title title="Dashboard" />
      <Typography component="h1" variant="h5" gutterBottom>
        Dashboard
      </Typography>
      {data && sections.length > 0 && (
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          As things stand now, {formatOrgDate(data.today)}. Each figure opens the list behind it.
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {!data && !error && (
        <Typography role="status" sx={{ mb: 2 }}>
          Loading the figures…
        </Typography>
      )}
      {sections.map((s) => (
        <Section key={s.section} {...s} />
      ))}
      {!isPending && <SiteContent permissions={permissions ?? []} grid={GRID} />}
      {!isPending && <Shortcuts permissions={permissions ?? []} />}
      {changes?.kind === 'changes' && <RecentChanges figure={changes} />}
    </Box>
  )
}
