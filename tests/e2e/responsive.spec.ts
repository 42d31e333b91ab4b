/**
 * Every route fits a 320 px phone: nothing pushes the page sideways. The web fonts are blocked, as
 * happens on a first visit on a slow network (font-display: optional), because the fallback font is
 * wider and shows the boxes that cannot shrink.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { keepPromoClosed, launchBrowser } from './browser.ts'

const base = inject('baseUrl')

type Menu = { id: number; name: string; children: Menu[] }
const menus = ((await (await fetch(`${base}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)).json())
  .menus ?? []) as Menu[]
const routes = [
  '/',
  ...menus
    .flatMap((m) => [m, ...m.children])
    .map((m) => `/${encodeURIComponent(m.name.toLowerCase())}/${m.id}`),
  ...['/notice/', '/our%20Management%20team/', '/pdfShow/notice/1', '/company/1/Meghsetu%20Foundation'],
  ...['/contact', '/search?q=japan', '/login', '/register', '/forgot-password', '/volunteer', '/newsletter'],
  ...['/cause', '/cause-single/1', '/event', '/event-s2', '/event-single/3', '/project', '/project-single/2'],
  ...[
    '/donate',
    '/blog',
    '/blog-left-sidebar',
    '/blog-fullwidth',
    '/blog-single/1',
    '/blog-single-fullwidth/2',
  ],
  ...['/testimonial', '/service-single/1', '/team-single/1', '/no/such/page'],
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('at 320 px with the fallback font', () => {
  it('no page scrolls sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 800 } })
    const page = await context.newPage()
    await page.route('**/*.woff2', (route) => route.abort())
    await keepPromoClosed(page)
    const overflowing: string[] = []
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'load' })
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      if (extra > 0) overflowing.push(`${route} by ${extra} px`)
    }
    expect(routes.length).toBeGreaterThan(40)
    expect(overflowing).toEqual([])
    await context.close()
  })
})
