/**
 * The moving-average valuation's edges, without a database: stock emptied leaves no value, stock
 * below zero goes out at the last rate and a receipt fills it at that rate, a return comes back at
 * its source's value (its share of it), and one rounding to the paisa per step; and whatever the
 * order, no units with a negative value, no negative rate, no movement against its own sign.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EMPTY,
  movementValue,
  type Position,
  after as positionAfter,
  valueAt,
  valueChain,
} from './stock-valuation.ts'

const units = (n: number) => BigInt(Math.round(n * 1000))
const taka = (n: number) => BigInt(Math.round(n * 10_000)) // a rate: ten-thousandths of a Taka per unit
const priced = (quantity: number, rate: number) => ({
  quantity: units(quantity),
  pricing: { by: 'document' as const, value: valueAt(units(quantity), taka(rate)) },
})
const chain = { by: 'chain' as const }

describe('moving-average valuation', () => {
  it('averages receipts and takes issues at the average, to the paisa', () => {
    const [, , sale] = valueChain(EMPTY, [
      priced(10, 100),
      priced(5, 130),
      { quantity: -units(4), pricing: chain },
    ])
    // 15 units worth 1,650: 4 of them are 440.
    expect(sale?.value).toBe(-44_000n)
    expect(sale?.position).toEqual({ quantity: units(11), value: 121_000n, rate: taka(110) })
  })

  it('leaves no value when the stock is emptied, however the average rounds', () => {
    const steps = valueChain(EMPTY, [
      priced(3, 10),
      priced(1, 10.01),
      { quantity: -units(1), pricing: chain },
      { quantity: -units(3), pricing: chain },
    ])
    const last = steps.at(-1)?.position as Position
    expect(last.quantity).toBe(0n)
    expect(last.value).toBe(0n)
    // The rate stays the last one, for stock taken out below zero.
    expect(last.rate).toBe(steps.at(-2)?.position.rate)
  })

  it('takes stock below zero out at the last rate, and a receipt fills the shortfall at that rate', () => {
    const start: Position = { quantity: units(2), value: 20_000n, rate: taka(100) }
    const value = movementValue(start, -units(5), chain)
    // 2 in stock (200) and 3 beyond it at the last rate (300).
    expect(value).toBe(-50_000n)
    const negative = positionAfter(start, -units(5), value)
    expect(negative).toEqual({ quantity: -units(3), value: -30_000n, rate: taka(100) })
    // 5 bought at 120 (600): 3 fill the shortfall (+300), the 2 left keep their share (240). The
    // stock rose by 540; the 60 the shortfall cost more than it went out at is the poster's to book.
    const receipt = priced(5, 120)
    const receiptValue = movementValue(negative, receipt.quantity, receipt.pricing)
    expect(receiptValue).toBe(54_000n)
    expect(positionAfter(negative, receipt.quantity, receiptValue)).toEqual({
      quantity: units(2),
      value: 24_000n,
      rate: taka(120),
    })
    // A receipt that does not reach zero fills part of the shortfall at its rate, whatever it cost.
    const part = movementValue(negative, units(1), { by: 'document', value: 50_000n })
    expect(part).toBe(10_000n)
    expect(positionAfter(negative, units(1), part)).toEqual({
      quantity: -units(2),
      value: -20_000n,
      rate: taka(100),
    })
  })

  it('never leaves units worth less than nothing after a cheap receipt into a shortfall (CI, 2026-11-29)', () => {
    // Found by the stock property test: 4.488 bought at 0.0078, 5.050 written off (a shortfall of
    // 0.562), 0.563 found at no cost, then 0.001 sold. The found unit used to be worth -0.01, at a
    // rate of -10.0000, and the sale added 0.01 to the stock: the database refused the sign.
    const steps = valueChain(EMPTY, [
      priced(4.488, 0.0078),
      { quantity: -units(5.05), pricing: chain },
      { quantity: units(0.563), pricing: { by: 'document', value: 0n } },
      { quantity: -units(0.001), pricing: chain },
    ])
    const [, shortfall, found, sale] = steps
    expect(shortfall?.position.quantity).toBe(-units(0.562))
    expect(found?.position).toEqual({ quantity: 1n, value: 0n, rate: 0n })
    expect(sale?.value).toBe(0n)
    expect(sale?.position).toEqual({ quantity: 0n, value: 0n, rate: 0n })
  })

  it('keeps every value on its quantity’s side and every rate at or above zero, in any order', () => {
    const move = fc.oneof(
      fc.record({
        quantity: fc.integer({ min: 1, max: 20_000 }),
        cost: fc.integer({ min: 0, max: 2_000_000 }),
      }),
      fc.record({ quantity: fc.integer({ min: 1, max: 20_000 }), cost: fc.constant(undefined) }),
      fc.record({ quantity: fc.integer({ min: -20_000, max: -1 }), cost: fc.constant(undefined) }),
    )
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        const steps = valueChain(
          EMPTY,
          moves.map((m) => ({
            quantity: BigInt(m.quantity),
            pricing:
              m.cost === undefined
                ? chain
                : { by: 'document' as const, value: valueAt(BigInt(m.quantity), BigInt(m.cost)) },
          })),
        )
        steps.forEach(({ value, position }, i) => {
          const quantity = BigInt(moves[i]?.quantity ?? 0)
          expect(value === 0n || value > 0n === quantity > 0n).toBe(true)
          expect(position.rate >= 0n).toBe(true)
          if (position.quantity >= 0n) expect(position.value >= 0n).toBe(true)
          // A shortfall is held at exactly its rate; nothing is held without quantity.
          if (position.quantity <= 0n) expect(position.value).toBe(valueAt(position.quantity, position.rate))
        })
      }),
      { numRuns: 2000 },
    )
  })

  it('brings a return back at its source’s value, its share for part of it', () => {
    const position: Position = { quantity: units(10), value: 150_000n, rate: taka(150) }
    const sale = { by: 'source' as const, value: -40_000n, quantity: units(4) }
    expect(movementValue(position, units(4), sale)).toBe(40_000n)
    expect(movementValue(position, units(1), sale)).toBe(10_000n)
    // A third of 100.00 rounds half away from zero, once.
    expect(movementValue(position, units(1), { by: 'source', value: -10_000n, quantity: units(3) })).toBe(
      3_333n,
    )
    // A transfer in is valued from its transfer out the same way.
    expect(movementValue(EMPTY, units(3), { by: 'source', value: -36_000n, quantity: units(3) })).toBe(
      36_000n,
    )
  })

  it('adds an adjustment up without a cost at the rate before it, nothing into an empty position', () => {
    const position: Position = { quantity: units(4), value: 1_002n, rate: taka(2.505) }
    expect(movementValue(position, units(1), chain)).toBe(251n)
    expect(movementValue(EMPTY, units(1), chain)).toBe(0n)
  })

  it('values fractional quantities exactly', () => {
    const [first, second] = valueChain(EMPTY, [priced(2.5, 80), { quantity: -units(0.125), pricing: chain }])
    expect(first?.value).toBe(20_000n)
    expect(second?.value).toBe(-1_000n)
    expect(second?.position.quantity).toBe(units(2.375))
  })
})
