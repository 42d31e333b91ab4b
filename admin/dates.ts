/**
 * Dates and times in the back office, shown as the organisation sees them. The server writes
 * timestamps in the site's time zone with its offset (2026-11-21T14:22:09.417000+06:00) and dates
 * as YYYY-MM-DD. Converting them to the browser's zone would show a colleague travelling abroad a
 * different hour than the office: so the wall-clock time the server wrote is shown as it is, read
 * as UTC and formatted in UTC, which never shifts it.
 *
 * One format everywhere, whatever the browser's language: "21 May 2026" and "21 May 2026, 14:05"
 * (day-month-year, 24-hour clock, as the site and the organisation's documents write them), so
 * every list, screen and dialog reads the same and no one mistakes 05/06 for 6 May.
 */
const LOCALE = 'en-GB'

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/

/** The server's date or timestamp as the same wall-clock moment in UTC; undefined when unreadable. */
export function wallClock(value: string): { date: Date; hasTime: boolean } | undefined {
  const match = WALL_CLOCK.exec(value)
  if (!match) return undefined
  const [, year, month, day, hour, minute, second] = match
  const date = new Date(
    Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
    ),
  )
  // Date.UTC rolls 2026-13-45 over into 2027: such text is not a date the server wrote.
  const sameDay = date.getUTCMonth() + 1 === Number(month) && date.getUTCDate() === Number(day)
  return sameDay ? { date, hasTime: hour !== undefined } : undefined
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
      timeZone,
    })
    formatters.set(key, format)
  }
  return format
}

/**
 * "21 Nov 2026" for a date, "21 Nov 2026, 14:22" for a timestamp; an empty value gives "", text
 * the server did not write as a date is shown as it is.
 */
export function formatOrgDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  const text = String(value)
  const parsed = wallClock(text)
  return parsed ? formatter('UTC', parsed.hasTime).format(parsed.date) : text
}

/**
 * A moment the browser took (milliseconds since 1970, e.g. when a draft was kept) in the same format,
 * at the organisation's wall-clock time: `timeZone` is the admin schema's.
 */
export function formatOrgMoment(at: number, timeZone: string): string {
  return formatter(timeZone, true).format(new Date(at))
}

/**
 * Today (YYYY-MM-DD) on the organisation's calendar, `timeZone` being the admin schema's: a report's
 * "this month" turns over at midnight in Dhaka, not at midnight where the browser happens to be.
 */
export function orgToday(timeZone: string, now: number = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
