/**
 * The checks of the charity forms (donation, comment, event message), as plain functions so the
 * same rules run in the browser and in tests. Each returns the messages shown next to the fields,
 * keyed by field; an empty object means the form is valid.
 */
export type Errors<K extends string> = Partial<Record<K, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailError(value: string): string | undefined {
  const email = value.trim()
  if (!email) return 'Enter your email address.'
  if (!EMAIL.test(email)) return 'Enter a valid email address, like name@example.com.'
  return undefined
}

const required = (value: string, message: string) => (value.trim() ? undefined : message)

/** The Luhn checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function cardNumberError(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return 'Enter the card number: 12 to 19 digits.'
  if (!passesLuhn(digits)) return 'This card number is not valid. Please check it for typing mistakes.'
  return undefined
}

export function cvvError(value: string): string | undefined {
  return /^\d{3,4}$/.test(value.trim()) ? undefined : 'Enter the 3 or 4 digit security code (CVV).'
}

/** MM/YY; a card is valid until the end of its expiry month. */
export function expiryError(value: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY, for example 08/29.'
  const year = 2000 + Number(match[2])
  const current = now.getFullYear() * 12 + now.getMonth()
  if (year * 12 + month - 1 < current) return 'This card has expired. Please use a card that is still valid.'
  return undefined
}

export function amountError(value: string): string | undefined {
  const text = value.replace(/[,\s]/g, '')
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) return 'Enter an amount greater than 0.'
  if (!/^\d+$/.test(text)) return 'Enter a whole number of taka.'
  return undefined
}

export type PaymentMethod = 'card' | 'offline'

export interface DonationValues {
  amount: string
  firstName: string
  lastName: string
  email: string
  address: string
  message: string
  method: PaymentMethod
  cardName: string
  cardNumber: string
  cvv: string
  expiry: string
}

type Checked<T> = Errors<Extract<keyof T, string>>

/** Drops the keys whose check passed, so "no keys" means valid. */
function only<T>(errors: Record<string, string | undefined>): Checked<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Checked<T>
}

export function checkDonation(values: DonationValues, now: Date): Checked<DonationValues> {
  const card = values.method === 'card'
  return only<DonationValues>({
    amount: amountError(values.amount),
    firstName: required(values.firstName, 'Enter your first name.'),
    lastName: required(values.lastName, 'Enter your last name.'),
    email: emailError(values.email),
    cardName: card ? required(values.cardName, 'Enter the name on the card.') : undefined,
    cardNumber: card ? cardNumberError(values.cardNumber) : undefined,
    cvv: card ? cvvError(values.cvv) : undefined,
    expiry: card ? expiryError(values.expiry, now) : undefined,
  })
}

export interface CommentValues {
  name: string
  email: string
  website: string
  comment: string
}

export function checkComment(values: CommentValues): Checked<CommentValues> {
  const website = values.website.trim()
  return only<CommentValues>({
    name: required(values.name, 'Enter your name.'),
    email: emailError(values.email),
    website:
      website && !/^https?:\/\/[^\s.]+\.[^\s]+$/.test(website)
        ? 'Enter the full address of your website, starting with https://, or leave it empty.'
        : undefined,
    comment: required(values.comment, 'Write your comment.'),
  })
}

export interface MessageValues {
  name: string
  email: string
  message: string
}

export function checkMessage(values: MessageValues): Checked<MessageValues> {
  return only<MessageValues>({
    name: required(values.name, 'Enter your name.'),
    email: emailError(values.email),
    message: required(values.message, 'Write your message.'),
  })
}
