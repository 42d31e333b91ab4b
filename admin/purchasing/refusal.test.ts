import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { refusalOf } from './refusal.ts'

describe('a purchase screen’s refusal sentence', () => {
  const shown = (field: string) => field === 'paid_amount'

  it('gives the errors of fields the screen does not show', () => {
    const error = new HttpError('Please check the fields marked.', 400, {
      errors: { purchase_final: 'Purchase PF-000001 has no lines to receive.', paid_amount: 'At most 0.00.' },
    })
    expect(refusalOf(error, shown, 'Not paid.')).toBe('Purchase PF-000001 has no lines to receive.')
  })

  it('else the error’s words, or the fallback for what is not an error', () => {
    const placed = new HttpError('Please check the fields marked.', 400, { errors: { paid_amount: 'x' } })
    expect(refusalOf(placed, shown, 'Not paid.')).toBe('Please check the fields marked.')
    expect(refusalOf(new HttpError('Already confirmed.', 409, {}), shown, 'Not paid.')).toBe(
      'Already confirmed.',
    )
    expect(refusalOf('boom', shown, 'Not paid.')).toBe('Not paid.')
  })
})
