/**
 * Dates and times in the back office, shown as the organisation sees them. The server writes
 * timestamps in the site's time zone with its offset (2026-11-21T14:22:09.417000+06:00) and dates
 * as YYYY-MM-DD. Converting them to the browser's zone would show a colleague travelling abroad a
 * different hour than the office: so the wall-clock time the server wrote is shown as it is, read
 * as UTC and formatted in UTC, which never shifts it.
 *
 * The locale is the browser's (navigator.language), falling back to en-GB: staff read dates in the
 * order they are used to, and the organisation's own documents use day-month-year.
 */
export const FALLBACK_LOCALE = 'en-GB'

export function orgLocale(): string {
  return globalThis.navigator?.language || FALLBACK_LOCALE
}

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

function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'UTC',
    })
    formatters.set(key, format)
  }
  return format
}

/**
 * "21 Nov 2026" for a date, "21 Nov 2026, 14:22" for a timestamp (in en-GB); an empty value gives
 * "", text the server did not write as a date is shown as it is.
 */
export function formatOrgDate(value: unknown, locale = orgLocale()): string {
  if (value === null || value === undefined || value === '') return ''
  const text = String(value)
  const parsed = wallClock(text)
  return parsed ? formatter(locale, parsed.hasTime).format(parsed.date) : text
}
