import { describe, expect, it } from 'vitest'
import type { FieldSchema } from '../../common/resource-schema.ts'
import { checksOf, decimalProblem } from './validation.ts'

const field = (options: Partial<FieldSchema>): FieldSchema => ({
  name: 'x',
  kind: 'text',
  label: 'X',
  required: false,
  nullable: true,
  writeOnly: false,
  ...options,
})

/** The first message of the field's checks for a value, as react-admin shows it. */
const problem = (f: FieldSchema, value: unknown, mode: 'create' | 'edit' = 'create') =>
  checksOf(f, mode)
    .map((check) => check(value))
    .find(Boolean)

describe('checksOf', () => {
  it('requires a required field, blank text too', () => {
    const name = field({ required: true, max: 5 })
    expect(problem(name, '')).toBe('This field is required.')
    expect(problem(name, '   ')).toBe('This field is required.')
    expect(problem(name, null)).toBe('This field is required.')
    expect(problem(name, 'Dhaka')).toBeUndefined()
    expect(problem(field({ kind: 'refs', required: true }), [])).toBe('This field is required.')
  })

  it('never requires a switch, nor a stored file or password on edit', () => {
    expect(problem(field({ kind: 'bool', required: true }), undefined)).toBeUndefined()
    expect(problem(field({ kind: 'file', required: true }), undefined, 'edit')).toBeUndefined()
    expect(problem(field({ kind: 'file', required: true }), undefined, 'create')).toBe(
      'This field is required.',
    )
    expect(problem(field({ kind: 'password', required: true, min: 10 }), undefined, 'edit')).toBeUndefined()
  })

  it('limits text to its longest and shortest length', () => {
    expect(problem(field({ max: 5 }), 'Sylhet')).toBe('Use at most 5 characters.')
    expect(problem(field({ kind: 'password', min: 10 }), 'short')).toBe('Use at least 10 characters.')
    expect(problem(field({ kind: 'password', min: 10 }), '')).toBeUndefined()
  })

  it('keeps whole numbers whole and within their bounds', () => {
    const order = field({ kind: 'int', min: 0, max: 99 })
    expect(problem(order, 1.5)).toBe('Enter a whole number.')
    expect(problem(order, -1)).toBe('Enter 0 or more.')
    expect(problem(order, 100)).toBe('Enter 99 or less.')
    expect(problem(order, 7)).toBeUndefined()
    expect(problem(order, null)).toBeUndefined()
  })

  it('checks a decimal as text with its scale, never as a float', () => {
    const price = field({ kind: 'decimal', scale: 2, min: 0 })
    expect(problem(price, '1250.50')).toBeUndefined()
    expect(problem(price, '0.1')).toBeUndefined()
    expect(problem(price, '12.345')).toBe(
      'Enter a number such as 12.5, with at most 2 digits after the point.',
    )
    expect(problem(price, '1,250')).toBe(
      'Enter a number such as 12.5, with at most 2 digits after the point.',
    )
    expect(problem(price, '12.')).toBe('Enter a number such as 12.5, with at most 2 digits after the point.')
    expect(problem(price, '-3')).toBe('Enter 0 or more.')
    expect(problem(price, '')).toBeUndefined()
  })

  it('checks an email address', () => {
    expect(problem(field({ kind: 'email' }), 'office@kizuna')).toBe('Enter a valid email address.')
    expect(problem(field({ kind: 'email' }), 'office@kizuna.example')).toBeUndefined()
  })
})

describe('decimalProblem', () => {
  it('takes no digits after the point for a scale of 0', () => {
    expect(decimalProblem('12.5', 0)).toBe(
      'Enter a number such as 12, with at most 0 digits after the point.',
    )
    expect(decimalProblem('12', 0)).toBeUndefined()
  })
})
