import { describe, expect, it } from 'vitest'
import {
  addLine,
  changeLine,
  type DocumentForm,
  documentRequest,
  quantityAfter,
  takesCost,
} from './stock-document-form.ts'

const uniform = { id: 9, sku: 'UNIFORM-M', name: 'Training uniform, medium', unit: 'pcs' }
const rods = { id: 4, sku: 'WLD-ROD-6013', name: 'Welding rods', unit: 'kg' }

const form = (changes: Partial<DocumentForm>): DocumentForm => ({
  kind: 'adjustment',
  branch: 1,
  toBranch: '',
  date: '2026-05-20',
  reason: 'Damaged in storage',
  lines: [],
  ...changes,
})

describe('a stock document’s lines', () => {
  it('adds a product once, as one to remove, and changes a line by its index', () => {
    const once = addLine([], uniform)
    expect(addLine(once, uniform)).toEqual(once)
    expect(once[0]).toMatchObject({ direction: 'remove', quantity: '1', unitCost: '' })
    const two = addLine(once, rods)
    expect(changeLine(two, 1, { quantity: '2.5' }).map((l) => l.quantity)).toEqual(['1', '2.5'])
  })

  it('asks a cost of opening stock and of stock added, never of stock taken out or moved', () => {
    expect(takesCost('opening', { direction: 'remove' })).toBe(true)
    expect(takesCost('adjustment', { direction: 'add' })).toBe(true)
    expect(takesCost('adjustment', { direction: 'remove' })).toBe(false)
    expect(takesCost('transfer', { direction: 'add' })).toBe(false)
  })

  it('says what the branch holds after a line, exactly', () => {
    expect(quantityAfter('25', -2000n)).toBe('23')
    expect(quantityAfter('0.5', 250n)).toBe('0.75')
    expect(quantityAfter(undefined, 3000n)).toBe('3')
    expect(quantityAfter('25', undefined)).toBeUndefined()
  })
})

describe('the request', () => {
  it('signs an adjustment’s quantities by their direction and sends a cost only where it applies', () => {
    const lines = changeLine(changeLine(addLine(addLine([], uniform), rods), 0, { quantity: '2' }), 1, {
      direction: 'add',
      quantity: '0.25',
      unitCost: '210.5',
    })
    expect(documentRequest(form({ lines }))).toEqual({
      request: {
        kind: 'adjustment',
        branch: 1,
        date: '2026-05-20',
        reason: 'Damaged in storage',
        items: [
          { product: 9, quantity: '-2' },
          { product: 4, quantity: '0.25', unit_cost: '210.5' },
        ],
      },
    })
  })

  it('sends a transfer’s quantities positive with the branch they go to', () => {
    const lines = changeLine(addLine([], uniform), 0, { quantity: '3', unitCost: '99' })
    expect(documentRequest(form({ kind: 'transfer', toBranch: 2, lines }))).toMatchObject({
      request: { kind: 'transfer', to_branch: 2, items: [{ product: 9, quantity: '3' }] },
    })
  })

  it('names the lines whose quantity cannot be read, as the server names them', () => {
    const lines = changeLine(addLine(addLine([], uniform), rods), 1, { quantity: '-1' })
    expect(documentRequest(form({ lines: changeLine(lines, 0, { quantity: 'two' }) }))).toEqual({
      errors: {
        'items[0][quantity]': 'Enter a quantity above zero, such as 3 or 0.25.',
        'items[1][quantity]': 'Enter a quantity above zero, such as 3 or 0.25.',
      },
    })
  })
})
