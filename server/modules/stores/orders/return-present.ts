/**
 * A sales return as the screens read it: the order, date, reason, how the money went back, its
 * voucher, and the lines with the product, quantity and the amount refunded for them.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { formatDateTime } from '../../../http/wire.ts'
import { namesById } from '../../../resources/present-helpers.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import {
  customerOrder,
  orderItem,
  paymentMethod,
  product,
  type salesReturn,
  salesReturnItem,
} from '../tables.ts'

export type ReturnRow = typeof salesReturn.$inferSelect

export async function presentReturns(db: Db, rows: readonly ReturnRow[], timeZone: string) {
  const ids = rows.map((r) => r.id)
  const [lines, methods, vouchers, orders] = await Promise.all([
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
    voucherNumbers(
      db,
      rows.flatMap((r) => (r.voucherId ? [r.voucherId] : [])),
    ),
    ids.length === 0
      ? []
      : db
          .select({ id: customerOrder.id, orderNo: customerOrder.orderNo })
          .from(customerOrder)
          .where(inArray(customerOrder.id, [...new Set(rows.map((r) => r.orderId))])),
  ])
  const orderNo = new Map(orders.map((o) => [o.id, o.orderNo]))
  return rows.map((r) => ({
    id: r.id,
    order: r.orderId,
    order_no: orderNo.get(r.orderId) ?? null,
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
  }))
}
