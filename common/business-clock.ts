/**
 * Working time on a business calendar: the help desk's service-level clock (issue 16). A calendar
 * is the working stretches of each weekday in the organisation's time zone (Sunday–Thursday
 * 09:00–17:00 in Bangladesh, where Friday and Saturday are the weekend) and the holidays, whole
 * local days that are not worked. Two questions are answered: how much working time lies between
 * two instants, and when a given amount of working time from an instant runs out (a deadline).
 *
 * Why not count wall-clock hours: "respond within 8 hours" to a ticket sent on Thursday evening
 * means Sunday afternoon, not Friday morning (osTicket #1168, #2131: the complaint this answers).
 *
 * Each local day's stretches are turned into instants with that day's UTC offset, so a zone with
 * summer time is handled day by day (Asia/Dhaka has none). The arithmetic is in milliseconds; the
 * tests compare it with a minute-by-minute count.
 */

/** One working stretch of a day, in minutes after local midnight: from < to ≤ 1440. */
export interface Stretch {
  from: number
  to: number
}

export interface BusinessCalendar {
  timeZone: string
  /** Index 0 = Sunday … 6 = Saturday; a day without stretches is not worked. */
  week: readonly (readonly Stretch[])[]
  /** Local dates (YYYY-MM-DD) that are not worked whatever the weekday. */
  holidays: ReadonlySet<string>
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** How far a deadline is looked for: a calendar of holidays only would otherwise never end. */
const MAX_DAYS = 3 * 366

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The zone's offset from UTC at an instant, in ms (Asia/Dhaka: +6 h). */
export function zoneOffset(timeZone: string, at: number): number {
  const parts: Record<string, number> = {}
  for (const part of formatterOf(timeZone).formatToParts(new Date(at)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return wall - (at - (at % 1000))
}

/** A local day as the UTC midnight of the same calendar date (a day number, not an instant). */
const localDayOf = (timeZone: string, at: number) => {
  const wall = at + zoneOffset(timeZone, at)
  return wall - (((wall % DAY) + DAY) % DAY)
}

const isoDate = (day: number) => new Date(day).toISOString().slice(0, 10)

/** The day's working stretches as instants [start, end), in order. */
function stretchesOn(calendar: BusinessCalendar, day: number): [number, number][] {
  if (calendar.holidays.has(isoDate(day))) return []
  const weekday = new Date(day).getUTCDay()
  // The offset at local noon: the day's offset whichever side of a summer-time change its hours lie.
  const offset = zoneOffset(calendar.timeZone, day + DAY / 2 - zoneOffset(calendar.timeZone, day))
  return (calendar.week[weekday] ?? []).map((s) => [
    day + s.from * MINUTE - offset,
    day + s.to * MINUTE - offset,
  ])
}

/** Whether the calendar works at all (a week with no stretches has no deadlines). */
export function hasWorkingTime(calendar: BusinessCalendar): boolean {
  return calendar.week.some((day) => day.some((s) => s.to > s.from))
}

/** The working time in [from, to), in ms; 0 when to ≤ from. */
export function workingMsBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  const start = from.getTime()
  const end = to.getTime()
  if (end <= start) return 0
  let total = 0
  // A day either side: a stretch of the local day before may still be running at `start` in UTC terms.
  for (let day = localDayOf(calendar.timeZone, start) - DAY; day <= end + DAY; day += DAY) {
    for (const [a, b] of stretchesOn(calendar, day)) {
      const overlap = Math.min(b, end) - Math.max(a, start)
      if (overlap > 0) total += overlap
    }
  }
  return total
}

/**
 * The earliest instant at which `ms` of working time have passed since `from` (a deadline), or
 * null when the calendar has no working time within three years.
 */
export function addWorkingMs(calendar: BusinessCalendar, from: Date, ms: number): Date | null {
  const start = from.getTime()
  if (ms <= 0) return new Date(start)
  if (!hasWorkingTime(calendar)) return null
  let left = ms
  const first = localDayOf(calendar.timeZone, start) - DAY
  for (let day = first; day <= first + MAX_DAYS * DAY; day += DAY) {
    for (const [a, b] of stretchesOn(calendar, day)) {
      const begin = Math.max(a, start)
      if (b <= begin) continue
      if (left <= b - begin) return new Date(begin + left)
      left -= b - begin
    }
  }
  return null
}

/** "09:00" ↔ 540: how the screens and the database write a stretch's ends. */
export function minutesOfDay(text: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text.trim())
  if (!match) return undefined
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes <= 1440 ? minutes : undefined
}

export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** "3 h 20 min" of working time, for deadlines and what is left of them. */
export function formatWorkingTime(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}
