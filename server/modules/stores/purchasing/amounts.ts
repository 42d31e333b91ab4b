/**
 * The arithmetic of a purchase, exact to the paisa and without a database: a line's amount, the
 * header discount shared among the lines pro rata (so the lines' net values, which are what the
 * goods enter stock at, add up to the bill exactly), and the price of part of a line sent back.
 * Every share is taken as the difference of rounded running totals, so shares sum exactly to the
 * whole and none is negative; the property tests check both.
 */
import { divideRounded, type Paisa, parseAmount } from '../../../../common/money.ts'
import type { Milli } from '../../../../common/quantity.ts'

/** The database's numeric(18,2) text as paisa. */
export const paisaOf = (text: string): Paisa => parseAmount(text) ?? 0n

/** quantity × unit price, to the paisa (a quantity is in thousandths). */
export const lineAmount = (quantity: Milli, unitPrice: Paisa): Paisa =>
  divideRounded(quantity * unitPrice, 1000n)

/**
 * Each line's amount less its share of `discount` (0 ≤ discount ≤ the amounts' sum): line i's share
 * is round(discount × amounts up to i / subtotal) − round(discount × amounts before i / subtotal).
 */
export function allocateDiscount(amounts: readonly Paisa[], discount: Paisa): Paisa[] {
  const subtotal = amounts.reduce((sum, a) => sum + a, 0n)
  if (discount < 0n || discount > subtotal)
    throw new RangeError(`A discount of ${discount} paisa does not fit a subtotal of ${subtotal}.`)
  if (discount === 0n) return [...amounts]
  let before = 0n
  let taken = 0n
  return amounts.map((amount) => {
    before += amount
    const upTo = divideRounded(discount * before, subtotal)
    const share = upTo - taken
    taken = upTo
    return amount - share
  })
}

/**
 * The value of `quantity` more of a line of `lineQuantity` worth `lineValue`, after `already` was
 * taken: the difference of rounded running shares, so returning a line in parts adds up exactly
 * to returning it whole.
 */
export function shareOf(lineValue: Paisa, lineQuantity: Milli, already: Milli, quantity: Milli): Paisa {
  return (
    divideRounded(lineValue * (already + quantity), lineQuantity) -
    divideRounded(lineValue * already, lineQuantity)
  )
}
