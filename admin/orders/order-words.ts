/**
 * How the order screens say an order's buyer and its money: the customer's name, else the phone a
 * walk-in left; an amount from the wire ("1250.00") as Taka with its thousands grouped
 * (common/money.ts, exact paisa), in columns aligned on the right.
 */
import { formatTaka, parseAmount } from '../../common/money.ts'

export const buyerOf = (o: { customer: { name: string } | null; user_phone_number: string | null }): string =>
  o.customer?.name ?? o.user_phone_number ?? 'Walk-in'

export const taka = (amount: string): string => formatTaka(parseAmount(amount) ?? 0n)

/** A column of amounts: right-aligned, on one line, with figures of equal width. */
export const amountColumnSx = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const

const FIELD_NAMES: Record<string, string> = {
  customer: 'Customer',
  branch: 'Branch',
  payment_method: 'Payment method',
  payment_reference: 'Payment reference',
  discount_amount: 'Discount',
  shipping_price: 'Shipping',
  comment: 'Comment',
  order_date: 'Date',
  items: 'Items',
}

/**
 * A field the server refused, named as the new order's screen calls it: "items[1][quantity]" is
 * the quantity of the second line's product.
 */
export function orderFieldName(key: string, lineName: (index: number) => string | undefined): string {
  const line = /^items\[(\d+)\]\[(\w+)\]$/.exec(key)
  if (line) return `${lineName(Number(line[1])) ?? `Line ${Number(line[1]) + 1}`}, ${line[2]}`
  return FIELD_NAMES[key] ?? key
}
