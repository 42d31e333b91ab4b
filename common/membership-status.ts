/**
 * A member's status, computed from their membership periods and today's date: never stored, so it
 * can never be stale. The rules follow CiviCRM's default status rules (back-office spec §3.1),
 * checked in this order:
 *
 * - cancelled: the latest period (by start date, then id) is cancelled;
 * - new: current (below) and joined less than 3 months ago;
 * - current: a period that is not cancelled has started and not ended (a lifetime one never ends);
 * - grace: the last such period ended, but less than its type's grace days ago;
 * - expired: anything else, a member without any period included.
 *
 * Cancelled periods other than the latest count for nothing; periods that start after today count
 * only for "latest". The list filter expresses the same rules in SQL (server/modules/membership/
 * status-sql.ts), and a test holds the two to the same answers. Dates are YYYY-MM-DD strings, which
 * compare as dates.
 */

export const MEMBER_STATUSES = ['new', 'current', 'grace', 'expired', 'cancelled'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/** What the screens, the report and its CSV call each status. */
export const MEMBER_STATUS_NAMES: Record<MemberStatus, string> = {
  new: 'New',
  current: 'Current',
  grace: 'Grace',
  expired: 'Expired',
  cancelled: 'Cancelled',
}

export interface StatusPeriod {
  /** Orders periods that start on the same day: the later id is the latest. */
  id: number
  start: string
  /** Null: lifetime. */
  end: string | null
  cancelled: boolean
  /** The period's type's grace days. */
  graceDays: number
}

export interface StatusInput {
  /** The member's joined date. */
  joined: string
  periods: readonly StatusPeriod[]
}

export interface StatusResult {
  status: MemberStatus
  /** The rule that decided it, for the screen: "Current: paid up to 30 Jun 2027". */
  rule: string
}

/** Months a member is "new" for after joining (CiviCRM's default New rule). */
export const NEW_MEMBER_MONTHS = 3

/** A date plus whole days (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * A date plus whole months, the day clamped to the month's last (30 Nov + 3 months = 28 Feb), as
 * PostgreSQL's `date + interval 'n months'` does: the SQL filter must agree to the day.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const date = new Date(Date.UTC(year, month, Math.min(d, last)))
  // Date.UTC reads years 0-99 as 1900-1999; setting the year again keeps them as written.
  date.setUTCFullYear(year)
  return date.toISOString().slice(0, 10)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 2027-06-30 → "30 Jun 2027". */
export function showDay(day: string): string {
  const [y, m, d] = day.split('-')
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`
}

const isLatest = (a: StatusPeriod, b: StatusPeriod) =>
  a.start > b.start || (a.start === b.start && a.id > b.id)

export function membershipStatus(input: StatusInput, today: string): StatusResult {
  const latest = input.periods.reduce<StatusPeriod | undefined>(
    (found, p) => (found === undefined || isLatest(p, found) ? p : found),
    undefined,
  )
  if (latest?.cancelled)
    return { status: 'cancelled', rule: `Cancelled: the period from ${showDay(latest.start)} was cancelled` }
  const started = input.periods.filter((p) => !p.cancelled && p.start <= today)
  if (started.length === 0)
    return {
      status: 'expired',
      rule: latest
        ? `Expired: no period has started yet (next from ${showDay(latest.start)})`
        : 'Expired: no membership period',
    }

  const lifetime = started.some((p) => p.end === null)
  const paidUntil = started.reduce((last, p) => (p.end !== null && p.end > last ? p.end : last), '')
  if (lifetime || paidUntil >= today) {
    const paid = lifetime ? 'Current: lifetime membership' : `Current: paid up to ${showDay(paidUntil)}`
    if (today < addMonths(input.joined, NEW_MEMBER_MONTHS))
      return {
        status: 'new',
        rule: `New: joined ${showDay(input.joined)}; ${paid.slice('Current: '.length)}`,
      }
    return { status: 'current', rule: paid }
  }
  const graceUntil = started.reduce((last, p) => {
    const end = addDays(p.end as string, p.graceDays)
    // Dates as text: the later of the two (Math.max would compare them as NaN).
    return end.localeCompare(last) > 0 ? end : last
  }, '')
  if (graceUntil >= today)
    return {
      status: 'grace',
      rule: `Grace: paid up to ${showDay(paidUntil)}, grace until ${showDay(graceUntil)}`,
    }
  return {
    status: 'expired',
    rule: `Expired: paid up to ${showDay(paidUntil)}, grace ended ${showDay(graceUntil)}`,
  }
}
