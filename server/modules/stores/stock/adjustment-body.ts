/**
 * What a stock document (stock_adjustment) is made of on the wire, checked before anything is
 * written: its kind, branch (and the branch goods go to, for a transfer), date, reason and lines of
 * product, quantity and unit cost. Quantities are exact decimals ("3", "0.25"), costs Taka with at
 * most four decimals ("125.50"): never a float. Each kind's own rules are checked here too, so a
 * bad line is a 400 naming `items[i][field]`, as the books name a voucher's lines.
 */
import { z } from 'zod'
import { MAX_MILLI, type Milli, parseQuantity } from '../../../../common/quantity.ts'
import { isCalendarDate } from '../../../http/line-forms.ts'
import { ValidationError } from '../../../http/validation.ts'
import { PG_INT_MAX } from '../../../resources/fields.ts'
import type { Rate } from '../stock-valuation.ts'

export const STOCK_DOCUMENT_KINDS = ['adjustment', 'opening', 'transfer'] as const
export type StockDocumentKind = (typeof STOCK_DOCUMENT_KINDS)[number]

/** The most lines one document carries: a stock count of the whole shop. */
const MAX_LINES = 500

const id = (what: string) =>
  z
    .number({ message: `Choose the ${what} by its id.` })
    .int(`Choose the ${what} by its id.`)
    .min(1, `Choose the ${what} by its id.`)
    .max(PG_INT_MAX, `No ${what} has so large an id.`)

/** A quantity or cost as text or a JSON number; kept as text until it is read exactly. */
const decimalText = z.union([z.string(), z.number()], { message: 'Enter a number such as 3 or 0.25.' })

const lineSchema = z.object({
  product: id('product'),
  quantity: decimalText,
  unit_cost: decimalText.nullish(),
})

export const stockDocumentBody = z.strictObject({
  kind: z.enum(STOCK_DOCUMENT_KINDS, { message: `Choose one of: ${STOCK_DOCUMENT_KINDS.join(', ')}.` }),
  branch: id('branch'),
  to_branch: id('branch').nullish().describe('For a transfer: the branch the goods go to'),
  date: z
    .string({ message: 'Enter a date as YYYY-MM-DD.' })
    .refine(isCalendarDate, 'Enter a date that exists, as YYYY-MM-DD.'),
  reason: z
    .string({ message: 'Say why the stock changes.' })
    .trim()
    .min(1, 'Say why the stock changes.')
    .max(500, 'At most 500 characters.'),
  items: z
    .array(lineSchema, { message: 'List the products and quantities.' })
    .min(1, 'List at least one product and quantity.')
    .max(MAX_LINES, `At most ${MAX_LINES} lines in one document.`),
})

export type StockDocumentBody = z.infer<typeof stockDocumentBody>

export interface StockDocumentLine {
  productId: number
  /** Signed thousandths: an adjustment's sign says up or down; opening and transfer lines are positive. */
  quantity: Milli
  /** Ten-thousandths of a Taka per unit, when the line gives one. */
  unitCost?: Rate
}

export interface StockDocument {
  kind: StockDocumentKind
  branchId: number
  toBranchId: number | null
  date: string
  reason: string
  lines: StockDocumentLine[]
}

const COST = /^(\d{1,14})(?:\.(\d{1,4}))?$/

/** "125.5" → ten-thousandths of a Taka; undefined for anything but a non-negative decimal. */
function parseCost(value: string | number): Rate | undefined {
  const match = COST.exec(String(value).trim())
  if (!match) return undefined
  const [, whole, fraction = ''] = match
  return BigInt(whole as string) * 10_000n + BigInt(fraction.padEnd(4, '0'))
}

/**
 * The document in exact numbers, each kind's rules applied: an adjustment moves a quantity up or
 * down (a cost only for one going up: one going down leaves at the moving average); opening stock
 * brings a positive quantity at its unit cost; a transfer moves a positive quantity, unpriced,
 * from its branch to another.
 */
export function stockDocumentOf(body: StockDocumentBody): StockDocument {
  const issues: Record<string, string[]> = {}
  const problem = (key: string, message: string) => {
    issues[key] = [...(issues[key] ?? []), message]
  }
  if (body.kind === 'transfer') {
    if (!body.to_branch) problem('to_branch', 'Choose the branch the goods go to.')
    else if (body.to_branch === body.branch)
      problem('to_branch', 'A transfer goes to another branch than the one it leaves.')
  } else if (body.to_branch) {
    problem('to_branch', 'Only a transfer goes to another branch.')
  }
  const lines = body.items.map((item, i): StockDocumentLine => {
    const key = (f: string) => `items[${i}][${f}]`
    const quantity = parseQuantity(item.quantity)
    if (quantity === undefined || quantity === 0n || quantity > MAX_MILLI || -quantity > MAX_MILLI)
      problem(
        key('quantity'),
        'Enter a quantity other than zero, with at most 3 decimals, such as 3 or 0.25.',
      )
    else if (body.kind !== 'adjustment' && quantity < 0n)
      problem(
        key('quantity'),
        `The quantity of ${body.kind === 'opening' ? 'opening stock' : 'a transfer'} is positive.`,
      )
    const given = item.unit_cost ?? undefined
    const unitCost = given === undefined || given === '' ? undefined : parseCost(given)
    if (given !== undefined && given !== '' && unitCost === undefined)
      problem(key('unit_cost'), 'Enter a cost in Taka of 0 or more, with at most 4 decimals, such as 125.50.')
    if (body.kind === 'opening' && (given === undefined || given === ''))
      problem(key('unit_cost'), 'Opening stock needs its unit cost.')
    if (body.kind === 'transfer' && unitCost !== undefined)
      problem(key('unit_cost'), 'A transfer carries the stock’s own value: leave the cost out.')
    if (body.kind === 'adjustment' && unitCost !== undefined && quantity !== undefined && quantity < 0n)
      problem(key('unit_cost'), 'Stock taken out leaves at its moving-average cost: leave the cost out.')
    return {
      productId: item.product,
      quantity: quantity ?? 0n,
      ...(unitCost === undefined ? {} : { unitCost }),
    }
  })
  const seen = new Set<number>()
  body.items.forEach((item, i) => {
    if (seen.has(item.product))
      problem(`items[${i}][product]`, 'This product is already on another line: one line per product.')
    seen.add(item.product)
  })
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  return {
    kind: body.kind,
    branchId: body.branch,
    toBranchId: body.kind === 'transfer' ? (body.to_branch as number) : null,
    date: body.date,
    reason: body.reason,
    lines,
  }
}
