import { describe, expect, it } from 'vitest'
import { currentPage } from './current-page.ts'

describe('currentPage', () => {
  it('marks the link to the page shown, encoded or not', () => {
    expect(currentPage('/about/2', '/about/2')).toBe('page')
    expect(currentPage('/japan%20%26%20korean/9', '/japan & korean/9')).toBe('page')
  })

  it('leaves other links and malformed paths unmarked', () => {
    expect(currentPage('/about/2', '/mission/3')).toBeUndefined()
    expect(currentPage('/', '/about/2')).toBeUndefined()
    expect(currentPage('/%E0/1', '/about/2')).toBeUndefined()
  })
})
