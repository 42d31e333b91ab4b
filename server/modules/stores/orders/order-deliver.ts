/**
 * Delivering a confirmed order: its goods leave the branch's stock at moving-average cost (one
 * 'sale' movement per line, in the lines' order) and ONE sales voucher books it: Dr the payment
 * method's ledger, or the customer's receivable on account, the net; Cr Sales the items less the
 * discount; Cr Delivery Charges the shipping; Dr Cost of Goods Sold, Cr Stock what the movements
 * took. All in the caller's transaction, dated the day the goods left.
 */
import { eq } from 'drizzle-orm'
import { formatTaka, type Paisa, sumAmounts } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import { type LineInput, post } from '../../ledger/service.ts'
import { storesLedgers } from '../settings.ts'
import { attachVoucher, recordMovements } from '../stock-ledger.ts'
import { customerOrder } from '../tables.ts'
import { itemsTotal, netAmount } from './order-amounts.ts'
import { chargesOf, lineItems, pricedOf, settlementOf } from './order-books.ts'
import type { OrderRow } from './order-present.ts'
import { lockOrder, logChange, type OrderAct } from './order-service.ts'

/** Two-sided lines of a voucher, the zero ones left out. */
export function pair(
  debitLedger: number,
  creditLedger: number,
  amount: Paisa,
  branchId: number,
): LineInput[] {
  if (amount === 0n) return []
  return [
    { ledgerId: debitLedger, branchId, debit: amount, credit: 0n },
    { ledgerId: creditLedger, branchId, debit: 0n, credit: amount },
  ]
}

export const debit = (ledgerId: number, amount: Paisa, branchId: number): LineInput[] =>
  amount === 0n ? [] : [{ ledgerId, branchId, debit: amount, credit: 0n }]
export const credit = (ledgerId: number, amount: Paisa, branchId: number): LineInput[] =>
  amount === 0n ? [] : [{ ledgerId, branchId, debit: 0n, credit: amount }]

const SHIPPABLE = ['confirmed', 'packaging', 'on_the_way']

export async function deliverOrder(
  tx: Db,
  id: number,
  date: string | undefined,
  act: OrderAct,
): Promise<OrderRow> {
  const order = await lockOrder(tx, id)
  if (!SHIPPABLE.includes(order.status))
    throw new ApiError(
      409,
      order.status === 'pending'
        ? `Order ${order.orderNo} is pending: confirm it before delivering it.`
        : `Order ${order.orderNo} is ${order.status}: it cannot be delivered.`,
    )
  const on = date ?? act.today
  if (on > act.today) throw new ValidationError({ date: [`Goods cannot leave after today (${act.today}).`] })
  if (on < order.orderDate)
    throw new ValidationError({ date: [`Goods cannot leave before the order's date (${order.orderDate}).`] })
  const settlement = await settlementOf(tx, order.paymentMethodId, order.customerId, order.orderNo)
  if (settlement.needsReference && !order.paymentReference)
    throw new ValidationError({
      payment_reference: [`A ${settlement.label} payment needs its transaction id.`],
    })
  const items = await lineItems(tx, order.id)
  const lines = items.map(pricedOf)
  const charges = chargesOf(order)
  const ledgers = await storesLedgers(tx)
  const source = { type: 'customer_order', id: order.id }
  const moved = await recordMovements(
    tx,
    items.map((i, n) => ({
      productId: i.productId,
      branchId: order.branchId,
      date: on,
      kind: 'sale' as const,
      quantity: -(lines[n]?.quantity ?? 0n),
      source,
    })),
    { id: act.actor.id },
  )
  const cost = -sumAmounts(moved.map((m) => m.value))
  const b = order.branchId
  const voucherLines = [
    ...debit(settlement.ledgerId, netAmount(lines, charges), b),
    ...credit(ledgers.sales, itemsTotal(lines) - charges.discount, b),
    ...credit(ledgers.shipping, charges.shipping, b),
    ...pair(ledgers.costOfGoods, ledgers.stock, cost, b),
  ]
  if (voucherLines.length === 0)
    throw new ApiError(
      409,
      `Order ${order.orderNo} is worth nothing and cost nothing: there is no sale to book.`,
    )
  const voucher = await post(
    tx,
    {
      type: 'sales',
      date: on,
      branchId: b,
      narration: `Sale: order ${order.orderNo} (${settlement.label}, ${formatTaka(netAmount(lines, charges), { symbol: true })})`,
      lines: voucherLines,
      source,
    },
    { id: act.actor.id },
  )
  await attachVoucher(
    tx,
    moved.map((m) => m.id),
    voucher.id,
  )
  const [delivered] = await tx
    .update(customerOrder)
    .set({
      status: 'delivered',
      deliveredAt: act.now,
      deliveredOn: on,
      saleVoucherId: voucher.id,
      updatedAt: act.now,
      updatedBy: act.actor.id,
    })
    .where(eq(customerOrder.id, order.id))
    .returning()
  await logChange(tx, act, order.id, 'update', {
    status: { before: order.status, after: 'delivered' },
    delivered_on: { before: null, after: on },
  })
  return delivered as OrderRow
}
