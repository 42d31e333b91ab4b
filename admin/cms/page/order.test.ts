import { describe, expect, it } from 'vitest'
import { groupByHead, moveBy, moveTo, withGroupOrder } from './order.ts'

describe('moveTo', () => {
  it('moves an item to the place of the one it was dropped on', () => {
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4])
    expect(moveTo([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3])
  })

  it('leaves the order as it is for a drop on itself or an unknown id', () => {
    expect(moveTo([1, 2, 3], 2, 2)).toEqual([1, 2, 3])
    expect(moveTo([1, 2, 3], 9, 2)).toEqual([1, 2, 3])
  })
})

describe('moveBy', () => {
  it('moves one place up or down, not past either end', () => {
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3])
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2])
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3])
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3])
  })
})

const images = [
  { id: 10, head: 'Gallery', position: 3 },
  { id: 11, head: 'Intro', position: 1 },
  { id: 12, head: 'Gallery', position: 2 },
  { id: 13, head: 'Gallery', position: 4 },
]

describe('groupByHead', () => {
  it('groups in position order, the groups in the order of their first image', () => {
    expect(groupByHead(images).map((g) => [g.head, g.images.map((i) => i.id)])).toEqual([
      ['Intro', [11]],
      ['Gallery', [12, 10, 13]],
    ])
  })
})

describe('withGroupOrder', () => {
  it("gives every image id of the menu with one group's new order", () => {
    expect(withGroupOrder(images, 'Gallery', [13, 12, 10])).toEqual([11, 13, 12, 10])
  })
})
