import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizePageUrl } from './page-keys.ts'

const junkName = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((name) => !['q', 'page', 'category', 'tag'].includes(name))

describe('issue 10: a page URL keeps only the query parameters its page reads', () => {
  it('drops utm_*, fbclid and any other parameter a page does not read', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/about/3', '/notice/', '/cause', '/blog-single/2', '/no/such/page'),
        fc.array(fc.tuple(junkName, fc.string({ maxLength: 12 })), { maxLength: 5 }),
        (path, junk) => {
          const query = new URLSearchParams(junk).toString()
          expect(normalizePageUrl(query ? `${path}?${query}` : path)).toBe(path)
        },
      ),
    )
  })

  it('keeps what /search and the blog lists read, first value only, in one order', () => {
    expect(normalizePageUrl('/search?utm_source=x&q=visa&q=other')).toBe('/search?q=visa')
    expect(normalizePageUrl('/search?q=')).toBe('/search?q=')
    expect(normalizePageUrl('/blog?page=2&fbclid=1&tag=news')).toBe('/blog?tag=news&page=2')
    expect(normalizePageUrl('/blog-fullwidth?category=stories')).toBe('/blog-fullwidth?category=stories')
    expect(normalizePageUrl('/about/3?q=visa&page=2')).toBe('/about/3')
    expect(normalizePageUrl('/about/3?preview=1')).toBe('/about/3')
  })
})
