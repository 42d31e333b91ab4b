/**
 * The checks of the charity forms (donation, message about an event), built
 * from the site's shared form rules; each field's rule gives its message or null. The server checks
 * the donation form with the same rules (server/site/forms/donation-route.ts). No form asks for
 * card details: online gifts are paid on the payment gateway's own page.
 */
import { all, email, maxLength, oneOf, type Rule, type Rules, required } from '../../../common/form-rules.ts'
import { parseAmount } from '../../../common/money.ts'

const address = email('Enter your email address.', 'Enter a valid email address, like name@example.com.')

/**
 * What SSLCommerz takes in one payment, in taka (server/payments/sslcommerz.ts MIN_AMOUNT and
 * MAX_AMOUNT; a test keeps them equal): the form says so before the gateway would refuse.
 */
export const ONLINE_GIFT_TAKA = { min: 10, max: 500_000 } as const

/** Taka as typed, "2,500" or "10 000", without its separators. */
export const takaDigits = (value: string) => value.replace(/[,\s]/g, '')

/**
 * The amount a donation form gives: the one typed under "another amount" when there is one (so a
 * form sent without JavaScript, whose preset stays chosen, gives what was typed), else the preset.
 */
export const chosenAmount = (values: Readonly<Record<string, string>>) =>
  (values.otherAmount ?? '').trim() ? (values.otherAmount as string) : (values.amount ?? '')

function amountProblem(text: string, values: Readonly<Record<string, string>>): string | null {
  const paisa = parseAmount(takaDigits(text))
  if (paisa === undefined || paisa <= 0n) return 'Enter an amount in taka, like 1500 or 1500.50.'
  const { min, max } = ONLINE_GIFT_TAKA
  if (values.way === 'online' && (paisa < BigInt(min) * 100n || paisa > BigInt(max) * 100n))
    return 'Online gifts are from BDT 10 to BDT 500,000; for another amount, please give offline.'
  return null
}

/** Required online: the payment gateway's session asks for it (SSLCommerz's cus_phone, cus_add1). */
const forTheGateway =
  (missing: string, rule: Rule): Rule =>
  (value, values) => {
    if (value.trim()) return rule(value, values)
    return values.way === 'online' ? missing : null
  }

const PHONE = /^\+?[\d\s-]{6,20}$/

// Each form's rules in its fields' order: the first field at fault takes the focus.
export const donationRules = {
  amount: (value, values) =>
    (values.otherAmount ?? '').trim()
      ? null
      : value
        ? amountProblem(value, values)
        : 'Choose an amount, or enter another amount.',
  otherAmount: (value, values) => (value.trim() ? amountProblem(value, values) : null),
  frequency: oneOf(['once', 'monthly'], 'Choose whether to give once or every month.'),
  cause: (value) => (/^\d{0,9}$/.test(value) ? null : 'Choose a cause from the list.'),
  firstName: all(
    required('Enter your first name.'),
    maxLength(100, 'Keep your first name under 100 characters.'),
  ),
  lastName: all(
    required('Enter your last name.'),
    maxLength(100, 'Keep your last name under 100 characters.'),
  ),
  email: address,
  phone: forTheGateway('Enter your phone number: the payment gateway asks for it.', (value) =>
    PHONE.test(value.trim()) ? null : 'Enter a phone number, like 01711 111111 or +880 1711 111111.',
  ),
  address: forTheGateway(
    'Enter your address: the payment gateway asks for it.',
    maxLength(500, 'Keep your address under 500 characters.'),
  ),
  anonymous: oneOf(['', 'yes'], 'Tick the box, or leave it empty.'),
  message: maxLength(2000, 'Keep your message under 2,000 characters.'),
  way: oneOf(['online', 'offline'], 'Choose how you will give.'),
} satisfies Rules<string>

export type DonationField = keyof typeof donationRules

export const messageRules = {
  name: required('Enter your name.'),
  email: address,
  message: required('Write your message.'),
} satisfies Rules<string>
