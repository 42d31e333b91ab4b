/**
 * What confirmed orders hold aside: the goods of orders confirmed and not yet delivered or
 * cancelled are promised, so they are not free to sell, though they are still on the shelf (and in
 * the stock ledger) until delivered. Confirming an order, the counter's scan and the storefront's
 * stock check all ask here, so "available" means one thing everywhere.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { type Milli, quantityOf } from '../../../common/quantity.ts'
import type { Db } from '../../db/client.ts'
import { customerOrder, orderItem } from './tables.ts'

/** Statuses whose orders hold their goods aside. */
export const RESERVING = ['confirmed', 'packaging', 'on_the_way'] as const

export interface Reservation {
  productId: number
  branchId: number
  quantity: Milli
}

/** Reserved quantities of the products, per branch (or in one branch), leaving out one order if named. */
export async function reservations(
  db: Db,
  productIds: readonly number[],
  where: { branchId?: number; exceptOrderId?: number } = {},
): Promise<Reservation[]> {
  if (productIds.length === 0) return []
  const rows = await db
    .select({
      productId: orderItem.productId,
      branchId: customerOrder.branchId,
      quantity: sql<string>`sum(${orderItem.quantity})::text`,
    })
    .from(orderItem)
    .innerJoin(customerOrder, eq(customerOrder.id, orderItem.orderId))
    .where(
      and(
        inArray(customerOrder.status, [...RESERVING]),
        inArray(orderItem.productId, [...productIds]),
        where.branchId === undefined ? undefined : eq(customerOrder.branchId, where.branchId),
        where.exceptOrderId === undefined ? undefined : ne(customerOrder.id, where.exceptOrderId),
      ),
    )
    .groupBy(orderItem.productId, customerOrder.branchId)
  return rows.map((r) => ({ ...r, quantity: quantityOf(r.quantity) }))
}
