import { describe, expect, it } from 'vitest'
import { formatDateTime, mediaUrl, OrderedJsonObject, startOfDay, stringifyOrdered } from './wire.ts'

describe('formatDateTime', () => {
  it('writes the zone offset and six fractional digits', () => {
    const date = new Date('2024-03-05T08:22:09.417Z')
    expect(formatDateTime(date, 'Asia/Dhaka')).toBe('2024-03-05T14:22:09.417000+06:00')
    expect(formatDateTime(date, 'UTC')).toBe('2024-03-05T08:22:09.417000+00:00')
  })
  it('follows daylight saving time and negative offsets', () => {
    expect(formatDateTime(new Date('2024-07-01T12:00:00Z'), 'America/New_York')).toBe(
      '2024-07-01T08:00:00.000000-04:00',
    )
    expect(formatDateTime(new Date('2024-01-01T12:00:00Z'), 'America/New_York')).toBe(
      '2024-01-01T07:00:00.000000-05:00',
    )
  })
  it('keeps null', () => expect(formatDateTime(null, 'UTC')).toBeNull())
})

describe('mediaUrl', () => {
  it('encodes each segment like Django and keeps slashes', () => {
    expect(mediaUrl('cms/ContentImage/a b&c.jpg')).toBe('/media/cms/ContentImage/a%20b%26c.jpg')
    expect(mediaUrl("x/(it's)~!*.png")).toBe("/media/x/(it's)~!*.png")
    expect(mediaUrl('notice/notice/নোটিশ.pdf')).toBe(
      '/media/notice/notice/%E0%A6%A8%E0%A7%8B%E0%A6%9F%E0%A6%BF%E0%A6%B6.pdf',
    )
  })
  it('gives null for an empty field', () => {
    expect(mediaUrl(null)).toBeNull()
    expect(mediaUrl('')).toBeNull()
  })
})

describe('stringifyOrdered', () => {
  it('keeps the stored key order, even for integer-like keys', () => {
    const map = new OrderedJsonObject([
      ['Zeta', 1],
      ['2024', 'x'],
      ['Alpha', ['a', 'b']],
    ])
    expect(stringifyOrdered({ menu_contents: map })).toBe(
      '{"menu_contents":{"Zeta":1,"2024":"x","Alpha":["a","b"]}}',
    )
  })
  it('matches JSON.stringify for plain values', () => {
    const value = { a: 1, b: [null, 'x', { c: true }], d: undefined, e: 'q"uote' }
    expect(stringifyOrdered(value)).toBe(JSON.stringify(value))
  })
})

describe('startOfDay', () => {
  it('is midnight of that day in the zone', () => {
    expect(startOfDay('2026-11-21', 'Asia/Dhaka').toISOString()).toBe('2026-11-20T18:00:00.000Z')
    expect(startOfDay('2026-11-21', 'UTC').toISOString()).toBe('2026-11-21T00:00:00.000Z')
  })

  it('follows a daylight-saving change', () => {
    // Summer time in Berlin: +02:00, winter: +01:00.
    expect(startOfDay('2026-07-01', 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z')
    expect(startOfDay('2026-12-01', 'Europe/Berlin').toISOString()).toBe('2026-11-30T23:00:00.000Z')
  })
})
