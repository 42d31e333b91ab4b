/**
 * The lines of a purchase request or a purchase being entered, without React. They are the
 * counter's cart lines (orders/counter-cart.ts: a product picked again is one more of it, typed
 * quantities, totals to the paisa), with one difference: the price is what the vendor charges,
 * typed by staff, so a new line starts at no price rather than at the product's sale price.
 */
import { formatAmount, parseAmount } from '../../common/money.ts'
import { formatQuantity } from '../../common/quantity.ts'
import { addProduct, type CartLine, type CartProduct } from '../orders/counter-cart.ts'

/** The product picked: a line of one at no price yet, or one more on its line. */
export function addBought(lines: readonly CartLine[], product: CartProduct): CartLine[] {
  const known = lines.some((l) => l.product.id === product.id)
  const added = addProduct(lines, product)
  return known ? added : added.map((l) => (l.product.id === product.id ? { ...l, price: 0n } : l))
}

/** The typed unit cost of a line; a negative or unreadable one leaves the line as it was (the input says why). */
export function setUnitCost(lines: readonly CartLine[], index: number, text: string): CartLine[] {
  const price = parseAmount(text || '0')
  if (price === undefined || price < 0n) return [...lines]
  return lines.map((l, i) => (i === index ? { ...l, price } : l))
}

/** A purchase request's lines as its create/ takes them. */
export const requestItems = (lines: readonly CartLine[]) =>
  lines.map((l) => ({
    product: l.product.id,
    item_quantity: formatQuantity(l.quantity),
    item_price: formatAmount(l.price),
  }))

/** A purchase's lines as create_directly_from_admin_panel/ takes them. */
export const purchaseItems = (lines: readonly CartLine[]) =>
  lines.map((l) => ({
    product: l.product.id,
    quantity: formatQuantity(l.quantity),
    unit_price: formatAmount(l.price),
  }))

/** The server names a line's error `items[2][quantity]`: the line's index and field, if it is one. */
export function lineOfError(key: string): { index: number; field: string } | undefined {
  const match = /^items\[(\d+)\]\[(\w+)\]$/.exec(key)
  return match ? { index: Number(match[1]), field: match[2] as string } : undefined
}
