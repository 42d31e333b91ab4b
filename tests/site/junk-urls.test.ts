/**
 * Issue 10 §6: junk URLs cannot evict the last good copies. Query parameters a page does not read
 * (utm_*, fbclid, random ones) add neither cache entries nor last good copies, and the canonical
 * pages (home, every published menu page, the fixed routes) keep their last good copy whatever
 * else was asked before the database went away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, testConfig } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
/** The canonical pages, as the sitemap lists them (it lists every published menu and fixed page). */
let canonical: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  const sitemap = (await t.app.inject('/sitemap.xml')).body
  canonical = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] as string).slice(testConfig.publicUrl.length),
  )
  expect(canonical.length).toBeGreaterThan(10)
})
afterAll(() => t?.close())

const dataUrl = (path: string) => `/__page-data?path=${encodeURIComponent(path)}`

describe('issue 10: junk URLs cannot evict the last good copies', () => {
  it('answers a URL with parameters its page does not read from the same cache entry', async () => {
    const about = canonical.find((p) => p.startsWith('/about/')) as string
    const page = await t.app.inject(about)
    const size = t.app.responseCache.size
    const junk = await t.app.inject(`${about}?utm_source=news&fbclid=abc123&x${Math.random()}=1`)
    expect(junk.statusCode).toBe(200)
    expect(junk.body).toBe(page.body)
    expect(t.app.responseCache.size).toBe(size)
    await t.app.inject(dataUrl(about))
    const dataSize = t.app.responseCache.size
    await t.app.inject(dataUrl(`${about}?utm_campaign=spring`))
    expect(t.app.responseCache.size).toBe(dataSize)

    // The parameters a page reads still count, and nothing else reaches the page.
    const search = await t.app.inject('/search?q=visa')
    const searchJunk = await t.app.inject('/search?utm_medium=mail&q=visa&q=other&fbclid=1')
    expect(searchJunk.body).toBe(search.body)
    const blog = await t.app.inject('/blog?page=2')
    expect(blog.statusCode).toBe(200)
    expect((await t.app.inject('/blog?page=2&gclid=9')).body).toBe(blog.body)
    expect(blog.body).not.toBe((await t.app.inject('/blog')).body)
  })

  it('keeps every canonical page through 20,000 junk requests and a database outage', async () => {
    const whole = new Map<string, string>()
    for (const path of canonical) {
      const page = await t.app.inject(path)
      expect(page.statusCode, path).toBe(200)
      whole.set(path, page.body)
      expect((await t.app.inject(dataUrl(path))).statusCode).toBe(200)
    }
    for (let i = 0; i < 20_000; i++) {
      const path = canonical[i % canonical.length] as string
      // Junk parameters on real pages; one in 100 a page of its own (a 404, a search), which the
      // bounded tier of last good copies takes (LastGoodPages's own test fills that tier up).
      const url =
        i % 200 === 0
          ? `/no-such-page-${i}`
          : i % 200 === 100
            ? `/search?q=junk${i}`
            : `${path}?utm_source=s${i}&fbclid=${i}&r${i}=${i}`
      const response = await t.app.inject(i % 2 === 0 ? url : dataUrl(url))
      expect(response.statusCode).toBeLessThan(500)
    }
    expect(t.app.responseCache.size).toBeLessThanOrEqual(1000)

    await t.database.close()
    t.app.responseCache.invalidate()
    for (const path of canonical) {
      const page = await t.app.inject(path)
      expect(page.statusCode, path).toBe(200)
      expect(page.headers['x-kizuna-stale'], path).toBe('true')
      expect(page.body).toBe(whole.get(path))
      expect((await t.app.inject(dataUrl(path))).statusCode, path).toBe(200)
    }
  }, 120_000)
})
