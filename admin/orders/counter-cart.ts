/**
 * The counter's cart without React: what a scan or a typed SKU does to the lines, and the totals the
 * screen shows while the customer waits. Quantities are thousandths and money paisa
 * (common/quantity.ts, common/money.ts), so the total on the screen is the total the server
 * computes, to the paisa.
 */
import { divideRounded, type Paisa, parseAmount } from '../../common/money.ts'
import { formatQuantity, type Milli, parseQuantity } from '../../common/quantity.ts'

export interface CartProduct {
  id: number
  sku: string
  name: string
  unit: string
  /** The sale price as the wire writes it: "2500.00". */
  sale_price: string
}

export interface CartLine {
  product: CartProduct
  quantity: Milli
  price: Paisa
}

const ONE: Milli = 1000n

/** A scan adds one of the product, to its line if it has one (a second scan is a second unit). */
export function addProduct(
  lines: readonly CartLine[],
  product: CartProduct,
  quantity: Milli = ONE,
): CartLine[] {
  const existing = lines.findIndex((l) => l.product.id === product.id)
  if (existing >= 0)
    return lines.map((l, i) => (i === existing ? { ...l, quantity: l.quantity + quantity } : l))
  return [...lines, { product, quantity, price: parseAmount(product.sale_price) ?? 0n }]
}

/** The typed quantity of a line; zero or an unreadable one leaves the line as it was (the input says why). */
export function setQuantity(lines: readonly CartLine[], index: number, text: string): CartLine[] {
  const quantity = parseQuantity(text)
  if (quantity === undefined || quantity <= 0n) return [...lines]
  return lines.map((l, i) => (i === index ? { ...l, quantity } : l))
}

/**
 * What a line's quantity box shows: the text being typed while it is unfinished ("", "1.") or
 * says the line's quantity, else the quantity itself (a scan added one since the text was typed).
 */
export function shownQuantity(line: CartLine, typed: string | undefined): string {
  if (typed === undefined) return formatQuantity(line.quantity)
  const quantity = parseQuantity(typed)
  return quantity === undefined || quantity <= 0n || quantity === line.quantity
    ? typed
    : formatQuantity(line.quantity)
}

/** The lines without the one at `index` (the counter's cart, a stock document's lines). */
export function removeLine<T>(lines: readonly T[], index: number): T[] {
  return lines.filter((_, i) => i !== index)
}

/** quantity × price, to the paisa (a quantity has three decimals). */
export const lineAmount = (line: CartLine): Paisa => divideRounded(line.quantity * line.price, ONE)

export interface CartTotals {
  subtotal: Paisa
  discount: Paisa
  net: Paisa
}

/** Subtotal, the discount (never more than the subtotal) and what the customer pays. */
export function cartTotals(lines: readonly CartLine[], discount: Paisa = 0n): CartTotals {
  const subtotal = lines.reduce((sum, l) => sum + lineAmount(l), 0n)
  const applied = discount < 0n ? 0n : discount > subtotal ? subtotal : discount
  return { subtotal, discount: applied, net: subtotal - applied }
}

/** Change to give back for cash handed over; negative when it is not enough. */
export const changeDue = (net: Paisa, tendered: Paisa): Paisa => tendered - net
