import { describe, expect, it } from 'vitest'
import { parseMoment } from './moment.ts'

const iso = (text: string, zone = 'Asia/Dhaka') => parseMoment(text, zone)?.toISOString() ?? null

describe('parseMoment', () => {
  it('reads ISO 8601 with an offset or Z as that moment, whatever the zone', () => {
    expect(iso('2026-12-12T18:30:00+06:00')).toBe('2026-12-12T12:30:00.000Z')
    expect(iso('2026-12-12T18:30:00.417000+0600')).toBe('2026-12-12T12:30:00.417Z')
    expect(iso('2026-12-12T12:30Z', 'America/New_York')).toBe('2026-12-12T12:30:00.000Z')
    expect(iso('2026-12-12T08:00-05:00')).toBe('2026-12-12T13:00:00.000Z')
  })

  it('reads a local date and time in the organisation’s zone', () => {
    expect(iso('2026-12-12T18:30')).toBe('2026-12-12T12:30:00.000Z')
    expect(iso('2026-12-12 18:30:15')).toBe('2026-12-12T12:30:15.000Z')
    // New York is 4 hours behind UTC in summer and 5 in winter.
    expect(iso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z')
    expect(iso('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z')
  })

  it('refuses what is not a moment', () => {
    for (const text of [
      '',
      '2026-12-12',
      '18:30',
      'tomorrow',
      '2026-02-30T10:00',
      '2026-12-12T24:00',
      '2026-12-12T10:60',
      '2026-12-12T10:00+25:00',
      '2026-12-12T10:00:00junk',
    ])
      expect(parseMoment(text, 'Asia/Dhaka'), text).toBeNull()
  })
})
