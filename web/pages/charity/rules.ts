/**
 * The checks of the charity forms (donation, message about an event), built
 * from the site's shared form rules; each field's rule gives its message or null. Card details are
 * only ever checked here, in the browser: nothing in these forms is sent.
 */
import { email, type Rule, type Rules, required } from '../../../common/form-rules.ts'

const address = email('Enter your email address.', 'Enter a valid email address, like name@example.com.')

/** A field with nothing to check: useForm knows a form's fields by their rules. */
const free: Rule = () => null

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

/** MM/YY; a card is valid until the end of its expiry month. */
export function expiryProblem(value: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY, for example 08/29.'
  const year = 2000 + Number(match[2])
  const current = now.getFullYear() * 12 + now.getMonth()
  return year * 12 + month - 1 < current
    ? 'This card has expired. Please use a card that is still valid.'
    : null
}

/** Taka as typed, "2,500" or "10 000", without its separators. */
export const takaDigits = (value: string) => value.replace(/[,\s]/g, '')

const amount: Rule = (value) => {
  const text = takaDigits(value)
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) return 'Enter an amount greater than 0.'
  return /^\d+$/.test(text) ? null : 'Enter a whole number of taka.'
}

const cardNumber: Rule = (value) => {
  const digits = value.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return 'Enter the card number: 12 to 19 digits.'
  return passesLuhn(digits) ? null : 'This card number is not valid. Please check it for typing mistakes.'
}

/** A card field's rule, checked only when paying by card: an offline pledge has no card. */
const byCard =
  (rule: Rule): Rule =>
  (value, values) =>
    values.method === 'card' ? rule(value, values) : null

// Each form's rules in its fields' order: the first field at fault takes the focus.
export const donationRules = {
  amount,
  firstName: required('Enter your first name.'),
  lastName: required('Enter your last name.'),
  email: address,
  address: free,
  message: free,
  method: free,
  cardName: byCard(required('Enter the name on the card.')),
  cardNumber: byCard(cardNumber),
  cvv: byCard((value) =>
    /^\d{3,4}$/.test(value.trim()) ? null : 'Enter the 3 or 4 digit security code (CVV).',
  ),
  expiry: byCard((value) => expiryProblem(value, new Date())),
} satisfies Rules<string>

export const messageRules = {
  name: required('Enter your name.'),
  email: address,
  message: required('Write your message.'),
} satisfies Rules<string>
