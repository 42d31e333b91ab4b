import { describe, expect, it } from 'vitest'
import { returnRefunds } from './order-amounts.ts'

// Two helmets at 1500 and a pair of gloves at 200, 50 off, 100 for delivery (the API test's order).
const items = [
  { id: 1, quantity: 2000n, price: 150_000n },
  { id: 2, quantity: 1000n, price: 20_000n },
]
const charges = { discount: 5_000n, shipping: 10_000n }

describe('what each return of an order gave back', () => {
  it('takes a helmet back less its share of the discount', () => {
    const refunds = returnRefunds(items, [{ id: 7, lines: new Map([[1, 1000n]]) }], charges, false)
    // 1500 − 1500/3200 × 50 = 1476.56.
    expect(refunds).toEqual(new Map([[7, 147_656n]]))
  })

  it('gives the rest back with the delivery charge when the order is undone, adding up to the sale', () => {
    const refunds = returnRefunds(
      items,
      [
        {
          id: 9,
          lines: new Map([
            [1, 1000n],
            [2, 1000n],
          ]),
        },
        { id: 7, lines: new Map([[1, 1000n]]) },
      ],
      charges,
      true,
    )
    expect(refunds).toEqual(
      new Map([
        [7, 147_656n],
        [9, 177_344n],
      ]),
    )
    // The sale's net: 3200 − 50 + 100.
    expect([...refunds.values()].reduce((a, b) => a + b)).toBe(325_000n)
  })
})
