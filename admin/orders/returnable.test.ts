import { describe, expect, it } from 'vitest'
import type { OrderLine } from './order-life-api.ts'
import { anythingReturnable, chosenReturn, returnableLines } from './returnable.ts'

const line = (id: number, quantity: string): OrderLine => ({
  id,
  product: { id: id * 10, name: `Product ${id}`, sku: `P-${id}`, unit: 'pcs' },
  price: '100.00',
  quantity,
  total: '0.00',
  color: null,
  size: null,
})
const returned = (orderItem: number, quantity: string) => ({
  items: [{ order_item: orderItem, product: { id: 0, name: '', sku: '' }, quantity }],
})

describe('what can still come back', () => {
  it('takes every earlier return off its line, to the thousandth', () => {
    const lines = returnableLines(
      [line(1, '2'), line(2, '1.5')],
      [returned(1, '1'), returned(2, '0.25'), returned(2, '0.25')],
    )
    expect(lines.map((l) => l.left)).toEqual([1000n, 1000n])
    expect(anythingReturnable(lines)).toBe(true)
  })

  it('has nothing left once everything is back', () => {
    const lines = returnableLines([line(1, '2')], [returned(1, '2')])
    expect(lines[0]?.left).toBe(0n)
    expect(anythingReturnable(lines)).toBe(false)
  })
})

describe('the return the dialog sends', () => {
  const lines = returnableLines([line(1, '2'), line(2, '3'), line(3, '1')], [returned(2, '1')])

  it('sends the lines with a quantity, leaving out empty and zero ones', () => {
    expect(chosenReturn(lines, { 1: '1', 2: '', 3: '0' })).toEqual({
      items: [{ order_item: 1, quantity: 1000n }],
      errors: {},
    })
  })

  it('names a quantity beyond what is left or unreadable, by line', () => {
    expect(chosenReturn(lines, { 1: 'two', 2: '2.5', 3: '-1' }).errors).toEqual({
      1: 'A quantity such as 1 or 0.5.',
      2: 'At most 2 can still come back.',
      3: 'A quantity such as 1 or 0.5.',
    })
  })
})
