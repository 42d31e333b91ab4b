import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatOrgDate, orgLocale, wallClock } from './dates.ts'

describe('formatOrgDate', () => {
  it("shows a timestamp at the site's wall-clock time, whatever its offset", () => {
    expect(formatOrgDate('2026-11-21T23:30:09.417000+06:00', 'en-GB')).toBe('21 Nov 2026, 23:30')
    expect(formatOrgDate('2026-11-21T00:05:00-08:00', 'en-GB')).toBe('21 Nov 2026, 00:05')
  })

  it('shows a date as that day, in the locale given', () => {
    expect(formatOrgDate('2026-01-05', 'en-GB')).toBe('5 Jan 2026')
    expect(formatOrgDate('2026-01-05', 'en-US')).toBe('Jan 5, 2026')
  })

  it('shows nothing for no value and unreadable text as it is', () => {
    expect(formatOrgDate(null)).toBe('')
    expect(formatOrgDate('')).toBe('')
    expect(formatOrgDate('soon')).toBe('soon')
    expect(wallClock('2026-13-45')).toBeUndefined()
    expect(formatOrgDate('2026-02-30')).toBe('2026-02-30')
  })
})

describe('orgLocale', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("is the browser's language, else en-GB", () => {
    vi.stubGlobal('navigator', { language: 'bn-BD' })
    expect(orgLocale()).toBe('bn-BD')
    vi.stubGlobal('navigator', { language: '' })
    expect(orgLocale()).toBe('en-GB')
  })
})
