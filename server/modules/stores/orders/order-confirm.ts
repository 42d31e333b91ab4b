/**
 * Confirming an order: it reserves stock and takes the next invoice number. With the order and
 * the stock levels of its products in its branch locked (lockChains: every movement and
 * reservation of those products waits here), each product must have available = stock − what the
 * branch's other confirmed, packaging and on-the-way orders reserve ≥ what this order wants,
 * unless the branch allows negative stock. A sale on account needs a customer whose balance, plus
 * other confirmed orders on account, plus this order stays within the credit limit. The invoice is inserted dated today in its fiscal
 * year; the database numbers it (SI-<year>-000001) from the series' counter in this transaction,
 * so a confirmation that fails leaves no gap.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { formatQuantity, type Milli, quantityOf } from '../../../../common/quantity.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { fiscalYearFor } from '../../ledger/service.ts'
import { reservations } from '../reservations.ts'
import { lockChains } from '../stock-ledger.ts'
import { customerOrder, product, salesInvoice, stockBranchSetting, stockLevel } from '../tables.ts'
import { itemsTotal, netAmount } from './order-amounts.ts'
import { chargesOf, checkCreditLimit, lineItems, pricedOf, settlementOf } from './order-books.ts'
import type { OrderItemRow, OrderRow } from './order-present.ts'
import { lockOrder, logChange, type OrderAct } from './order-service.ts'

/** What the branch's reserving orders other than `order` hold of each product. */
export async function reservedByOthers(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'branchId'>,
  productIds: number[],
): Promise<Map<number, Milli>> {
  const held = await reservations(tx, productIds, { branchId: order.branchId, exceptOrderId: order.id })
  return new Map(held.map((r) => [r.productId, r.quantity]))
}

/** Each product's wanted quantity against what is free; a 409 naming each short product. */
async function checkAvailable(tx: Db, order: OrderRow, items: readonly OrderItemRow[]) {
  const wanted = new Map<number, Milli>()
  for (const i of items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0n) + quantityOf(i.quantity))
  const productIds = [...wanted.keys()]
  await lockChains(
    tx,
    productIds.map((productId) => ({ productId, branchId: order.branchId })),
  )
  const [setting] = await tx
    .select({ allow: stockBranchSetting.allowNegativeStock })
    .from(stockBranchSetting)
    .where(eq(stockBranchSetting.branchId, order.branchId))
  if (setting?.allow) return
  // One after another: a transaction is one connection, which runs one query at a time.
  const levels = await tx
    .select({ productId: stockLevel.productId, quantity: stockLevel.quantity })
    .from(stockLevel)
    .where(and(eq(stockLevel.branchId, order.branchId), inArray(stockLevel.productId, productIds)))
  const reserved = await reservedByOthers(tx, order, productIds)
  const names = await tx
    .select({ id: product.id, name: product.name, sku: product.sku })
    .from(product)
    .where(inArray(product.id, productIds))
  const stock = new Map(levels.map((l) => [l.productId, quantityOf(l.quantity)]))
  const short = productIds.flatMap((id) => {
    const available = (stock.get(id) ?? 0n) - (reserved.get(id) ?? 0n)
    const want = wanted.get(id) as Milli
    if (available >= want) return []
    const p = names.find((n) => n.id === id)
    return [
      `${p?.name ?? `Product ${id}`} (${p?.sku ?? id}): ${formatQuantity(want)} wanted, ${formatQuantity(available > 0n ? available : 0n)} available (${formatQuantity(stock.get(id) ?? 0n)} in stock, ${formatQuantity(reserved.get(id) ?? 0n)} reserved by other orders)`,
    ]
  })
  if (short.length > 0)
    throw new ApiError(409, `Not enough stock to confirm order ${order.orderNo}: ${short.join('; ')}.`)
}

export async function confirmOrder(tx: Db, id: number, act: OrderAct): Promise<OrderRow> {
  const order = await lockOrder(tx, id)
  if (order.status !== 'pending')
    throw new ApiError(409, `Order ${order.orderNo} is ${order.status}: only a pending order is confirmed.`)
  const items = await lineItems(tx, order.id)
  if (items.length === 0)
    throw new ApiError(409, `Order ${order.orderNo} has no items: add some before confirming it.`)
  const lines = items.map(pricedOf)
  const charges = chargesOf(order)
  if (charges.discount > itemsTotal(lines))
    throw new ApiError(
      409,
      `Order ${order.orderNo}'s discount is more than its items' total: lower it first.`,
    )
  await checkAvailable(tx, order, items)
  const settlement = await settlementOf(tx, order.paymentMethodId, order.customerId, order.orderNo)
  if (settlement.onAccount)
    await checkCreditLimit(tx, order.customerId as number, {
      id: order.id,
      orderNo: order.orderNo,
      net: netAmount(lines, charges),
    })
  const year = await fiscalYearFor(tx, act.today)
  await tx
    .insert(salesInvoice)
    .values({ orderId: order.id, fiscalYearId: year.id, date: act.today, issuedBy: act.actor.id })
  const [confirmed] = await tx
    .update(customerOrder)
    .set({ status: 'confirmed', confirmedAt: act.now, updatedAt: act.now, updatedBy: act.actor.id })
    .where(eq(customerOrder.id, order.id))
    .returning()
  await logChange(tx, act, order.id, 'update', { status: { before: 'pending', after: 'confirmed' } })
  return confirmed as OrderRow
}
