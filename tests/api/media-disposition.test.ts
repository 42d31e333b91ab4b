/**
 * Issue 10 §7: /media shows images and PDFs inline and nothing else. An SVG, HTML page, text file
 * or unknown file placed in the media folder (by hand, or by an older version) is sent as an
 * attachment in a sandbox, so it can never run script on the site's origin.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
  mkdirSync(path.join(t.mediaDir, 'hostile'), { recursive: true })
})
afterAll(() => t?.close())

const script = '<script>alert(document.cookie)</script>'
const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`
const large = (text: string) => text + ' '.repeat(2 * 1024 * 1024)

function put(name: string, body: string | Buffer): string {
  writeFileSync(path.join(t.mediaDir, 'hostile', name), body)
  return `/media/hostile/${name}`
}

function expectAttachment(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-disposition']).toMatch(/^attachment/)
  expect(response.headers['content-security-policy']).toBe('sandbox')
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['content-type']).not.toMatch(/html|svg|xml|javascript/)
}

describe('issue 10: /media serves only images and PDFs inline', () => {
  it.each([
    ['page.html', script],
    ['page.htm', script],
    ['drawing.svg', svg],
    ['DRAWING.SVG', svg],
    ['note.txt', script],
    ['feed.xml', svg],
    ['app.js', 'alert(1)'],
    ['no-extension', script],
    ['page.html.', script],
  ])('%s comes out as a sandboxed attachment', async (name, body) => {
    expectAttachment(await t.app.inject(put(name, body)))
  })

  it.each([
    ['big.html', large(script)],
    ['big.svg', large(svg)],
    ['big.txt', large(script)],
  ])('a large %s (streamed from disk) too', async (name, body) => {
    const response = await t.app.inject(put(name, body))
    expectAttachment(response)
    expect(response.rawPayload.length).toBe(Buffer.byteLength(body))
  })

  it('byte ranges of such a file are attachments too', async () => {
    const url = put('ranged.html', script)
    const response = await t.app.inject({ url, headers: { range: 'bytes=0-7' } })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-disposition']).toMatch(/^attachment/)
    expect(response.headers['content-security-policy']).toBe('sandbox')
  })

  it.each([
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.webp', 'image/webp'],
    ['leaflet.pdf', 'application/pdf'],
  ])('%s stays inline', async (name, type) => {
    const response = await t.app.inject(put(name, 'bytes'))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe(type)
    expect(response.headers['content-disposition']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('a large PDF stays inline', async () => {
    const response = await t.app.inject(put('big.pdf', large('%PDF-1.7')))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBeUndefined()
  })
})
