/** Rendered pages are cached with an ETag, dropped on a content write, and kept for database outages. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_STARTED_COOKIE, signFormToken } from '../../server/site/forms/form-guard.ts'
import { PAGE_CACHE_CONTROL } from '../../server/site/page-cache.ts'
import { signIn } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let aboutPath = ''
let aboutId = 0
beforeAll(async () => {
  t = await createTestApp()
  const menus = (await t.app.inject('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).json().menus as {
    id: number
    name: string
  }[]
  aboutId = menus.find((m) => m.name === 'About')?.id ?? 0
  aboutPath = `/about/${aboutId}`
})
afterAll(() => t?.close())

describe('the page cache', () => {
  it('answers with an ETag that a CDN may reuse briefly, and 304 when the browser has the page', async () => {
    // A first visit sets the forms' cookie, so that answer is private; later ones may be shared.
    const cookieless = await t.app.inject(aboutPath)
    expect(cookieless.headers['cache-control']).toBe(PAGE_CACHE_CONTROL.replace('public', 'private'))
    const cookie = `${FORM_STARTED_COOKIE}=${await signFormToken(t.db, Date.now())}`
    const first = await t.app.inject({ url: aboutPath, headers: { cookie } })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    expect(first.headers['set-cookie']).toBeUndefined()
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    const again = await t.app.inject({ url: aboutPath, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await t.app.inject({ url: aboutPath, headers: { 'if-none-match': 'W/"other"' } })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(first.body)
  })

  it('sends a cached page with the same status, headers and bytes as when it rendered it', async () => {
    // The first answer after a change renders and goes through Fastify's reply and onSend hooks;
    // the second is a hit, written to Node's response directly (page-cache.ts sendHit).
    const cookie = `${FORM_STARTED_COOKIE}=${await signFormToken(t.db, Date.now())}`
    const etag = String((await t.app.inject(aboutPath)).headers.etag)
    const asSent = (response: Awaited<ReturnType<typeof t.app.inject>>) => {
      const { date: _date, ...headers } = response.headers
      // Fastify's HEAD route says content-length 0 on a 304, the direct path nothing: both are
      // allowed (RFC 9110 §8.6), and a 304 has no body either way.
      if (response.statusCode === 304) delete headers['content-length']
      // Tokens are signed per 100 ms: only the cookie's value may differ.
      const setCookie = String(headers['set-cookie'] ?? '').replace(/=\d+\.[\w-]{43};/, '=TOKEN;')
      return {
        status: response.statusCode,
        headers: { ...headers, 'set-cookie': setCookie },
        body: response.rawPayload,
      }
    }
    const variants: Record<string, string>[] = [
      {},
      { cookie },
      { cookie, 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { 'if-none-match': etag },
      { cookie, 'if-none-match': etag },
    ]
    for (const url of [aboutPath, '/no/such/page', `/__page-data?path=${aboutPath}`])
      for (const method of ['GET', 'HEAD'] as const)
        for (const headers of variants) {
          t.app.responseCache.invalidate()
          const rendered = asSent(await t.app.inject({ method, url, headers }))
          const hit = asSent(await t.app.inject({ method, url, headers }))
          expect(hit, `${method} ${url} ${JSON.stringify(headers)}`).toEqual(rendered)
        }
  })

  it('sends pages compressed with brotli or gzip when the browser accepts it', async () => {
    const plain = await t.app.inject(aboutPath)
    const br = await t.app.inject({ url: aboutPath, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await t.app.inject({ url: aboutPath, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('caches the 404 page with its status', async () => {
    for (let i = 0; i < 2; i++) expect((await t.app.inject('/no/such/page')).statusCode).toBe(404)
  })

  it('shows a content write on the next request', async () => {
    const before = await t.app.inject(aboutPath)
    const auth = await signIn(t.app, testAdmin.email, testAdmin.password)
    const created = await t.app.inject({
      method: 'POST',
      url: '/cms_menu_content/api/v1/cms_menu_content/create/',
      headers: auth,
      payload: { cms_menu: aboutId, name: 'Fresh news', value: '<p>Cache buster paragraph</p>' },
    })
    expect(created.statusCode).toBe(201)
    const after = await t.app.inject({
      url: aboutPath,
      headers: { 'if-none-match': String(before.headers.etag) },
    })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('Cache buster paragraph')
    const data = await t.app.inject(`/__page-data?path=${encodeURIComponent(aboutPath)}`)
    expect(data.body).toContain('Cache buster paragraph')
  })

  it('serves the last whole copy of a page while the database is down, and 503 for a page never seen', async () => {
    const other = await createTestApp()
    const whole = await other.app.inject(aboutPath)
    expect(whole.statusCode).toBe(200)
    await other.database.close()
    // As when the change notifications are lost: nothing may be answered from the fresh cache.
    other.app.responseCache.invalidate()
    const during = await other.app.inject(aboutPath)
    expect(during.statusCode).toBe(200)
    expect(during.headers['x-kizuna-stale']).toBe('true')
    expect(during.headers['cache-control']).toBe('no-store')
    expect(during.body).toBe(whole.body)
    // A page with a failing record lookup and no earlier copy cannot be shown.
    const unseen = await other.app.inject('/pdfShow/notice/1')
    expect(unseen.statusCode).toBe(503)
    expect(unseen.headers['retry-after']).toBe('30')
    await other.app.close()
  })
})
