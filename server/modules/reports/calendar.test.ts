import { describe, expect, it } from 'vitest'
import { lastMonth, lastMonths, thisMonth, thisWeek, todayIn } from './calendar.ts'

describe('the dashboard’s calendar', () => {
  it('reads today in the organisation’s zone, not the server’s', () => {
    // 18:30 UTC on 31 Dec is 00:30 on 1 Jan in Dhaka (UTC+6).
    const moment = Date.parse('2026-12-31T18:30:00Z')
    expect(todayIn(moment, 'Asia/Dhaka')).toBe('2027-01-01')
    expect(todayIn(moment, 'UTC')).toBe('2026-12-31')
  })

  it('gives this month so far and the whole of last month, across a year', () => {
    expect(thisMonth('2027-01-15')).toEqual({ from: '2027-01-01', to: '2027-01-15' })
    expect(lastMonth('2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(lastMonth('2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  })

  it('starts the week on Sunday', () => {
    // 2026-11-19 is a Thursday; 2026-11-15 a Sunday.
    expect(thisWeek('2026-11-19')).toEqual({ from: '2026-11-15', to: '2026-11-19' })
    expect(thisWeek('2026-11-15')).toEqual({ from: '2026-11-15', to: '2026-11-15' })
    expect(thisWeek('2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' })
  })

  it('lists twelve months oldest first, the last ending today', () => {
    const months = lastMonths('2027-02-10', 12)
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ month: '2026-03', from: '2026-03-01', to: '2026-03-31' })
    expect(months[11]).toEqual({ month: '2027-02', from: '2027-02-01', to: '2027-02-10' })
    expect(months.find((m) => m.month === '2026-11')).toEqual({
      month: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    // Consecutive: each month starts the day after the one before ends.
    for (let i = 1; i < months.length - 1; i++)
      expect((months[i]?.from as string) > (months[i - 1]?.to as string)).toBe(true)
  })
})
