import { describe, expect, it } from 'vitest'
import { localDate, localTime, showDate } from './sample-pages.ts'

describe('dates as the pages show them', () => {
  it('gives a moment’s day and time in the organisation’s zone', () => {
    const moment = new Date('2026-12-12T19:30:00Z')
    expect(localDate(moment, 'Asia/Dhaka')).toBe('2026-12-13')
    expect(localTime(moment, 'Asia/Dhaka')).toBe('01:30')
    expect(localDate(moment, 'UTC')).toBe('2026-12-12')
    expect(localTime(moment, 'UTC')).toBe('19:30')
    expect(showDate(localDate(moment, 'Asia/Dhaka'))).toBe('13 Dec 2026')
  })
})
