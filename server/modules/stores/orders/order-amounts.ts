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

export interface ReturnedGoods {
  id: number
  /** Quantity back, by order item id. */
  lines: ReadonlyMap<number, Milli>
}

/**
 * What each of an order's returns gave back, as sales-return.ts booked it: in the returns' order,
 * the income the goods kept before less what they kept after; the delivery charge with the last
 * return when the order was undone (a delivered order cancelled: its return is the last, and comes
 * with the shipping; when nothing was left to bring back and no shipping, it made none).
 */
export function returnRefunds(
  items: readonly (PricedLine & { id: number })[],
  returns: readonly ReturnedGoods[],
  charges: OrderCharges,
  undone: boolean,
): Map<number, Paisa> {
  const whole = itemsTotal(items)
  const back = new Map<number, Milli>()
  const kept = () => sumAmounts(items.map((i) => lineAmount(i.quantity - (back.get(i.id) ?? 0n), i.price)))
  const refunds = new Map<number, Paisa>()
  for (const [n, r] of [...returns].sort((a, b) => a.id - b.id).entries()) {
    const before = incomeOf(kept(), whole, charges.discount)
    for (const [itemId, quantity] of r.lines) back.set(itemId, (back.get(itemId) ?? 0n) + quantity)
    const shipping = undone && n === returns.length - 1 ? charges.shipping : 0n
    refunds.set(r.id, before - incomeOf(kept(), whole, charges.discount) + shipping)
  }
  return refunds
}
