/**
 * The tickets report (issue 16 item 5): the tickets opened in a range, per department, with what
 * became of them and how they kept their service levels: how many were resolved, how many are
 * still open and how many of those are breached now, and per target how many were met in time,
 * met late, or are still pending. Standings come from the same function the ticket page shows
 * (common/ticket-sla.ts), computed now, so the report and the tickets agree.
 */

import { and, asc, gte, lt } from 'drizzle-orm'
import { addDays } from '../../../common/membership-status.ts'
import type { TargetState } from '../../../common/ticket-sla.ts'
import type { Db } from '../../db/client.ts'
import { startOfDay } from '../../http/wire.ts'
import { loadCalendar } from './calendar.ts'
import { standings } from './sla-refresh.ts'
import { ticket, ticketDepartment } from './tables.ts'

export interface TargetCounts {
  met: number
  late: number
  pending: number
}

export interface DepartmentRow {
  department: number | null
  name: string
  opened: number
  resolved: number
  open: number
  breached: number
  response: TargetCounts
  resolution: TargetCounts
}

export interface TicketReport {
  from: string
  to: string
  departments: DepartmentRow[]
  totals: DepartmentRow
}

const emptyRow = (department: number | null, name: string): DepartmentRow => ({
  department,
  name,
  opened: 0,
  resolved: 0,
  open: 0,
  breached: 0,
  response: { met: 0, late: 0, pending: 0 },
  resolution: { met: 0, late: 0, pending: 0 },
})

function count(target: TargetCounts, state: TargetState) {
  if (state === 'met') target.met++
  else if (state === 'met_late' || state === 'breached') target.late++
  else target.pending++
}

export async function ticketReport(
  db: Db,
  range: { from: string; to: string },
  timeZone: string,
  now: Date,
): Promise<TicketReport> {
  const rows = await db
    .select({ id: ticket.id, departmentId: ticket.departmentId, resolvedAt: ticket.resolvedAt })
    .from(ticket)
    .where(
      and(
        gte(ticket.createdAt, startOfDay(range.from, timeZone)),
        lt(ticket.createdAt, startOfDay(addDays(range.to, 1), timeZone)),
      ),
    )
  const departments = await db
    .select({ id: ticketDepartment.id, name: ticketDepartment.name })
    .from(ticketDepartment)
    .orderBy(asc(ticketDepartment.name))
  const byDepartment = new Map(departments.map((d) => [d.id, emptyRow(d.id, d.name)]))
  const totals = emptyRow(null, 'Total')
  const sla = await standings(
    db,
    rows.map((r) => r.id),
    await loadCalendar(db, timeZone),
    now,
  )
  for (const row of rows) {
    const standing = sla.get(row.id)
    const target = byDepartment.get(row.departmentId)
    for (const into of target ? [target, totals] : [totals]) {
      into.opened++
      if (row.resolvedAt) into.resolved++
      else into.open++
      if (standing?.response.state === 'breached' || standing?.resolution.state === 'breached')
        into.breached++
      if (standing) {
        count(into.response, standing.response.state)
        count(into.resolution, standing.resolution.state)
      }
    }
  }
  return {
    ...range,
    departments: [...byDepartment.values()].filter((d) => d.opened > 0),
    totals,
  }
}

const targetJson = (t: TargetCounts) => ({ met: t.met, late: t.late, pending: t.pending })

const rowJson = (r: DepartmentRow) => ({
  ticket_department: r.department,
  name: r.name,
  opened: r.opened,
  resolved: r.resolved,
  open: r.open,
  breached: r.breached,
  response: targetJson(r.response),
  resolution: targetJson(r.resolution),
})

export function ticketReportJson(report: TicketReport) {
  return {
    date_after: report.from,
    date_before: report.to,
    departments: report.departments.map(rowJson),
    totals: rowJson(report.totals),
  }
}
