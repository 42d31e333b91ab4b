/**
 * A product's pictures put in a new order: the positions to write, as few as possible. Pictures
 * are shown by position (then id, as the server lists them); after a move each takes its index,
 * and only those whose position differs are written.
 */
import { moveBy } from '../cms/page/order.ts'

export interface Placed {
  id: number
  position: number
}

/** The {id, position} writes that put `pictures` (in their shown order) with `id` moved by `offset`. */
export function positionsAfterMove(pictures: readonly Placed[], id: number, offset: -1 | 1): Placed[] {
  const order = moveBy(
    pictures.map((p) => p.id),
    id,
    offset,
  )
  return order.flatMap((pictureId, index) =>
    pictures.find((p) => p.id === pictureId)?.position === index ? [] : [{ id: pictureId, position: index }],
  )
}

/** Where a new picture goes: after the last one. */
export const nextPosition = (pictures: readonly Placed[]) =>
  pictures.reduce((last, p) => Math.max(last, p.position + 1), 0)
