/**
 * Found by the fuzz suite (issue 10 §8): a multipart body cut short inside a file part left busboy
 * with an open file stream that never ended, and the request waited for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  admin = (await testAccounts(t.app, t.db)).admin
})
afterAll(() => t?.close())

const boundary = 'cut1'
const cutInsideFile =
  `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nA name\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n` +
  'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n'

describe('issue 10: a multipart body cut short inside a file part', () => {
  for (const url of [
    '/designation/api/v1/designation/create/',
    '/homepage_slider/api/v1/homepage_slider/create/',
  ]) {
    it(`is a 400 on ${url}, not a request that never ends`, async () => {
      const answer = await Promise.race([
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: cutInsideFile,
        }),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5000).unref()),
      ])
      expect(answer).not.toBe('no answer')
      if (answer === 'no answer') return
      expect(answer.statusCode).toBe(400)
      expect(answer.json().detail).toMatch(/multipart body could not be read/)
    })
  }
})
