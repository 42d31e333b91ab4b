/**
 * The help desk's words without React, so they are tested beside it: an SLA standing as a chip
 * ("Breached 2 h ago", "Due in 3 h 20 min", "Paused", "Met") and the times of working hours as
 * the screens write them (09:00) and the wire carries them (540 minutes after midnight).
 *
 * Why "Due in" counts working time and not the clock: the deadline is set in working time
 * (common/ticket-sla.ts), so "Due in 3 h" on a Thursday evening means three working hours, which
 * is what staff plan by; the due time itself is on the ticket's page.
 */
import { formatWorkingTime, minutesOfDay, timeOfDay } from '../../common/business-clock.ts'

/** One target's standing as the API presents it (ticket-present.ts). */
export interface SlaStanding {
  state: 'running' | 'paused' | 'breached' | 'met' | 'met_late'
  due_at: string | null
  elapsed_minutes: number
  target_minutes: number
}

export interface TicketSla {
  response: SlaStanding
  resolution: SlaStanding
}

export type ChipColour = 'error' | 'warning' | 'success' | 'default' | 'info'

const MINUTE = 60_000

/** The chip of one standing: its words and its colour. */
export function slaChip(standing: SlaStanding): { label: string; colour: ChipColour } {
  const over = (standing.elapsed_minutes - standing.target_minutes) * MINUTE
  switch (standing.state) {
    case 'breached':
      return { label: `Breached ${formatWorkingTime(over)} ago`, colour: 'error' }
    case 'running':
      return { label: `Due in ${formatWorkingTime(-over)}`, colour: over > -60 * MINUTE ? 'warning' : 'info' }
    case 'paused':
      return { label: 'Paused', colour: 'default' }
    case 'met':
      return { label: 'Met', colour: 'success' }
    case 'met_late':
      return { label: 'Met late', colour: 'warning' }
  }
}

/**
 * The one standing a list shows for a ticket: the response's until it is met, then the resolution's;
 * a breach of either comes first, since that is what staff must see.
 */
export function ticketSlaStanding(sla: TicketSla | null): SlaStanding | undefined {
  if (!sla) return undefined
  if (sla.response.state === 'breached') return sla.response
  if (sla.response.state === 'running') return sla.response
  return sla.resolution
}

/** Working time left ("3 h 20 min left") or over ("1 h over") of a standing that is not met. */
export function workingTimeLeft(standing: SlaStanding): string {
  const left = (standing.target_minutes - standing.elapsed_minutes) * MINUTE
  return left >= 0 ? `${formatWorkingTime(left)} left` : `${formatWorkingTime(left)} over`
}

/** A stretch of working hours as written on the screen: "09:00–17:00". */
export const stretchText = (from: number, to: number) => `${timeOfDay(from)}–${timeOfDay(to)}`

/**
 * A stretch typed as two times, in minutes after midnight, or the sentence saying what is wrong.
 * "24:00" is the end of the day (1440), which a time input cannot show: an empty "To" means it.
 */
export function stretchFromTimes(
  fromText: string,
  toText: string,
): { start_minute: number; end_minute: number } | string {
  const start = minutesOfDay(fromText)
  const end = toText.trim() === '' ? 1440 : minutesOfDay(toText)
  if (start === undefined || start >= 1440) return 'Write the start as a time such as 09:00.'
  if (end === undefined || end === 0) return 'Write the end as a time such as 17:00.'
  if (end <= start) return 'The end must be later than the start.'
  return { start_minute: start, end_minute: end }
}
