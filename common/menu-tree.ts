export interface MenuRow {
  id: number
  parentId: number | null
  position: number
  /** Rows without the flag (back-office menu items) always count as published. */
  isPublished?: boolean
}

export interface MenuNode<T extends MenuRow = MenuRow> {
  menu: T
  children: MenuNode<T>[]
}

/**
 * Builds the menu forest: roots and every level of children sorted by position, then id.
 * An unpublished menu hides its whole subtree when `publishedOnly` is set, and a row whose parent is
 * missing (or part of a cycle) is left out rather than shown at the wrong level.
 */
export function buildMenuTree<T extends MenuRow>(rows: readonly T[], publishedOnly: boolean): MenuNode<T>[] {
  const byParent = new Map<number | null, T[]>()
  for (const row of rows) {
    if (publishedOnly && row.isPublished === false) continue
    const siblings = byParent.get(row.parentId)
    if (siblings) siblings.push(row)
    else byParent.set(row.parentId, [row])
  }
  const visited = new Set<number>()
  const grow = (parentId: number | null): MenuNode<T>[] =>
    (byParent.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .filter((menu) => !visited.has(menu.id) && visited.add(menu.id))
      .map((menu) => ({ menu, children: grow(menu.id) }))
  return grow(null)
}

/** Every menu of the forest, depth first. */
export function flattenMenuTree<T extends MenuRow>(nodes: readonly MenuNode<T>[]): T[] {
  return nodes.flatMap((node) => [node.menu, ...flattenMenuTree(node.children)])
}

/** The first menu of the forest, depth first, that `matches`; null when none does. */
export function findInMenuTree<T extends MenuRow>(
  nodes: readonly MenuNode<T>[],
  matches: (menu: T) => boolean,
): T | null {
  for (const node of nodes) {
    if (matches(node.menu)) return node.menu
    const found = findInMenuTree(node.children, matches)
    if (found) return found
  }
  return null
}
