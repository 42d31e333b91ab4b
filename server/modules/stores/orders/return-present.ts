/**
 * A sales return as the screens read it: the order (its number, customer and phone), date, reason,
 * how the money went back and how much (`amount`), its voucher, and the lines with the product,
 * quantity and the price they were sold at.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { formatAmount, parseAmount } from '../../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { formatDateTime } from '../../../http/wire.ts'
import { namesById } from '../../../resources/present-helpers.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import { voucherLine } from '../../ledger/tables.ts'
import {
  customer,
  customerOrder,
  orderItem,
  paymentMethod,
  product,
  type salesReturn,
  salesReturnItem,
  storesSetting,
} from '../tables.ts'

export type ReturnRow = typeof salesReturn.$inferSelect

/**
 * What each voucher gave back: its debits other than on the Stock ledger (Sales for the goods less
 * their share of the discount, Delivery Charges when a whole order was undone), which its credit to
 * the cash or the customer's ledger equals. Read from the posted voucher, not recomputed, so it
 * is what the books hold whatever the discount's rounding or a later revaluation of the stock.
 */
async function refundsOf(db: Db, voucherIds: readonly number[]): Promise<Map<number, string>> {
  if (voucherIds.length === 0) return new Map()
  const [setting] = await db.select({ stock: storesSetting.stockLedgerId }).from(storesSetting)
  const rows = await db
    .select({ voucherId: voucherLine.voucherId, amount: sql<string>`sum(${voucherLine.debit})::text` })
    .from(voucherLine)
    .where(
      and(
        inArray(voucherLine.voucherId, [...new Set(voucherIds)]),
        setting?.stock ? ne(voucherLine.ledgerId, setting.stock) : undefined,
      ),
    )
    .groupBy(voucherLine.voucherId)
  return new Map(rows.map((r) => [r.voucherId, formatAmount(parseAmount(r.amount) ?? 0n)]))
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
    refundsOf(db, voucherIds),
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
      amount: (r.voucherId ? refunds.get(r.voucherId) : undefined) ?? '0.00',
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
