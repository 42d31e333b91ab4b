/**
 * Issue 10 §7: every HTML page (site, its 404 and 503 pages, form pages answered without
 * JavaScript, the back office shell, /docs) sends a Content-Security-Policy that runs no inline
 * script, may only be framed by the site itself, and the usual hardening headers; HSTS only over
 * https. JSON answers send nosniff.
 */
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_HOSTS } from '../../common/embed-hosts.ts'
import { signFormToken } from '../../server/site/forms/form-guard.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1 } })
})
afterAll(() => t?.close())

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [String(name).toLowerCase(), values]),
  )
}

function expectHardenedHtml(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^text\/html/)
  const policy = String(response.headers['content-security-policy'] ?? '')
  const csp = directives(policy)
  const scripts = csp.get('script-src') ?? csp.get('default-src')
  expect(scripts, policy).toBeDefined()
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).not.toContain("'unsafe-eval'")
  expect(csp.get('script-src-attr') ?? scripts).not.toContain("'unsafe-inline'")
  expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  // Plugins only from this server: the PDF viewer's /media files.
  expect(csp.get('object-src')).toEqual(["'self'"])
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Plain http: HSTS would be ignored at best, and pin a local server to https at worst.
  expect(response.headers['strict-transport-security']).toBeUndefined()
  return csp
}

describe('issue 10: security headers on HTML', () => {
  it('the home page allows what the site loads: its files, /media and data: images, the embed hosts, forms to itself', async () => {
    const response = await t.app.inject('/')
    expect(response.statusCode).toBe(200)
    const csp = expectHardenedHtml(response)
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']))
    expect(csp.get('font-src')).toContain("'self'")
    expect(csp.get('style-src')).toContain("'self'")
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(["'self'", ...EMBED_HOSTS.map((host) => `https://${host}`)]),
    )
    // The page's only inline scripts are data blocks, which CSP does not run anyway.
    const inline = [...response.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1])
    for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/)
  })

  it('a 404 page', async () => {
    const response = await t.app.inject('/no-such-page/here')
    expect(response.statusCode).toBe(404)
    expectHardenedHtml(response)
  })

  it('a form page answered to a browser without JavaScript', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      // With the form guard's fields (issue 10 §2): an empty honeypot and a start time a minute old.
      payload: `email=headers%40example.com&website=&form_started=${encodeURIComponent(
        await signFormToken(t.db, Date.now() - 60_000),
      )}`,
      remoteAddress: '203.0.113.77',
    })
    expect(response.statusCode).toBe(200)
    expectHardenedHtml(response)
  })

  it('the back office shell, whose images may be previewed from blob: URLs', async () => {
    const response = await t.app.inject('/admin/notice/1')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const csp = expectHardenedHtml(response)
    expect(csp.get('img-src')).toContain('blob:')
  })

  it('the API documentation (Swagger UI)', async () => {
    const response = await t.app.inject('/docs/')
    expect(response.statusCode).toBe(200)
    expectHardenedHtml(response)
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
  })

  it('HSTS only when the request came over https (through a trusted proxy)', async () => {
    const secure = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/)
    const plain = await t.app.inject('/')
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('the 503 page when the database is down and the page was never seen', async () => {
    const other = await createTestApp()
    try {
      await other.database.close()
      other.app.responseCache.invalidate()
      const response = await other.app.inject('/pdfShow/notice/1')
      expect(response.statusCode).toBe(503)
      expectHardenedHtml(response)
    } finally {
      await other.app.close()
    }
  })
})

describe('issue 10: the API sends nosniff', () => {
  it.each(['/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/', '/healthz', '/no/such/api/route/'])(
    '%s',
    async (url) => {
      const response = await t.app.inject(url)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    },
  )
})
