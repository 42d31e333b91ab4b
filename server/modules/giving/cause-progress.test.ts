import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { percentOf, processOf } from './cause-progress.ts'

const taka = (n: number) => BigInt(n) * 100n

describe('processOf', () => {
  it('writes raised / goal × 100 with two decimals, cut as the original cut its text', () => {
    expect(processOf(taka(832_000), taka(1_280_000))).toBe('65.00')
    expect(processOf(taka(1), taka(3))).toBe('33.33')
    expect(processOf(taka(2), taka(3))).toBe('66.66')
    expect(processOf(0n, taka(500))).toBe('0.00')
    expect(processOf(taka(1500), taka(1000))).toBe('150.00')
    expect(processOf(1n, taka(1_000_000))).toBe('0.00')
  })

  it('gives 0.00 for a cause without a goal instead of dividing by zero', () => {
    expect(processOf(taka(10), 0n)).toBe('0.00')
  })

  it('never exceeds the exact share and is within a hundredth of it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (r, g) => {
          const [whole = '0', fraction = '0'] = processOf(r, g).split('.')
          const hundredths = BigInt(whole) * 100n + BigInt(fraction)
          // hundredths / 10000 ≤ r / g < (hundredths + 1) / 10000
          return hundredths * g <= r * 10_000n && r * 10_000n < (hundredths + 1n) * g
        },
      ),
    )
  })
})

describe('percentOf', () => {
  it('is the whole percent, capped at 100', () => {
    expect(percentOf(taka(912_000), taka(950_000))).toBe(96)
    expect(percentOf(taka(2000), taka(1000))).toBe(100)
    expect(percentOf(0n, 0n)).toBe(0)
  })
})
