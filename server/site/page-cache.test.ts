import { describe, expect, it } from 'vitest'
import { makeCachedResponse } from '../http/response-cache.ts'
import { LastGoodPages } from './page-cache.ts'

describe('issue 10: last good copies of canonical pages cannot be evicted', () => {
  it('keeps canonical copies whatever else is stored, and bounds the rest', () => {
    const canonical = new Set(['/', '/about/3'])
    const pages = new LastGoodPages((key) => canonical.has(key), 50)
    for (const key of canonical) pages.set(key, makeCachedResponse(`page ${key}`))
    for (let i = 0; i < 10_000; i++) pages.set(`/junk-${i}`, makeCachedResponse('junk'))
    expect(pages.size).toEqual({ canonical: 2, others: 50 })
    expect(pages.get('/')?.body.toString()).toBe('page /')
    expect(pages.get('/about/3')?.body.toString()).toBe('page /about/3')
    expect(pages.get('/junk-9999')).toBeDefined()
    expect(pages.get('/junk-0')).toBeUndefined()
  })

  it('demotes a page that is no longer canonical to the bounded tier', () => {
    const canonical = new Set(['/old/4'])
    const pages = new LastGoodPages((key) => canonical.has(key), 1)
    pages.set('/old/4', makeCachedResponse('old'))
    canonical.clear()
    pages.reclassify()
    expect(pages.size).toEqual({ canonical: 0, others: 1 })
    pages.set('/other', makeCachedResponse('other'))
    expect(pages.get('/old/4')).toBeUndefined()
  })
})
