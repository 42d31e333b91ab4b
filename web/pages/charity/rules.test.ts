/** The charity forms' rules accept and refuse what they should, each broken field with its own message. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { validate } from '../../../common/form-rules.ts'
import { donationRules, expiryProblem, messageRules, passesLuhn } from './rules.ts'

const valid = {
  amount: '2,500',
  firstName: 'Nadia',
  lastName: 'Karim',
  email: 'nadia@example.com',
  address: '',
  message: '',
  method: 'card',
  cardName: 'Nadia Karim',
  cardNumber: '4111 1111 1111 1111',
  cvv: '123',
  expiry: '12/26',
}
const now = new Date(2026, 10, 21)
/** The message of one field of the donation form, the others being valid. */
const problem = (field: keyof typeof valid, value: string) =>
  validate(donationRules, { ...valid, [field]: value })[field]

describe('donation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('accepts a complete card donation and refuses each broken field with its own message', () => {
    expect(validate(donationRules, valid)).toEqual({})
    expect(validate(donationRules, { ...valid, amount: '0' })).toEqual({
      amount: 'Enter an amount greater than 0.',
    })
    expect(validate(donationRules, { ...valid, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
    })
    expect(Object.keys(validate(donationRules, { ...valid, cardNumber: '4111 1111 1111 1112' }))).toEqual([
      'cardNumber',
    ])
  })

  it('ignores the card fields for an offline donation', () => {
    const offline = { ...valid, method: 'offline', cardName: '', cardNumber: '1', cvv: '', expiry: '' }
    expect(validate(donationRules, offline)).toEqual({})
  })

  it('checks amounts, emails, card numbers (Luhn), CVVs and expiry dates', () => {
    expect(problem('amount', '')).toBeDefined()
    expect(problem('amount', '-5')).toBeDefined()
    expect(problem('amount', 'abc')).toBeDefined()
    expect(problem('amount', '12.5')).toBe('Enter a whole number of taka.')
    expect(problem('amount', '10 000')).toBeUndefined()
    expect(problem('email', '')).toBe('Enter your email address.')
    expect(problem('email', 'nadia@')).toMatch(/valid email/)
    expect(problem('email', ' nadia@example.com ')).toBeUndefined()
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('79927398710')).toBe(false)
    expect(problem('cardNumber', '4111-1111-1111-1111')).toBeUndefined()
    expect(problem('cardNumber', '41111111111')).toMatch(/12 to 19 digits/)
    expect(problem('cardNumber', '4'.repeat(20))).toMatch(/12 to 19 digits/)
    expect(problem('cardNumber', '4111111111111112')).toMatch(/not valid/)
    expect(problem('cvv', '12')).toBeDefined()
    expect(problem('cvv', '1234')).toBeUndefined()
    expect(problem('expiry', '11/26')).toBeUndefined() // valid to the end of its month
    expect(problem('expiry', '10/26')).toMatch(/expired/)
    expect(expiryProblem('13/27', now)).toMatch(/MM\/YY/)
    expect(expiryProblem('1227', now)).toMatch(/MM\/YY/)
  })
})

describe('event message', () => {
  it('checks the event message form', () => {
    expect(validate(messageRules, { name: 'A', email: 'a@b.co', message: '' })).toEqual({
      message: 'Write your message.',
    })
  })
})
