/**
 * The invoice of a confirmed order (back-office spec §2.6 `get_invoice_by_order_id`): the order
 * with its invoice number and date, who is billed, where it goes, the lines, the figures (subtotal,
 * discount, delivery, net, paid, due) and the returns since; and the same as an A4 PDF through the
 * shared invoice layout, with the organisation's letterhead from the receipts' settings. An order
 * still pending has no invoice (404).
 */
import { asc, eq } from 'drizzle-orm'
import { formatAmount } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { type InvoiceData, renderInvoice } from '../../../receipts/invoice-pdf.ts'
import { receiptIssuer } from '../../giving/receipts-service.ts'
import {
  customer,
  customerOrder,
  paymentMethod,
  salesInvoice,
  salesReturn,
  shippingAddress,
} from '../tables.ts'
import { itemsTotal, lineAmount, netAmount } from './order-amounts.ts'
import { chargesOf, paisaOf, pricedOf } from './order-books.ts'
import { itemsOfOrders, presentItems, presentOrders } from './order-present.ts'
import { presentReturns } from './return-present.ts'

async function load(db: Db, orderId: number, timeZone: string) {
  const [order] = await db.select().from(customerOrder).where(eq(customerOrder.id, orderId))
  if (!order) throw new ApiError(404, `Order ${orderId} does not exist.`)
  const [invoice] = await db.select().from(salesInvoice).where(eq(salesInvoice.orderId, orderId))
  if (!invoice)
    throw new ApiError(
      404,
      `Order ${order.orderNo} is ${order.status}: it has no invoice until it is confirmed.`,
    )
  const [items, [buyer], [shipTo], returns, [presented]] = await Promise.all([
    itemsOfOrders(db, [orderId]),
    order.customerId === null ? [] : db.select().from(customer).where(eq(customer.id, order.customerId)),
    db
      .select()
      .from(shippingAddress)
      .where(eq(shippingAddress.orderId, orderId))
      .orderBy(asc(shippingAddress.id))
      .limit(1),
    db.select().from(salesReturn).where(eq(salesReturn.orderId, orderId)).orderBy(asc(salesReturn.id)),
    presentOrders(db, [order], timeZone),
  ])
  const lines = items.map(pricedOf)
  const charges = chargesOf(order)
  const net = netAmount(lines, charges)
  const [method] =
    order.paymentMethodId === null
      ? []
      : await db.select().from(paymentMethod).where(eq(paymentMethod.id, order.paymentMethodId))
  const paymentLabel = method?.name ?? 'On account'
  // Paid when delivered by cash, card or a wallet; a sale on account stays due.
  const paid = order.status === 'delivered' && method?.ledgerId ? net : 0n
  const address = (a: {
    streetAddressOne: string | null
    streetAddressTwo: string | null
    postalCode: string | null
  }) => [a.streetAddressOne, a.streetAddressTwo, a.postalCode].filter(Boolean).join(', ') || null
  return {
    order,
    invoice,
    items,
    buyer,
    shipTo,
    returns,
    presented,
    lines,
    charges,
    net,
    paid,
    address,
    paymentLabel,
  }
}

export async function invoiceOf(db: Db, orderId: number, timeZone: string) {
  const x = await load(db, orderId, timeZone)
  const presentedItems = await presentItems(db, x.items)
  return {
    order: {
      id: x.order.id,
      order_no: x.order.orderNo,
      order_date: x.order.orderDate,
      order_status: x.presented?.order_status ?? null,
      invoice_no: x.invoice.number,
      invoice_date: x.invoice.date,
      payment_method: x.presented?.payment_method ?? null,
      payment_reference: x.order.paymentReference,
      delivered_on: x.order.deliveredOn,
      branch: x.presented?.branch ?? null,
    },
    billing: {
      customer: x.buyer?.id ?? null,
      name: x.buyer?.name ?? 'Walk-in customer',
      phone: x.buyer?.phone ?? x.order.userPhoneNumber,
      email: x.buyer?.email ?? null,
      address: x.buyer ? x.address(x.buyer) : null,
    },
    shipping: x.shipTo
      ? { name: x.shipTo.name, phone: x.shipTo.phone, email: x.shipTo.email, address: x.address(x.shipTo) }
      : null,
    items: presentedItems.map((i) => ({
      id: i.id,
      product: i.product,
      quantity: i.quantity,
      price: i.price,
      total: i.total,
      color: i.color,
      size: i.size,
    })),
    subtotal: formatAmount(itemsTotal(x.lines)),
    discount: formatAmount(x.charges.discount),
    shipping_price: formatAmount(x.charges.shipping),
    net: formatAmount(x.net),
    paid: formatAmount(x.paid),
    due: formatAmount(x.order.status === 'cancelled' ? 0n : x.net - x.paid),
    returns: await presentReturns(db, x.returns, timeZone),
  }
}

export async function invoicePdf(
  db: Db,
  orderId: number,
  timeZone: string,
  readLogo: (path: string) => Promise<Uint8Array | undefined>,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const x = await load(db, orderId, timeZone)
  const presentedItems = await presentItems(db, x.items)
  const { organisation } = await receiptIssuer(db, readLogo)
  const references = [
    { label: 'Order no.', value: x.order.orderNo },
    { label: 'Order date', value: x.order.orderDate },
    { label: 'Payment', value: x.paymentLabel },
    ...(x.order.paymentReference ? [{ label: 'Reference', value: x.order.paymentReference }] : []),
    ...(x.order.status === 'cancelled' ? [{ label: 'Status', value: 'CANCELLED' }] : []),
  ]
  const data: InvoiceData = {
    organisation,
    title: 'INVOICE',
    number: x.invoice.number,
    date: x.invoice.date,
    party: {
      label: 'Bill to',
      name: x.buyer?.name ?? 'Walk-in customer',
      address: (x.buyer && x.address(x.buyer)) || undefined,
      phone: x.buyer?.phone ?? x.order.userPhoneNumber ?? undefined,
      email: x.buyer?.email ?? undefined,
    },
    references,
    lines: x.items.map((item, n) => {
      const p = presentedItems[n]?.product
      return {
        description: p ? `${p.name} (${p.sku})` : `Product ${item.productId}`,
        quantity: presentedItems[n]?.quantity ?? item.quantity,
        unit: p?.unit ?? '',
        unitPrice: paisaOf(item.price),
        amount: lineAmount(x.lines[n]?.quantity ?? 0n, paisaOf(item.price)),
      }
    }),
    totals: [
      { label: 'Subtotal', amount: itemsTotal(x.lines) },
      ...(x.charges.discount > 0n ? [{ label: 'Discount', amount: -x.charges.discount }] : []),
      ...(x.charges.shipping > 0n ? [{ label: 'Delivery', amount: x.charges.shipping }] : []),
    ],
    total: x.net,
    paid: x.paid,
    due: x.order.status === 'cancelled' ? 0n : x.net - x.paid,
    note: x.order.status === 'cancelled' ? `Cancelled: ${x.order.cancelReason ?? ''}` : undefined,
  }
  return { filename: `${x.invoice.number}.pdf`, bytes: await renderInvoice(data) }
}
