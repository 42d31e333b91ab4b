/**
 * The stock document form without React: its lines (a product, "add" or "remove" for an
 * adjustment, the quantity typed, a unit cost where one applies), what a line leaves in the branch,
 * and the request the server takes. Quantities are thousandths (common/quantity.ts) from the
 * keyboard to the wire; the server checks every rule of each kind and names the field, so this only
 * turns what was typed into its request, and says so when a quantity cannot be read at all.
 */
import { formatQuantity, type Milli, parseQuantity } from '../../common/quantity.ts'
import type { StockDocumentKind, StockDocumentRequest } from './stock-api.ts'

export interface LineProduct {
  id: number
  sku: string
  name: string
  unit: string
}

export interface DocumentLine {
  product: LineProduct
  /** An adjustment's way: counted more than the books hold (add) or fewer (remove). */
  direction: 'add' | 'remove'
  quantity: string
  unitCost: string
}

export interface DocumentForm {
  kind: StockDocumentKind
  branch: number | ''
  toBranch: number | ''
  date: string
  reason: string
  lines: readonly DocumentLine[]
}

/** A product picked again is already on its line: one line per product, as the server wants. */
export function addLine(lines: readonly DocumentLine[], product: LineProduct): DocumentLine[] {
  if (lines.some((l) => l.product.id === product.id)) return [...lines]
  return [...lines, { product, direction: 'remove', quantity: '1', unitCost: '' }]
}

export function changeLine(
  lines: readonly DocumentLine[],
  index: number,
  changes: Partial<Omit<DocumentLine, 'product'>>,
): DocumentLine[] {
  return lines.map((l, i) => (i === index ? { ...l, ...changes } : l))
}

/** Whether a line's unit cost is asked for: opening stock needs one, stock added may give one. */
export const takesCost = (kind: StockDocumentKind, line: Pick<DocumentLine, 'direction'>) =>
  kind === 'opening' || (kind === 'adjustment' && line.direction === 'add')

/** The line's signed change to its branch's stock, or undefined when the quantity cannot be read. */
export function lineChange(kind: StockDocumentKind, line: DocumentLine): Milli | undefined {
  const typed = parseQuantity(line.quantity)
  if (typed === undefined || typed <= 0n) return undefined
  const out = kind === 'transfer' || (kind === 'adjustment' && line.direction === 'remove')
  return out ? -typed : typed
}

/** What the branch would hold after the line: its quantity now plus the change; undefined if unknown. */
export function quantityAfter(now: string | undefined, change: Milli | undefined): string | undefined {
  const held = parseQuantity(now ?? '0')
  if (held === undefined || change === undefined) return undefined
  return formatQuantity(held + change)
}

const UNREADABLE = 'Enter a quantity above zero, such as 3 or 0.25.'

/**
 * The request for the form, or the lines whose quantity cannot be read, keyed as the server keys
 * its field errors (items[0][quantity]) so both land under the same input. A transfer's and
 * opening stock's quantities are positive; an adjustment's carry the sign of its direction.
 */
export function documentRequest(
  form: DocumentForm,
): { request: StockDocumentRequest } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const items = form.lines.map((line, i) => {
    const change = lineChange(form.kind, line)
    if (change === undefined) errors[`items[${i}][quantity]`] = UNREADABLE
    const quantity = form.kind === 'transfer' && change !== undefined ? -change : (change ?? 0n)
    const cost = line.unitCost.trim()
    return {
      product: line.product.id,
      quantity: formatQuantity(quantity),
      ...(takesCost(form.kind, line) && cost ? { unit_cost: cost } : {}),
    }
  })
  if (Object.keys(errors).length > 0) return { errors }
  return {
    request: {
      kind: form.kind,
      branch: Number(form.branch),
      ...(form.kind === 'transfer' && form.toBranch !== '' ? { to_branch: form.toBranch } : {}),
      date: form.date,
      reason: form.reason,
      items,
    },
  }
}
