/**
 * An order's figures, exact in paisa: a line is quantity × price rounded once to the paisa; the net
 * is the lines less the discount plus delivery. Goods returned take back their amount less their
 * share of the discount, computed as the difference of what the goods kept before and after, so
 * the returns of everything add up to the sale's income to the paisa, whatever the rounding.
 */
import { divideRounded, type Paisa, sumAmounts } from '../../../../common/money.ts'
import type { Milli } from '../../../../common/quantity.ts'

export interface PricedLine {
  quantity: Milli
  price: Paisa
}

export const lineAmount = (quantity: Milli, price: Paisa): Paisa => divideRounded(quantity * price, 1000n)

export const itemsTotal = (lines: readonly PricedLine[]): Paisa =>
  sumAmounts(lines.map((l) => lineAmount(l.quantity, l.price)))

export interface OrderCharges {
  discount: Paisa
  shipping: Paisa
}

export const netAmount = (lines: readonly PricedLine[], charges: OrderCharges): Paisa =>
  itemsTotal(lines) - charges.discount + charges.shipping

/**
 * The sales income of part of an order's goods (`part`, their line amounts at the order's prices):
 * their amount less their share of the discount, the share of all of them being all of it.
 */
export function incomeOf(part: Paisa, whole: Paisa, discount: Paisa): Paisa {
  if (whole === 0n) return 0n
  return part - divideRounded(discount * part, whole)
}
