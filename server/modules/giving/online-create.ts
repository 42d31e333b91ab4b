/**
 * The original's public donation/api/v1/donation/create/ (back-office spec §2.3): its fields, as
 * JSON or a form post, read into a gift. What the original did and this does not: create a
 * member with a random password for an unknown donor (no account is ever made here), store card
 * numbers and CVCs (card fields are refused outright), and book the gift on arrival (a pledge
 * waits for the money; an online gift for the gateway's validated word).
 */
import { z } from 'zod'
import { isEmail } from '../../../common/form-rules.ts'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import { ValidationError } from '../../http/validation.ts'
import type { GiftRequest } from './online-service.ts'

/**
 * Fields that would carry card data, the original's and the usual spellings. Their presence
 * refuses the request whatever their value: card data never reaches our database or logs.
 */
const CARD_FIELD = /^(card_\w+|cardnumber|cc_\w+|cvc\w*|cvv\w*|expiry\w*|exp_(month|year))$/i

/** The names of any card fields in a body. */
export function cardFieldsIn(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return []
  // cardNumber, card-number and card_number are one field.
  const snake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[-\s]/g, '_')
  return Object.keys(body).filter((name) => CARD_FIELD.test(snake(name)))
}

export const CARD_DATA_REFUSED =
  'Card data is never accepted here: pay online on the payment gateway’s own page (payment_method "sslcommerz"), or pledge offline. Remove'

/** payment_method values that ask for the online gateway; any other (or none) is an offline pledge. */
export const ONLINE_METHODS = ['sslcommerz', 'online', 'gateway'] as const

const text = (max: number) =>
  z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`)

export const createBody = z.object({
  first_name: text(100).min(1, 'This field may not be blank.'),
  last_name: text(100).optional(),
  email: text(254).refine(isEmail, 'Enter a valid email address.'),
  country_code: text(5)
    .regex(/^\+?\d{0,4}$/, 'Enter a country calling code, such as +880.')
    .optional(),
  phone_number: text(20)
    .regex(/^\+?[\d\s-]{0,20}$/, 'Enter a phone number: digits, spaces, dashes and a leading +.')
    .optional(),
  address: text(500).optional(),
  message: text(2000).optional(),
  cause: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .describe('The cause id; empty or null for the general fund'),
  amount: z.union([z.string(), z.number()]).describe('Taka, "1500.00"'),
  payment_method: z
    .union([z.string(), z.number()])
    .optional()
    .describe('"sslcommerz" to pay online through the gateway; anything else (or nothing) pledges offline'),
})

export type CreateBody = z.infer<typeof createBody>

/** "+880" and "01711111111" → "+8801711111111" (the trunk 0 is dropped, as E.164 writes it). */
export function phoneOf(countryCode: string | undefined, phone: string | undefined): string | null {
  const number = phone?.replace(/[\s-]/g, '') ?? ''
  if (!number) return null
  if (number.startsWith('+') || !countryCode) return number
  const code = countryCode.startsWith('+') ? countryCode : `+${countryCode}`
  return `${code}${number.replace(/^0+/, '')}`.slice(0, 20)
}

/** The gift a create/ body asks for; a ValidationError names each field at fault. */
export function giftOfCreateBody(body: CreateBody, online: boolean): GiftRequest {
  const errors: Record<string, string[]> = {}
  const amount = parseAmount(body.amount)
  if (amount === undefined || amount <= 0n) errors.amount = ['Send the amount in taka, such as "1500.00".']
  let causeId: number | null = null
  const cause = typeof body.cause === 'string' ? body.cause.trim() : body.cause
  if (typeof cause === 'number' || (typeof cause === 'string' && cause !== '')) {
    const id = Number(cause)
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) causeId = id
    else errors.cause = ['Send a cause id, such as 3, or leave it empty for the general fund.']
  }
  const method = String(body.payment_method ?? '')
    .trim()
    .toLowerCase()
  const channel = (ONLINE_METHODS as readonly string[]).includes(method) ? 'online' : 'offline'
  const phone = phoneOf(body.country_code, body.phone_number)
  // The gateway's session asks for both (SSLCommerz's cus_phone and cus_add1).
  if (channel === 'online' && online) {
    if (!phone) errors.phone_number = ['The payment gateway needs a phone number.']
    if (!body.address) errors.address = ['The payment gateway needs an address.']
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
  return {
    amount: amount as Paisa,
    frequency: 'once',
    causeId,
    channel,
    donor: {
      firstName: body.first_name,
      lastName: body.last_name ?? '',
      email: body.email,
      phone,
      address: body.address || null,
      message: body.message || null,
    },
    fields: { amount: 'amount', cause: 'cause', channel: 'payment_method' },
  }
}
