/**
 * A sales return as the screens read it: the order (its number, customer and phone), date, reason,
 * how the money went back and how much (`amount`), its voucher, and the lines with the product,
 * quantity and the price they were sold at.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { formatAmount } from '../../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { formatDateTime } from '../../../http/wire.ts'
import { namesById } from '../../../resources/present-helpers.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import {
  customer,
  customerOrder,
  orderItem,
  paymentMethod,
  product,
  salesReturn,
  salesReturnItem,
} from '../tables.ts'
import { returnRefunds } from './order-amounts.ts'
import { chargesOf, pricedOf } from './order-books.ts'
import { itemsOfOrders } from './order-present.ts'

export type ReturnRow = typeof salesReturn.$inferSelect

/**
 * What each return gave back to the customer (cash, or off what they owe): recomputed from the
 * order's lines and all its returns as sales-return.ts booked it (the books are another area's,
 * read only through its service), so the returns of a whole order add up to its sale to the paisa.
 */
async function refundsOf(db: Db, rows: readonly ReturnRow[]): Promise<Map<number, string>> {
  const orderIds = [...new Set(rows.map((r) => r.orderId))]
  if (orderIds.length === 0) return new Map()
  const [orders, items, returns] = await Promise.all([
    db.select().from(customerOrder).where(inArray(customerOrder.id, orderIds)),
    itemsOfOrders(db, orderIds),
    db
      .select({ id: salesReturn.id, orderId: salesReturn.orderId })
      .from(salesReturn)
      .where(inArray(salesReturn.orderId, orderIds)),
  ])
  const lines =
    returns.length === 0
      ? []
      : await db
          .select()
          .from(salesReturnItem)
          .where(
            inArray(
              salesReturnItem.salesReturnId,
              returns.map((r) => r.id),
            ),
          )
  const refunds = new Map<number, string>()
  for (const order of orders) {
    const refunded = returnRefunds(
      items.filter((i) => i.orderId === order.id).map((i) => ({ id: i.id, ...pricedOf(i) })),
      returns
        .filter((r) => r.orderId === order.id)
        .map((r) => ({
          id: r.id,
          lines: new Map(
            lines
              .filter((l) => l.salesReturnId === r.id)
              .map((l) => [l.orderItemId, quantityOf(l.quantity)] as const),
          ),
        })),
      chargesOf(order),
      order.status === 'cancelled' && order.deliveredOn !== null,
    )
    for (const [id, amount] of refunded) refunds.set(id, formatAmount(amount))
  }
  return refunds
}

export async function presentReturns(db: Db, rows: readonly ReturnRow[], timeZone: string) {
  const ids = rows.map((r) => r.id)
  const voucherIds = rows.flatMap((r) => (r.voucherId ? [r.voucherId] : []))
  const [lines, methods, vouchers, orders, refunds] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            returnId: salesReturnItem.salesReturnId,
            orderItem: salesReturnItem.orderItemId,
            quantity: salesReturnItem.quantity,
            productId: product.id,
            productName: product.name,
            sku: product.sku,
            price: orderItem.price,
          })
          .from(salesReturnItem)
          .innerJoin(orderItem, eq(orderItem.id, salesReturnItem.orderItemId))
          .innerJoin(product, eq(product.id, orderItem.productId))
          .where(inArray(salesReturnItem.salesReturnId, ids))
          .orderBy(asc(salesReturnItem.id)),
    namesById(
      { db, timeZone },
      paymentMethod,
      rows.map((r) => r.paymentMethodId),
    ),
    voucherNumbers(db, voucherIds),
    ids.length === 0
      ? []
      : db
          .select({
            id: customerOrder.id,
            orderNo: customerOrder.orderNo,
            phone: customerOrder.userPhoneNumber,
            customerId: customer.id,
            customerName: customer.name,
            customerPhone: customer.phone,
          })
          .from(customerOrder)
          .leftJoin(customer, eq(customer.id, customerOrder.customerId))
          .where(inArray(customerOrder.id, [...new Set(rows.map((r) => r.orderId))])),
    refundsOf(db, rows),
  ])
  const orderById = new Map(orders.map((o) => [o.id, o]))
  return rows.map((r) => {
    const order = orderById.get(r.orderId)
    return {
      id: r.id,
      order: r.orderId,
      order_no: order?.orderNo ?? null,
      customer:
        order?.customerId == null
          ? null
          : { id: order.customerId, name: order.customerName, phone: order.customerPhone },
      user_phone_number: order?.phone ?? null,
      amount: refunds.get(r.id) ?? '0.00',
      date: r.date,
      reason: r.reason,
      payment_method: r.paymentMethodId === null ? null : (methods.get(r.paymentMethodId) ?? null),
      voucher: r.voucherId,
      voucher_no: r.voucherId === null ? null : (vouchers.get(r.voucherId) ?? null),
      items: lines
        .filter((l) => l.returnId === r.id)
        .map((l) => ({
          order_item: l.orderItem,
          product: { id: l.productId, name: l.productName, sku: l.sku },
          quantity: formatQuantity(quantityOf(l.quantity)),
          price: l.price,
        })),
      created_at: formatDateTime(r.createdAt, timeZone),
      created_by: r.createdBy,
    }
  })
}
