/**
 * How the stock screens say things, without React: the movements' and documents' kinds in words,
 * a movement's source document as a reference (and the screen that shows it, where one exists),
 * and a cost per unit (four decimals on the wire) in the Taka grouping the amounts use. Exact text
 * in, exact text out: never a float.
 */
import { formatTaka } from '../../common/money.ts'

export const MOVEMENT_KINDS: Readonly<Record<string, string>> = {
  opening: 'Opening stock',
  purchase: 'Purchase receipt',
  purchase_return: 'Purchase return',
  sale: 'Sale',
  sale_return: 'Sales return',
  adjustment: 'Adjustment',
  transfer_in: 'Transfer in',
  transfer_out: 'Transfer out',
}

export const DOCUMENT_KINDS = {
  adjustment: 'Stock adjustment',
  opening: 'Opening stock',
  transfer: 'Stock transfer',
} as const

/** "Stock adjustment 12", "Stock transfer 5": a document's kind and number, as the books' narration names it. */
export const documentTitle = (doc: { kind: keyof typeof DOCUMENT_KINDS; id: number }) =>
  `${DOCUMENT_KINDS[doc.kind]} ${doc.id}`

/** A product's stock card in one branch: the inventory resource's show route, the branch in the address. */
export const stockCardHref = (product: number, branch: number) =>
  `/inventory/${product}/show?branch=${branch}`

export const movementKind = (kind: string) => MOVEMENT_KINDS[kind] ?? kind

/**
 * What each source of a movement is called, and the back-office resource whose page shows it.
 * Purchases and purchase returns have no page of their own yet (their routes are not the generic
 * {id}): their reference is text until one is made.
 */
const SOURCES: Readonly<Record<string, { name: string; resource?: string }>> = {
  stock_adjustment: { name: 'Stock document', resource: 'stock_adjustment' },
  purchase_final: { name: 'Purchase', resource: 'purchase_final' },
  purchase_return: { name: 'Purchase return' },
  customer_order: { name: 'Order', resource: 'order' },
  // A return is read on its order's page (the returns list has no page of its own).
  sales_return: { name: 'Sales return' },
  stock_revaluation: { name: 'Revaluation' },
}

/** "Stock document 12" and the resource showing it, or nothing for a movement with no source. */
export function sourceOf(type: string | null, id: number | null): { text: string; resource?: string } | null {
  if (type === null || id === null) return null
  const source = SOURCES[type]
  return { text: `${source?.name ?? type} ${id}`, ...(source?.resource ? { resource: source.resource } : {}) }
}

const RATE = /^(-)?(\d+)\.(\d{4})$/

/**
 * A cost per unit from the wire ("3200.0000", "125.1250") in Taka grouping with two decimals, or
 * four when the last two are not zero ("1,25,000.00", "125.1250"); empty for none.
 */
export function rateText(text: string | null | undefined): string {
  const match = RATE.exec(text ?? '')
  if (!match) return text ?? ''
  const [, minus = '', whole = '0', fraction = '0000'] = match
  const grouped = formatTaka(BigInt(`${minus}${whole}${fraction.slice(0, 2)}`))
  return fraction.endsWith('00') ? grouped : `${grouped}${fraction.slice(2)}`
}
