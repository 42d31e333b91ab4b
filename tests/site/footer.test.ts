/** The footer of every page, rendered through inject() on the demo database. */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

it.each(['/', '/contact', '/about/2'])(
  '%s: the footer carries the training centre’s fixed address (spec §9)',
  async (path) => {
    const page = await t.app.inject(path)
    expect(page.statusCode).toBe(200)
    const footer = page.body.slice(page.body.indexOf('<footer'))
    expect(footer).toContain('<strong>Our Training Center Located</strong>')
    for (const line of ['Pathargata, Sirajdikhan, Munshiganj', 'westerntti@gmail.com', '+8801746088196'])
      expect(footer).toContain(`<li>${line}</li>`)
  },
)
