import { describe, expect, it } from 'vitest'
import { type CategoryNode, categoryPaths, chainOf, childrenOf } from './category-tree.ts'

const categories: CategoryNode[] = [
  { id: 5, name: 'Helmets', parent: 2, position: 0 },
  { id: 1, name: 'Welding gear', parent: null, position: 0 },
  { id: 2, name: 'Safety', parent: 1, position: 1 },
  { id: 3, name: 'Rods', parent: 1, position: 0 },
  { id: 4, name: 'Books', parent: null, position: 0 },
]

describe('the category tree', () => {
  it('lists a level under its parent by position, then name', () => {
    expect(childrenOf(categories, null).map((c) => c.name)).toEqual(['Books', 'Welding gear'])
    expect(childrenOf(categories, 1).map((c) => c.name)).toEqual(['Rods', 'Safety'])
    expect(childrenOf(categories, 5)).toEqual([])
  })

  it('gives the chain from the top down to a category', () => {
    expect(chainOf(categories, 5)).toEqual([1, 2, 5])
    expect(chainOf(categories, 1)).toEqual([1])
    expect(chainOf(categories, null)).toEqual([])
    expect(chainOf(categories, 99)).toEqual([])
  })

  it('names every category by its path, depth first', () => {
    expect(categoryPaths(categories)).toEqual([
      { id: 4, name: 'Books' },
      { id: 1, name: 'Welding gear' },
      { id: 3, name: 'Welding gear › Rods' },
      { id: 2, name: 'Welding gear › Safety' },
      { id: 5, name: 'Welding gear › Safety › Helmets' },
    ])
  })
})
