import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('sitemap.xml', () => {
  it('lists the fixed content pages but not the account forms', async () => {
    const body = (await t.app.inject('/sitemap.xml')).body
    for (const path of ['/cause', '/event', '/event-s2', '/project', '/donate', '/volunteer', '/contact'])
      expect(body, path).toContain(`<loc>http://kizuna.test${path}</loc>`)
    for (const path of ['/login', '/register', '/forgot-password', '/company'])
      expect(body, path).not.toContain(`<loc>http://kizuna.test${path}`)
  })
})
