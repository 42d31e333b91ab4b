/**
 * Web fonts on a first visit (issue 12 item 16, ADR 019): every face the page shows above the fold
 * is preloaded, and on a slow network the page ends in its web fonts, never in a mix of system and
 * web fonts, without the swap moving the layout.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, visit } from './browser.ts'

const base = inject('baseUrl')
const WIDTHS = [390, 1440]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The font files of the faces drawing visible text in the first screen, resolved as the browser matches them. */
function facesAboveTheFold(page: Page) {
  return page.evaluate(() => {
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => {
          const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1]
          return {
            family: rule.style.getPropertyValue('font-family').replace(/"/g, ''),
            weight: Number(rule.style.getPropertyValue('font-weight') || 400),
            url: url ? new URL(url, sheet.href ?? document.baseURI).href : null,
          }
        }),
    )
    const files = new Set<string>()
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const box = el.getBoundingClientRect()
      // Visible text in the first screen; visually hidden text (1 px boxes) is never drawn.
      if (box.top >= window.innerHeight || box.bottom <= 0 || box.width <= 1 || box.height <= 1) continue
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        continue
      const style = getComputedStyle(el)
      if (style.visibility !== 'visible') continue
      const family = style.fontFamily.split(',')[0]?.replace(/"/g, '').trim()
      const weight = Number(style.fontWeight)
      // CSS font matching: the face of the family nearest in weight.
      const face = rules
        .filter((rule) => rule.family === family && rule.url)
        .sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0]
      if (face?.url) files.add(face.url)
    }
    return [...files].sort()
  })
}

const preloadedFonts = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'))
      .filter((link) => link.crossOrigin !== null)
      .map((link) => link.href)
      .sort(),
  )

/** The fonts the browser really drew an element's text with (DevTools protocol). */
async function platformFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

describe('web fonts', () => {
  it.each(WIDTHS)('at %i px the head preloads every face used above the fold', async (width) => {
    for (const path of ['/', '/about/2']) {
      const { page, close } = await openPage(browser, width)
      await visit(page, `${base}${path}`)
      const used = await facesAboveTheFold(page)
      expect(used.length, path).toBeGreaterThanOrEqual(3)
      expect(await preloadedFonts(page), path).toEqual(expect.arrayContaining(used))
      await close()
    }
  })

  it.each(WIDTHS)(
    'at %i px, with font files arriving late, the page ends in its web fonts and nothing shifts',
    async (width) => {
      const { page, errors, close } = await openPage(browser, width)
      // A slow network for the fonts only: each file answers after 1.5 s.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { layoutShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await visit(page, base)
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(300)
      expect(await platformFonts(page, '.hero__slide.is-active .hero__title')).toEqual([
        expect.stringMatching(/^Roboto Slab/),
      ])
      // (The files name their faces by their variable axis's default: 'Mulish ExtraLight'.)
      expect(await platformFonts(page, '.hero__slide.is-active .hero__subtitle')).toEqual([
        expect.stringMatching(/^Mulish/),
      ])
      expect(await platformFonts(page, '.site-header .button')).toEqual([expect.stringMatching(/^Mulish/)])
      // The layout shift score of the visit: the swap of three fonts over the whole first screen.
      const shift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      )
      expect(shift).toBeLessThan(0.01)
      expect(errors).toEqual([])
      await close()
    },
  )
})
