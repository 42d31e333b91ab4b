import { describe, expect, it } from 'vitest'
import {
  actionLabel,
  columnIds,
  matrixRows,
  rowIds,
  tickOf,
  toggleAll,
  toggleOne,
} from './permission-matrix.ts'

const permissions = [
  { id: 1, name: 'notice.create' },
  { id: 2, name: 'notice.read' },
  { id: 3, name: 'notice.update' },
  { id: 4, name: 'notice.delete' },
  { id: 5, name: 'audit_log.read' },
  { id: 6, name: 'cms_menu.read' },
  { id: 7, name: 'cms_menu.update' },
  { id: 8, name: 'not a permission' },
  { id: 9, name: 'notice.publish' },
  { id: 11, name: 'voucher.reverse_past_day' },
  { id: 12, name: 'voucher.read' },
  { id: 13, name: 'voucher.post' },
  { id: 14, name: 'voucher.reverse' },
  { id: 15, name: 'fiscal_year.close' },
  { id: 16, name: 'fiscal_year.read' },
  { id: 17, name: 'voucher.Not An Action' },
]
const rows = matrixRows(permissions)

describe('matrixRows', () => {
  it('makes one alphabetical row per resource, read-only ones with read only, other actions apart', () =>
    expect(rows).toEqual([
      { resource: 'audit_log', cells: { read: 5 }, other: [] },
      { resource: 'cms_menu', cells: { read: 6, update: 7 }, other: [] },
      { resource: 'fiscal_year', cells: { read: 16 }, other: [{ action: 'close', id: 15 }] },
      {
        resource: 'notice',
        cells: { create: 1, read: 2, update: 3, delete: 4 },
        other: [{ action: 'publish', id: 9 }],
      },
      {
        resource: 'voucher',
        cells: { read: 12 },
        other: [
          { action: 'post', id: 13 },
          { action: 'reverse', id: 14 },
          { action: 'reverse_past_day', id: 11 },
        ],
      },
    ]))

  it('names the other actions as words', () => {
    expect(['post', 'reverse', 'reverse_past_day', 'close'].map(actionLabel)).toEqual([
      'Post',
      'Reverse',
      'Reverse past day',
      'Close',
    ])
  })

  it('leaves out what only the Administrator may hold, which the server refuses in a role', () =>
    expect(
      matrixRows([...permissions, { id: 10, name: 'email_outbox.read', administrator_only: true }]),
    ).toEqual(rows))

  it("gives a row's and a column's permission ids, the other actions included", () => {
    expect(rowIds(rows[3] as (typeof rows)[number])).toEqual([1, 2, 3, 4, 9])
    expect(rowIds(rows[4] as (typeof rows)[number])).toEqual([12, 13, 14, 11])
    expect(columnIds(rows, 'read')).toEqual([5, 6, 16, 2, 12])
    expect(columnIds(rows, 'create')).toEqual([1])
    expect(columnIds(rows, 'other')).toEqual([15, 9, 13, 14, 11])
  })
})

describe('ticking', () => {
  it('says whether all, some or none of a row or column is ticked', () => {
    expect(tickOf([1, 2, 3, 4], [1, 2, 3, 4])).toBe('all')
    expect(tickOf([2, 6], [1, 2, 3, 4])).toBe('some')
    expect(tickOf([6], [1, 2, 3, 4])).toBe('none')
  })

  it('toggles one cell', () => {
    expect(toggleOne([2, 6], 1)).toEqual([1, 2, 6])
    expect(toggleOne([1, 2, 6], 2)).toEqual([1, 6])
  })

  it('ticks a whole row or column when any of it is missing, and clears it when all were ticked', () => {
    const read = columnIds(rows, 'read')
    expect(toggleAll([7], read)).toEqual([2, 5, 6, 7, 12, 16])
    expect(toggleAll([2, 5, 6, 7, 12, 16], read)).toEqual([7])
    const other = columnIds(rows, 'other')
    expect(toggleAll([13, 2], other)).toEqual([2, 9, 11, 13, 14, 15])
    expect(toggleAll([2, 9, 11, 13, 14, 15], other)).toEqual([2])
    expect(toggleAll([2], [1, 2, 3, 4])).toEqual([1, 2, 3, 4])
    expect(toggleAll([1, 2, 3, 4, 5], [1, 2, 3, 4])).toEqual([5])
  })
})
