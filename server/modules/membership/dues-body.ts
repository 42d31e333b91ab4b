/**
 * What clients send to collect, preview and cancel dues and to list payments, as zod schemas
 * (documented and enforced: ADR 017), and the collection read from a body. The original's `member`
 * is a list of member ids or one id; JSON numbers and form text ("12") are both ids. Every error
 * names its field ({"amount": ["…"]}).
 */
import { z } from 'zod'
import { DUES_METHOD_NAMES, type DuesMethod } from '../../../common/dues.ts'
import { formatTaka, type Paisa, parseAmount } from '../../../common/money.ts'
import { ValidationError } from '../../http/validation.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import { DUES_METHODS } from './tables.ts'

/** A calendar date that exists, YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

const ID_MESSAGE = 'Send an id: a whole number such as 12.'
const id = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ message: ID_MESSAGE })
    .int(ID_MESSAGE)
    .min(1, ID_MESSAGE)
    .max(PG_INT_MAX, 'No record has so large an id.'),
)
const date = z
  .string({ message: 'Send a date as YYYY-MM-DD.' })
  .refine(isCalendarDate, 'Send a date that exists, as YYYY-MM-DD.')
/** Empty form values mean "not given". */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())
const text = (max: number) =>
  z.string({ message: 'Send text.' }).trim().max(max, `At most ${max} characters.`)

/** The periods a payment covers: the table allows 1 to 120. */
export const MAX_PERIODS = 120
/** Members in one collection: a committee meeting's worth, and a bounded transaction. */
export const MAX_MEMBERS = 100

export const collectBody = z.strictObject({
  member: z
    .union([id, z.array(id, { message: 'Send a list of member ids.' })], {
      message: 'Send a member id or a list of member ids.',
    })
    .describe('The members who paid: one id or a list (the original’s bulk collection)'),
  membership_type: blankless(id).describe('Default: each member’s current or last membership type'),
  periods: blankless(
    z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ message: 'Send a whole number of periods.' })
        .int('Send a whole number of periods.')
        .min(1, 'At least 1 period.')
        .max(MAX_PERIODS, `At most ${MAX_PERIODS} periods in one payment.`),
    ),
  ).describe('Months or years of the type paid; default 1 (a lifetime membership is 1)'),
  amount: blankless(
    z.union([z.string(), z.number()], { message: 'Send an amount such as "1250.00".' }),
  ).describe('Per member; default the type’s fee × periods, and when sent it must equal that'),
  paid_on: blankless(date).describe('The day the money was received; default today'),
  method: z.enum(DUES_METHODS, { message: `Choose one of: ${DUES_METHODS.join(', ')}.` }),
  reference: blankless(text(100)).describe(
    'Cheque number, bank transfer reference, or bKash/Nagad/Rocket transaction id (required for those)',
  ),
  bank_name: blankless(text(100)).describe('The bank of a cheque (required) or a transfer'),
  cheque_date: blankless(date),
  note: blankless(text(2000)),
})

export type CollectBody = z.infer<typeof collectBody>

/** How the money came, as the voucher and the receipt record it. */
export type DuesPayment =
  | { method: 'cash' }
  | { method: 'cheque'; reference: string; bankName: string; chequeDate: string | null }
  | { method: 'bank_transfer'; reference: string; bankName: string | null }
  | { method: 'bkash' | 'nagad' | 'rocket'; reference: string }

export interface CollectionRequest {
  memberIds: number[]
  /** The body sent a list (errors then name `member[i]`), not one id (`member`). */
  listed: boolean
  membershipTypeId: number | null
  periods: number
  /** Per member; null: the type's fee × periods. */
  amount: Paisa | null
  /** Null: today. */
  paidOn: string | null
  payment: DuesPayment
  note: string | null
}

/** The method's own fields: the reference a cheque, a transfer or a wallet payment is traced by. */
function paymentOf(body: CollectBody, issues: Record<string, string[]>): DuesPayment {
  const method = body.method as DuesMethod
  const reference = body.reference ?? ''
  const need = (field: string, message: string) => {
    issues[field] = [message]
  }
  switch (method) {
    case 'cash':
      return { method }
    case 'cheque':
      if (!reference) need('reference', 'A cheque needs its number.')
      if (!body.bank_name) need('bank_name', 'A cheque needs its bank.')
      return { method, reference, bankName: body.bank_name ?? '', chequeDate: body.cheque_date ?? null }
    case 'bank_transfer':
      if (!reference) need('reference', 'A bank transfer needs its reference.')
      return { method, reference, bankName: body.bank_name ?? null }
    default:
      if (!reference) need('reference', `A ${DUES_METHOD_NAMES[method]} payment needs its transaction ID.`)
      return { method, reference }
  }
}

/** The collection a parsed body asks for; a 400 naming each field that is wrong. */
export function collectionRequestOf(body: CollectBody, today: string): CollectionRequest {
  const issues: Record<string, string[]> = {}
  const listed = Array.isArray(body.member)
  const memberIds = listed ? (body.member as number[]) : [body.member as number]
  if (memberIds.length === 0) issues.member = ['Choose at least one member.']
  if (memberIds.length > MAX_MEMBERS) issues.member = [`At most ${MAX_MEMBERS} members in one collection.`]
  const twice = memberIds.find((m, i) => memberIds.indexOf(m) !== i)
  if (twice !== undefined) issues.member = [`Member ${twice} is listed twice: one payment per member.`]
  let amount: Paisa | null = null
  if (body.amount !== undefined) {
    const parsed = parseAmount(body.amount)
    if (parsed === undefined || parsed <= 0n)
      issues.amount = ['Send a positive amount with at most two decimals, such as "1250.00".']
    else amount = parsed
  }
  if (body.paid_on !== undefined && body.paid_on > today)
    issues.paid_on = [`The money cannot be received after today (${today}).`]
  const payment = paymentOf(body, issues)
  if (Object.keys(issues).length > 0) throw new ValidationError(issues)
  return {
    memberIds,
    listed,
    membershipTypeId: body.membership_type ?? null,
    periods: body.periods ?? 1,
    amount,
    paidOn: body.paid_on ?? null,
    payment,
    note: body.note || null,
  }
}

/** "Tk 1,200.00 (Tk 600.00 × 2 periods)": the figure an amount must equal. */
export const expectedFigure = (fee: Paisa, periods: number) =>
  `${formatTaka(fee * BigInt(periods), { symbol: true })}${periods === 1 ? '' : ` (${formatTaka(fee, { symbol: true })} × ${periods} periods)`}`

export const cancelBody = z.strictObject({
  reason: z
    .string({ message: 'Say why the payment is cancelled.' })
    .trim()
    .min(1, 'Say why the payment is cancelled.')
    .max(1000, 'At most 1000 characters.'),
})

export const listQuery = z.object({
  member: blankless(id),
  membership_type: blankless(id),
  method: blankless(z.enum(DUES_METHODS, { message: `Choose one of: ${DUES_METHODS.join(', ')}.` })),
  paid_on_from: blankless(date).describe('Paid on or after'),
  paid_on_to: blankless(date).describe('Paid on or before'),
  cancelled: blankless(z.enum(['true', 'false'], { message: 'Send true or false.' })),
  collection_id: blankless(z.uuid({ message: 'Send a collection id (a UUID).' })),
  page: blankless(z.string()).describe('1-based; default 1'),
  size: blankless(z.string()).describe('Default 10, at most 100'),
})

export type ListQuery = z.infer<typeof listQuery>

export const finderQuery = z.object({
  q: blankless(text(100)).describe('Part of a name, a member number (M-000012 or 12) or a mobile number'),
})
