/**
 * Dues by the calendar: how long a paid period lasts, where a new payment's period starts (the
 * renewal rule) and what a member owes (arrears). Pure functions of the member's periods, their
 * type and a date, so the server, the back office and the tests agree to the day. Dates are
 * YYYY-MM-DD strings (they compare as dates); money is paisa.
 *
 * Periods of a type follow each other without gaps: the k-th period after a start begins k months
 * (or k × 12) later and ends the day before the next one begins, so paying n periods at once covers
 * exactly the n periods the arrears name.
 */
import { addDays, addMonths, showDay } from './membership-status.ts'
import type { Paisa } from './money.ts'

export type DuesPeriodKind = 'monthly' | 'yearly' | 'lifetime'

export const DUES_METHODS = ['cash', 'cheque', 'bank_transfer', 'bkash', 'nagad', 'rocket'] as const
export type DuesMethod = (typeof DUES_METHODS)[number]

export const DUES_METHOD_NAMES: Record<DuesMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
}

/** The renewal rule in words, for the screens that collect dues. */
export const RENEWAL_RULE =
  'A member who is current or in grace on the day of payment continues from the day after their last paid period ends; an expired member, or one without a paid period, starts on the day of payment.'

/** The arrears rule in words. */
export const ARREARS_RULE =
  'Arrears: every period of the member’s type from the day after their last paid period ends up to today, the period today falls in included. Life members owe none.'

export interface DuesPeriod {
  start: string
  /** Null: lifetime. */
  end: string | null
  cancelled: boolean
  /** The period's type's grace days. */
  graceDays: number
}

export interface DuesType {
  fee: Paisa
  period: DuesPeriodKind
}

/** Months in one period of the kind; lifetime has none. */
const monthsOf = (kind: DuesPeriodKind): number | null =>
  kind === 'monthly' ? 1 : kind === 'yearly' ? 12 : null

/** The last day of `count` periods of the kind starting on `start`; null for lifetime. */
export function periodEnd(start: string, kind: DuesPeriodKind, count: number): string | null {
  const months = monthsOf(kind)
  return months === null ? null : addDays(addMonths(start, months * count), -1)
}

/** "1 Dec 2026 – 31 Dec 2026", or "from 1 Dec 2026 (lifetime)". */
export function showPeriod(start: string, end: string | null): string {
  return end === null ? `from ${showDay(start)} (lifetime)` : `${showDay(start)} – ${showDay(end)}`
}

/** The periods that are paid: not cancelled. */
const paidPeriods = (periods: readonly DuesPeriod[]) => periods.filter((p) => !p.cancelled)

/** The latest end among periods with one (text order is date order), or undefined. */
function lastEnd(periods: readonly DuesPeriod[]): DuesPeriod | undefined {
  return periods.reduce<DuesPeriod | undefined>(
    (found, p) => (p.end !== null && (found === undefined || p.end > (found.end as string)) ? p : found),
    undefined,
  )
}

export type Renewal =
  | { kind: 'continues'; start: string }
  | { kind: 'starts'; start: string }
  /** A paid lifetime period: there are no dues to collect. */
  | { kind: 'lifetime' }

/**
 * Where the period a payment on `paidOn` opens starts (CiviCRM's renewal rule, RENEWAL_RULE): the
 * day after the last paid period's end while the member is current or in grace that day, else
 * `paidOn`. Cancelled periods count for nothing.
 */
export function renewalStart(periods: readonly DuesPeriod[], paidOn: string): Renewal {
  const paid = paidPeriods(periods)
  if (paid.some((p) => p.end === null)) return { kind: 'lifetime' }
  const last = lastEnd(paid)
  if (!last) return { kind: 'starts', start: paidOn }
  const end = last.end as string
  if (paidOn <= addDays(end, last.graceDays)) return { kind: 'continues', start: addDays(end, 1) }
  return { kind: 'starts', start: paidOn }
}

export interface Arrears {
  /** Unpaid periods, the one today falls in included. */
  count: number
  amount: Paisa
  /** The first unpaid day and the last day of the last unpaid period; null when none. */
  from: string | null
  to: string | null
}

export const NO_ARREARS: Arrears = { count: 0, amount: 0n, from: null, to: null }

/**
 * What a member owes on `today` (ARREARS_RULE): the periods of `type` from the day after their last
 * paid period ends, up to and including the one today falls in, at the type's fee. A member with no
 * paid period, no type, or a lifetime period or type owes nothing.
 */
export function arrearsOf(periods: readonly DuesPeriod[], type: DuesType | null, today: string): Arrears {
  const paid = paidPeriods(periods)
  const months = type ? monthsOf(type.period) : null
  if (type === null || months === null || paid.some((p) => p.end === null)) return NO_ARREARS
  const last = lastEnd(paid)
  if (!last || (last.end as string) >= today) return NO_ARREARS
  const from = addDays(last.end as string, 1)
  let count = 0
  // Each start from the first, never by adding to the previous one: a 31st clamped to a 28th
  // must not stay the 28th ever after.
  while (addMonths(from, months * count) <= today) count++
  return {
    count,
    amount: type.fee * BigInt(count),
    from,
    to: periodEnd(from, type.period, count),
  }
}

/** "3 months unpaid: 1 Sep 2026 – 30 Nov 2026", "No arrears". */
export function describeArrears(arrears: Arrears, kind: DuesPeriodKind | null): string {
  if (arrears.count === 0 || arrears.from === null) return 'No arrears'
  const unit = kind === 'yearly' ? 'year' : 'month'
  return `${arrears.count} ${unit}${arrears.count === 1 ? '' : 's'} unpaid: ${showPeriod(arrears.from, arrears.to)}`
}
