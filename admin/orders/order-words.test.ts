import { describe, expect, it } from 'vitest'
import { buyerOf, orderFieldName, taka } from './order-words.ts'

describe('the order screens’ words', () => {
  it('names the customer, else the walk-in’s phone, else a walk-in', () => {
    expect(
      buyerOf({ customer: { name: 'Ashulia Technical School' }, user_phone_number: '01711000000' }),
    ).toBe('Ashulia Technical School')
    expect(buyerOf({ customer: null, user_phone_number: '01711000000' })).toBe('01711000000')
    expect(buyerOf({ customer: null, user_phone_number: null })).toBe('Walk-in')
  })

  it('shows a wire amount as Taka, exactly, grouped in lakhs', () => {
    expect(taka('1476.56')).toBe('1,476.56')
    expect(taka('1234567.05')).toBe('12,34,567.05')
  })
})

describe('a refused field, named as the new order names it', () => {
  const lineName = (index: number) => ['TOPIK I preparation book'][index]

  it('names a line by its product', () => {
    expect(orderFieldName('items[0][quantity]', lineName)).toBe('TOPIK I preparation book, quantity')
    expect(orderFieldName('items[3][product]', lineName)).toBe('Line 4, product')
  })

  it('names the header fields by their labels', () => {
    expect(orderFieldName('discount_amount', lineName)).toBe('Discount')
    expect(orderFieldName('payment_reference', lineName)).toBe('Payment reference')
    expect(orderFieldName('something_new', lineName)).toBe('something_new')
  })
})
