import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../http/validation.ts'
import { type Field, field, inputSchemas } from './fields.ts'

function check(f: Field, value: unknown) {
  const result = inputSchemas({ value: f }).create.safeParse({ value })
  return result.success ? { ok: result.data.value } : { errors: fieldErrors(result.error, { value }).value }
}

describe('decimal fields', () => {
  const grade = field.decimal('grade', { min: 0, max: 100 })
  const latitude = field.decimal('lat', { scale: 8, min: -90, max: 90 })

  it('keep the digits as written, never through a float', () => {
    expect(check(grade, '3.50')).toEqual({ ok: '3.50' })
    expect(check(grade, ' 99.9 ')).toEqual({ ok: '99.9' })
    expect(check(latitude, '-23.46827471')).toEqual({ ok: '-23.46827471' })
    expect(check(grade, 4.25)).toEqual({ ok: '4.25' })
  })

  it('refuse more digits after the point than the scale, and text that is not a number', () => {
    expect(check(grade, '3.125').errors?.[0]).toMatch(/at most 2 digits after the point/)
    expect(check(grade, 0.1 + 0.2).errors?.[0]).toMatch(/at most 2 digits/)
    for (const bad of ['abc', '1e3', '1,5', '.5', '5.', '', 'NaN', true]) {
      expect(check(field.decimal('x', { required: true }), bad).errors, String(bad)).toBeDefined()
    }
  })

  it('hold the bounds the field sets', () => {
    expect(check(grade, '100.01').errors).toEqual(['Enter 100 or less.'])
    expect(check(grade, '-0.5').errors).toEqual(['Enter 0 or more.'])
    expect(check(latitude, '90.00000001').errors).toEqual(['Enter 90 or less.'])
  })

  it('clear an optional value with null or an empty form field', () => {
    expect(check(grade, null)).toEqual({ ok: null })
    expect(check(grade, '')).toEqual({ ok: null })
  })
})

describe('int fields', () => {
  it('hold a maximum as well as a minimum', () => {
    const year = field.int('year', { min: 1900, max: 2100 })
    expect(check(year, '2012')).toEqual({ ok: 2012 })
    expect(check(year, 2101).errors).toEqual(['Enter 2100 or less.'])
    expect(check(year, 1899).errors).toEqual(['Enter 1900 or more.'])
  })
})
