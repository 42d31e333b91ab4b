/**
 * The status route's moves: packaging and on the way only step forward from a confirmed order;
 * confirming, delivering and cancelling are the actions of their own (they reserve, issue and book,
 * or release and return), to which this delegates.
 */
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import { customerOrder } from '../tables.ts'
import type { statusBody } from './order-body.ts'
import { cancelOrder } from './order-cancel.ts'
import { confirmOrder } from './order-confirm.ts'
import { deliverOrder } from './order-deliver.ts'
import type { OrderRow } from './order-present.ts'
import { lockOrder, logChange, type OrderAct } from './order-service.ts'

const BEFORE: Record<'packaging' | 'on_the_way', string[]> = {
  packaging: ['confirmed'],
  on_the_way: ['confirmed', 'packaging'],
}

export async function changeStatus(
  tx: Db,
  body: z.infer<typeof statusBody>,
  act: OrderAct,
): Promise<OrderRow> {
  switch (body.status) {
    case 'confirmed':
      return confirmOrder(tx, body.order, act)
    case 'delivered':
      return deliverOrder(tx, body.order, body.date, act)
    case 'cancelled':
      if (!body.reason) throw new ValidationError({ reason: ['Say why the order is cancelled.'] })
      return cancelOrder(tx, body.order, body.reason, act)
  }
  const order = await lockOrder(tx, body.order)
  if (!BEFORE[body.status].includes(order.status))
    throw new ApiError(409, `Order ${order.orderNo} is ${order.status}: it cannot go to ${body.status}.`)
  const [moved] = await tx
    .update(customerOrder)
    .set({ status: body.status, updatedAt: act.now, updatedBy: act.actor.id })
    .where(eq(customerOrder.id, order.id))
    .returning()
  await logChange(tx, act, order.id, 'update', { status: { before: order.status, after: body.status } })
  return moved as OrderRow
}
