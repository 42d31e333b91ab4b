import { describe, expect, it } from 'vitest'
import { buildMenuTree, type MenuRow } from '../../../common/menu-tree.ts'
import { contentEntries, imageEntries } from './content-maps.ts'

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

describe('contentEntries', () => {
  it('orders blocks by position, then id', () => {
    const rows = [
      { id: 3, position: 1, name: 'B', value: '<p>b</p>' },
      { id: 1, position: 2, name: 'C', value: '' },
      { id: 2, position: 1, name: 'A', value: '<p>a</p>' },
    ]
    expect(contentEntries(rows)).toEqual([
      ['A', '<p>a</p>'],
      ['B', '<p>b</p>'],
      ['C', ''],
    ])
  })
})

describe('imageEntries', () => {
  const img = (id: number, position: number, head: string) => ({ id, position, head, image: `img/${id}.jpg` })

  it('gives a string for one image and an array for two or more', () => {
    const entries = imageEntries([img(1, 0, 'Logo'), img(2, 1, 'Partner'), img(3, 2, 'Partner')])
    expect(entries).toEqual([
      ['Logo', 'img/1.jpg'],
      ['Partner', ['img/2.jpg', 'img/3.jpg']],
    ])
  })

  it('orders heads by their first image and images within a head by position, then id', () => {
    const entries = imageEntries([
      img(5, 3, 'Gallery'),
      img(4, 3, 'Gallery'),
      img(9, 1, 'Title'),
      img(1, 2, 'Gallery'),
    ])
    expect(entries).toEqual([
      ['Title', 'img/9.jpg'],
      ['Gallery', ['img/1.jpg', 'img/4.jpg', 'img/5.jpg']],
    ])
  })

  it('gives no entries for no images', () => expect(imageEntries([])).toEqual([]))
})
