/**
 * When a recurring job is due: the latest occurrence at or before a moment. Pure, so the runner's
 * scheduling is tested without a clock. An occurrence is identified by its instant, and its row's
 * key is "name@instant": every process computing the same occurrence inserts the same key, and the
 * database keeps one (ADR 023). Only the latest occurrence is scheduled: a server that was down
 * for three days runs a daily job once when it comes back, not three times.
 */

import { zoneOffset as offsetAt } from '../../common/business-clock.ts'
export type Recurrence =
  /** Every n minutes, on the multiples of n since the epoch (every 10: at :00, :10, :20 …). */
  | { everyMinutes: number }
  /** Once a day at HH:MM in the organisation's time zone. */
  | { dailyAt: string }

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The time zone's offset from UTC at a moment, in ms (Asia/Dhaka: +6 h): the business clock's. */
export const zoneOffset = (moment: number, timeZone: string): number => offsetAt(timeZone, moment)

/** HH:MM as minutes after midnight; throws on anything else (a definition's typo fails at start). */
export function minutesOfDay(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text)
  if (!match) throw new Error(`"${text}" is not a time of day as HH:MM (24-hour).`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** The latest occurrence at or before `now` (ms since the epoch). */
export function latestOccurrence(recurrence: Recurrence, now: number, timeZone: string): number {
  if ('everyMinutes' in recurrence) {
    const step = recurrence.everyMinutes * MINUTE
    if (!Number.isInteger(recurrence.everyMinutes) || step <= 0)
      throw new Error('everyMinutes must be a whole number of minutes above 0.')
    return Math.floor(now / step) * step
  }
  const at = minutesOfDay(recurrence.dailyAt) * MINUTE
  // Today's date where the organisation is, then that date's HH:MM there, back to UTC.
  const offset = zoneOffset(now, timeZone)
  const localMidnight = Math.floor((now + offset) / DAY) * DAY
  const today = localMidnight + at - zoneOffset(localMidnight + at - offset, timeZone)
  return today <= now ? today : today - DAY
}

/** The key of an occurrence's row: the same in every process. */
export const occurrenceKey = (name: string, occurrence: number) =>
  `${name}@${new Date(occurrence).toISOString()}`
