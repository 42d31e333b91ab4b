import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { entityTag, ifMatchHolds, parseIfMatch } from './if-match.ts'

describe('issue 10: If-Match and record ETags', () => {
  it('makes a strong ETag of the version and the body, the same for the same bytes', () => {
    const tag = entityTag('812', '{"id":1}')
    expect(tag).toMatch(/^"812-[A-Za-z0-9_-]{16}"$/)
    expect(entityTag('812', '{"id":1}')).toBe(tag)
    expect(entityTag('812', '{"id":2}')).not.toBe(tag)
  })

  it('reads *, one tag, a list (also over several headers), and the bare version', () => {
    expect(parseIfMatch(undefined)).toBeUndefined()
    expect(parseIfMatch(' * ')).toEqual({ any: true })
    expect(parseIfMatch('"812-abc"')).toEqual({ any: false, versions: ['812'] })
    expect(parseIfMatch('"1-a", W/"2-b" , "x,y", "3"')).toEqual({
      any: false,
      versions: ['1', null, null, '3'],
    })
    expect(parseIfMatch(['"1-a"', '"2-b"'])).toEqual({ any: false, versions: ['1', '2'] })
  })

  it.each(['abc', '"open', '"a" "b"', '', ' , ', 'W/x', '**'])(
    'refuses %j with a 400 naming If-Match',
    (header) => {
      expect(() => parseIfMatch(header)).toThrow(ApiError)
      expect(() => parseIfMatch(header)).toThrow(/If-Match/)
    },
  )

  it('holds for * and for a listed version only', () => {
    expect(ifMatchHolds({ any: true }, '5')).toBe(true)
    expect(ifMatchHolds({ any: false, versions: ['4', null] }, '5')).toBe(false)
    expect(ifMatchHolds({ any: false, versions: ['4', '5'] }, '5')).toBe(true)
  })
})
