/**
 * What staff send when they record money (a walk-in donor's gift, a pledge's payment), refund or
 * cancel a gift, read with zod so that a wrong value is a 400 naming its field, in the words the
 * form shows under it. Each way the money came needs its own particulars: a cheque its number,
 * bank and date; a bank transfer its reference; a bKash, Nagad or Rocket payment the wallet's
 * transaction ID, checked for the form the wallet gives it.
 */
import { z } from 'zod'
import { MAX_PAISA, type Paisa, parseAmount } from '../../../common/money.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import type { Received } from './donations.ts'

/** How staff may say the money came; 'gateway' is only ever the gateway's own word. */
const RECORDED_METHODS = ['cash', 'cheque', 'bank_transfer', 'bkash', 'nagad', 'rocket'] as const
type RecordedMethod = (typeof RECORDED_METHODS)[number]

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

const dateText = z
  .string({ message: 'Enter a date as YYYY-MM-DD.' })
  .refine(isCalendarDate, 'Enter a date that exists, as YYYY-MM-DD.')

const optionalText = (max: number) =>
  z.preprocess(
    emptyToNull,
    z.string({ message: 'Enter text.' }).trim().max(max, `Use at most ${max} characters.`).nullish(),
  )

const requiredText = (max: number, missing: string) =>
  z.string({ message: missing }).trim().min(1, missing).max(max, `Use at most ${max} characters.`)

/** The wallets' transaction IDs as their SMS gives them: bKash's are exactly ten letters and digits. */
const WALLET_IDS: Record<'bkash' | 'nagad' | 'rocket', { name: string; form: RegExp; words: string }> = {
  bkash: { name: 'bKash', form: /^[A-Z0-9]{10}$/, words: 'ten letters and digits, such as 9GH7K2L1QZ' },
  // Nagad's and Rocket's IDs vary in length between their services: letters and digits, 6 to 20.
  nagad: { name: 'Nagad', form: /^[A-Z0-9]{6,20}$/, words: '6 to 20 letters and digits' },
  rocket: { name: 'Rocket', form: /^[A-Z0-9]{6,20}$/, words: '6 to 20 letters and digits' },
}

const paymentShape = {
  method: z.enum(RECORDED_METHODS, {
    message: 'Choose how the money came: cash, cheque, bank_transfer, bkash, nagad or rocket.',
  }),
  received_on: dateText,
  /** The cheque's number, the transfer's reference or the wallet's transaction ID. */
  reference: optionalText(100),
  bank_name: optionalText(100),
  cheque_date: z.preprocess(emptyToNull, dateText.nullish()),
}

type PaymentFields = {
  method: RecordedMethod
  reference?: string | null
  bank_name?: string | null
  cheque_date?: string | null
}

/** The particulars each method needs, and none it does not: each problem under its own field. */
function checkParticulars(value: PaymentFields, ctx: z.RefinementCtx): void {
  const problem = (field: keyof PaymentFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message })
  const { method, reference, bank_name: bank, cheque_date: chequeDate } = value
  if (method === 'cheque') {
    if (!reference) problem('reference', 'Enter the cheque number.')
    else if (reference.length > 50) problem('reference', 'A cheque number has at most 50 characters.')
    if (!bank) problem('bank_name', 'Enter the bank the cheque is drawn on.')
    if (!chequeDate) problem('cheque_date', 'Enter the date written on the cheque.')
    return
  }
  if (chequeDate) problem('cheque_date', 'Only a cheque has a cheque date.')
  if (method === 'cash') {
    if (reference) problem('reference', 'Cash has no reference: choose another method, or leave it empty.')
    if (bank) problem('bank_name', 'Cash names no bank: choose another method, or leave it empty.')
    return
  }
  if (method === 'bank_transfer') {
    if (!reference) problem('reference', 'Enter the transfer’s reference, as the bank’s advice shows it.')
    return
  }
  const wallet = WALLET_IDS[method]
  if (bank) problem('bank_name', `A ${wallet.name} payment names no bank.`)
  if (!reference) problem('reference', `Enter the ${wallet.name} transaction ID from the payment’s SMS.`)
  else if (!wallet.form.test(reference.toUpperCase()))
    problem('reference', `A ${wallet.name} transaction ID is ${wallet.words}.`)
}

/** A pledge's money: how and when it came. */
export const paymentBody = z.strictObject(paymentShape).superRefine(checkParticulars)
export type PaymentBody = z.infer<typeof paymentBody>

const amountValue = z
  .union([z.string(), z.number()], { message: 'Enter the amount in taka, such as 1500 or 1500.50.' })
  .transform((value, ctx): Paisa => {
    const paisa = parseAmount(value)
    if (paisa === undefined || paisa > MAX_PAISA) {
      ctx.addIssue({ code: 'custom', message: 'Enter the amount in taka, such as 1500 or 1500.50.' })
      return z.NEVER
    }
    if (paisa <= 0n) {
      ctx.addIssue({ code: 'custom', message: 'The amount must be more than 0.' })
      return z.NEVER
    }
    return paisa
  })

/** A walk-in donor's gift: who gave, to what, how much, and how the money came. */
export const walkInBody = z
  .strictObject({
    first_name: requiredText(100, 'Enter the donor’s name.'),
    last_name: optionalText(100),
    email: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToNull(value.trim().toLowerCase()) : value),
      z.email('Enter a valid email address, or leave it empty.').max(254).nullish(),
    ),
    phone_number: z.preprocess(
      emptyToNull,
      z
        .string({ message: 'Enter a phone number.' })
        .trim()
        .regex(/^\+?[0-9][0-9 -]{5,18}$/, 'Enter a phone number of digits, such as 01712345678.')
        .nullish(),
    ),
    address: optionalText(500),
    message: optionalText(2000),
    anonymous: z.boolean({ message: 'Send true or false.' }).optional(),
    /** Empty: the general fund. */
    cause: z.preprocess(
      (value) =>
        emptyToNull(typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ message: 'Choose a cause, or leave it empty for the general fund.' })
        .int()
        .min(1, 'Choose a cause, or leave it empty for the general fund.')
        .max(PG_INT_MAX, 'No cause has so large an id.')
        .nullish(),
    ),
    amount: amountValue,
    ...paymentShape,
  })
  .superRefine(checkParticulars)
export type WalkInBody = z.infer<typeof walkInBody>

export const refundBody = z.strictObject({
  reason: requiredText(500, 'Say why the gift is refunded: it is kept with the refund and its voucher.'),
})

export const cancelBody = z.strictObject({
  reason: requiredText(500, 'Say why the pledge will not be paid: it is kept with the gift.'),
})

/** The money as the money path books it (donations.ts Received), particulars tidied. */
export function receivedOf(body: PaymentBody | WalkInBody): Received {
  const receivedOn = body.received_on
  const reference = body.reference ?? ''
  switch (body.method) {
    case 'cash':
      return { method: 'cash', receivedOn }
    case 'cheque':
      return {
        method: 'cheque',
        receivedOn,
        reference,
        bankName: body.bank_name ?? '',
        chequeDate: body.cheque_date ?? null,
      }
    case 'bank_transfer':
      return { method: 'bank_transfer', receivedOn, reference, bankName: body.bank_name ?? null }
    default:
      return { method: body.method, receivedOn, reference: reference.toUpperCase() }
  }
}
