/**
 * Issue 10 §7: a social or slider link stored before the URL fields refused `//host` and
 * backslash forms (or written to the database directly) is never printed as a link on the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generalSetting, homepageSlider } from '../../server/modules/cms/tables.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('issue 10: links from settings on the site', () => {
  it('leaves out protocol-relative, backslash and javascript: links', async () => {
    await t.db.update(generalSetting).set({
      facebookUrl: '//evil.example/facebook',
      twitterUrl: '/\\evil.example/twitter',
      instagramUrl: 'javascript:alert(1)',
      linkedinUrl: 'https://www.linkedin.com/company/kept',
    })
    await t.db.update(homepageSlider).set({ link: '/%5Cevil.example/slide', details: 'Read more' })
    const response = await t.app.inject('/')
    expect(response.statusCode).toBe(200)
    const hrefs = [...response.body.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
    expect(hrefs).toContain('https://www.linkedin.com/company/kept')
    expect(hrefs.filter((href) => /evil|javascript/i.test(String(href)))).toEqual([])
  })
})
