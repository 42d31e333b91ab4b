/**
 * Issue 10 §3 and §4: hostile and malformed bodies. A multipart body is counted while it streams
 * (chunked or declared) and cut off with 413 at what the route accepts; field count and size are
 * limited; malformed multipart is a 400 naming the problem on every route, /volunteer included.
 */
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../support/accounts.ts'
import { multipart } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp({ config: { maxImageBytes: 600 * 1024, maxPdfBytes: 200 * 1024 } })
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const CREATE = '/homepage_slider/api/v1/homepage_slider/create/'
const MB = 1024 * 1024
let ip = 0
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`

/**
 * A chunked body (no Content-Length) that would go on for `total` bytes: a multipart head, then
 * filler. `sent()` says how much the server actually pulled, to prove it stopped early.
 */
function endless(head: string, total: number) {
  let produced = 0
  const chunk = Buffer.alloc(64 * 1024, 'a')
  const stream = new Readable({
    read() {
      if (produced === 0) {
        produced += head.length
        this.push(head)
      } else if (produced >= total) this.push(null)
      else {
        produced += chunk.length
        this.push(chunk)
      }
    },
  })
  return { stream, sent: () => produced }
}

const boundary = 'hostileboundary'
const mpHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` }
const fileHead = (name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.bin"\r\n` +
  'Content-Type: application/octet-stream\r\n\r\n'
const fieldHead = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`

describe('issue 10: a multipart body is counted while it streams', () => {
  it('cuts off a chunked file upload to a create route with 413, without reading the rest', async () => {
    const body = endless(fileHead('image'), 200 * MB)
    const response = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...as.editor, ...mpHeaders },
      payload: body.stream,
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toMatch(/larger than/)
    expect(response.headers.connection).toBe('close')
    expect(body.sent()).toBeLessThan(20 * MB)
  })

  it('cuts off a chunked body of many fields to a create route with 413', async () => {
    const field = `${fieldHead('title')}${'x'.repeat(900 * 1024)}\r\n`
    let produced = 0
    const stream = new Readable({
      read() {
        produced += field.length
        this.push(produced > 300 * MB ? null : field)
      },
    })
    const response = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...as.editor, ...mpHeaders },
      payload: stream,
    })
    expect(response.statusCode).toBe(413)
    expect(produced).toBeLessThan(20 * MB)
  })

  it('cuts off a chunked CV upload to /volunteer with 413, without reading the rest', async () => {
    const body = endless(fileHead('cv'), 200 * MB)
    const response = await t.app.inject({
      method: 'POST',
      url: '/volunteer',
      headers: mpHeaders,
      payload: body.stream,
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toMatch(/5 MB or smaller/)
    expect(body.sent()).toBeLessThan(20 * MB)
  })

  it('cuts off chunked text fields to /volunteer with 413', async () => {
    const body = endless(fieldHead('about'), 200 * MB)
    const response = await t.app.inject({
      method: 'POST',
      url: '/volunteer',
      headers: mpHeaders,
      payload: body.stream,
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(413)
    expect(body.sent()).toBeLessThan(20 * MB)
  })

  it('refuses a declared Content-Length beyond the limit before reading', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...as.editor, ...mpHeaders, 'content-length': String(500 * MB) },
      payload: Readable.from([Buffer.from(fileHead('image'))]),
    })
    expect(response.statusCode).toBe(413)
  })

  it('limits a field to 1 MB and a form to 50 fields', async () => {
    const big = multipart([{ name: 'title', value: 'x'.repeat(MB + 1) }])
    const tooBig = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: big.payload,
      headers: { ...as.editor, ...big.headers },
    })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().detail).toMatch(/"title" is larger than 1 MB/)

    const many = multipart(Array.from({ length: 51 }, (_, i) => ({ name: `f${i}`, value: 'x' })))
    const tooMany = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: many.payload,
      headers: { ...as.editor, ...many.headers },
    })
    expect(tooMany.statusCode).toBe(413)
    expect(tooMany.json().detail).toMatch(/at most 50 fields/)
  })

  // Fastify counts a chunked JSON or form body against its bodyLimit (1 MB) as it arrives; what
  // follows the limit is read and thrown away, never kept.
  for (const [type, head] of [
    ['application/json', '{"title":"'],
    ['application/x-www-form-urlencoded', 'title='],
  ] as const) {
    it(`keeps Fastify’s body limit for a chunked ${type} body`, async () => {
      const body = endless(head, 30 * MB)
      const response = await t.app.inject({
        method: 'POST',
        url: CREATE,
        headers: { ...as.editor, 'content-type': type },
        payload: body.stream,
      })
      expect(response.statusCode).toBe(413)
      expect(response.json().detail).toMatch(/body is too large/i)
    })
  }
})

describe('issue 10: malformed multipart is a 400 on every route', () => {
  const malformed: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', `${fieldHead('title')}x\r\n--${boundary}--\r\n`],
    ['a truncated body', mpHeaders['content-type'], `${fieldHead('title')}unfinished`],
    [
      'garbage between boundaries',
      mpHeaders['content-type'],
      `--${boundary}\r\nthis is no header at all\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    ],
    [
      'a part without a name',
      mpHeaders['content-type'],
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    ],
  ]

  for (const [what, contentType, payload] of malformed) {
    it(`answers 400 with a clear detail to ${what}, on a create route and on /volunteer`, async () => {
      const create = await t.app.inject({
        method: 'POST',
        url: CREATE,
        headers: { ...as.editor, 'content-type': contentType },
        payload,
      })
      expect(create.statusCode).toBe(400)
      expect(create.json().detail).toMatch(/multipart/i)
      const volunteer = await t.app.inject({
        method: 'POST',
        url: '/volunteer',
        headers: { 'content-type': contentType },
        payload,
        remoteAddress: nextIp(),
      })
      expect(volunteer.statusCode).toBe(400)
      expect(volunteer.json().detail).toMatch(/multipart/i)
    })
  }
})
