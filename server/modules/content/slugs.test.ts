import { describe, expect, it } from 'vitest'
import { slugOf } from './slugs.ts'

describe('slugOf', () => {
  it('keeps letters and digits, one hyphen for each run of anything else', () => {
    expect(slugOf('Visa & Migration')).toBe('visa-migration')
    expect(slugOf('  EPS-TOPIK 2026! ')).toBe('eps-topik-2026')
    expect(slugOf('Women in welding')).toBe('women-in-welding')
    expect(slugOf('ভাষা')).toBe('')
  })
})
