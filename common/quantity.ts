/**
 * Quantities of stock as integer thousandths (`bigint`): a kilogram of welding rods to the gram, a
 * packet, a book. Never a binary float: stock must equal the sum of its movements exactly. The
 * wire and the database carry quantities as decimal text ("12", "0.250"; numeric(14,3)); the
 * browser imports this module too, so both sides agree.
 */

/** A quantity in thousandths of the product's unit. */
export type Milli = bigint

/** The largest quantity a numeric(14,3) column holds, in thousandths. */
export const MAX_MILLI: Milli = 10n ** 14n - 1n

const QUANTITY = /^(-)?(\d{1,11})(?:\.(\d{1,3}))?$/

/** "12", "0.25", "-3.125" or a JSON number that is an exact quantity → thousandths; undefined otherwise. */
export function parseQuantity(value: unknown): Milli | undefined {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = String(value)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else if (typeof value === 'bigint') {
    return value * 1000n
  } else {
    return undefined
  }
  const match = QUANTITY.exec(text)
  if (!match) return undefined
  const [, minus, whole, fraction = ''] = match
  const milli = BigInt(whole as string) * 1000n + BigInt(fraction.padEnd(3, '0') || '0')
  if (milli > MAX_MILLI) return undefined
  return minus ? -milli : milli
}

/** Thousandths → the shortest exact text: "12", "0.25", "-3.125". */
export function formatQuantity(milli: Milli): string {
  const negative = milli < 0n
  const abs = negative ? -milli : milli
  const whole = abs / 1000n
  const fraction = (abs % 1000n).toString().padStart(3, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The database's text of a numeric(14,3) ("12.000") → thousandths; throws on anything else. */
export function quantityOf(text: string): Milli {
  const milli = parseQuantity(text)
  if (milli === undefined) throw new Error(`Not a quantity: ${text}`)
  return milli
}
