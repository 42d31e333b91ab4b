/**
 * Money is exact or refused (issue 13): every amount the books hold passes through common/money.ts,
 * so its edge cases are pinned here (grouping commas, a third decimal, floats that are not exact
 * amounts, the numeric(18,2) ceiling, lakh and crore in words, rounding half away from zero), and
 * fast-check shows the wire format round-trips for every amount a column can hold.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  divideRounded,
  formatAmount,
  formatTaka,
  MAX_PAISA,
  parseAmount,
  sumAmounts,
} from './money.ts'

const anyAmount = fc.bigInt({ min: -MAX_PAISA, max: MAX_PAISA })

describe('parseAmount', () => {
  it('reads decimal text with up to two places, commas as grouping, and exact JSON numbers', () => {
    expect(parseAmount('1250')).toBe(125_000n)
    expect(parseAmount('1250.5')).toBe(125_050n)
    expect(parseAmount('1250.50')).toBe(125_050n)
    expect(parseAmount('1,250.50')).toBe(125_050n)
    expect(parseAmount('1,25,000.00')).toBe(12_500_000n)
    expect(parseAmount('  42.07 ')).toBe(4207n)
    expect(parseAmount('0')).toBe(0n)
    expect(parseAmount('0.01')).toBe(1n)
    expect(parseAmount(12.5)).toBe(1250n)
    expect(parseAmount(7)).toBe(700n)
    expect(parseAmount(3n)).toBe(300n)
  })

  it('keeps the sign of a negative amount', () => {
    expect(parseAmount('-3.25')).toBe(-325n)
    expect(parseAmount('-1,000')).toBe(-100_000n)
    expect(parseAmount(-0.5)).toBe(-50n)
  })

  it('refuses a third decimal rather than rounding it away', () => {
    expect(parseAmount('1.234')).toBeUndefined()
    expect(parseAmount('0.001')).toBeUndefined()
    expect(parseAmount(1.005)).toBeUndefined()
  })

  it('refuses a float that is not an exact amount (0.1 + 0.2) and takes an exact one as it is', () => {
    expect(parseAmount(0.1 + 0.2)).toBeUndefined()
    expect(parseAmount(0.3)).toBe(30n)
    expect(parseAmount(Number.NaN)).toBeUndefined()
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(parseAmount(1e21)).toBeUndefined()
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '1.', '.5', '1.2.3', '1e3', '+5', '--1', '12 34', '৳100', 'Tk 5']) {
      expect(parseAmount(text), text).toBeUndefined()
    }
    for (const value of [null, undefined, true, {}, [], ['1']]) {
      expect(parseAmount(value), String(value)).toBeUndefined()
    }
  })

  it('holds the largest numeric(18,2) amount and refuses anything larger', () => {
    expect(parseAmount('9999999999999999.99')).toBe(MAX_PAISA)
    expect(parseAmount('-9999999999999999.99')).toBe(-MAX_PAISA)
    expect(parseAmount('10000000000000000')).toBeUndefined()
    expect(parseAmount('99999999999999999999')).toBeUndefined()
  })
})

describe('formatAmount, formatTaka', () => {
  it('writes two decimals, a minus sign and no grouping on the wire', () => {
    expect(formatAmount(0n)).toBe('0.00')
    expect(formatAmount(5n)).toBe('0.05')
    expect(formatAmount(-5n)).toBe('-0.05')
    expect(formatAmount(125_050n)).toBe('1250.50')
    expect(formatAmount(MAX_PAISA)).toBe('9999999999999999.99')
  })

  it('groups lakh and crore for display', () => {
    expect(formatTaka(0n)).toBe('0.00')
    expect(formatTaka(99_999n)).toBe('999.99')
    expect(formatTaka(100_000n)).toBe('1,000.00')
    expect(formatTaka(12_500_000n)).toBe('1,25,000.00')
    expect(formatTaka(1_000_000_000n)).toBe('1,00,00,000.00')
    expect(formatTaka(123_456_789_012n)).toBe('1,23,45,67,890.12')
    expect(formatTaka(-12_500_000n)).toBe('-1,25,000.00')
    expect(formatTaka(12_500_000n, { symbol: true })).toBe('Tk 1,25,000.00')
  })
})

describe('amountInWords', () => {
  it.each([
    [0n, 'Zero Taka Only'],
    [50n, 'Fifty Paisa Only'],
    [100n, 'One Taka Only'],
    [2100n, 'Twenty-One Taka Only'],
    [10_000n, 'One Hundred Taka Only'],
    [100_000n, 'One Thousand Taka Only'],
    [1050n, 'Ten Taka and Fifty Paisa Only'],
    [12_500_000n, 'One Lakh Twenty-Five Thousand Taka Only'],
    [1_000_000_000n, 'One Crore Taka Only'],
    [1_000_000_001n, 'One Crore Taka and One Paisa Only'],
    [100_000_000_000n, 'One Hundred Crore Taka Only'],
    [
      123_456_789_012n,
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety Taka and Twelve Paisa Only',
    ],
    [100_000_000_000_000n, 'One Lakh Crore Taka Only'],
    [-2100n, 'Minus Twenty-One Taka Only'],
  ])('%s paisa → %s', (paisa, words) => {
    expect(amountInWords(paisa)).toBe(words)
  })
})

describe('divideRounded', () => {
  it('rounds half away from zero, whatever the signs', () => {
    expect(divideRounded(5n, 2n)).toBe(3n)
    expect(divideRounded(-5n, 2n)).toBe(-3n)
    expect(divideRounded(5n, -2n)).toBe(-3n)
    expect(divideRounded(-5n, -2n)).toBe(3n)
    expect(divideRounded(7n, 3n)).toBe(2n)
    expect(divideRounded(8n, 3n)).toBe(3n)
    expect(divideRounded(1n, 3n)).toBe(0n)
    expect(divideRounded(-1n, 3n)).toBe(0n)
    expect(divideRounded(0n, 7n)).toBe(0n)
  })

  it('refuses a division by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError)
  })
})

describe('properties', () => {
  it('parse(format(x)) = x for every amount a numeric(18,2) holds, grouped or not', () => {
    fc.assert(
      fc.property(anyAmount, (paisa) => {
        expect(parseAmount(formatAmount(paisa))).toBe(paisa)
        expect(parseAmount(formatTaka(paisa))).toBe(paisa)
      }),
    )
  })

  it('a sum does not depend on the order of its amounts', () => {
    fc.assert(
      fc.property(
        fc
          .array(anyAmount, { maxLength: 30 })
          .chain((amounts) =>
            fc.tuple(
              fc.constant(amounts),
              fc.shuffledSubarray(amounts, { minLength: amounts.length, maxLength: amounts.length }),
            ),
          ),
        ([amounts, shuffled]) => {
          expect(sumAmounts(shuffled)).toBe(sumAmounts(amounts))
          expect(sumAmounts(amounts)).toBe(amounts.reduceRight((total, a) => total + a, 0n))
        },
      ),
    )
  })

  it('dividing an exact multiple gives the quotient, and a rounded share is within half a paisa', () => {
    fc.assert(
      fc.property(anyAmount, fc.bigInt({ min: 1n, max: 10_000n }), (paisa, divisor) => {
        expect(divideRounded(paisa * divisor, divisor)).toBe(paisa)
        const share = divideRounded(paisa, divisor)
        const error = share * divisor - paisa
        expect(2n * (error < 0n ? -error : error) <= divisor).toBe(true)
      }),
    )
  })
})
