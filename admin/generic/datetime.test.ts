import { describe, expect, it } from 'vitest'
import { fromWallClockInput, toWallClockInput } from './datetime.ts'

describe('moments in a form', () => {
  it('shows the wall-clock time the server wrote, whatever its offset', () => {
    expect(toWallClockInput('2026-11-21T09:30:00.000000+06:00')).toBe('2026-11-21T09:30')
    expect(toWallClockInput('2026-11-21T23:59:59.000000-05:00')).toBe('2026-11-21T23:59')
    expect(toWallClockInput(null)).toBe('')
    expect(toWallClockInput('not a date')).toBe('')
  })

  it("sends what was typed with the organisation's offset at that time", () => {
    expect(fromWallClockInput('2026-11-21T09:30', 'Asia/Dhaka')).toBe('2026-11-21T09:30:00+06:00')
    expect(fromWallClockInput('2026-11-21T09:30', 'UTC')).toBe('2026-11-21T09:30:00+00:00')
    // London: winter time, then summer time after the last Sunday of March.
    expect(fromWallClockInput('2026-01-15T12:00', 'Europe/London')).toBe('2026-01-15T12:00:00+00:00')
    expect(fromWallClockInput('2026-07-15T12:00', 'Europe/London')).toBe('2026-07-15T12:00:00+01:00')
    expect(fromWallClockInput('2026-07-15T12:00', 'America/New_York')).toBe('2026-07-15T12:00:00-04:00')
  })

  it('sends an emptied input as null', () => {
    expect(fromWallClockInput('', 'Asia/Dhaka')).toBeNull()
    expect(fromWallClockInput(undefined, 'Asia/Dhaka')).toBeNull()
  })
})
