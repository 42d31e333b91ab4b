/**
 * Moments as people and forms write them: ISO 8601 with an offset ("2026-12-12T18:30:00+06:00",
 * "…Z"), or a local date and time ("2026-12-12T18:30", "2026-12-12 18:30") meant in the
 * organisation's time zone. Local times are converted with the zone's offset at that moment, so a
 * time in a DST change is read as the zone reads it.
 */

const MOMENT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/i

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** Minutes east of UTC that `timeZone` has at `at`. */
function offsetMinutes(at: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetFormats.set(timeZone, format)
  }
  const name = format.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? ''
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The moment `text` names, or null when it is not a moment in one of the accepted forms. */
export function parseMoment(text: string, timeZone: string): Date | null {
  const match = MOMENT.exec(text.trim())
  if (!match) return null
  const [, y, mo, d, h, mi, s = '0', fraction = '0', zone] = match
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number]
  const [year, month, day, hour, minute, second] = parts
  if (hour > 23 || minute > 59 || second > 59) return null
  const wall = Date.UTC(
    year,
    month - 1,
    day,
    hour,
    minute,
    second,
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  )
  // Date.UTC rolls 31 February over into March: a day that does not exist is refused instead.
  const check = new Date(wall)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null
  if (zone) {
    if (zone.toUpperCase() === 'Z') return check
    const [, sign, zh, zm] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone) ?? []
    const offset = (Number(zh) * 60 + Number(zm)) * (sign === '-' ? -1 : 1)
    if (Number(zh) > 23 || Number(zm) > 59) return null
    return new Date(wall - offset * 60_000)
  }
  // The offset at the first guess, then again at the result: right across a DST change.
  const guess = wall - offsetMinutes(wall, timeZone) * 60_000
  return new Date(wall - offsetMinutes(guess, timeZone) * 60_000)
}
