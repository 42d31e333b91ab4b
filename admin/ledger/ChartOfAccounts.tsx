/**
 * The chart of accounts: primary groups → groups → ledgers as an ARIA tree grid with each node's
 * balance up to a date, Dr or Cr in Bangladeshi grouping. Arrow keys move between rows, Right and
 * Left open and close a node (or go to its first child or its parent), Enter opens a ledger or
 * group for editing. The masters keep the generic create and edit screens; this replaces the
 * ledger list, since accountants read the chart as a tree.
 */
import Add from '@mui/icons-material/Add'
import ChevronRight from '@mui/icons-material/ChevronRight'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Title, useCanAccess, usePermissions } from 'react-admin'
import { Link, useNavigate } from 'react-router'
import type { ChartAnswer, ChartPrimary } from '../../common/chart-of-accounts.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { AccessDenied } from '../layout/AccessDenied.tsx'
import { permits } from '../providers/auth-provider.ts'
import { requestJson } from '../providers/http.ts'
import { type ChartRow, chartRows } from './chart-rows.ts'

const CHART_URL = '/ledger_account/api/v1/ledger_account/chart/'

/** "1,25,000.00 Dr", "300.00 Cr", or a dash for nothing. */
export function drCr(balance: string): string {
  const paisa = parseAmount(balance) ?? 0n
  if (paisa === 0n) return '—'
  return `${formatTaka(paisa < 0n ? -paisa : paisa)} ${paisa < 0n ? 'Cr' : 'Dr'}`
}

export default function ChartOfAccounts() {
  const { canAccess, isPending } = useCanAccess({ resource: 'ledger_account', action: 'list' })
  if (isPending) return null
  return canAccess ? <ChartTree /> : <AccessDenied />
}

function ChartTree() {
  const { permissions } = usePermissions<string[]>()
  const mayCreateLedger = permits(permissions ?? [], 'ledger_account', 'create')
  const mayCreateGroup = permits(permissions ?? [], 'group', 'create')
  const navigate = useNavigate()
  const [date, setDate] = useState('')
  const [chart, setChart] = useState<ChartPrimary[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [focused, setFocused] = useState<string | null>(null)
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>())

  useEffect(() => {
    let live = true
    setError(null)
    requestJson<ChartAnswer>(date ? `${CHART_URL}?date_before=${encodeURIComponent(date)}` : CHART_URL)
      .then((answer) => {
        if (!live) return
        setChart(answer.primary_groups)
        // The primary groups open at first, so the top groups and their balances show.
        setExpanded((open) => (open.size ? open : new Set(answer.primary_groups.map((p) => `p${p.id}`))))
      })
      .catch(
        (e: unknown) => live && setError(e instanceof Error ? e.message : 'The chart could not be read.'),
      )
    return () => {
      live = false
    }
  }, [date])

  const rows = useMemo(() => (chart ? chartRows(chart, expanded) : []), [chart, expanded])
  const current = focused && rows.some((r) => r.key === focused) ? focused : (rows[0]?.key ?? null)

  const focusRow = useCallback((key: string) => {
    setFocused(key)
    rowRefs.current.get(key)?.focus()
  }, [])

  const toggle = (row: ChartRow, open: boolean) =>
    setExpanded((was) => {
      const next = new Set(was)
      if (open) next.add(row.key)
      else next.delete(row.key)
      return next
    })

  const editPath = (row: ChartRow) =>
    row.kind === 'ledger' ? `/ledger_account/${row.id}` : row.kind === 'group' ? `/group/${row.id}` : null

  function onKeyDown(event: KeyboardEvent, row: ChartRow, index: number) {
    const open = expanded.has(row.key)
    const go = (to: ChartRow | undefined) => {
      if (!to) return
      event.preventDefault()
      focusRow(to.key)
    }
    switch (event.key) {
      case 'ArrowDown':
        return go(rows[index + 1])
      case 'ArrowUp':
        return go(rows[index - 1])
      case 'Home':
        return go(rows[0])
      case 'End':
        return go(rows.at(-1))
      case 'ArrowRight':
        event.preventDefault()
        if (row.expandable && !open) toggle(row, true)
        else if (open) go(rows[index + 1])
        return
      case 'ArrowLeft':
        event.preventDefault()
        if (open) toggle(row, false)
        else if (row.parent) go(rows.find((r) => r.key === row.parent))
        return
      case 'Enter': {
        const path = editPath(row)
        if (path) navigate(path)
        else if (row.expandable) toggle(row, !open)
        return
      }
    }
  }

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Chart of accounts" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          type="date"
          label="Balances up to"
          size="small"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Empty: every posted entry"
        />
        <Box sx={{ flex: 1 }} />
        {mayCreateGroup && (
          <Button component={Link} to="/group/create" startIcon={<Add />} variant="outlined">
            New group
          </Button>
        )}
        {mayCreateLedger && (
          <Button component={Link} to="/ledger_account/create" startIcon={<Add />} variant="contained">
            New ledger
          </Button>
        )}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {!chart && !error && <LinearProgress aria-label="Reading the chart" />}
      {chart && (
        <Box
          component="table"
          role="treegrid"
          aria-label="Chart of accounts"
          sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 0.75, px: 1 } }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                Account
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                Type
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
                Balance (BDT)
              </Box>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const open = expanded.has(row.key)
              const path = editPath(row)
              return (
                <Box
                  component="tr"
                  key={row.key}
                  ref={(el: HTMLTableRowElement | null) => {
                    if (el) rowRefs.current.set(row.key, el)
                    else rowRefs.current.delete(row.key)
                  }}
                  aria-level={row.level}
                  aria-expanded={row.expandable ? open : undefined}
                  tabIndex={row.key === current ? 0 : -1}
                  onFocus={() => setFocused(row.key)}
                  onKeyDown={(e: KeyboardEvent) => onKeyDown(e, row, index)}
                  data-testid={`chart-row-${row.key}`}
                  sx={{
                    borderBottom: 1,
                    borderColor: 'divider',
                    fontWeight: row.kind === 'ledger' ? 'normal' : 'bold',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <Box component="td" sx={{ pl: `${(row.level - 1) * 24 + 8}px !important` }}>
                    {row.expandable ? (
                      <Button
                        size="small"
                        tabIndex={-1}
                        onClick={() => toggle(row, !open)}
                        aria-label={`${open ? 'Collapse' : 'Expand'} ${row.name}`}
                        sx={{ minWidth: 0, p: 0, mr: 0.5 }}
                      >
                        {open ? <ExpandMore /> : <ChevronRight />}
                      </Button>
                    ) : (
                      <Box component="span" sx={{ display: 'inline-block', width: 28 }} />
                    )}
                    {path ? (
                      <Link to={path} tabIndex={-1}>
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                    {row.ledger?.code ? ` (${row.ledger.code})` : ''}
                    {row.ledger && !row.ledger.is_active ? ' — inactive' : ''}
                  </Box>
                  <td>
                    {row.kind === 'ledger' ? row.ledger?.account_type : row.kind === 'group' ? 'group' : ''}
                  </td>
                  <Box component="td" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {drCr(row.balance)}
                  </Box>
                </Box>
              )
            })}
          </tbody>
        </Box>
      )}
    </Box>
  )
}
