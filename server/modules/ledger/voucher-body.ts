/**
 * A voucher as clients send it, read into the posting service's input. The back office sends JSON
 * with an `items` array; the original's clients send the same lines as multipart keys
 * (`items[0][ledger]`, `items[0][debit_amount]`), which `itemsFromForm` gathers into that array
 * first. Errors name a line's field the way the original's forms do (`items[1][debit_amount]`),
 * so the voucher grid can mark the cell. Amounts are read as exact decimals (common/money.ts).
 */
import { z } from 'zod'
import { formatAmount, MAX_PAISA, type Paisa, parseAmount, sumAmounts } from '../../../common/money.ts'
import { ApiError } from '../../http/api-error.ts'
import { holdsNul, NUL_MESSAGE, printable, ValidationError } from '../../http/validation.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import type { LineInput, VoucherInput } from './posting.ts'
import type { VoucherType } from './tables.ts'

/** The types a person enters; opening and closing vouchers are made by the books themselves. */
export const ENTERED_TYPES = ['payment', 'receipt', 'contra', 'journal', 'sales', 'purchase'] as const
export type EnteredType = (typeof ENTERED_TYPES)[number]

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

export const dateText = z
  .string({ message: 'Send a date as YYYY-MM-DD.' })
  .refine(isCalendarDate, 'Send a date that exists, as YYYY-MM-DD.')

/** An id as JSON sends it (12) or a form does ("12"); empty means none. */
export const idValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ message: 'Send an id: a whole number such as 12.' })
    .int('Send an id: a whole number such as 12.')
    .min(1, 'Send an id: a whole number such as 12.')
    .max(PG_INT_MAX, 'No record has so large an id.'),
)
export const optionalId = z.preprocess((value) => (value === '' ? null : value), idValue.nullish())
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.string({ message: 'Send text.' }).max(max, `At most ${max} characters.`).nullish(),
  )
const amountValue = z
  .union([z.string(), z.number()], { message: 'Send an amount such as "1250.00".' })
  .nullish()

const lineFields = {
  ledger: idValue,
  sub_ledger: optionalId,
  branch: optionalId,
  debit_amount: amountValue,
  credit_amount: amountValue,
  cheque_no: optionalText(50),
  bank_name: optionalText(100),
  cheque_date: z.preprocess((value) => (value === '' ? null : value), dateText.nullish()),
  reference: optionalText(100),
  details: optionalText(500),
}

/** A line of the back office's body: unknown keys are refused, a typo must not drop a field. */
export const lineSchema = z.strictObject(lineFields)

/** The back office's voucher: POST create/ and PUT update/{id}. */
export const voucherBody = z.strictObject({
  type: z.enum(ENTERED_TYPES, { message: `The type is one of ${ENTERED_TYPES.join(', ')}.` }),
  date: dateText,
  branch: optionalId,
  narration: optionalText(5000),
  items: z.array(lineSchema, { message: 'Send the lines as an array.' }).max(500, 'At most 500 lines.'),
  post: z.boolean({ message: 'Send true or false.' }).optional(),
})
export type VoucherBody = z.infer<typeof voucherBody>

/** A line of the original's body: its clients send more per line (is_cheque, inst_no…), ignored. */
export const legacyLineSchema = z.object(lineFields)

/** The key of a zod issue as the original names fields: items[1][ledger], or the top-level key. */
function issueKey(path: readonly PropertyKey[]): string {
  const [first, index, field] = path
  if (first === 'items' && typeof index === 'number' && field !== undefined)
    return `items[${index}][${String(field)}]`
  return path.length > 0 ? String(first) : 'non_field_errors'
}

/** Parses with field errors keyed per line; NUL characters anywhere are a 400 naming the field. */
export function parseWithLineKeys<T>(schema: z.ZodType<T>, body: unknown): T {
  const sent = body === undefined ? {} : body
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent) || Buffer.isBuffer(sent))
    throw new ApiError(400, 'Send a JSON object with the voucher: {"type", "date", "items": […]}.')
  for (const [key, value] of Object.entries(sent)) {
    if (key.includes('\u0000') || holdsNul(value))
      throw new ValidationError({ [printable(key)]: [`This field ${NUL_MESSAGE}`] })
  }
  const result = schema.safeParse(sent)
  if (result.success) return result.data
  const fields = new Map<string, string[]>()
  for (const issue of result.error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => issueKey([...issue.path, k]))
        : [issueKey(issue.path)]
    const message = issue.code === 'unrecognized_keys' ? 'Unknown field.' : issue.message
    for (const key of keys) fields.set(key, [...(fields.get(key) ?? []), message])
  }
  throw new ValidationError(Object.fromEntries(fields))
}

type LineBody = z.infer<typeof legacyLineSchema>

/** Lines as posting input: amounts exact, at most two decimals, the voucher's total in range. */
export function linesInput(items: LineBody[], defaults: { subLedgerId?: number | null } = {}): LineInput[] {
  const issues: Record<string, string[]> = {}
  const amount = (value: unknown, index: number, field: string): Paisa => {
    if (value === undefined || value === null || value === '') return 0n
    const paisa = parseAmount(value)
    if (paisa === undefined) {
      issues[`items[${index}][${field}]`] = [
        `"${String(value).slice(0, 30)}" is not an amount: use up to 16 digits and at most two decimals, such as 1250.50.`,
      ]
      return 0n
    }
    return paisa
  }
  const lines = items.map((item, i) => ({
    ledgerId: item.ledger,
    subLedgerId: item.sub_ledger ?? defaults.subLedgerId ?? null,
    branchId: item.branch ?? null,
    debit: amount(item.debit_amount, i, 'debit_amount'),
    credit: amount(item.credit_amount, i, 'credit_amount'),
    chequeNo: item.cheque_no ?? null,
    bankName: item.bank_name ?? null,
    chequeDate: item.cheque_date ?? null,
    reference: item.reference ?? null,
    details: item.details ?? null,
  }))
  // The total is stored as numeric(18,2) too: a sum beyond it is a 400, not the database's overflow.
  for (const side of ['debit', 'credit'] as const) {
    const total = sumAmounts(lines.map((l) => (l[side] > 0n ? l[side] : 0n)))
    if (total > MAX_PAISA)
      issues.items = [`The ${side}s add up to more than ${formatAmount(MAX_PAISA)}: split the voucher.`]
  }
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  return lines
}

/** The back office's body as posting input. */
export function voucherInputOf(body: VoucherBody): VoucherInput {
  return {
    type: body.type as VoucherType,
    date: body.date,
    branchId: body.branch ?? null,
    narration: body.narration ?? null,
    lines: linesInput(body.items),
  }
}

const ITEM_KEY = /^items\[(\d{1,3})\]\[([a-z_]{1,40})\]$/

/**
 * The original's form keys gathered into an `items` array: `items[0][ledger]=5` →
 * `items: [{ledger: "5"}]`. A JSON body that already has an `items` array is left as it is.
 */
export function itemsFromForm(body: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(body.items)) return body
  const items: Record<string, unknown>[] = []
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    const match = ITEM_KEY.exec(key)
    if (!match) {
      rest[key] = value
      continue
    }
    const index = Number(match[1])
    if (index >= 500) throw new ValidationError({ items: ['A voucher has at most 500 lines.'] })
    items[index] = { ...items[index], [match[2] as string]: value }
  }
  // A gap in the numbering (items[0], items[2]) is a line the client never sent: skip it.
  return { ...rest, items: items.filter(Boolean) }
}
