import { describe, expect, it } from 'vitest'
import { columnIds, matrixRows, rowIds, tickOf, toggleAll, toggleOne } from './permission-matrix.ts'

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
]
const rows = matrixRows(permissions)

describe('matrixRows', () => {
  it('makes one alphabetical row per resource, read-only ones with read only', () =>
    expect(rows).toEqual([
      { resource: 'audit_log', cells: { read: 5 } },
      { resource: 'cms_menu', cells: { read: 6, update: 7 } },
      { resource: 'notice', cells: { create: 1, read: 2, update: 3, delete: 4 } },
    ]))

  it('leaves out what only the Administrator may hold, which the server refuses in a role', () =>
    expect(
      matrixRows([...permissions, { id: 10, name: 'email_outbox.read', administrator_only: true }]),
    ).toEqual(rows))

  it("gives a row's and a column's permission ids", () => {
    expect(rowIds(rows[2] as (typeof rows)[number])).toEqual([1, 2, 3, 4])
    expect(columnIds(rows, 'read')).toEqual([5, 6, 2])
    expect(columnIds(rows, 'create')).toEqual([1])
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
    expect(toggleAll([7], read)).toEqual([2, 5, 6, 7])
    expect(toggleAll([2, 5, 6, 7], read)).toEqual([7])
    expect(toggleAll([2], [1, 2, 3, 4])).toEqual([1, 2, 3, 4])
    expect(toggleAll([1, 2, 3, 4, 5], [1, 2, 3, 4])).toEqual([5])
  })
})
