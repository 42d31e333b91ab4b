import { describe, expect, it } from 'vitest'
import { fromWallClockInput, toWallClockInput } from './datetime.ts'

describe('moments in a form', () => {
  it('shows the wall-clock time the server wrote, whatever its offset', () => {
    expect(toWallClockInput('2026-11-21T09:30:00.000000+06:00')).toBe('2026-11-21T09:30')
    expect(toWallClockInput('2026-11-21T23:59:59.000000-05:00')).toBe('2026-11-21T23:59')
    expect(toWallClockInput(null)).toBe('')
    expect(toWallClockInput('not a date')).toBe('')
  })

  it('sends what was typed as the organisation’s local time, and an emptied input as null', () => {
    expect(fromWallClockInput('2026-11-21T09:30')).toBe('2026-11-21T09:30')
    expect(fromWallClockInput('')).toBeNull()
    expect(fromWallClockInput(undefined)).toBeNull()
  })
})
