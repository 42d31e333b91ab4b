/**
 * What an order's documents share when they touch stock and the books: its lines as figures, where
 * its money goes (the payment method's cash, bank or wallet ledger, or the customer's receivable
 * for a sale on account), the customer's balance, and what of each line was issued and returned.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { formatTaka, type Paisa, parseAmount, sumAmounts } from '../../../../common/money.ts'
import { type Milli, quantityOf } from '../../../../common/quantity.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import { RESERVING } from '../reservations.ts'
import {
  customer,
  customerOrder,
  orderItem,
  paymentMethod,
  salesReturn,
  salesReturnItem,
  stockMovement,
} from '../tables.ts'
import { netAmount, type PricedLine } from './order-amounts.ts'
import type { OrderItemRow, OrderRow } from './order-present.ts'
import { activeMethod } from './order-service.ts'

export const paisaOf = (text: string): Paisa => parseAmount(text) ?? 0n
export const chargesOf = (order: OrderRow) => ({
  discount: paisaOf(order.discountAmount),
  shipping: paisaOf(order.shippingPrice),
})
export const pricedOf = (item: OrderItemRow): PricedLine => ({
  quantity: quantityOf(item.quantity),
  price: paisaOf(item.price),
})

export async function lineItems(tx: Db, orderId: number): Promise<OrderItemRow[]> {
  return tx.select().from(orderItem).where(eq(orderItem.orderId, orderId)).orderBy(asc(orderItem.id))
}

export interface Settlement {
  ledgerId: number
  onAccount: boolean
  /** The method's name, or "On account". */
  label: string
  needsReference: boolean
}

/**
 * Where the order's money is booked: the method's ledger, or with no method or an on-account one
 * the customer's receivable ledger (a customer is then needed: a 409 naming the order).
 */
export async function settlementOf(
  tx: Db,
  methodId: number | null,
  customerId: number | null,
  orderNo: string,
  field = 'payment_method',
): Promise<Settlement> {
  const method = methodId === null ? null : await activeMethod(tx, methodId, field)
  if (method?.ledgerId)
    return {
      ledgerId: method.ledgerId,
      onAccount: false,
      label: method.name,
      needsReference: method.needsReference,
    }
  if (customerId === null)
    throw new ApiError(
      409,
      `Order ${orderNo} is a sale on account but names no customer: choose the customer, or a payment method such as cash.`,
    )
  const [owner] = await tx
    .select({ ledgerId: customer.ledgerId })
    .from(customer)
    .where(eq(customer.id, customerId))
  if (!owner) throw new ValidationError({ customer: [`Customer ${customerId} does not exist.`] })
  return {
    ledgerId: owner.ledgerId,
    onAccount: true,
    label: method?.name ?? 'On account',
    needsReference: false,
  }
}

/** The customer's receivable balance (debits less credits of its ledger's posted lines). */
export async function receivableBalance(tx: Db, ledgerId: number): Promise<Paisa> {
  const [row] = await queryRows<{ balance: string }>(
    tx,
    sql`select coalesce(sum(debit - credit), 0)::text as balance from voucher_line where posted and ledger_id = ${ledgerId}`,
  )
  return paisaOf(row?.balance ?? '0')
}

/**
 * What the customer's other orders on account owe once delivered: those confirmed and not yet
 * delivered are in no ledger yet, but their goods are promised, so they count against the limit.
 */
async function promisedOnAccount(tx: Db, customerId: number, exceptOrderId: number): Promise<Paisa> {
  const orders = await tx
    .select({
      id: customerOrder.id,
      discount: customerOrder.discountAmount,
      shipping: customerOrder.shippingPrice,
    })
    .from(customerOrder)
    .leftJoin(paymentMethod, eq(paymentMethod.id, customerOrder.paymentMethodId))
    .where(
      and(
        eq(customerOrder.customerId, customerId),
        inArray(customerOrder.status, [...RESERVING]),
        ne(customerOrder.id, exceptOrderId),
        // No method, or a method with no money ledger: on account (settlementOf's rule).
        isNull(paymentMethod.ledgerId),
      ),
    )
  if (orders.length === 0) return 0n
  const items = await tx
    .select({ orderId: orderItem.orderId, quantity: orderItem.quantity, price: orderItem.price })
    .from(orderItem)
    .where(
      inArray(
        orderItem.orderId,
        orders.map((o) => o.id),
      ),
    )
  return sumAmounts(
    orders.map((o) =>
      netAmount(
        items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({ quantity: quantityOf(i.quantity), price: paisaOf(i.price) })),
        { discount: paisaOf(o.discount), shipping: paisaOf(o.shipping) },
      ),
    ),
  )
}

/**
 * A sale on account may not take what the customer owes (the balance, plus other orders on account
 * confirmed and not yet delivered) over the credit limit: a 409 saying each. The customer's row is
 * locked first, so two confirmations for one customer are judged one after the other.
 */
export async function checkCreditLimit(
  tx: Db,
  customerId: number,
  order: { id: number; orderNo: string; net: Paisa },
) {
  const [owner] = await tx
    .select({ name: customer.name, limit: customer.creditLimit, ledgerId: customer.ledgerId })
    .from(customer)
    .where(eq(customer.id, customerId))
    .for('update')
  if (!owner) throw new ValidationError({ customer: [`Customer ${customerId} does not exist.`] })
  const limit = paisaOf(owner.limit)
  const balance = await receivableBalance(tx, owner.ledgerId)
  const promised = await promisedOnAccount(tx, customerId, order.id)
  const owed = balance + promised + order.net
  if (owed > limit) {
    const taka = (p: Paisa) => formatTaka(p, { symbol: true })
    const others =
      promised > 0n
        ? `, with ${taka(promised)} more in orders on account confirmed and not yet delivered`
        : ''
    throw new ApiError(
      409,
      `Order ${order.orderNo} on account would take ${owner.name}'s balance to ${taka(owed)}: the credit limit is ${taka(limit)} and the balance now ${taka(balance)}${others}. Take payment, or raise the limit.`,
    )
  }
}

/** The order's sale movements, one per line in the lines' order (deliverOrder records them so). */
export async function saleMovementsOf(tx: Db, order: OrderRow, items: readonly OrderItemRow[]) {
  const moves = await tx
    .select({ id: stockMovement.id, value: stockMovement.value, quantity: stockMovement.quantity })
    .from(stockMovement)
    .where(
      and(
        eq(stockMovement.kind, 'sale'),
        eq(stockMovement.sourceType, 'customer_order'),
        eq(stockMovement.sourceId, order.id),
      ),
    )
    .orderBy(asc(stockMovement.id))
  if (moves.length !== items.length)
    throw new Error(`Order ${order.orderNo} has ${items.length} lines but ${moves.length} sale movements.`)
  return new Map(items.map((item, i) => [item.id, moves[i] as (typeof moves)[number]]))
}

/** What of each of the order's lines came back before, by order item. */
export async function returnedOf(tx: Db, orderId: number): Promise<Map<number, Milli>> {
  const rows = await tx
    .select({ item: salesReturnItem.orderItemId, quantity: salesReturnItem.quantity })
    .from(salesReturnItem)
    .innerJoin(salesReturn, eq(salesReturn.id, salesReturnItem.salesReturnId))
    .where(eq(salesReturn.orderId, orderId))
  const out = new Map<number, Milli>()
  for (const r of rows) out.set(r.item, (out.get(r.item) ?? 0n) + quantityOf(r.quantity))
  return out
}
