/**
 * A voucher as clients send it, read into the posting service's input. The back office sends JSON
 * with an `items` array; the original's clients send the same lines as multipart keys
 * (`items[0][ledger]`, `items[0][debit_amount]`), which `itemsFromForm` gathers into that array
 * first. Errors name a line's field the way the original's forms do (`items[1][debit_amount]`),
 * so the voucher grid can mark the cell. Amounts are read as exact decimals (common/money.ts).
 */
import { z } from 'zod'
import { formatAmount, MAX_PAISA, type Paisa, parseAmount, sumAmounts } from '../../../common/money.ts'
import { dateText, idValue, optionalId, optionalText } from '../../http/line-forms.ts'
import { ValidationError } from '../../http/validation.ts'
import type { LineInput, VoucherInput } from './posting.ts'
import type { VoucherType } from './tables.ts'

/** The types a person enters; opening and closing vouchers are made by the books themselves. */
export const ENTERED_TYPES = ['payment', 'receipt', 'contra', 'journal', 'sales', 'purchase'] as const
export type EnteredType = (typeof ENTERED_TYPES)[number]

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
