import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { latestOccurrence, minutesOfDay, occurrenceKey, zoneOffset } from './schedule.ts'

const at = (iso: string) => Date.parse(iso)
const DHAKA = 'Asia/Dhaka'

describe('recurring job occurrences', () => {
  it('every n minutes falls on the multiples of n', () => {
    expect(latestOccurrence({ everyMinutes: 10 }, at('2026-11-25T10:37:12Z'), DHAKA)).toBe(
      at('2026-11-25T10:30:00Z'),
    )
    expect(latestOccurrence({ everyMinutes: 10 }, at('2026-11-25T10:30:00Z'), DHAKA)).toBe(
      at('2026-11-25T10:30:00Z'),
    )
  })

  it('daily at HH:MM is that time in the organisation’s time zone, today once it has passed', () => {
    // 02:00 in Dhaka is 20:00 UTC the day before.
    expect(latestOccurrence({ dailyAt: '02:00' }, at('2026-11-25T21:00:00Z'), DHAKA)).toBe(
      at('2026-11-25T20:00:00Z'),
    )
    expect(latestOccurrence({ dailyAt: '02:00' }, at('2026-11-25T19:59:59Z'), DHAKA)).toBe(
      at('2026-11-24T20:00:00Z'),
    )
    expect(latestOccurrence({ dailyAt: '09:30' }, at('2026-11-25T04:00:00Z'), 'UTC')).toBe(
      at('2026-11-24T09:30:00Z'),
    )
  })

  it('follows a zone with daylight saving time', () => {
    // London: 01:30 local is 01:30 UTC in winter, 00:30 UTC in summer.
    expect(latestOccurrence({ dailyAt: '01:30' }, at('2026-01-10T12:00:00Z'), 'Europe/London')).toBe(
      at('2026-01-10T01:30:00Z'),
    )
    expect(latestOccurrence({ dailyAt: '01:30' }, at('2026-07-10T12:00:00Z'), 'Europe/London')).toBe(
      at('2026-07-10T00:30:00Z'),
    )
  })

  it('refuses a time of day that is not HH:MM', () => {
    for (const bad of ['2:00', '24:00', '12:60', 'noon', '']) expect(() => minutesOfDay(bad)).toThrow(/HH:MM/)
    expect(() => latestOccurrence({ everyMinutes: 0 }, 0, DHAKA)).toThrow(/above 0/)
  })

  it('the occurrence is never after now, less than a period before it, and stable within the period', () => {
    const moments = fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z') })
    const recurrences = fc.oneof(
      fc
        .integer({ min: 1, max: 1440 })
        .map((everyMinutes) => ({ everyMinutes, period: everyMinutes * 60_000 })),
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => ({
        dailyAt: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
        period: 86_400_000,
      })),
    )
    fc.assert(
      fc.property(moments, recurrences, fc.constantFrom(DHAKA, 'UTC', 'Asia/Kolkata'), (now, r, zone) => {
        const occurrence = latestOccurrence(r, now, zone)
        expect(occurrence).toBeLessThanOrEqual(now)
        expect(now - occurrence).toBeLessThan(r.period)
        // Any moment between the occurrence and now has the same latest occurrence.
        expect(latestOccurrence(r, occurrence + Math.floor((now - occurrence) / 2), zone)).toBe(occurrence)
      }),
    )
  })

  it('keys an occurrence by its name and instant', () => {
    expect(occurrenceKey('mail.retry', at('2026-11-25T10:30:00Z'))).toBe(
      'mail.retry@2026-11-25T10:30:00.000Z',
    )
    expect(zoneOffset(at('2026-11-25T10:30:00Z'), DHAKA)).toBe(6 * 3_600_000)
  })
})
