/**
 * Moving-average valuation of one product's chain of movements in one branch, without a database:
 * the stock ledger (stock-ledger.ts) runs it over the rows it reads, and the property tests run it
 * against their own sums. Quantities are thousandths (common/quantity.ts), values paisa, and a rate
 * is ten-thousandths of a Taka per unit (the numeric(18,4) column), so every step is exact
 * integer arithmetic with one rounding, half away from zero, to the paisa.
 *
 * - An inflow priced by its document (purchase, opening stock, an adjustment with a cost) adds its
 *   own value; one valued from another movement (a sale return from its sale, a transfer in from
 *   its transfer out) adds that movement's value for its share of the quantity; any other inflow
 *   (an adjustment up) adds at the rate before it.
 * - An outflow takes its share of the value before it: all of it when it takes all the stock, so a
 *   branch with nothing left holds no value.
 * - Below zero (where the branch allows negative stock) the shortfall is valued at the last rate,
 *   always exactly: a position of -3 units at a rate of 100 holds -300.00, whatever moved it there.
 *   An inflow into a shortfall first fills it at that rate; the units left over past zero keep
 *   their own share of the inflow's value. The inflow's value is then what it did to the stock's
 *   value, which differs from its document's value by what the shortfall cost more or less than
 *   it was taken out at: the document's poster books that difference to stock adjustments
 *   (ERPNext does the same). Without this, a cheap receipt into a deep shortfall left units with
 *   a negative value, a negative rate and outflows that added value.
 * - The rate after is value / quantity while the quantity is positive, else the rate before.
 *
 * So a position never holds units with a negative value, rates are never negative, and every
 * movement's value has its quantity's sign (the database checks this too).
 */
import { divideRounded, type Paisa } from '../../../common/money.ts'
import type { Milli } from '../../../common/quantity.ts'

/** Ten-thousandths of a Taka per unit. */
export type Rate = bigint

/** paisa per thousandth of a unit → ten-thousandths of a Taka per unit: × 100 × 1000 / 100. */
const RATE_SCALE = 100_000n

export interface Position {
  quantity: Milli
  value: Paisa
  rate: Rate
}

export const EMPTY: Position = { quantity: 0n, value: 0n, rate: 0n }

export type Pricing =
  /** Priced by its document: the movement's value is fixed. */
  | { by: 'document'; value: Paisa }
  /** Valued from another movement: this movement's share of that one's value. */
  | { by: 'source'; value: Paisa; quantity: Milli }
  /** Valued by the chain: an outflow's share, or an inflow at the rate before it. */
  | { by: 'chain' }

/** The value of `quantity` at a rate, to the paisa. */
export function valueAt(quantity: Milli, rate: Rate): Paisa {
  return divideRounded(quantity * rate, RATE_SCALE)
}

/** value / quantity as a rate (positive quantity only). */
export function rateOf(value: Paisa, quantity: Milli): Rate {
  return divideRounded(value * RATE_SCALE, quantity)
}

/** What an inflow is worth by its own pricing, into stock that is not below zero. */
function ownValue(before: Position, quantity: Milli, pricing: Pricing): Paisa {
  if (pricing.by === 'document') return pricing.value
  if (pricing.by === 'source') {
    const share =
      quantity === pricing.quantity
        ? pricing.value
        : divideRounded(pricing.value * quantity, pricing.quantity)
    // The source's value is of the opposite direction (a sale out, a return in): take its size.
    return share < 0n ? -share : share
  }
  return valueAt(quantity, before.rate)
}

/** The value a movement of `quantity` (signed) adds to the position before it. */
export function movementValue(before: Position, quantity: Milli, pricing: Pricing): Paisa {
  const q = before.quantity + quantity
  if (quantity > 0n) {
    const own = ownValue(before, quantity, pricing)
    if (before.quantity >= 0n) return own
    // Into a shortfall: filled at the rate it went out at; what passes zero keeps its share.
    if (q <= 0n) return valueAt(q, before.rate) - before.value
    return divideRounded(own * q, quantity) - before.value
  }
  const out = -quantity
  if (before.quantity >= out) {
    return out === before.quantity ? -before.value : -divideRounded(before.value * out, before.quantity)
  }
  // Past zero: all that is held, and the shortfall at the last rate.
  return valueAt(q, before.rate) - before.value
}

/** The position after a movement of `quantity` with `value`. */
export function after(before: Position, quantity: Milli, value: Paisa): Position {
  const q = before.quantity + quantity
  const v = before.value + value
  return { quantity: q, value: v, rate: q > 0n ? rateOf(v, q) : before.rate }
}

export interface ChainMovement {
  quantity: Milli
  pricing: Pricing
}

export interface Valued {
  value: Paisa
  position: Position
}

/** Values a chain in order from a starting position: each movement's value and the position after it. */
export function valueChain(start: Position, movements: readonly ChainMovement[]): Valued[] {
  let position = start
  return movements.map((m) => {
    const value = movementValue(position, m.quantity, m.pricing)
    position = after(position, m.quantity, value)
    return { value, position }
  })
}
