/** Value formats of the original service's JSON (api-contract §1.4, §1.5). */

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** Minutes east of UTC that `timeZone` has at `date` (DST-aware). */
function offsetMinutes(date: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetFormats.set(timeZone, format)
  }
  const name = format.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/**
 * The moment a calendar day ("2026-11-21") starts in a time zone: what staff mean by "from" a
 * date. The offset is read again at the first guess, so a day that starts on a DST change is right.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  const guess = utcMidnight - offsetMinutes(new Date(utcMidnight), timeZone) * 60_000
  return new Date(utcMidnight - offsetMinutes(new Date(guess), timeZone) * 60_000)
}

/** The calendar date of a moment in a time zone (YYYY-MM-DD). */
export function dateIn(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment)
}

/** ISO-8601 with microseconds and the zone's offset, as DRF wrote it: 2024-03-05T14:22:09.417000+06:00 */
export function formatDateTime(date: Date | null, timeZone: string): string | null {
  if (!date) return null
  const offset = offsetMinutes(date, timeZone)
  const local = new Date(date.getTime() + offset * 60_000).toISOString() // "…T14:22:09.417Z"
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${local.slice(0, 23)}000${sign}${hh}:${mm}`
}

/**
 * URL of a stored file as Django's storage wrote it: "/media/" + each path segment percent-encoded,
 * keeping letters, digits and - _ . ~ ! * ( ) '. `null` when the field is empty.
 */
export function mediaUrl(storedName: string | null | undefined): string | null {
  if (!storedName) return null
  return `/media/${storedName.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * A JSON object whose keys keep the given order. JavaScript objects move integer-like keys
 * ("2024") to the front, but editors order content blocks and the wire must follow them.
 */
export class OrderedJsonObject {
  constructor(readonly entries: ReadonlyArray<readonly [string, unknown]>) {}
  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.entries)
  }
}

/** JSON.stringify that writes OrderedJsonObject keys in their stored order. */
export function stringifyOrdered(value: unknown): string {
  if (value instanceof OrderedJsonObject) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${stringifyOrdered(v)}`).join(',')}}`
  }
  if (Array.isArray(value)) return `[${value.map(stringifyOrdered).join(',')}]`
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const parts: string[] = []
    for (const [k, v] of Object.entries(value)) {
      if (v !== undefined) parts.push(`${JSON.stringify(k)}:${stringifyOrdered(v)}`)
    }
    return `{${parts.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
