import { describe, expect, it } from 'vitest'
import { cartTotals } from '../orders/counter-cart.ts'
import { addBought, lineOfError, purchaseItems, requestItems, setUnitCost } from './purchase-lines.ts'

const helmet = { id: 1, sku: 'WLD-HELMET-01', name: 'Helmet', unit: 'pcs', sale_price: '2500.00' }
const rods = { id: 2, sku: 'WLD-ROD-6013', name: 'Rods', unit: 'kg', sale_price: '420.50' }

describe('the lines of a purchase being entered', () => {
  it('starts a new line at no price, never the sale price; a second pick adds one', () => {
    let lines = addBought([], helmet)
    lines = setUnitCost(lines, 0, '1900')
    lines = addBought(lines, rods)
    lines = addBought(lines, helmet)
    expect(lines.map((l) => [l.product.sku, l.quantity, l.price])).toEqual([
      ['WLD-HELMET-01', 2000n, 190_000n],
      ['WLD-ROD-6013', 1000n, 0n],
    ])
  })

  it('takes a typed cost to the paisa and keeps the line on a bad one', () => {
    const lines = addBought([], rods)
    expect(setUnitCost(lines, 0, '1,250.5')[0]?.price).toBe(125_050n)
    expect(setUnitCost(lines, 0, '')[0]?.price).toBe(0n)
    expect(setUnitCost(setUnitCost(lines, 0, '10'), 0, '-1')[0]?.price).toBe(1000n)
    expect(setUnitCost(setUnitCost(lines, 0, '10'), 0, '1.234')[0]?.price).toBe(1000n)
  })

  it('writes the lines as the API takes them, with exact texts', () => {
    const lines = setUnitCost(addBought(addBought([], rods), rods), 0, '333.33')
    expect(cartTotals(lines).subtotal).toBe(66_666n)
    expect(requestItems(lines)).toEqual([{ product: 2, item_quantity: '2', item_price: '333.33' }])
    expect(purchaseItems(lines)).toEqual([{ product: 2, quantity: '2', unit_price: '333.33' }])
  })

  it('reads which line and field a server error names', () => {
    expect(lineOfError('items[3][unit_price]')).toEqual({ index: 3, field: 'unit_price' })
    expect(lineOfError('discount')).toBeUndefined()
  })
})
