import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addProduct,
  cartTotals,
  changeDue,
  lineAmount,
  removeLine,
  setQuantity,
  shownQuantity,
} from './counter-cart.ts'

const helmet = { id: 1, sku: 'WLD-HELMET-01', name: 'Welding helmet', unit: 'pcs', sale_price: '2500.00' }
const rods = { id: 2, sku: 'WLD-ROD-6013', name: 'Welding rods', unit: 'kg', sale_price: '420.50' }

describe('the counter cart', () => {
  it('adds a scanned product once per scan, to its own line', () => {
    let lines = addProduct([], helmet)
    lines = addProduct(lines, rods)
    lines = addProduct(lines, helmet)
    expect(lines.map((l) => [l.product.sku, l.quantity, l.price])).toEqual([
      ['WLD-HELMET-01', 2000n, 250_000n],
      ['WLD-ROD-6013', 1000n, 42_050n],
    ])
  })

  it('shows the typed text while it is unfinished, and the quantity once a scan changed it', () => {
    const [line] = addProduct(addProduct([], rods), rods)
    if (!line) throw new Error('no line')
    expect(shownQuantity(line, undefined)).toBe('2')
    expect(shownQuantity(line, '')).toBe('')
    expect(shownQuantity(line, '2.')).toBe('2.')
    expect(shownQuantity(line, '2.0')).toBe('2.0')
    expect(shownQuantity(line, '1')).toBe('2')
  })

  it('takes a typed quantity, keeps the line on a bad one, and removes a line', () => {
    let lines = addProduct([], rods)
    lines = setQuantity(lines, 0, '2.5')
    expect(lineAmount(lines[0] as (typeof lines)[0])).toBe(105_125n)
    expect(setQuantity(lines, 0, '0')[0]?.quantity).toBe(2500n)
    expect(setQuantity(lines, 0, 'abc')[0]?.quantity).toBe(2500n)
    expect(removeLine(lines, 0)).toEqual([])
  })

  it('totals to the paisa, with a discount never above the subtotal', () => {
    const lines = setQuantity(addProduct(addProduct([], helmet), rods), 1, '0.333')
    expect(cartTotals(lines, 10_000n)).toEqual({ subtotal: 264_003n, discount: 10_000n, net: 254_003n })
    expect(cartTotals(lines, 999_999_999n).net).toBe(0n)
    expect(cartTotals(lines, -5n).discount).toBe(0n)
    expect(changeDue(254_003n, 300_000n)).toBe(45_997n)
  })

  it('never makes the net negative or more than the subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000 })), {
          maxLength: 20,
        }),
        fc.bigInt({ min: -1_000_000n, max: 100_000_000n }),
        (raw, discount) => {
          const lines = raw.map(([quantity, price], id) => ({
            product: { ...helmet, id },
            quantity: BigInt(quantity),
            price: BigInt(price),
          }))
          const totals = cartTotals(lines, discount)
          expect(totals.net).toBeGreaterThanOrEqual(0n)
          expect(totals.net + totals.discount).toBe(totals.subtotal)
        },
      ),
    )
  })
})
