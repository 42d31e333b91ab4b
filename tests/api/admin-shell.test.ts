/**
 * /admin: every path under it gets the single-page app's shell, never cached; the hashed files
 * under /admin/assets/ are cached for a year and sent compressed; unknown files are 404s.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAdminRoutes, renderShell } from '../../server/admin/admin-routes.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('the shell', () => {
  it.each(['/admin', '/admin/', '/admin/notice/1', '/admin/general_setting', '/admin/login?next=%2F'])(
    '%s answers the HTML shell, not stored',
    async (url) => {
      const response = await t.app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(response.body).toContain('<html lang="en">')
      expect(response.body).toContain('<title>Kizuna back office</title>')
      // The test app's limits (tests/support/test-app.ts), for the upload screens' help texts.
      expect(response.body).toMatch(
        /<div id="admin" data-max-image-bytes="\d+" data-max-pdf-bytes="\d+"><\/div>/,
      )
    },
  )

  it('names the built files, with a viewport and a message for browsers without JavaScript', () => {
    const html = renderShell({
      js: '/admin/assets/entry-A.js',
      preload: ['/admin/assets/chunk-B.js'],
      css: ['/admin/assets/entry-C.css'],
      fonts: ['/admin/assets/roboto-D.woff2'],
    })
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<script type="module" src="/admin/assets/entry-A.js"></script>')
    expect(html).toContain('<link rel="modulepreload" href="/admin/assets/chunk-B.js">')
    expect(html).toContain('<link rel="stylesheet" href="/admin/assets/entry-C.css">')
    expect(html).toMatch(/<noscript>.*needs JavaScript/)
  })

  it('gives the upload limits to the app on its root element', () =>
    expect(
      renderShell({ js: null, preload: [], css: [], fonts: [] }, { maxImageBytes: 1024, maxPdfBytes: 2048 }),
    ).toContain('<div id="admin" data-max-image-bytes="1024" data-max-pdf-bytes="2048"></div>'))

  it('says how to build it when it is not built', () =>
    expect(renderShell({ js: null, preload: [], css: [], fonts: [] })).toContain('npm run build'))
})

describe('assets', () => {
  let dir = ''
  let app: ReturnType<typeof Fastify>
  const script = 'console.log("the back office")\n'.repeat(50)
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kizuna-admin-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(path.join(dir, 'assets/entry-ABC123.js'), script)
    writeFileSync(path.join(dir, 'assets/entry-ABC123.js.gz'), gzipSync(script))
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ js: '/admin/assets/entry-ABC123.js', preload: [], css: [], fonts: [] }),
    )
    app = Fastify()
    await registerAdminRoutes(app, dir)
  })
  afterAll(async () => {
    await app?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves a hashed file for a year, its gzip copy to browsers that take it', async () => {
    const response = await app.inject({
      url: '/admin/assets/entry-ABC123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-type']).toMatch(/javascript/)
  })

  it('puts the built entry in the shell', async () =>
    expect((await app.inject('/admin/notice')).body).toContain('src="/admin/assets/entry-ABC123.js"'))

  it('answers 404 for an unknown file, in the app and with the real error handlers', async () => {
    expect((await app.inject('/admin/assets/entry-NOPE.js')).statusCode).toBe(404)
    const response = await t.app.inject('/admin/assets/entry-NOPE.js')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'File not found.' })
  })
})
