/**
 * A moment in a form, as the organisation's wall clock: the server writes moments in its time zone
 * with the offset (2026-11-21T09:30:00.000000+06:00), the input shows 2026-11-21T09:30 wherever
 * the browser is (like admin/dates.ts), and what staff type is sent back with the offset the
 * organisation's zone (AdminSchema.timeZone) has at that wall-clock time, so nothing is guessed.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** Minutes east of UTC that `timeZone` has at the moment `utc` (DST-aware). */
function offsetMinutes(utc: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetFormats.set(timeZone, format)
  }
  const name = format.formatToParts(new Date(utc)).find((p) => p.type === 'timeZoneName')?.value ?? ''
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/

/** The server's moment as the input's value ("2026-11-21T09:30"); "" for none or text that is not one. */
export function toWallClockInput(value: unknown): string {
  if (typeof value !== 'string') return ''
  const match = WALL_CLOCK.exec(value)
  return match ? `${match[1]}T${match[2]}` : ''
}

/** The input's value with the zone's offset at that time ("2026-11-21T09:30:00+06:00"); null when empty. */
export function fromWallClockInput(value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string' || value === '') return null
  const match = WALL_CLOCK.exec(value)
  if (!match) return value
  const asUtc = Date.parse(`${match[1]}T${match[2]}:00Z`)
  // The offset at the guessed moment, read again there: right across a DST change too.
  const offset = offsetMinutes(asUtc - offsetMinutes(asUtc, timeZone) * 60_000, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${match[1]}T${match[2]}:00${sign}${hh}:${mm}`
}
