/**
 * Writes a ticket's deadlines from its clock history, its priority and the business calendar
 * (common/ticket-sla.ts), after anything that changes them: a status change, the first reply, a
 * new priority, an edit of the working hours or holidays. The stored columns are only ever this
 * function's answer, so "due" and "breached" can be filtered in SQL and still mean what the
 * standing computed now would say (tests/db/helpdesk-sla.test.ts checks it).
 */
import { asc, eq, inArray, ne } from 'drizzle-orm'
import type { BusinessCalendar } from '../../../common/business-clock.ts'
import { type Clock, ticketStanding } from '../../../common/ticket-sla.ts'
import type { Db } from '../../db/client.ts'
import { loadCalendar } from './calendar.ts'
import { ticket, ticketClock, ticketPriority, ticketStatus } from './tables.ts'

export interface Standing {
  response: ReturnType<typeof ticketStanding>['response']
  resolution: ReturnType<typeof ticketStanding>['resolution']
}

/** The standings of the given tickets at `now`, by ticket id. */
export async function standings(
  db: Db,
  ids: readonly number[],
  calendar: BusinessCalendar,
  now: Date,
): Promise<Map<number, Standing>> {
  const result = new Map<number, Standing>()
  if (ids.length === 0) return result
  const rows = await db
    .select({
      id: ticket.id,
      firstRespondedAt: ticket.firstRespondedAt,
      responseMinutes: ticketPriority.responseMinutes,
      resolutionMinutes: ticketPriority.resolutionMinutes,
    })
    .from(ticket)
    .innerJoin(ticketPriority, eq(ticketPriority.id, ticket.priorityId))
    .where(inArray(ticket.id, [...ids]))
  const changes = await db
    .select({ ticketId: ticketClock.ticketId, at: ticketClock.at, clock: ticketClock.clock })
    .from(ticketClock)
    .where(inArray(ticketClock.ticketId, [...ids]))
    .orderBy(asc(ticketClock.ticketId), asc(ticketClock.at), asc(ticketClock.id))
  const history = new Map<number, { at: Date; clock: Clock }[]>()
  for (const change of changes) {
    const list = history.get(change.ticketId) ?? []
    list.push({ at: change.at, clock: change.clock as Clock })
    history.set(change.ticketId, list)
  }
  for (const row of rows)
    result.set(row.id, ticketStanding(calendar, { ...row, changes: history.get(row.id) ?? [] }, now))
  return result
}

/** Recomputes and stores the deadlines of the given tickets, or of every ticket not resolved. */
export async function refreshSla(
  db: Db,
  timeZone: string,
  now: Date,
  ids?: readonly number[],
): Promise<void> {
  const targets =
    ids ??
    (
      await db
        .select({ id: ticket.id })
        .from(ticket)
        .innerJoin(ticketStatus, eq(ticketStatus.id, ticket.statusId))
        .where(ne(ticketStatus.clock, 'stopped'))
    ).map((r) => r.id)
  if (targets.length === 0) return
  const calendar = await loadCalendar(db, timeZone)
  const all = await standings(db, targets, calendar, now)
  for (const [id, { response, resolution }] of all) {
    const responseDue = response.state === 'met' || response.state === 'met_late' ? null : response.dueAt
    const resolutionDue =
      resolution.state === 'met' || resolution.state === 'met_late' ? null : resolution.dueAt
    const next = [responseDue, resolutionDue]
      .filter((d): d is Date => d !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0]
    await db
      .update(ticket)
      .set({ responseDueAt: responseDue, resolutionDueAt: resolutionDue, nextDueAt: next ?? null })
      .where(eq(ticket.id, id))
  }
}
