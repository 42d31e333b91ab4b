import { describe, expect, it } from 'vitest'
import { ApiError } from '../../http/api-error.ts'
import { parsePageRequest, resolvePage } from './pagination.ts'

describe('parsePageRequest', () => {
  it('defaults to page 1 of 10', () => expect(parsePageRequest({})).toEqual({ page: 1, size: 10 }))
  it('clamps size to 100', () =>
    expect(parsePageRequest({ page: '3', size: '500' })).toEqual({ page: 3, size: 100 }))
  it.each([
    ['size', '0'],
    ['size', '-1'],
    ['page', '0'],
    ['page', 'abc'],
    ['size', '1.5'],
  ])('refuses %s=%s with a 400 naming the parameter', (name, value) => {
    expect(() => parsePageRequest({ [name]: value })).toThrow(ApiError)
    expect(() => parsePageRequest({ [name]: value })).toThrow(new RegExp(`^${name} must be a whole number`))
  })
})

describe('resolvePage', () => {
  it('answers a page past the end with the last page', () =>
    expect(resolvePage({ page: 9, size: 10 }, 25)).toEqual({ page: 3, totalPages: 3, offset: 20 }))
  it('counts one page for an empty table', () =>
    expect(resolvePage({ page: 1, size: 10 }, 0)).toEqual({ page: 1, totalPages: 1, offset: 0 }))
})
