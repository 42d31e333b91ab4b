import { describe, expect, it } from 'vitest'
import type { PurchaseLine } from './purchasing-api.ts'
import { returnableLines, returnDraft } from './return-lines.ts'

const line = (id: number, quantity: string): PurchaseLine => ({
  id,
  product: { id, sku: `SKU-${id}`, name: `Product ${id}`, unit: 'pcs' },
  quantity,
  unit_price: '100.00',
  total: '0.00',
})

describe('what can go back to the vendor', () => {
  const lines = returnableLines(
    [line(1, '50'), line(2, '2.5')],
    [
      { items: [{ id: 9, purchase_final_item: 1, product: null, quantity: '1' }] },
      { items: [{ id: 10, purchase_final_item: 1, product: null, quantity: '0.5' }] },
    ],
  )

  it('is what came in less what earlier returns took, per line', () => {
    expect(lines.map((l) => [l.line.id, l.received, l.returned, l.returnable])).toEqual([
      [1, 50_000n, 1_500n, 48_500n],
      [2, 2_500n, 0n, 2_500n],
    ])
  })

  it('sends only the lines with a quantity, exactly, and says why a quantity cannot go', () => {
    expect(returnDraft(lines, { 1: ' 1 ', 2: '' })).toEqual({
      items: [{ purchase_final_item: 1, quantity: '1' }],
      problems: {},
    })
    expect(returnDraft(lines, { 1: '0', 2: '2.5' }).items).toEqual([
      { purchase_final_item: 2, quantity: '2.5' },
    ])
    expect(returnDraft(lines, { 1: '48.501', 2: 'two' }).problems).toEqual({
      1: 'At most 48.5.',
      2: 'A quantity such as 1 or 2.5 (three decimals at most).',
    })
  })
})
