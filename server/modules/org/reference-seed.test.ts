import { describe, expect, it } from 'vitest'
import { loadReferenceData, REFERENCE_COUNTS } from './reference-seed.ts'

const data = loadReferenceData()

describe('the reference data files', () => {
  it('hold the rows the start-up check counts, numbered 1…n', () => {
    expect(data.countries).toHaveLength(REFERENCE_COUNTS.countries)
    for (const [level, rows] of [
      ['divisions', data.divisions],
      ['districts', data.districts],
      ['upazilas', data.upazilas],
      ['unions', data.unions],
    ] as const) {
      expect(rows, level).toHaveLength(REFERENCE_COUNTS[level])
      expect(
        rows.map((r) => r.id).sort((a, b) => a - b),
        level,
      ).toEqual(rows.map((_, i) => i + 1))
    }
  })

  it('name every place in English and Bangla, each under a place of the level above', () => {
    const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id))
    const [divisions, districts, upazilas] = [ids(data.divisions), ids(data.districts), ids(data.upazilas)]
    expect(data.districts.every((d) => divisions.has(d.divisionId))).toBe(true)
    expect(data.upazilas.every((u) => districts.has(u.cityId))).toBe(true)
    expect(data.unions.every((u) => upazilas.has(u.thanaId))).toBe(true)
    for (const place of [...data.divisions, ...data.districts, ...data.upazilas, ...data.unions]) {
      expect(place.name).toMatch(/^\S(.*\S)?$/)
      // Bangla letters, with the odd comma or space; no Latin letters, no invisible direction marks.
      expect(place.bnName).toMatch(/^[\u0980-\u09ff][^A-Za-z\u200e\u200f]*$/)
    }
  })

  it('gives each district its office position as an exact decimal', () => {
    const cumilla = data.districts.find((d) => d.id === 1)
    expect(cumilla).toMatchObject({ name: 'Cumilla', bnName: 'কুমিল্লা', lat: '23.4682747', lon: '91.1788135' })
    expect(data.districts.every((d) => /^\d+\.\d+$/.test(d.lat) && /^\d+\.\d+$/.test(d.lon))).toBe(true)
  })

  it('lists every country once by its ISO codes, Bangladesh included', () => {
    const codes = data.countries.map((c) => c.countryCode2)
    expect(new Set(codes).size).toBe(codes.length)
    expect(data.countries.every((c) => /^[A-Z]{2}$/.test(c.countryCode2 ?? ''))).toBe(true)
    expect(data.countries.every((c) => /^[A-Z]{3}$/.test(c.countryCode ?? ''))).toBe(true)
    expect(data.countries.find((c) => c.countryCode2 === 'BD')).toMatchObject({
      name: 'Bangladesh',
      countryCode: 'BGD',
      phoneCode: '880',
      currencyCode: 'BDT',
      continentName: 'Asia',
    })
  })
})
