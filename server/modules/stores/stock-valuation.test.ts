/**
 * The moving-average valuation's edges, without a database: stock emptied leaves no value, stock
 * below zero goes out at the last rate, a return comes back at its source's value (its share of
 * it), a first receipt into an empty or negative position sets the rate to its unit cost, and one
 * rounding to the paisa per step.
 */
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
  unitRate: taka(rate),
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

  it('takes stock below zero out at the last rate, and a receipt into it sets the rate to its cost', () => {
    const start: Position = { quantity: units(2), value: 20_000n, rate: taka(100) }
    const value = movementValue(start, -units(5), chain)
    // 2 in stock (200) and 3 beyond it at the last rate (300).
    expect(value).toBe(-50_000n)
    const negative = positionAfter(start, -units(5), value)
    expect(negative).toEqual({ quantity: -units(3), value: -30_000n, rate: taka(100) })
    const receipt = priced(5, 120)
    const receiptValue = movementValue(negative, receipt.quantity, receipt.pricing)
    const back = positionAfter(negative, receipt.quantity, receiptValue, receipt.unitRate)
    // 2 units left worth 600 - 300: the residue of the gap between the rates stays in value.
    expect(back).toEqual({ quantity: units(2), value: 30_000n, rate: taka(150) })
    expect(positionAfter(negative, units(1), 12_000n, taka(120)).rate).toBe(taka(120))
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
