/**
 * What a search result or a shared link shows of a page: a meta description cut at a sentence or
 * a word (never mid-word), and a share image (og:image) as an absolute URL on PUBLIC_URL: the
 * page's first image, else the site's logo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, testConfig } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1]
const page = async (url: string) => (await t.app.inject(url)).body
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

describe('share and search metadata', () => {
  it("cuts the home page's description at a sentence or a word, with an ellipsis for a word", async () => {
    const description = meta(await page('/'), 'name', 'description') ?? ''
    expect(description.length).toBeGreaterThan(40)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(/[.!?…]$/)
  })

  it("shows the page's first image when it has one", async () => {
    const html = await page('/')
    const image = meta(html, 'property', 'og:image') ?? ''
    expect(image).toMatch(new RegExp(`^${testConfig.publicUrl}/media/`))
    const firstImage = /<img\b[^>]*?\ssrc="([^"]+)"/.exec(mainOf(html))?.[1]?.replace(/&amp;/g, '&')
    expect(image).toBe(`${testConfig.publicUrl}${firstImage}`)
    expect((await t.app.inject(image.slice(testConfig.publicUrl.length))).statusCode).toBe(200)
  })

  it("falls back to the site's logo on a page without images", async () => {
    const html = await page('/contact')
    expect(mainOf(html)).not.toMatch(/<img\b/)
    const settings = (await t.app.inject('/general_setting/api/v1/general_setting/all/')).json()
    const logo = meta(html, 'property', 'og:image') ?? ''
    expect(logo.startsWith(`${testConfig.publicUrl}/media/`)).toBe(true)
    expect(JSON.stringify(settings)).toContain(logo.slice(testConfig.publicUrl.length))
  })
})
