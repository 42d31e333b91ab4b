/**
 * The menu tree as the Menus screen shows and changes it, without React or the network: the rows in
 * display order with their depth, and the moves a keyboard button or a drop asks for. A move is
 * what the server's move endpoint takes (PUT cms_menu/move/{id}): the new parent and the 0-based
 * place among the new siblings, the moved menu left out of them.
 */
import { menuPath } from '../../../common/menu-path.ts'

export interface MenuItem {
  id: number
  name: string
  parent: number | null
  position: number
  template: string
  is_published: boolean
}

export interface TreeRow extends MenuItem {
  depth: number
}

export interface Move {
  id: number
  parent: number | null
  /** 0-based place among the new siblings, the moved menu not counted. */
  index: number
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent'

const byPosition = (a: MenuItem, b: MenuItem) => a.position - b.position || a.id - b.id

/**
 * The rows in display order: each menu followed by its sub-menus, siblings by position. Unlike the
 * public navigation nothing is left out: a menu whose parent cannot be reached (a loop written by
 * other means) is shown at the top level, so staff can still see and move it.
 */
export function flattenTree(items: readonly MenuItem[]): TreeRow[] {
  const children = new Map<number | null, MenuItem[]>()
  for (const item of items) {
    const list = children.get(item.parent) ?? []
    list.push(item)
    children.set(item.parent, list)
  }
  const rows: TreeRow[] = []
  const placed = new Set<number>()
  const visit = (item: MenuItem, depth: number) => {
    if (placed.has(item.id)) return
    placed.add(item.id)
    rows.push({ ...item, depth })
    for (const child of (children.get(item.id) ?? []).sort(byPosition)) visit(child, depth + 1)
  }
  for (const root of (children.get(null) ?? []).sort(byPosition)) visit(root, 0)
  for (const item of [...items].sort(byPosition)) visit(item, 0)
  return rows
}

/** The ids of a menu's sub-menus at every depth. */
export function descendantIds(items: readonly MenuItem[], id: number): Set<number> {
  const found = new Set<number>()
  let frontier = [id]
  while (frontier.length > 0) {
    const next = items.filter((i) => i.parent !== null && frontier.includes(i.parent) && !found.has(i.id))
    for (const item of next) found.add(item.id)
    frontier = next.map((i) => i.id)
  }
  return found
}

/** Whether `parent` may hold `id`: not the menu itself nor one of its sub-menus (the server agrees). */
export function canMoveUnder(items: readonly MenuItem[], id: number, parent: number | null): boolean {
  return parent === null || (parent !== id && !descendantIds(items, id).has(parent))
}

const siblings = (items: readonly MenuItem[], parent: number | null) =>
  items.filter((i) => i.parent === parent).sort(byPosition)

/** The move one of the row's buttons asks for, or null when there is nowhere to go. */
export function keyboardMove(items: readonly MenuItem[], id: number, direction: KeyboardMove): Move | null {
  const item = items.find((i) => i.id === id)
  if (!item) return null
  const around = siblings(items, item.parent)
  const at = around.findIndex((i) => i.id === id)
  switch (direction) {
    case 'up':
      return at > 0 ? { id, parent: item.parent, index: at - 1 } : null
    case 'down':
      return at < around.length - 1 ? { id, parent: item.parent, index: at + 1 } : null
    case 'indent': {
      const previous = around[at - 1]
      return previous ? { id, parent: previous.id, index: siblings(items, previous.id).length } : null
    }
    case 'outdent': {
      const parent = items.find((i) => i.id === item.parent)
      if (!parent) return null
      const parentAt = siblings(items, parent.parent).findIndex((i) => i.id === parent.id)
      return { id, parent: parent.parent, index: parentAt + 1 }
    }
  }
}

/** Whether a move leaves the menu where it is. */
export function isNoMove(items: readonly MenuItem[], move: Move): boolean {
  const item = items.find((i) => i.id === move.id)
  if (!item || item.parent !== move.parent) return false
  return siblings(items, move.parent).findIndex((i) => i.id === move.id) === move.index
}

/**
 * The menus after a move, as the server will have them: the new siblings numbered 1…n in their new
 * order, the old ones closed up. The screen shows this at once, before the server has answered.
 */
export function applyMove(items: readonly MenuItem[], move: Move): MenuItem[] {
  const moved = items.find((i) => i.id === move.id)
  if (!moved || !canMoveUnder(items, move.id, move.parent)) return [...items]
  const oldSiblings = siblings(items, moved.parent).filter((i) => i.id !== move.id)
  const newSiblings = siblings(items, move.parent).filter((i) => i.id !== move.id)
  newSiblings.splice(Math.min(move.index, newSiblings.length), 0, { ...moved, parent: move.parent })
  const renumbered = new Map<number, MenuItem>()
  for (const list of [oldSiblings, newSiblings])
    for (const [i, item] of list.entries()) renumbered.set(item.id, { ...item, position: i + 1 })
  return items.map((item) => renumbered.get(item.id) ?? item)
}

/** The rows a drag moves over: the dragged menu's sub-menus travel with it, so they are not targets. */
export function rowsWhileDragging(rows: readonly TreeRow[], activeId: number): TreeRow[] {
  const carried = descendantIds(rows, activeId)
  return rows.filter((r) => !carried.has(r.id))
}

export interface Projection {
  depth: number
  move: Move
}

/**
 * Where a dragged row lands: over the row `overId`, indented by how far it was dragged sideways
 * (`offsetX` pixels, `indent` pixels per level). The depth is kept between what the neighbours
 * allow: at most one deeper than the row above (becoming its child), at least as deep as the row
 * below (which would otherwise lose its parent). Null when the drag does not name a row.
 */
export function projectDrop(
  rows: readonly TreeRow[],
  activeId: number,
  overId: number,
  offsetX: number,
  indent: number,
): Projection | null {
  const visible = rowsWhileDragging(rows, activeId)
  const from = visible.findIndex((r) => r.id === activeId)
  const to = visible.findIndex((r) => r.id === overId)
  const active = visible[from]
  if (!active || to < 0) return null
  const reordered = visible.filter((r) => r.id !== activeId)
  reordered.splice(to, 0, active)
  const above = reordered[to - 1]
  const below = reordered[to + 1]
  const wanted = active.depth + Math.round(offsetX / indent)
  const depth = Math.max(below?.depth ?? 0, Math.min(above ? above.depth + 1 : 0, wanted))
  const parent = parentAt(reordered, to, depth)
  const index = reordered.slice(0, to).filter((r) => r.id !== activeId && r.parent === parent).length
  return { depth, move: { id: activeId, parent, index } }
}

/** The parent of a row placed at `at` with `depth`: the nearest row above it one level up. */
function parentAt(rows: readonly TreeRow[], at: number, depth: number): number | null {
  for (let i = at - 1; i >= 0; i--) {
    const row = rows[i]
    if (row && row.depth === depth - 1) return row.id
    if (row && row.depth < depth - 1) break
  }
  return null
}

/**
 * The menu's address on the public site, as the site builds its links; a menu the public cannot
 * see yet opens as a preview (staff only, server/site/preview.ts).
 */
export function publicUrl(item: Pick<MenuItem, 'id' | 'name' | 'is_published'>): string {
  const path = menuPath(item.name, item.id)
  return item.is_published ? path : `${path}?preview=1`
}
