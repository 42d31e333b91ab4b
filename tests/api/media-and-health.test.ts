import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectedMigrationCount } from '../../server/db/migrations.ts'
import { designation } from '../../server/modules/org/tables.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

async function demoFiles() {
  const settings = (await t.app.inject('/general_setting/api/v1/general_setting/all/')).json()
    .general_settings[0]
  const notice = (await t.app.inject('/notice/api/v1/notice/all/without_pagination/')).json().notices[0]
  return { logo: settings.logo as string, pdf: notice.file as string }
}

describe('/media/', () => {
  it('serves an image with its type and a year-long immutable cache', async () => {
    const { logo } = await demoFiles()
    const response = await t.app.inject(logo)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.etag).toBeTruthy()
  })

  it('serves byte ranges of a PDF', async () => {
    const { pdf } = await demoFiles()
    const response = await t.app.inject({ url: pdf, headers: { range: 'bytes=0-4' } })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-range']).toMatch(/^bytes 0-4\/\d+$/)
    expect(response.body).toBe('%PDF-')
  })

  it.each([
    '/media/../package.json',
    '/media/%2e%2e/package.json',
    '/media/..%2fpackage.json',
    '/media/notice/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/..\\..\\package.json',
    '/media/.hidden',
  ])('never leaves the media folder: %s', async (url) => {
    const response = await t.app.inject(url)
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.body).not.toContain('"name": "kizuna"')
  })

  it('answers an unsatisfiable range with 416 and a matching ETag with 304', async () => {
    const { logo } = await demoFiles()
    const full = await t.app.inject(logo)
    const size = Number(full.headers['content-length'])
    const beyond = await t.app.inject({ url: logo, headers: { range: `bytes=${size}-` } })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`)
    const again = await t.app.inject({ url: logo, headers: { 'if-none-match': String(full.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })

  it('streams a large file from disk, with ranges', async () => {
    const dir = path.join(t.mediaDir, 'test-large')
    mkdirSync(dir, { recursive: true })
    const body = Buffer.alloc(3 * 1024 * 1024, 7)
    body.write('%PDF-1.7', 0)
    writeFileSync(path.join(dir, 'big.pdf'), body)
    const response = await t.app.inject('/media/test-large/big.pdf')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.length).toBe(body.length)
    const part = await t.app.inject({ url: '/media/test-large/big.pdf', headers: { range: 'bytes=0-7' } })
    expect(part.statusCode).toBe(206)
    expect(part.body).toBe('%PDF-1.7')
  })

  it('serves the new bytes of a file replaced on disk once data changes', async () => {
    const dir = path.join(t.mediaDir, 'test-replace')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `note-${process.pid}.pdf`)
    writeFileSync(file, '%PDF-first')
    expect((await t.app.inject(`/media/test-replace/note-${process.pid}.pdf`)).body).toBe('%PDF-first')
    writeFileSync(file, '%PDF-second version')
    await t.db.insert(designation).values({ name: `Media test ${process.pid}` })
    await vi.waitFor(
      async () =>
        expect((await t.app.inject(`/media/test-replace/note-${process.pid}.pdf`)).body).toBe(
          '%PDF-second version',
        ),
      { timeout: 5000 },
    )
  })

  it('answers a missing file with a JSON 404', async () => {
    const response = await t.app.inject('/media/cms/ContentImage/missing.jpg')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'File not found.' })
  })
})

describe('health', () => {
  it('/healthz says the process is up', async () => {
    const response = await t.app.inject('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('/readyz checks the database and the migrations', async () => {
    const response = await t.app.inject('/readyz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ready', migrations: expectedMigrationCount() })
  })

  it('/readyz answers 503 when the database is gone', async () => {
    const other = await createTestApp()
    await other.database.close()
    const response = await other.app.inject('/readyz')
    expect(response.statusCode).toBe(503)
    await other.app.close()
  })
})
