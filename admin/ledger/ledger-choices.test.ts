import { describe, expect, it } from 'vitest'
import type { ChartPrimary } from '../../common/chart-of-accounts.ts'
import { chartLedgers, offeredLedgers } from './ledger-choices.ts'

const ledger = (id: number, name: string, account_type: string, is_active = true) => ({
  id,
  name,
  code: null,
  account_type,
  is_active,
  balance: '0.00',
  debit: '0.00',
  credit: '0.00',
})

const chart: ChartPrimary[] = [
  {
    id: 1,
    name: 'Assets',
    nature: 'asset',
    balance: '0.00',
    groups: [
      {
        id: 10,
        name: 'Current Assets',
        balance: '0.00',
        ledgers: [ledger(100, 'Cash', 'cash')],
        groups: [
          {
            id: 11,
            name: 'Stock-in-Hand',
            balance: '0.00',
            groups: [],
            ledgers: [ledger(101, 'Stock', 'other')],
          },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Liabilities',
    nature: 'liability',
    balance: '0.00',
    groups: [{ id: 20, name: 'Loans', balance: '0.00', groups: [], ledgers: [ledger(200, 'Loan', 'other')] }],
  },
]

describe('chartLedgers', () => {
  it('lists every ledger, nested groups included, with its primary group’s nature', () => {
    expect(chartLedgers(chart).map((l) => [l.name, l.nature])).toEqual([
      ['Cash', 'asset'],
      ['Stock', 'asset'],
      ['Loan', 'liability'],
    ])
  })
})

describe('offeredLedgers', () => {
  const all = [
    { id: 1, name: 'Sales', account_type: 'income' },
    { id: 2, name: 'Old sales', account_type: 'income', is_active: false },
    { id: 3, name: 'Rent', account_type: 'expense' },
  ]
  const income = (l: { account_type: string }) => l.account_type === 'income'

  it('offers the open ledgers that fit', () => {
    expect(offeredLedgers(all, { id: 1, name: 'Sales' }, income).map((l) => l.id)).toEqual([1])
  })

  it('keeps the current ledger first when it is closed or does not fit', () => {
    expect(offeredLedgers(all, { id: 2, name: 'Old sales' }, income).map((l) => l.id)).toEqual([2, 1])
    expect(offeredLedgers(all, { id: 3, name: 'Rent' }, income).map((l) => l.id)).toEqual([3, 1])
  })

  it('offers only the fitting ones when nothing is chosen', () => {
    expect(offeredLedgers(all, null, income).map((l) => l.id)).toEqual([1])
  })
})
