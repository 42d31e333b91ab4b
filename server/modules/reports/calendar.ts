/**
 * The dashboard's periods as calendar days of the organisation (YYYY-MM-DD in TIME_ZONE, Asia/Dhaka
 * by default): today is the app's clock read in that zone, so a gift received at 00:30 in Dhaka
 * counts on its Dhaka day whatever the server's zone. Pure functions of `today`, tested beside.
 */
import { addDays, addMonths } from '../../../common/membership-status.ts'
import { dateIn } from '../../http/wire.ts'

export interface DayRange {
  from: string
  to: string
}

export interface MonthRange extends DayRange {
  /** YYYY-MM */
  month: string
}

/** Today in the organisation's calendar, by the app's clock (tests move it). */
export const todayIn = (now: number, timeZone: string) => dateIn(new Date(now), timeZone)

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`

/** The first of today's month to today. */
export const thisMonth = (today: string): DayRange => ({ from: firstOfMonth(today), to: today })

/** The whole month before today's. */
export function lastMonth(today: string): DayRange {
  const from = addMonths(firstOfMonth(today), -1)
  return { from, to: addDays(firstOfMonth(today), -1) }
}

/**
 * Bangladesh's working week starts on Sunday (Friday and Saturday are the weekend), so "this
 * week" is the Sunday on or before today to today.
 */
export function thisWeek(today: string): DayRange {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() // 0 = Sunday
  return { from: addDays(today, -weekday), to: today }
}

/**
 * The last `count` months, oldest first, today's month last: each whole, except today's, which
 * ends today (nothing after today is part of "so far").
 */
export function lastMonths(today: string, count: number): MonthRange[] {
  const months: MonthRange[] = []
  for (let back = count - 1; back >= 0; back--) {
    const from = addMonths(firstOfMonth(today), -back)
    const end = addDays(addMonths(from, 1), -1)
    months.push({ month: from.slice(0, 7), from, to: back === 0 ? today : end })
  }
  return months
}
