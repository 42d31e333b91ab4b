import { describe, expect, it } from 'vitest'
import { idValue, lastValue } from './query.ts'

describe('issue 10: query values', () => {
  it('reads the last of a repeated key, and only strings', () => {
    expect(lastValue('a')).toBe('a')
    expect(lastValue(['a', 'b'])).toBe('b')
    expect(lastValue(undefined)).toBeUndefined()
    expect(lastValue([])).toBeUndefined()
    expect(lastValue({ a: 1 })).toBeUndefined()
  })

  it('reads ids within the database integer range', () => {
    expect(idValue('12')).toBe(12)
    expect(idValue(['1', '2147483647'])).toBe(2_147_483_647)
    for (const bad of ['0', '-1', '1e99', '1.5', '2147483648', '99999999999', ' 1', '', 'x', undefined])
      expect(idValue(bad), String(bad)).toBeUndefined()
  })
})
