import { describe, expect, it } from 'vitest'
import { compilePattern, matchPattern, pathSegments } from './route-pattern.ts'

const match = (pattern: string, path: string) => {
  const parts = pathSegments(path)
  return parts && matchPattern(compilePattern(pattern), parts)
}

describe('route patterns', () => {
  it('matches literal segments case-insensitively and takes an optional last segment', () => {
    expect(match('/company/:id/:name?', '/company/2/Meghsetu Training')).toEqual({
      id: '2',
      name: 'Meghsetu Training',
    })
    expect(match('/company/:id/:name?', '/Company/2')).toEqual({ id: '2' })
    expect(match('/company/:id/:name?', '/company/2/')).toEqual({ id: '2' })
  })

  it('takes 1 to 9 digits for :id, refuses extra or missing segments', () => {
    expect(match('/company/:id/:name?', '/company/two/x')).toBeNull()
    expect(match('/company/:id/:name?', '/company/1234567890')).toBeNull()
    expect(match('/company/:id/:name?', '/company/2/x/y')).toBeNull()
    expect(match('/company/:id/:name?', '/company')).toBeNull()
  })

  it('reads percent-encoded paths, ignores trailing slashes, and not empty segments inside', () => {
    expect(match('/our Management team/', '/our%20management%20TEAM//')).toEqual({})
    expect(match('/notice/', '/notice')).toEqual({})
    expect(match('/', '/')).toEqual({})
    expect(match('/', '///')).toEqual({})
    expect(match('/:menu/:id', '//3')).toBeNull()
    expect(pathSegments('/%E0%A4%A')).toBeNull()
  })

  it('takes one of the listed words for :name(a|b), in lower case', () => {
    expect(match('/pdfShow/:kind(notice|circular)/:id', '/PDFshow/Circular/7')).toEqual({
      kind: 'circular',
      id: '7',
    })
    expect(match('/pdfShow/:kind(notice|circular)/:id', '/pdfShow/memo/7')).toBeNull()
  })

  it('says whether a pattern has parameters', () => {
    expect(compilePattern('/notice/').hasParams).toBe(false)
    expect(compilePattern('/company/:id/:name?').hasParams).toBe(true)
  })
})
