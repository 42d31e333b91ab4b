/** The charity forms' rules accept and refuse what they should, each broken field with its own message. */
import { describe, expect, it } from 'vitest'
import { validate } from '../../../common/form-rules.ts'
import { MAX_AMOUNT, MIN_AMOUNT } from '../../../server/payments/sslcommerz.ts'
import { chosenAmount, donationRules, messageRules, ONLINE_GIFT_TAKA } from './rules.ts'

const valid = {
  amount: '2500',
  otherAmount: '',
  frequency: 'once',
  cause: '',
  firstName: 'Nadia',
  lastName: 'Karim',
  email: 'nadia@example.com',
  phone: '01711 111111',
  address: 'Road 5, Dhanmondi, Dhaka',
  anonymous: '',
  message: '',
  way: 'online',
}
/** The message of one field of the donation form, the others being valid. */
const problem = (field: keyof typeof valid, value: string, others: Partial<typeof valid> = {}) =>
  validate(donationRules, { ...valid, ...others, [field]: value })[field]

describe('donation', () => {
  it('accepts a complete gift and refuses each broken field with its own message', () => {
    expect(validate(donationRules, valid)).toEqual({})
    expect(validate(donationRules, { ...valid, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
    })
    expect(validate(donationRules, { ...valid, amount: '' })).toEqual({
      amount: 'Choose an amount, or enter another amount.',
    })
  })

  it('has no card fields at all', () => {
    expect(Object.keys(donationRules).filter((key) => /card|cvv|cvc|expiry/i.test(key))).toEqual([])
  })

  it('gives the amount typed under "another amount" over the preset, as a post without JavaScript does', () => {
    expect(chosenAmount({ amount: '500', otherAmount: ' 750 ' })).toBe(' 750 ')
    expect(chosenAmount({ amount: '500', otherAmount: '' })).toBe('500')
    expect(problem('amount', '', { otherAmount: '750' })).toBeUndefined()
    expect(problem('otherAmount', 'abc')).toBe('Enter an amount in taka, like 1500 or 1500.50.')
    expect(problem('otherAmount', '1,500.50')).toBeUndefined()
    expect(problem('otherAmount', '12.345')).toBeDefined()
    expect(problem('amount', '0')).toBeDefined()
  })

  it('keeps online gifts within what the gateway takes, and offline ones need only be positive', () => {
    expect(problem('otherAmount', '9.99')).toMatch(/from BDT 10 to BDT 500,000/)
    expect(problem('otherAmount', '500000.01')).toMatch(/from BDT 10 to BDT 500,000/)
    expect(problem('otherAmount', '500000')).toBeUndefined()
    expect(problem('otherAmount', '5', { way: 'offline' })).toBeUndefined()
    expect(BigInt(ONLINE_GIFT_TAKA.min) * 100n).toBe(MIN_AMOUNT)
    expect(BigInt(ONLINE_GIFT_TAKA.max) * 100n).toBe(MAX_AMOUNT)
  })

  it('asks for a phone and an address only online, where the gateway needs them', () => {
    expect(problem('phone', '')).toMatch(/payment gateway asks/)
    expect(problem('address', '')).toMatch(/payment gateway asks/)
    expect(problem('phone', '', { way: 'offline' })).toBeUndefined()
    expect(problem('address', '', { way: 'offline' })).toBeUndefined()
    expect(problem('phone', 'call me')).toMatch(/phone number/)
    expect(problem('phone', '+880 1711-111111')).toBeUndefined()
  })

  it('checks the choices: how often, the way, the cause, anonymity', () => {
    expect(problem('frequency', 'weekly')).toBeDefined()
    expect(problem('way', 'card')).toBe('Choose how you will give.')
    expect(problem('cause', '3')).toBeUndefined()
    expect(problem('cause', 'x')).toBe('Choose a cause from the list.')
    expect(problem('anonymous', 'yes')).toBeUndefined()
    expect(problem('anonymous', 'maybe')).toBeDefined()
    expect(problem('email', 'nadia@')).toMatch(/valid email/)
  })
})

describe('event message', () => {
  it('checks the event message form', () => {
    expect(validate(messageRules, { name: 'A', email: 'a@b.co', message: '' })).toEqual({
      message: 'Write your message.',
    })
  })
})
