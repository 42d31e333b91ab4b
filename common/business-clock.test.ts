import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addWorkingMs,
  type BusinessCalendar,
  minutesOfDay,
  type Stretch,
  workingMsBetween,
  zoneOffset,
} from './business-clock.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const BANGLADESH_WEEK: Stretch[][] = [0, 1, 2, 3, 4, 5, 6].map((d) =>
  d === 5 || d === 6 ? [] : [{ from: 9 * 60, to: 17 * 60 }],
)
const dhaka = (holidays: string[] = []): BusinessCalendar => ({
  timeZone: 'Asia/Dhaka',
  week: BANGLADESH_WEEK,
  holidays: new Set(holidays),
})
const at = (text: string) => new Date(text)

/** The reference: look at every minute and ask whether it is worked. Slow and obviously right. */
function referenceMinutes(calendar: BusinessCalendar, from: number, to: number): number {
  let count = 0
  for (let m = from; m < to; m += MINUTE) {
    const wall = m + zoneOffset(calendar.timeZone, m)
    const day = Math.floor(wall / DAY) * DAY
    const minuteOfDay = (wall - day) / MINUTE
    const date = new Date(day).toISOString().slice(0, 10)
    const weekday = new Date(day).getUTCDay()
    if (calendar.holidays.has(date)) continue
    if ((calendar.week[weekday] ?? []).some((s) => s.from <= minuteOfDay && minuteOfDay < s.to)) count++
  }
  return count
}

/** Up to two stretches a day, on whole quarter hours, in order and apart. */
const stretches = fc
  .uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 4 })
  .map((ends) => ends.sort((a, b) => a - b))
  .map((ends) => {
    const day: Stretch[] = []
    for (let i = 0; i + 1 < ends.length; i += 2)
      day.push({ from: (ends[i] ?? 0) * 15, to: (ends[i + 1] ?? 0) * 15 })
    return day
  })

const START = Date.UTC(2026, 0, 1)
const minuteIn2026 = fc.integer({ min: 0, max: 360 * 24 * 60 }).map((m) => START + m * MINUTE)

const calendars = fc
  .record({
    timeZone: fc.constantFrom('Asia/Dhaka', 'UTC', 'Asia/Kolkata'),
    week: fc.array(stretches, { minLength: 7, maxLength: 7 }),
    holidayDays: fc.uniqueArray(fc.integer({ min: 0, max: 370 }), { maxLength: 40 }),
  })
  .map(
    ({ timeZone, week, holidayDays }): BusinessCalendar => ({
      timeZone,
      week,
      holidays: new Set(holidayDays.map((d) => new Date(START + d * DAY).toISOString().slice(0, 10))),
    }),
  )

describe('the business clock', () => {
  it('counts a Bangladesh week: Thursday evening to Sunday noon is three working hours', () => {
    const calendar = dhaka()
    // Thursday 3 December 2026, 16:00 in Dhaka, to Sunday 6 December, 12:00.
    const worked = workingMsBetween(
      calendar,
      at('2026-12-03T16:00:00+06:00'),
      at('2026-12-06T12:00:00+06:00'),
    )
    expect(worked / MINUTE).toBe(60 + 3 * 60)
  })

  it('skips a holiday: eight working hours from Tuesday 15 December 16:00 end on Thursday, over Victory Day', () => {
    const due = addWorkingMs(dhaka(['2026-12-16']), at('2026-12-15T16:00:00+06:00'), 8 * 60 * MINUTE)
    expect(due?.toISOString()).toBe(at('2026-12-17T16:00:00+06:00').toISOString())
  })

  it('a deadline that ends exactly at closing time is that closing time, not the next morning', () => {
    const due = addWorkingMs(dhaka(), at('2026-12-06T09:00:00+06:00'), 8 * 60 * MINUTE)
    expect(due?.toISOString()).toBe(at('2026-12-06T17:00:00+06:00').toISOString())
  })

  it('a calendar without working hours has no deadline', () => {
    const calendar: BusinessCalendar = {
      timeZone: 'UTC',
      week: [[], [], [], [], [], [], []],
      holidays: new Set(),
    }
    expect(addWorkingMs(calendar, new Date(START), MINUTE)).toBeNull()
    expect(workingMsBetween(calendar, new Date(START), new Date(START + 30 * DAY))).toBe(0)
  })

  it('handles a zone with summer time day by day', () => {
    const london: BusinessCalendar = {
      timeZone: 'Europe/London',
      week: [0, 1, 2, 3, 4, 5, 6].map(() => [{ from: 9 * 60, to: 17 * 60 }]),
      holidays: new Set(),
    }
    // Sunday 29 March 2026 the clocks go forward: 09:00 local is 08:00 UTC that day.
    expect(workingMsBetween(london, at('2026-03-28T00:00:00Z'), at('2026-03-30T00:00:00Z')) / MINUTE).toBe(
      16 * 60,
    )
    expect(addWorkingMs(london, at('2026-03-28T17:00:00Z'), MINUTE)?.toISOString()).toBe(
      '2026-03-29T08:01:00.000Z',
    )
  })

  it('reads and refuses times of day', () => {
    expect(minutesOfDay('09:30')).toBe(570)
    expect(minutesOfDay('24:00')).toBe(1440)
    expect(minutesOfDay('24:30')).toBeUndefined()
    expect(minutesOfDay('9:30')).toBeUndefined()
  })

  it('counts what a minute-by-minute reference counts, over weekends, holidays and zones', () => {
    fc.assert(
      fc.property(
        calendars,
        minuteIn2026,
        fc.integer({ min: 0, max: 5 * 24 * 60 }),
        (calendar, from, span) => {
          const to = from + span * MINUTE
          expect(workingMsBetween(calendar, new Date(from), new Date(to))).toBe(
            referenceMinutes(calendar, from, to) * MINUTE,
          )
        },
      ),
      { numRuns: 60 },
    )
  })

  it('a deadline is the earliest instant by which exactly that much working time has passed', () => {
    fc.assert(
      fc.property(calendars, minuteIn2026, fc.integer({ min: 1, max: 3000 }), (calendar, from, minutes) => {
        const due = addWorkingMs(calendar, new Date(from), minutes * MINUTE)
        if (due === null) {
          expect(workingMsBetween(calendar, new Date(from), new Date(from + 3 * 366 * DAY))).toBeLessThan(
            minutes * MINUTE,
          )
          return
        }
        expect(workingMsBetween(calendar, new Date(from), due)).toBe(minutes * MINUTE)
        expect(workingMsBetween(calendar, new Date(from), new Date(due.getTime() - MINUTE))).toBe(
          (minutes - 1) * MINUTE,
        )
        if (due.getTime() - from < 5 * DAY)
          expect(referenceMinutes(calendar, from, due.getTime())).toBe(minutes)
      }),
      { numRuns: 80 },
    )
  })
})
