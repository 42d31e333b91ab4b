/**
 * An order as the original's screens read it (back-office spec §2.6): order_no, order_date,
 * created_at, delivered_at, order_status{id,name,slug}, payment_method{id,name}, discount_amount,
 * shipping_price, net_amount (Σ quantity × price − discount + shipping), user_phone_number,
 * customer, branch, invoice_no and order_items[{product{id,name,sku,thumbnail}, price, quantity,
 * color{name}, size{name}}]. Loaded in a few queries for a whole page of orders.
 */
import { asc, inArray } from 'drizzle-orm'
import { formatAmount, parseAmount } from '../../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { formatDateTime, mediaUrl } from '../../../http/wire.ts'
import { namesById } from '../../../resources/present-helpers.ts'
import { voucherNumbers } from '../../ledger/service.ts'
import { branchNames } from '../../org/branch-service.ts'
import {
  color,
  customer,
  type customerOrder,
  orderItem,
  orderStatus,
  paymentMethod,
  product,
  salesInvoice,
  size,
} from '../tables.ts'
import { lineAmount, netAmount } from './order-amounts.ts'

export type OrderRow = typeof customerOrder.$inferSelect
export type OrderItemRow = typeof orderItem.$inferSelect

const paisa = (text: string) => parseAmount(text) ?? 0n

export async function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return []
  return db
    .select()
    .from(orderItem)
    .where(inArray(orderItem.orderId, [...orderIds]))
    .orderBy(asc(orderItem.id))
}

/** Order items with their product, colour and size named. */
export async function presentItems(db: Db, items: readonly OrderItemRow[]) {
  const ctx = { db, timeZone: 'UTC' }
  const productIds = [...new Set(items.map((i) => i.productId))]
  const [products, colors, sizes] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            id: product.id,
            name: product.name,
            sku: product.sku,
            image: product.image,
            unit: product.unit,
          })
          .from(product)
          .where(inArray(product.id, productIds)),
    namesById(
      ctx,
      color,
      items.map((i) => i.colorId),
    ),
    namesById(
      ctx,
      size,
      items.map((i) => i.sizeId),
    ),
  ])
  const byId = new Map(products.map((p) => [p.id, p]))
  return items.map((i) => {
    const p = byId.get(i.productId)
    const quantity = quantityOf(i.quantity)
    return {
      id: i.id,
      order: i.orderId,
      product: p ? { id: p.id, name: p.name, sku: p.sku, unit: p.unit, thumbnail: mediaUrl(p.image) } : null,
      price: formatAmount(paisa(i.price)),
      quantity: formatQuantity(quantity),
      total: formatAmount(lineAmount(quantity, paisa(i.price))),
      color: i.colorId === null ? null : (colors.get(i.colorId) ?? null),
      size: i.sizeId === null ? null : (sizes.get(i.sizeId) ?? null),
    }
  })
}

export async function presentOrders(db: Db, rows: readonly OrderRow[], timeZone: string) {
  const ctx = { db, timeZone }
  const ids = rows.map((r) => r.id)
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))]
  const [items, statuses, methods, branches, customers, invoices, vouchers] = await Promise.all([
    itemsOfOrders(db, ids),
    db.select().from(orderStatus),
    namesById(
      ctx,
      paymentMethod,
      rows.map((r) => r.paymentMethodId),
    ),
    branchNames(
      db,
      rows.map((r) => r.branchId),
    ),
    customerIds.length === 0
      ? []
      : db
          .select({ id: customer.id, name: customer.name, phone: customer.phone })
          .from(customer)
          .where(inArray(customer.id, customerIds)),
    ids.length === 0
      ? []
      : db
          .select({ orderId: salesInvoice.orderId, number: salesInvoice.number, date: salesInvoice.date })
          .from(salesInvoice)
          .where(inArray(salesInvoice.orderId, ids)),
    voucherNumbers(
      db,
      rows.flatMap((r) => (r.saleVoucherId ? [r.saleVoucherId] : [])),
    ),
  ])
  const presentedItems = await presentItems(db, items)
  const statusBySlug = new Map(statuses.map((s) => [s.slug, { id: s.id, name: s.name, slug: s.slug }]))
  const customerById = new Map(customers.map((c) => [c.id, c]))
  const invoiceByOrder = new Map(invoices.map((i) => [i.orderId, i]))
  return rows.map((r) => {
    const own = items.filter((i) => i.orderId === r.id)
    const invoice = invoiceByOrder.get(r.id)
    return {
      id: r.id,
      order_no: r.orderNo,
      order_date: r.orderDate,
      status: r.status,
      order_status: statusBySlug.get(r.status) ?? null,
      customer: r.customerId === null ? null : (customerById.get(r.customerId) ?? null),
      branch: branches.get(r.branchId) ?? null,
      payment_method: r.paymentMethodId === null ? null : (methods.get(r.paymentMethodId) ?? null),
      payment_reference: r.paymentReference,
      discount_amount: formatAmount(paisa(r.discountAmount)),
      shipping_price: formatAmount(paisa(r.shippingPrice)),
      net_amount: formatAmount(
        netAmount(
          own.map((i) => ({ quantity: quantityOf(i.quantity), price: paisa(i.price) })),
          { discount: paisa(r.discountAmount), shipping: paisa(r.shippingPrice) },
        ),
      ),
      user_phone_number: r.userPhoneNumber,
      comment: r.comment,
      invoice_no: invoice?.number ?? null,
      invoice_date: invoice?.date ?? null,
      confirmed_at: formatDateTime(r.confirmedAt, timeZone),
      delivered_at: formatDateTime(r.deliveredAt, timeZone),
      delivered_on: r.deliveredOn,
      cancelled_at: formatDateTime(r.cancelledAt, timeZone),
      cancel_reason: r.cancelReason,
      sale_voucher: r.saleVoucherId,
      sale_voucher_no: r.saleVoucherId === null ? null : (vouchers.get(r.saleVoucherId) ?? null),
      order_items: presentedItems.filter((i) => i.order === r.id),
      created_at: formatDateTime(r.createdAt, timeZone),
      updated_at: formatDateTime(r.updatedAt, timeZone),
      created_by: r.createdBy,
      updated_by: r.updatedBy,
    }
  })
}
