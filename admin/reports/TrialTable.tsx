/**
 * The trial balance's rows as a table: primary group → group → ledger, indented by depth, with
 * opening, period debit and credit, and closing Dr/Cr; a group's button (a real button, so Tab and
 * Enter or Space work) expands or collapses it, a group opens its details, a ledger its statement for
 * the same period (the drill-down). The group details screen shows its rows the same way.
 */
import ChevronRight from '@mui/icons-material/ChevronRight'
import ExpandMore from '@mui/icons-material/ExpandMore'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { Link } from 'react-router'
import type { TrialRow } from './report-api.ts'
import { type Params, periodParams } from './report-hooks.ts'
import { hasChildren, rowKey, taka, takaOrZero, visibleRows } from './report-math.ts'
import { reportPath } from './report-paths.ts'

export interface TrialTotals {
  opening_dr?: string
  opening_cr?: string
  period_dr?: string
  period_cr?: string
  dr: string
  cr: string
}

export function TrialTable({
  rows,
  totals,
  filters,
  label,
}: {
  rows: TrialRow[]
  totals: TrialTotals
  filters: Params
  label: string
}) {
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const shown = visibleRows(rows, collapsed)
  const indexOf = new Map(rows.map((row, i) => [row, i]))
  const period = periodParams(filters)
  const toggle = (key: string) =>
    setCollapsed((was) => {
      const next = new Set(was)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  return (
    <table aria-label={label}>
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Particulars
          </th>
          <th scope="colgroup" colSpan={2} className="amount">
            Opening balance
          </th>
          <th scope="colgroup" colSpan={2} className="amount">
            Transactions
          </th>
          <th scope="colgroup" colSpan={2} className="amount">
            Closing balance
          </th>
        </tr>
        <tr>
          {['Opening', 'Period', 'Closing'].flatMap((part) =>
            ['Dr', 'Cr'].map((side) => (
              <th key={part + side} scope="col" className="amount" aria-label={`${part} ${side}`}>
                {side === 'Dr' ? 'Debit' : 'Credit'}
              </th>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => {
          const key = rowKey(row)
          const expandable = hasChildren(rows, indexOf.get(row) ?? 0)
          const open = !collapsed.has(key)
          const to =
            row.group_or_ledger === 'ledger'
              ? reportPath('ledger_statement', { ...period, ledger: String(row.id) })
              : row.group_or_ledger === 'group'
                ? reportPath('group_details', { ...period, group: String(row.id) })
                : null
          return (
            <tr key={key} className={row.group_or_ledger === 'ledger' ? undefined : 'strong'} data-row={key}>
              <th scope="row" style={{ paddingLeft: `${row.depth * 20 + 8}px`, fontWeight: 'inherit' }}>
                {expandable ? (
                  <IconButton
                    className="no-print"
                    size="small"
                    aria-expanded={open}
                    aria-label={`${open ? 'Collapse' : 'Expand'} ${row.name}`}
                    onClick={() => toggle(key)}
                    sx={{ p: 0, mr: 0.5 }}
                  >
                    {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
                  </IconButton>
                ) : null}
                {to ? <Link to={to}>{row.name}</Link> : row.name}
              </th>
              <td className="amount">{taka(row.opening_debit)}</td>
              <td className="amount">{taka(row.opening_credit)}</td>
              <td className="amount">{taka(row.period_debit)}</td>
              <td className="amount">{taka(row.period_credit)}</td>
              <td className="amount">{taka(row.debit)}</td>
              <td className="amount">{taka(row.credit)}</td>
            </tr>
          )
        })}
      </tbody>
      <tfoot>
        <tr data-testid="trial-totals">
          <th scope="row">Total</th>
          <td className="amount">{totals.opening_dr === undefined ? '' : takaOrZero(totals.opening_dr)}</td>
          <td className="amount">{totals.opening_cr === undefined ? '' : takaOrZero(totals.opening_cr)}</td>
          <td className="amount">{totals.period_dr === undefined ? '' : takaOrZero(totals.period_dr)}</td>
          <td className="amount">{totals.period_cr === undefined ? '' : takaOrZero(totals.period_cr)}</td>
          <td className="amount" data-testid="total-dr">
            {takaOrZero(totals.dr)}
          </td>
          <td className="amount" data-testid="total-cr">
            {takaOrZero(totals.cr)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
