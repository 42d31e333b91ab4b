/**
 * Categories as a tree three levels deep (Welding gear › Safety › Helmets), from the flat list the
 * API gives: a level's choices under a parent, the chain from the top to a category (to show a
 * product's category in its three pickers), and every category named by its whole path (the list's
 * filter, where "Safety" alone could be under several tops).
 */

export interface CategoryNode {
  id: number
  name: string
  parent: number | null
  position: number
}

const inOrder = (a: CategoryNode, b: CategoryNode) =>
  a.position - b.position || a.name.localeCompare(b.name) || a.id - b.id

/** The categories directly under `parent` (the top ones for null), in their order. */
export function childrenOf(categories: readonly CategoryNode[], parent: number | null): CategoryNode[] {
  return categories.filter((c) => (c.parent ?? null) === parent).sort(inOrder)
}

/** The ids from the top category down to `id`; empty for none or an unknown id. */
export function chainOf(categories: readonly CategoryNode[], id: number | null | undefined): number[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const chain: number[] = []
  let node = id == null ? undefined : byId.get(id)
  // The server keeps three levels and no cycles; the bound guards a list read mid-change.
  while (node && chain.length < categories.length) {
    chain.unshift(node.id)
    node = node.parent == null ? undefined : byId.get(node.parent)
  }
  return chain
}

/** Every category as {id, name: its path from the top}, depth first in the tree's order. */
export function categoryPaths(categories: readonly CategoryNode[]): { id: number; name: string }[] {
  const out: { id: number; name: string }[] = []
  const walk = (parent: number | null, prefix: string) => {
    for (const c of childrenOf(categories, parent)) {
      const name = prefix ? `${prefix} › ${c.name}` : c.name
      out.push({ id: c.id, name })
      walk(c.id, name)
    }
  }
  walk(null, '')
  return out
}
