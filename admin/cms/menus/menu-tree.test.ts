import { describe, expect, it } from 'vitest'
import {
  applyMove,
  canMoveUnder,
  descendantIds,
  flattenTree,
  isNoMove,
  keyboardMove,
  type MenuItem,
  type Move,
  projectDrop,
  publicUrl,
} from './menu-tree.ts'

const menu = (id: number, name: string, parent: number | null, position: number): MenuItem => ({
  id,
  name,
  parent,
  position,
  template: 'generic',
  is_published: true,
})

/**
 * Home(1)
 * About(2)
 *   Mission(4)
 *   Message(5)
 *     Chairman(7)
 * Service(3)
 *   Training(6)
 */
const items: MenuItem[] = [
  menu(5, 'Message', 2, 2),
  menu(3, 'Service', null, 3),
  menu(1, 'Home', null, 1),
  menu(2, 'About', null, 2),
  menu(4, 'Mission', 2, 1),
  menu(6, 'Training', 3, 1),
  menu(7, 'Chairman', 5, 1),
]

const outline = (list: MenuItem[]) => flattenTree(list).map((r) => `${'-'.repeat(r.depth)}${r.name}`)
const rows = flattenTree(items)
const INDENT = 24
const drop = (active: number, over: number, levels = 0) =>
  projectDrop(rows, active, over, levels * INDENT, INDENT)?.move
const moved = (move: Move | null | undefined) => {
  if (!move) throw new Error('no move')
  return outline(applyMove(items, move))
}

describe('flattenTree', () => {
  it('lists each menu before its sub-menus, siblings by position', () => {
    expect(outline(items)).toEqual([
      'Home',
      'About',
      '-Mission',
      '-Message',
      '--Chairman',
      'Service',
      '-Training',
    ])
  })

  it('shows a menu caught in a loop at the top level rather than hiding it', () => {
    const looped = [menu(1, 'A', 2, 1), menu(2, 'B', 1, 1), menu(3, 'C', null, 1)]
    expect(outline(looped)).toEqual(['C', 'A', '-B'])
  })
})

describe('moving under itself', () => {
  it('is refused for the menu and every one of its sub-menus', () => {
    expect([...descendantIds(items, 2)].sort()).toEqual([4, 5, 7])
    expect(canMoveUnder(items, 2, 2)).toBe(false)
    expect(canMoveUnder(items, 2, 7)).toBe(false)
    expect(canMoveUnder(items, 2, 3)).toBe(true)
    expect(canMoveUnder(items, 2, null)).toBe(true)
  })

  it('leaves the menus unchanged if asked anyway', () => {
    expect(outline(applyMove(items, { id: 2, parent: 7, index: 0 }))).toEqual(outline(items))
  })
})

describe('keyboard moves', () => {
  it('moves up and down among siblings, not past the ends', () => {
    expect(keyboardMove(items, 5, 'up')).toEqual({ id: 5, parent: 2, index: 0 })
    expect(moved(keyboardMove(items, 5, 'up'))).toEqual([
      'Home',
      'About',
      '-Message',
      '--Chairman',
      '-Mission',
      'Service',
      '-Training',
    ])
    expect(moved(keyboardMove(items, 1, 'down'))).toEqual([
      'About',
      '-Mission',
      '-Message',
      '--Chairman',
      'Home',
      'Service',
      '-Training',
    ])
    expect(keyboardMove(items, 4, 'up')).toBeNull()
    expect(keyboardMove(items, 5, 'down')).toBeNull()
  })

  it('indents under the previous sibling, as its last sub-menu', () => {
    expect(keyboardMove(items, 3, 'indent')).toEqual({ id: 3, parent: 2, index: 2 })
    expect(moved(keyboardMove(items, 3, 'indent'))).toEqual([
      'Home',
      'About',
      '-Mission',
      '-Message',
      '--Chairman',
      '-Service',
      '--Training',
    ])
    expect(keyboardMove(items, 1, 'indent')).toBeNull()
  })

  it('outdents to just after the parent', () => {
    expect(keyboardMove(items, 4, 'outdent')).toEqual({ id: 4, parent: null, index: 2 })
    expect(moved(keyboardMove(items, 4, 'outdent'))).toEqual([
      'Home',
      'About',
      '-Message',
      '--Chairman',
      'Mission',
      'Service',
      '-Training',
    ])
    expect(keyboardMove(items, 1, 'outdent')).toBeNull()
  })

  it('numbers both sibling lists 1…n after a move to another parent', () => {
    const after = applyMove(items, { id: 4, parent: 3, index: 0 })
    const positions = (parent: number) =>
      after.filter((i) => i.parent === parent).map((i) => [i.name, i.position])
    expect(positions(2)).toEqual([['Message', 1]])
    expect(positions(3).sort()).toEqual([
      ['Mission', 1],
      ['Training', 2],
    ])
  })
})

describe('drops', () => {
  it('reorders among siblings when dropped over a sibling', () => {
    expect(drop(5, 4)).toEqual({ id: 5, parent: 2, index: 0 })
    expect(drop(3, 1)).toEqual({ id: 3, parent: null, index: 0 })
  })

  it('goes between a menu and its first sub-menu when dropped over a menu that has some', () => {
    // Below Message comes Chairman at depth 2: Mission lands as Message's first sub-menu.
    expect(drop(4, 5)).toEqual({ id: 4, parent: 5, index: 0 })
  })

  it('carries the sub-menus along and never lands inside them', () => {
    // About dragged below Training, one level right: Chairman, Mission and Message go with it.
    const move = drop(2, 6, 1)
    expect(move).toEqual({ id: 2, parent: 3, index: 1 })
    expect(moved(move)).toEqual([
      'Home',
      'Service',
      '-Training',
      '-About',
      '--Mission',
      '--Message',
      '---Chairman',
    ])
    // However far right, its deepest possible parent is the row above, never one of its own.
    expect(drop(2, 6, 9)).toEqual({ id: 2, parent: 6, index: 0 })
  })

  it('becomes a child when dragged right under a row, at most one level deeper', () => {
    // Service dragged right by one level stays in place but goes under About, after Message.
    expect(drop(3, 3, 1)).toEqual({ id: 3, parent: 2, index: 2 })
    // Far to the right: under Chairman, the deepest row above.
    expect(drop(3, 3, 9)).toEqual({ id: 3, parent: 7, index: 0 })
  })

  it('moves out when dragged left, but not above the depth of the row below', () => {
    expect(drop(7, 7, -2)).toEqual({ id: 7, parent: null, index: 2 })
    // Mission has Message below it at depth 1: it cannot leave About.
    expect(drop(4, 4, -1)).toEqual({ id: 4, parent: 2, index: 0 })
  })

  it('is no move when dropped where it was', () => {
    const same = drop(5, 5)
    expect(same && isNoMove(items, same)).toBe(true)
    const other = drop(5, 4)
    expect(other && isNoMove(items, other)).toBe(false)
  })

  it('names no move for a row it does not know', () => {
    expect(projectDrop(rows, 99, 1, 0, INDENT)).toBeNull()
  })
})

describe('publicUrl', () => {
  it('is the public site’s link, a preview for a hidden menu', () => {
    expect(publicUrl({ id: 7, name: 'Japan & Korean', is_published: true })).toBe('/japan%20%26%20korean/7')
    expect(publicUrl({ id: 1, name: 'Home', is_published: true })).toBe('/')
    expect(publicUrl({ id: 9, name: 'Draft', is_published: false })).toBe('/draft/9?preview=1')
  })
})
