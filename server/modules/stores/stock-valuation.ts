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
 *   branch with nothing left holds no value. Beyond what is in stock (where the branch allows
 *   negative stock) the rest goes at the last rate.
 * - The rate after is value / quantity while the quantity is positive, else the rate before.
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

/** The value a movement of `quantity` (signed) adds to the position before it. */
export function movementValue(before: Position, quantity: Milli, pricing: Pricing): Paisa {
  if (pricing.by === 'document') return pricing.value
  if (pricing.by === 'source') {
    const share =
      quantity === pricing.quantity
        ? pricing.value
        : divideRounded(pricing.value * quantity, pricing.quantity)
    // The source's value is of the opposite direction (a sale out, a return in): take its size.
    const size = share < 0n ? -share : share
    return quantity > 0n ? size : -size
  }
  if (quantity > 0n) return valueAt(quantity, before.rate)
  const out = -quantity
  if (before.quantity >= out) {
    return out === before.quantity ? -before.value : -divideRounded(before.value * out, before.quantity)
  }
  const held = before.quantity > 0n ? before.quantity : 0n
  const fromStock = held > 0n ? before.value : 0n
  return -(fromStock + valueAt(out - held, before.rate))
}

/** The position after a movement of `quantity` with `value`. */
export function after(before: Position, quantity: Milli, value: Paisa, unitRate?: Rate): Position {
  const q = before.quantity + quantity
  const v = before.value + value
  const fallback = quantity > 0n && before.quantity <= 0n && unitRate !== undefined ? unitRate : before.rate
  return { quantity: q, value: v, rate: q > 0n ? rateOf(v, q) : fallback }
}

export interface ChainMovement {
  quantity: Milli
  pricing: Pricing
  /** A document's unit cost: the rate a first inflow into an empty or negative position leaves. */
  unitRate?: Rate
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
    position = after(position, m.quantity, value, m.unitRate)
    return { value, position }
  })
}
