import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatQuantity, parseQuantity, quantityOf } from './quantity.ts'

describe('quantities', () => {
  it('reads whole and fractional quantities exactly', () => {
    expect(parseQuantity('12')).toBe(12000n)
    expect(parseQuantity('0.25')).toBe(250n)
    expect(parseQuantity('-3.125')).toBe(-3125n)
    expect(parseQuantity(1.5)).toBe(1500n)
    expect(parseQuantity(' 7 ')).toBe(7000n)
    expect(quantityOf('12.000')).toBe(12000n)
  })

  it('refuses what is not an exact quantity', () => {
    for (const bad of ['', 'abc', '1.2345', '1e3', Number.NaN, Number.POSITIVE_INFINITY, null, {}, '1,000'])
      expect(parseQuantity(bad)).toBeUndefined()
    expect(parseQuantity('100000000000')).toBeUndefined()
    expect(() => quantityOf('x')).toThrow()
  })

  it('writes the shortest exact text', () => {
    expect(formatQuantity(12000n)).toBe('12')
    expect(formatQuantity(250n)).toBe('0.25')
    expect(formatQuantity(-3125n)).toBe('-3.125')
    expect(formatQuantity(0n)).toBe('0')
  })

  it('round-trips any quantity', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n - 1n), max: 10n ** 14n - 1n }), (milli) => {
        expect(parseQuantity(formatQuantity(milli))).toBe(milli)
      }),
    )
  })
})
