/**
 * The key → value maps of keyed content blocks and images (api-contract §2.4, §2.5): a menu's
 * page and a cause have them alike. In the order editors set: by position, then id.
 */

interface Positioned {
  id: number
  position: number
}

const byPosition = (a: Positioned, b: Positioned) => a.position - b.position || a.id - b.id

/** Content blocks as [name, html] pairs. Names are unique per owner (a menu, a cause). */
export function contentEntries<T extends Positioned & { name: string; value: string }>(
  rows: readonly T[],
): [string, string][] {
  return rows
    .slice()
    .sort(byPosition)
    .map((row) => [row.name, row.value])
}

/**
 * Images grouped by head: one image gives a string, two or more give an array (the original's
 * rule, which the site relies on). Heads come in the order of their first image.
 */
export function imageEntries<T extends Positioned & { head: string; image: string }>(
  rows: readonly T[],
): [string, string | string[]][] {
  const groups = new Map<string, string[]>()
  for (const row of rows.slice().sort(byPosition)) {
    const list = groups.get(row.head)
    if (list) list.push(row.image)
    else groups.set(row.head, [row.image])
  }
  return [...groups].map(([head, images]) => [head, images.length === 1 ? (images[0] as string) : images])
}
