/**
 * What of a delivered order can still come back, and the return the dialog sends, without React:
 * each line's quantity less what earlier returns took back, and the typed quantities checked
 * against it before anything is sent (the server checks again, under lock). Quantities are
 * thousandths (common/quantity.ts), never floats.
 */
import { formatQuantity, type Milli, parseQuantity, quantityOf } from '../../common/quantity.ts'
import type { OrderLine, SalesReturn } from './order-life-api.ts'

export interface ReturnableLine {
  line: OrderLine
  /** Delivered less already returned. */
  left: Milli
}

export function returnableLines(
  items: readonly OrderLine[],
  returns: readonly Pick<SalesReturn, 'items'>[],
): ReturnableLine[] {
  const back = new Map<number, Milli>()
  for (const r of returns)
    for (const i of r.items) back.set(i.order_item, (back.get(i.order_item) ?? 0n) + quantityOf(i.quantity))
  return items.map((line) => ({ line, left: quantityOf(line.quantity) - (back.get(line.id) ?? 0n) }))
}

export const anythingReturnable = (lines: readonly ReturnableLine[]) => lines.some((l) => l.left > 0n)

export interface ReturnChoice {
  items: { order_item: number; quantity: Milli }[]
  /** By order line id: why its typed quantity cannot be sent. */
  errors: Record<number, string>
}

/** The lines with a quantity typed (empty or 0: not coming back), each within what is left. */
export function chosenReturn(
  lines: readonly ReturnableLine[],
  typed: Readonly<Record<number, string>>,
): ReturnChoice {
  const items: ReturnChoice['items'] = []
  const errors: Record<number, string> = {}
  for (const { line, left } of lines) {
    const text = (typed[line.id] ?? '').trim()
    if (text === '') continue
    const quantity = parseQuantity(text)
    if (quantity === undefined || quantity < 0n) errors[line.id] = 'A quantity such as 1 or 0.5.'
    else if (quantity > left) errors[line.id] = `At most ${formatQuantity(left)} can still come back.`
    else if (quantity > 0n) items.push({ order_item: line.id, quantity })
  }
  return { items, errors }
}
