import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatOrgDate, formatOrgMoment, wallClock } from './dates.ts'

describe('formatOrgDate', () => {
  it("shows a timestamp at the site's wall-clock time, whatever its offset", () => {
    expect(formatOrgDate('2026-11-21T23:30:09.417000+06:00')).toBe('21 Nov 2026, 23:30')
    expect(formatOrgDate('2026-11-21T00:05:00-08:00')).toBe('21 Nov 2026, 00:05')
  })

  it('shows a date as that day', () => {
    expect(formatOrgDate('2026-01-05')).toBe('5 Jan 2026')
  })

  it('shows nothing for no value and unreadable text as it is', () => {
    expect(formatOrgDate(null)).toBe('')
    expect(formatOrgDate('')).toBe('')
    expect(formatOrgDate('soon')).toBe('soon')
    expect(wallClock('2026-13-45')).toBeUndefined()
    expect(formatOrgDate('2026-02-30')).toBe('2026-02-30')
  })
})

describe('one format whatever the browser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads day month year and a 24-hour clock in an American browser too', () => {
    vi.stubGlobal('navigator', { language: 'en-US' })
    expect(formatOrgDate('2026-05-21')).toBe('21 May 2026')
    expect(formatOrgDate('2026-05-21T14:05:00+06:00')).toBe('21 May 2026, 14:05')
  })

  it("shows a moment the browser took at the organisation's wall clock", () => {
    const at = Date.UTC(2026, 4, 21, 8, 5)
    expect(formatOrgMoment(at, 'Asia/Dhaka')).toBe('21 May 2026, 14:05')
    expect(formatOrgMoment(at, 'UTC')).toBe('21 May 2026, 08:05')
  })
})
