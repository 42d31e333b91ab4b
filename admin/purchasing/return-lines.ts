/**
 * What of a confirmed purchase can still go back to the vendor, and the return staff type, without
 * React: each line's received quantity less what earlier returns took (the server's own rule, so the
 * dialog offers no more than it will accept), and the typed quantities read exactly
 * (common/quantity.ts) into the return's lines, with a sentence per line that cannot go.
 */
import { formatQuantity, type Milli, parseQuantity, quantityOf } from '../../common/quantity.ts'
import type { PurchaseLine, PurchaseReturn } from './purchasing-api.ts'

export interface ReturnableLine {
  line: PurchaseLine
  received: Milli
  returned: Milli
  returnable: Milli
}

export function returnableLines(
  lines: readonly PurchaseLine[],
  returns: readonly Pick<PurchaseReturn, 'items'>[],
): ReturnableLine[] {
  const returned = new Map<number, Milli>()
  for (const item of returns.flatMap((r) => r.items))
    returned.set(
      item.purchase_final_item,
      (returned.get(item.purchase_final_item) ?? 0n) + quantityOf(item.quantity),
    )
  return lines.map((line) => {
    const received = quantityOf(line.quantity)
    const back = returned.get(line.id) ?? 0n
    return { line, received, returned: back, returnable: received - back }
  })
}

export interface ReturnDraft {
  /** The return's lines, in the order sent (the server names an error by this order). */
  items: { purchase_final_item: number; quantity: string }[]
  /** Per purchase line id, why its typed quantity cannot go. */
  problems: Record<number, string>
}

/** The typed quantities (by purchase line id; empty or 0: none of it goes back). */
export function returnDraft(lines: readonly ReturnableLine[], typed: Record<number, string>): ReturnDraft {
  const items: ReturnDraft['items'] = []
  const problems: Record<number, string> = {}
  for (const { line, returnable } of lines) {
    const text = (typed[line.id] ?? '').trim()
    if (text === '') continue
    const quantity = parseQuantity(text)
    if (quantity === undefined || quantity < 0n)
      problems[line.id] = 'A quantity such as 1 or 2.5 (three decimals at most).'
    else if (quantity > returnable) problems[line.id] = `At most ${formatQuantity(returnable)}.`
    else if (quantity > 0n) items.push({ purchase_final_item: line.id, quantity: formatQuantity(quantity) })
  }
  return { items, problems }
}
