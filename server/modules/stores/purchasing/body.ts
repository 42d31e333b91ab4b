/**
 * What clients send to the purchasing routes, as zod schemas (documented and enforced: ADR 017),
 * and the lines read from them. Bodies are JSON with an `items` array or, as the original's clients
 * send them, multipart with `items[0][item_name]` keys (gathered by the ledger's `itemsFromForm`).
 * Amounts and quantities are read exactly (common/money.ts, common/quantity.ts); every error names
 * its field, a line's as `items[2][quantity]`, so a form can mark the cell.
 */
import { z } from 'zod'
import { MAX_PAISA, type Paisa, parseAmount } from '../../../../common/money.ts'
import { type Milli, parseQuantity } from '../../../../common/quantity.ts'
import { ApiError } from '../../../http/api-error.ts'
import {
  dateText,
  idValue,
  itemsFromForm,
  optionalId,
  optionalText,
  parseWithLineKeys,
} from '../../../http/line-forms.ts'
import { ValidationError } from '../../../http/validation.ts'

/** Lines in one document: a purchase is a few dozen products, and the form sends them one field each. */
export const MAX_LINES = 200

const amount = z.union([z.string(), z.number()], { message: 'Send an amount such as "1250.00".' })
const quantity = z.union([z.string(), z.number()], { message: 'Send a quantity such as "3" or "2.5".' })
const optionalDate = z.preprocess((v) => (v === '' ? null : v), dateText.nullish())
const flag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v,
  z.boolean({ message: 'Send true or false.' }),
)
const required = (max: number, what: string) =>
  z
    .string({ message: `Send ${what}.` })
    .trim()
    .min(1, `Send ${what}.`)
    .max(max, `At most ${max} characters.`)
const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { message: 'Send the lines: items[0][…], items[1][…]…' })
    .min(1, 'Add at least one line.')
    .max(MAX_LINES, `At most ${MAX_LINES} lines.`)

const requestLine = z.strictObject({
  id: optionalId.describe('update/: the line to change; without it the line is added'),
  item_name: optionalText(200).describe('Required unless a product is chosen (then its name)'),
  product: optionalId.describe('The catalogue’s product, when known'),
  item_price: amount.describe('Unit price, e.g. "1250.00"'),
  item_quantity: quantity.describe('e.g. "3" or "2.5"'),
})

export const requestBody = z.strictObject({
  vendor: optionalId.describe('The vendor, when one is on record'),
  branch: optionalId.describe('The branch the goods are for'),
  purchase_status: optionalId.describe('Default: pending'),
  note: optionalText(5000),
  items: lines(requestLine),
})

export const requestUpdateBody = requestBody.partial()

const vendorLine = z.object({
  item_name: required(200, 'the item’s name'),
  item_price: amount,
  item_quantity: z.preprocess((v) => (v === undefined || v === '' ? '1' : v), quantity),
})

/** The vendor's own form (the original's new-sell page); its images arrive as files per line. */
export const vendorRequestBody = z.strictObject({
  first_name: required(100, 'a first name'),
  last_name: optionalText(100),
  contact_no: required(20, 'a contact number'),
  email: z.preprocess(
    (v) => (v === '' ? null : v),
    z.email('Send a valid email address.').max(254, 'At most 254 characters.').nullish(),
  ),
  street_address: optionalText(255),
  contact_type: z.enum(['email', 'sms', 'cell'], { message: 'Choose one of: email, sms, cell.' }),
  is_subscribed: flag.optional(),
  note: optionalText(5000),
  items: lines(vendorLine),
})

const finalLine = z.strictObject({
  product: idValue,
  quantity,
  unit_price: amount,
})

export const directFinalBody = z.strictObject({
  vendor: idValue,
  branch: idValue,
  date: dateText,
  vendor_invoice_no: optionalText(50),
  discount: amount.nullish(),
  note: optionalText(5000),
  items: lines(finalLine),
})

export const fromRequestBody = z.strictObject({
  purchase_request: idValue,
  vendor: optionalId.describe('Required when the request names no vendor'),
  branch: optionalId.describe('Default: the request’s branch'),
  date: dateText,
})

export const finalUpdateBody = z.strictObject({
  vendor: idValue.optional(),
  branch: idValue.optional(),
  date: dateText.optional(),
  vendor_invoice_no: optionalText(50),
  discount: amount.nullish(),
  note: optionalText(5000),
})

export const updateItemBody = z.strictObject({
  id: optionalId.describe('The line to change; or purchase_final and product'),
  purchase_final: optionalId,
  product: optionalId,
  quantity,
  unit_price: amount,
})

export const deleteItemBody = z.strictObject({ id: idValue })

export const paybillBody = z.strictObject({
  purchase_final: idValue,
  payment_method: idValue,
  paid_amount: amount,
  payment_reference: optionalText(100),
  date: optionalDate.describe('Default: the purchase’s date'),
})

export const returnBody = z.strictObject({
  purchase_final: idValue,
  date: dateText,
  reason: required(500, 'the reason the goods go back'),
  payment_method: optionalId.describe('The vendor refunds now into this method; none: the vendor owes us'),
  items: lines(z.strictObject({ purchase_final_item: idValue, quantity })),
})

/**
 * A write's body: an object (JSON or multipart fields), with form lines gathered, parsed with
 * field errors keyed per line; NUL characters are a 400 naming the field.
 */
export function readBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const sent = body === undefined ? {} : body
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent) || Buffer.isBuffer(sent))
    throw new ApiError(400, 'Send a JSON object of fields (or a form), such as {"items": […]}.')
  const record = sent as Record<string, unknown>
  const formLines = Object.keys(record).some((key) => key.startsWith('items['))
  return parseWithLineKeys(schema, formLines ? itemsFromForm(record) : record)
}

/** Collects field errors while values are read, and throws them all at once. */
export class Issues {
  readonly fields: Record<string, string[]> = {}
  add(key: string, message: string) {
    this.fields[key] = [...(this.fields[key] ?? []), message]
  }
  throwAny() {
    if (Object.keys(this.fields).length > 0) throw new ValidationError(this.fields)
  }

  /** An amount of 0 or more (or more than 0), two decimals at most. */
  money(value: unknown, key: string, options: { positive?: boolean } = {}): Paisa {
    const paisa = value === null || value === undefined || value === '' ? 0n : parseAmount(value)
    if (paisa === undefined || paisa < 0n || paisa > MAX_PAISA) {
      this.add(key, 'Send an amount of 0 or more with at most two decimals, such as "1250.00".')
      return 0n
    }
    if (options.positive && paisa === 0n) this.add(key, 'Send an amount greater than 0.')
    return paisa
  }

  /** A quantity greater than 0, three decimals at most. */
  quantity(value: unknown, key: string): Milli {
    const milli = parseQuantity(value)
    if (milli === undefined || milli <= 0n) {
      this.add(key, 'Send a quantity greater than 0 with at most three decimals, such as "3" or "2.5".')
      return 0n
    }
    return milli
  }
}

export const lineKey = (index: number, field: string) => `items[${index}][${field}]`
