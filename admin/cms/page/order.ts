/** Orders of a menu's blocks and images as the screen changes them; the server takes the whole list. */

export interface Positioned {
  id: number
  position: number
}

export const byPosition = <T extends Positioned>(a: T, b: T) => a.position - b.position || a.id - b.id

/** `ids` with the item `id` moved to where `overId` is (a drop), or unchanged when either is missing. */
export function moveTo<T>(ids: readonly T[], id: T, overId: T): T[] {
  const from = ids.indexOf(id)
  const to = ids.indexOf(overId)
  if (from < 0 || to < 0 || from === to) return [...ids]
  const next = [...ids]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/** `ids` with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveBy<T>(ids: readonly T[], id: T, offset: -1 | 1): T[] {
  const from = ids.indexOf(id)
  const target = ids[from + offset]
  return from < 0 || target === undefined ? [...ids] : moveTo(ids, id, target)
}

export interface ImageGroup<T> {
  head: string
  images: T[]
}

/** Images grouped by head, each group in order, the groups in the order of their first image (as the site). */
export function groupByHead<T extends Positioned & { head: string }>(images: readonly T[]): ImageGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const image of [...images].sort(byPosition)) {
    const list = groups.get(image.head)
    if (list) list.push(image)
    else groups.set(image.head, [image])
  }
  return [...groups].map(([head, list]) => ({ head, images: list }))
}

/** Every image id of the menu, after one group took the order `groupIds`: what reorder/ needs. */
export function withGroupOrder<T extends Positioned & { head: string }>(
  images: readonly T[],
  head: string,
  groupIds: readonly number[],
): number[] {
  return groupByHead(images).flatMap((group) =>
    group.head === head ? [...groupIds] : group.images.map((image) => image.id),
  )
}
