/**
 * A moment in a form, as the organisation's wall clock: the server writes moments in its time zone
 * with the offset (2026-11-21T09:30:00.000000+06:00) and reads a local date and time as the
 * organisation's (server/resources/moment.ts). So the input shows 2026-11-21T09:30 wherever the
 * browser is (like admin/dates.ts), and what staff type is sent as it is, never shifted by the
 * browser's own zone.
 */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/

/** The server's moment as the input's value ("2026-11-21T09:30"); "" for none or text that is not one. */
export function toWallClockInput(value: unknown): string {
  if (typeof value !== 'string') return ''
  const match = WALL_CLOCK.exec(value)
  return match ? `${match[1]}T${match[2]}` : ''
}

/** The input's value as sent: the wall-clock time, or null when emptied. */
export function fromWallClockInput(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}
