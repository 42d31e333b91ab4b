/**
 * What the order screens send (create, change, confirm, deliver, cancel, return), read with zod so
 * a wrong value is a 400 naming its field. The back office sends JSON with an `items` array; the
 * original's clients send multipart keys (`items[0][product]`), gathered into that array first.
 * A line's errors are keyed the way those forms name the cell: `items[2][quantity]`. Amounts and
 * quantities are exact decimals (common/money.ts, common/quantity.ts), never floats.
 */
import { z } from 'zod'
import { parseAmount } from '../../../../common/money.ts'
import { parseQuantity } from '../../../../common/quantity.ts'
import { ApiError } from '../../../http/api-error.ts'
import { dateText, hasFormLines, idValue, issueKey, itemsFromForm } from '../../../http/line-forms.ts'
import { holdsNul, NUL_MESSAGE, printable, ValidationError } from '../../../http/validation.ts'

/** Lines of one order or return: a counter's basket, and a bounded transaction. */
export const MAX_LINES = 200

const blank = (value: unknown) => value === '' || value === null || value === undefined
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional())

export const id = idValue
export { dateText }

const text = (max: number) =>
  z.string({ message: 'Send text.' }).trim().max(max, `At most ${max} characters.`)

/** An amount of zero or more, "1250.00" or 1250.5, as paisa. */
const amount = z
  .union([z.string(), z.number()], { message: 'Send an amount such as "1250.00".' })
  .transform((value, ctx) => {
    const paisa = parseAmount(value)
    if (paisa === undefined || paisa < 0n) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send an amount of zero or more with at most two decimals, such as "1250.00".',
      })
      return z.NEVER
    }
    return paisa
  })

/** A quantity as "3" or "0.25" (thousandths); `zero` allows 0 (update_item's "remove"). */
const quantity = (zero: boolean) =>
  z
    .union([z.string(), z.number()], { message: 'Send a quantity such as "3" or "0.25".' })
    .transform((value, ctx) => {
      const milli = parseQuantity(value)
      if (milli === undefined || milli < 0n || (!zero && milli === 0n)) {
        ctx.addIssue({
          code: 'custom',
          message: `Send a quantity ${zero ? 'of 0 (to remove the line) or more' : 'above 0'}, with at most three decimals.`,
        })
        return z.NEVER
      }
      return milli
    })

const truthy = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ message: 'Send true or false.' }),
)

export const itemBody = z.strictObject({
  product: id,
  quantity: quantity(false),
  price: optional(amount).describe('The unit price; default the product’s sale price'),
  color: optional(id),
  size: optional(id),
})

const headerFields = {
  customer: optional(id).describe('Needed for a sale on account'),
  user_phone_number: optional(text(20)).describe('Who to call about it (a walk-in’s phone)'),
  comment: optional(text(2000)),
  discount_amount: optional(amount),
  shipping_price: optional(amount),
  payment_method: optional(id).describe('Cash, a wallet, on account…; none: on account'),
  payment_reference: optional(text(100)).describe('The bKash transaction id, the card slip number'),
}

export const createBody = z.strictObject({
  ...headerFields,
  branch: id,
  order_date: optional(dateText).describe('Default today'),
  items: optional(
    z
      .array(itemBody, { message: 'Send the lines as an array.' })
      .max(MAX_LINES, `At most ${MAX_LINES} lines.`),
  ).describe('Default none: a cart filled by update_item/'),
})
export type CreateBody = z.infer<typeof createBody>

export const updateOrderBody = z.strictObject({ order: id, ...headerFields, order_date: optional(dateText) })
export type UpdateOrderBody = z.infer<typeof updateOrderBody>

export const updateItemBody = z.strictObject({
  order: id,
  product: id,
  quantity: quantity(true).describe('0 removes the line'),
  price: optional(amount),
  color: optional(id),
  size: optional(id),
})
export type UpdateItemBody = z.infer<typeof updateItemBody>

export const confirmBody = z.strictObject({
  order: id,
  deliver: optional(truthy).describe('true: a counter sale, confirmed and delivered at once'),
  date: optional(dateText).describe('With deliver: the day the goods left; default today'),
})

export const deliverBody = z.strictObject({
  order: id,
  date: optional(dateText).describe('The day the goods left; default today'),
})

const reason = z.string({ message: 'Say why.' }).trim().min(1, 'Say why.').max(500, 'At most 500 characters.')

export const cancelBody = z.strictObject({ order: id, reason })

export const statusBody = z.strictObject({
  order: id,
  status: z.enum(['confirmed', 'packaging', 'on_the_way', 'delivered', 'cancelled'], {
    message: 'Choose one of: confirmed, packaging, on_the_way, delivered, cancelled.',
  }),
  reason: optional(reason).describe('Needed to cancel'),
  date: optional(dateText).describe('Delivered: the day the goods left; default today'),
})

export const orderProductQuery = z.object({ order: id, product: id })

export const returnBody = z.strictObject({
  order: id,
  date: optional(dateText).describe('Default today'),
  reason,
  payment_method: optional(id).describe('How the money goes back; default the order’s'),
  items: z
    .array(z.strictObject({ order_item: id, quantity: quantity(false) }), {
      message: 'Send the lines as an array.',
    })
    .max(MAX_LINES, `At most ${MAX_LINES} lines.`),
})
export type ReturnBody = z.infer<typeof returnBody>

/** Reads a JSON or multipart body: a 400 naming each wrong field, line fields as items[i][field]. */
export function parseOrderBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const sent = body === undefined ? {} : body
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent) || Buffer.isBuffer(sent))
    throw new ApiError(400, 'Send a JSON object of fields, such as {"order": 12}.')
  for (const [key, value] of Object.entries(sent)) {
    if (key.includes('\u0000') || holdsNul(value))
      throw new ValidationError({ [printable(key)]: [`This field ${NUL_MESSAGE}`] })
  }
  const record = sent as Record<string, unknown>
  const result = schema.safeParse(hasFormLines(record) ? itemsFromForm(record, MAX_LINES) : record)
  if (result.success) return result.data
  const fields = new Map<string, string[]>()
  const given = sent as Record<string, unknown>
  for (const issue of result.error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => issueKey([...issue.path, k]))
        : [issueKey(issue.path)]
    const absent =
      issue.code === 'invalid_type' && issue.path.length === 1 && given[String(issue.path[0])] === undefined
    const message =
      issue.code === 'unrecognized_keys'
        ? 'Unknown field.'
        : absent
          ? 'This field is required.'
          : issue.message
    for (const key of keys) fields.set(key, [...(fields.get(key) ?? []), message])
  }
  throw new ValidationError(Object.fromEntries(fields))
}
