/**
 * Where an order stands for the money, the order list's ?state= filter (the dashboard's "orders
 * waiting" and the original's paid and unpaid orders read the same conditions):
 *
 * - waiting: not yet delivered nor cancelled (pending, confirmed, packaging, on the way). Nothing
 *   is booked for it yet: the sale posts when the goods leave (ADR 025).
 * - paid: delivered and settled through a payment method with a money ledger (cash, card, bank, a
 *   wallet), so the sale debited that ledger: the money came in with the goods.
 * - unpaid: neither paid nor cancelled: every order still waiting, and every sale delivered on
 *   account (no method, or an on-account one: settlementOf's rule), owed in the customer's ledger.
 *
 * Every order is exactly one of paid, unpaid or cancelled.
 */
import { type SQL, sql } from 'drizzle-orm'
import { ApiError, truncate } from '../../../http/api-error.ts'
import { RESERVING } from '../reservations.ts'
import { customerOrder, paymentMethod } from '../tables.ts'

export const ORDER_STATES = ['waiting', 'paid', 'unpaid'] as const
export type OrderState = (typeof ORDER_STATES)[number]

const WAITING = ['pending', ...RESERVING]

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/** Delivered with a method whose money goes to a cash, bank or wallet ledger. */
const settled = sql`${customerOrder.status} = 'delivered' and exists (
  select 1 from ${paymentMethod} where ${paymentMethod.id} = ${customerOrder.paymentMethodId}
    and ${paymentMethod.ledgerId} is not null)`

export function orderStateSql(state: OrderState): SQL {
  switch (state) {
    case 'waiting':
      return sql`${customerOrder.status} in (${inList(WAITING)})`
    case 'paid':
      return sql`(${settled})`
    case 'unpaid':
      return sql`(${customerOrder.status} <> 'cancelled' and not (${settled}))`
  }
}

/** ?state= of the order list: one of ORDER_STATES, or a 400 naming the parameter. */
export function orderStateParam(text: string): SQL {
  if (!(ORDER_STATES as readonly string[]).includes(text))
    throw new ApiError(400, `state must be one of: ${ORDER_STATES.join(', ')} (got "${truncate(text, 30)}").`)
  return orderStateSql(text as OrderState)
}
