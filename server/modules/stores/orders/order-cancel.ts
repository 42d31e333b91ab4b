/**
 * Cancelling an order, with its reason. Pending: nothing to undo. Confirmed, packaging or on the
 * way: nothing was issued, so cancelling releases the reservation (the order no longer counts as
 * reserving); its invoice keeps its number, marked cancelled by the order's status. Delivered:
 * everything not yet returned comes back at its sale's cost and the rest of the sale is booked
 * back, delivery charge included (sales-return.ts), dated today.
 */
import { eq } from 'drizzle-orm'
import { quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { customerOrder } from '../tables.ts'
import { lineItems, returnedOf } from './order-books.ts'
import type { OrderRow } from './order-present.ts'
import { lockOrder, logChange, type OrderAct } from './order-service.ts'
import { returnGoods } from './sales-return.ts'

export async function cancelOrder(tx: Db, id: number, reason: string, act: OrderAct): Promise<OrderRow> {
  const order = await lockOrder(tx, id)
  if (order.status === 'cancelled') throw new ApiError(409, `Order ${order.orderNo} was cancelled already.`)
  if (order.status === 'delivered') {
    const returned = await returnedOf(tx, order.id)
    const lines = (await lineItems(tx, order.id))
      .map((i) => ({ orderItemId: i.id, quantity: quantityOf(i.quantity) - (returned.get(i.id) ?? 0n) }))
      .filter((l) => l.quantity > 0n)
    await returnGoods(tx, order, { date: act.today, reason, methodId: null, lines, withShipping: true }, act)
  }
  const [cancelled] = await tx
    .update(customerOrder)
    .set({
      status: 'cancelled',
      cancelledAt: act.now,
      cancelReason: reason,
      updatedAt: act.now,
      updatedBy: act.actor.id,
    })
    .where(eq(customerOrder.id, order.id))
    .returning()
  await logChange(tx, act, order.id, 'update', {
    status: { before: order.status, after: 'cancelled' },
    cancel_reason: { before: null, after: reason },
  })
  return cancelled as OrderRow
}
