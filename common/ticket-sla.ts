/**
 * Where a ticket stands against its service-level targets (issue 16 item 3), from its history
 * alone: the clock runs in the statuses that wait on staff, pauses in those that wait on the
 * requester, and stops when the ticket is resolved; only working time on the business calendar
 * counts (business-clock.ts). Two targets per priority: the first response (met by staff's first
 * reply the requester sees) and the resolution (met when the ticket reaches a stopped status;
 * reopening it starts the clock again where it left off).
 *
 * Nothing here is stored as a running counter: the ticket keeps its history of clock changes,
 * and the deadlines written on its row are this function's answer, recomputed whenever the
 * history, the priority or the calendar changes (helpdesk/sla-refresh.ts).
 */
import { addWorkingMs, type BusinessCalendar, workingMsBetween } from './business-clock.ts'

export const CLOCKS = ['running', 'paused', 'stopped'] as const
export type Clock = (typeof CLOCKS)[number]

/** One change of the ticket's status, as its clock saw it; the first is the ticket's opening. */
export interface ClockChange {
  at: Date
  clock: Clock
}

export type TargetState = 'running' | 'paused' | 'breached' | 'met' | 'met_late'

export interface TargetStanding {
  state: TargetState
  /** Working time counted so far (until met, or until now). */
  elapsedMs: number
  /** When the target runs (or ran) out while the clock runs; null while paused or once met in time. */
  dueAt: Date | null
  targetMs: number
}

const MINUTE = 60_000

/** The running stretches [start, end) of the history, the last one ending at `end`. */
function runningStretches(changes: readonly ClockChange[], end: Date): [Date, Date][] {
  const stretches: [Date, Date][] = []
  changes.forEach((change, i) => {
    if (change.clock !== 'running') return
    const next = changes[i + 1]?.at ?? end
    const stop = next.getTime() < end.getTime() ? next : end
    if (stop.getTime() > change.at.getTime()) stretches.push([change.at, stop])
  })
  return stretches
}

/**
 * One target's standing at `now`. `metAt` is when it was met (first response; resolution), or
 * null; the clock is counted up to it.
 */
export function targetStanding(
  calendar: BusinessCalendar,
  changes: readonly ClockChange[],
  targetMinutes: number,
  metAt: Date | null,
  now: Date,
): TargetStanding {
  const targetMs = targetMinutes * MINUTE
  const end = metAt && metAt.getTime() < now.getTime() ? metAt : now
  let elapsedMs = 0
  let dueAt: Date | null = null
  for (const [start, stop] of runningStretches(changes, end)) {
    const worked = workingMsBetween(calendar, start, stop)
    if (dueAt === null && elapsedMs + worked >= targetMs)
      dueAt = addWorkingMs(calendar, start, targetMs - elapsedMs)
    elapsedMs += worked
  }
  const last = changes[changes.length - 1]
  const running = !metAt && last?.clock === 'running'
  // Still running and not yet out of time: the deadline lies ahead, counted from the last change.
  if (dueAt === null && running && last) {
    const before = elapsedMs - workingMsBetween(calendar, last.at, end)
    dueAt = addWorkingMs(calendar, last.at, targetMs - before)
  }
  if (metAt) return { state: elapsedMs > targetMs ? 'met_late' : 'met', elapsedMs, dueAt: null, targetMs }
  if (elapsedMs >= targetMs && elapsedMs > 0) return { state: 'breached', elapsedMs, dueAt, targetMs }
  if (dueAt && dueAt.getTime() <= now.getTime()) return { state: 'breached', elapsedMs, dueAt, targetMs }
  return { state: running ? 'running' : 'paused', elapsedMs, dueAt: running ? dueAt : null, targetMs }
}

export interface TicketTimes {
  changes: readonly ClockChange[]
  firstRespondedAt: Date | null
  responseMinutes: number
  resolutionMinutes: number
}

/** The response and resolution standings of a ticket; the resolution is met while it is stopped. */
export function ticketStanding(calendar: BusinessCalendar, ticket: TicketTimes, now: Date) {
  const last = ticket.changes[ticket.changes.length - 1]
  const resolvedAt = last?.clock === 'stopped' ? last.at : null
  return {
    response: targetStanding(
      calendar,
      ticket.changes,
      ticket.responseMinutes,
      ticket.firstRespondedAt ?? resolvedAt,
      now,
    ),
    resolution: targetStanding(calendar, ticket.changes, ticket.resolutionMinutes, resolvedAt, now),
  }
}
