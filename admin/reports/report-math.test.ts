import { describe, expect, it } from 'vitest'
import {
  defaultPeriod,
  drCrSplit,
  drCrText,
  hasChildren,
  type TreeRow,
  taka,
  visibleRows,
} from './report-math.ts'

const row = (group_or_ledger: TreeRow['group_or_ledger'], id: number, depth: number): TreeRow => ({
  id,
  group_or_ledger,
  depth,
})

// Assets → Current Assets → (Cash-in-Hand → Cash), Bank; Income → Sales
const rows = [
  row('primary_group', 1, 0),
  row('group', 10, 1),
  row('group', 11, 2),
  row('ledger', 1, 3),
  row('ledger', 2, 2),
  row('primary_group', 3, 0),
  row('ledger', 5, 1),
]
const ids = (list: TreeRow[]) => list.map((r) => `${r.group_or_ledger[0]}${r.id}`)

describe('trial balance rows', () => {
  it('shows every row when nothing is collapsed', () => {
    expect(visibleRows(rows, new Set())).toEqual(rows)
  })

  it('hides everything under a collapsed group up to its next sibling', () => {
    expect(ids(visibleRows(rows, new Set(['group:10'])))).toEqual(['p1', 'g10', 'p3', 'l5'])
    expect(ids(visibleRows(rows, new Set(['group:11'])))).toEqual(['p1', 'g10', 'g11', 'l2', 'p3', 'l5'])
  })

  it('keys by kind, so a group and a ledger with the same id are apart', () => {
    expect(ids(visibleRows(rows, new Set(['ledger:10'])))).toEqual(ids(rows))
    expect(ids(visibleRows(rows, new Set(['primary_group:1', 'primary_group:3'])))).toEqual(['p1', 'p3'])
  })

  it('knows which rows have children', () => {
    expect(rows.map((_, i) => hasChildren(rows, i))).toEqual([true, true, true, false, false, true, false])
  })
})

describe('Dr and Cr', () => {
  it('puts a positive balance in the debit column and a negative one in the credit column', () => {
    expect(drCrSplit('125000.00')).toEqual({ debit: '1,25,000.00', credit: '' })
    expect(drCrSplit('-300.50')).toEqual({ debit: '', credit: '300.50' })
    expect(drCrSplit('0.00')).toEqual({ debit: '', credit: '' })
    expect(drCrText('-1234567.00')).toBe('12,34,567.00 Cr')
    expect(drCrText('0')).toBe('0.00')
  })

  it('leaves nil amounts empty', () => {
    expect(taka('0.00')).toBe('')
    expect(taka(null)).toBe('')
    expect(taka('10000000.10')).toBe('1,00,00,000.10')
  })
})

describe('default period', () => {
  it('starts at the fiscal year holding today', () => {
    expect(defaultPeriod('2026-03-10', 7)).toEqual({ from: '2025-07-01', to: '2026-03-10' })
    expect(defaultPeriod('2026-07-01', 7)).toEqual({ from: '2026-07-01', to: '2026-07-01' })
    expect(defaultPeriod('2026-11-25', 1)).toEqual({ from: '2026-01-01', to: '2026-11-25' })
  })
})
