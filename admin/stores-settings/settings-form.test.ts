import { describe, expect, it } from 'vitest'
import { changesOf, formOf, type StoresSettings } from './settings-form.ts'

const ledger = (id: number, name: string) => ({ id, name, account_type: 'income' })

const settings: StoresSettings = {
  stock_ledger: ledger(1, 'Stock'),
  sales_ledger: ledger(2, 'Sales'),
  cost_of_goods_ledger: ledger(3, 'Cost of Goods Sold'),
  adjustment_ledger: ledger(4, 'Stock Adjustments'),
  shipping_ledger: null,
  branches: [
    { branch: { id: 7, name: 'Chattogram Office' }, allow_negative_stock: false },
    { branch: { id: 1, name: 'Head Office' }, allow_negative_stock: true },
  ],
  updated_at: null,
}

describe('the stores settings form', () => {
  it('holds each ledger as its id and each branch by id', () => {
    const form = formOf(settings)
    expect(form.ledgers).toMatchObject({ stock_ledger: '1', shipping_ledger: '' })
    expect(form.negative).toEqual({ 1: true, 7: false })
  })

  it('sends nothing when nothing changed', () => {
    expect(changesOf(formOf(settings), formOf(settings))).toEqual({})
  })

  it('sends only the ledgers and branches that changed', () => {
    const before = formOf(settings)
    const form = {
      ledgers: { ...before.ledgers, sales_ledger: '9', stock_ledger: '' },
      negative: { ...before.negative, 7: true },
    }
    expect(changesOf(before, form)).toEqual({
      sales_ledger: 9,
      stock_ledger: null,
      branches: [{ branch: 7, allow_negative_stock: true }],
    })
  })
})
