import { describe, expect, it } from 'vitest'
import { makeCachedResponse, ResponseCache } from './response-cache.ts'

const entry = (text: string) => makeCachedResponse(text)

describe('ResponseCache', () => {
  it('returns what was stored, with a weak ETag that follows the body', () => {
    const cache = new ResponseCache()
    cache.set('/a', entry('{"a":1}'), cache.generation)
    expect(cache.get('/a')?.body.toString()).toBe('{"a":1}')
    expect(cache.get('/a')?.etag).toMatch(/^W\/"/)
    expect(entry('{"a":1}').etag).toBe(cache.get('/a')?.etag)
    expect(entry('{"a":2}').etag).not.toBe(cache.get('/a')?.etag)
  })

  it('drops everything on invalidate, and refuses answers computed before it', () => {
    const cache = new ResponseCache()
    const before = cache.generation
    cache.set('/a', entry('old'), before)
    cache.invalidate()
    expect(cache.get('/a')).toBeUndefined()
    cache.set('/a', entry('stale'), before)
    expect(cache.get('/a')).toBeUndefined()
    cache.set('/a', entry('fresh'), cache.generation)
    expect(cache.get('/a')?.body.toString()).toBe('fresh')
  })

  it('is cleared by the first read at or after the moment expireAt named, then tells its listeners', () => {
    let now = 1_000
    const cache = new ResponseCache(undefined, undefined, () => now)
    let told = 0
    cache.onInvalidate(() => told++)
    cache.set('/a', entry('before'), cache.generation)
    cache.expireAt(5_000)
    cache.expireAt(9_000) // a later moment does not postpone the earlier one
    now = 4_999
    expect(cache.get('/a')?.body.toString()).toBe('before')
    expect(told).toBe(0)
    // Rendered from data read before the moment, stored just after it: never served.
    const generation = cache.generation
    now = 5_000
    cache.set('/b', entry('rendered before'), generation)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/b')).toBeUndefined()
    expect(told).toBe(1)
    // Cleared once: the moment is forgotten until someone names the next one.
    cache.set('/a', entry('after'), cache.generation)
    now = 20_000
    expect(cache.get('/a')?.body.toString()).toBe('after')
    expect(told).toBe(1)
  })

  it('tells its listeners of every invalidation', () => {
    const cache = new ResponseCache()
    const calls: number[] = []
    cache.onInvalidate(() => calls.push(cache.generation))
    cache.invalidate()
    cache.setEnabled(false)
    expect(calls).toEqual([1, 2])
  })

  it('stores nothing while disabled', () => {
    const cache = new ResponseCache()
    cache.setEnabled(false)
    cache.set('/a', entry('x'), cache.generation)
    expect(cache.size).toBe(0)
    cache.setEnabled(true)
    cache.set('/a', entry('x'), cache.generation)
    expect(cache.size).toBe(1)
  })

  it('evicts the oldest entries past the entry limit', () => {
    const cache = new ResponseCache(2)
    for (const key of ['/1', '/2', '/3']) cache.set(key, entry(key), cache.generation)
    expect(cache.get('/1')).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  it('keeps the total size within the byte budget and skips oversize bodies', () => {
    const cache = new ResponseCache(100, 40)
    for (const key of ['/1', '/2', '/3', '/4']) cache.set(key, entry('x'.repeat(9)), cache.generation)
    expect(cache.totalBytes).toBe(36)
    cache.set('/5', entry('y'.repeat(10)), cache.generation)
    expect(cache.get('/1')).toBeUndefined()
    expect(cache.totalBytes).toBe(37)
    cache.set('/big', entry('z'.repeat(11)), cache.generation)
    expect(cache.get('/big')).toBeUndefined()
    cache.set('/2', entry('w'), cache.generation)
    expect(cache.totalBytes).toBe(9 + 9 + 10 + 1)
  })
})
