import { describe, expect, it } from 'vitest'
import { buildMenuTree, type MenuRow } from './menu-tree.ts'

const menu = (id: number, parentId: number | null, position: number, isPublished = true): MenuRow => ({
  id,
  parentId,
  position,
  isPublished,
})

describe('buildMenuTree', () => {
  it('nests children at any depth, ordered by position then id', () => {
    const tree = buildMenuTree(
      [menu(1, null, 2), menu(2, null, 1), menu(3, 1, 5), menu(4, 1, 5), menu(5, 3, 0), menu(6, 1, 1)],
      false,
    )
    const shape = (nodes: typeof tree): unknown => nodes.map((n) => [n.menu.id, shape(n.children)])
    expect(shape(tree)).toEqual([
      [2, []],
      [
        1,
        [
          [6, []],
          [3, [[5, []]]],
          [4, []],
        ],
      ],
    ])
  })

  it('hides an unpublished menu and everything under it when asked', () => {
    const rows = [menu(1, null, 1), menu(2, null, 2, false), menu(3, 2, 1), menu(4, 1, 1, false)]
    expect(buildMenuTree(rows, true).map((n) => [n.menu.id, n.children.length])).toEqual([[1, 0]])
    expect(buildMenuTree(rows, false)).toHaveLength(2)
  })

  it('leaves out orphans and cycles instead of looping', () => {
    const rows = [menu(1, null, 1), menu(2, 99, 1), menu(3, 4, 1), menu(4, 3, 1)]
    expect(buildMenuTree(rows, false).map((n) => n.menu.id)).toEqual([1])
  })

  it('gives an empty forest for no rows', () => expect(buildMenuTree([], true)).toEqual([]))
})
