import { describe, expect, it } from 'vitest'
import { documentTitle, movementKind, rateText, sourceOf, stockCardHref } from './stock-words.ts'

describe('the stock screens’ words', () => {
  it('names the movements’ kinds, and an unknown one as it is', () => {
    expect(movementKind('purchase')).toBe('Purchase receipt')
    expect(movementKind('transfer_out')).toBe('Transfer out')
    expect(movementKind('something_new')).toBe('something_new')
  })

  it('names a document by its kind and number, and a stock card by its address', () => {
    expect(documentTitle({ kind: 'transfer', id: 5 })).toBe('Stock transfer 5')
    expect(stockCardHref(9, 1)).toBe('/inventory/9/show?branch=1')
  })

  it('names a movement’s document and the resource whose page shows it', () => {
    expect(sourceOf('stock_adjustment', 12)).toEqual({
      text: 'Stock document 12',
      resource: 'stock_adjustment',
    })
    expect(sourceOf('customer_order', 4)).toEqual({ text: 'Order 4', resource: 'order' })
    expect(sourceOf('purchase_final', 3)).toEqual({ text: 'Purchase 3', resource: 'purchase_final' })
    // A sales return is read on its order's page: no page of its own to link to.
    expect(sourceOf('sales_return', 5)).toEqual({ text: 'Sales return 5' })
    expect(sourceOf(null, null)).toBeNull()
  })

  it('writes a cost per unit in Taka grouping, with four decimals only when they count', () => {
    expect(rateText('3200.0000')).toBe('3,200.00')
    expect(rateText('125000.5000')).toBe('1,25,000.50')
    expect(rateText('125.1250')).toBe('125.1250')
    expect(rateText('-0.5000')).toBe('-0.50')
    expect(rateText(null)).toBe('')
  })
})
