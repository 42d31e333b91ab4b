import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectedMigrationCount } from '../../server/db/migrations.ts'
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
