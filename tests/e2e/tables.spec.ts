/**
 * Tables on a 390 px phone: no word in a cell is broken across lines ("Sh o w", "21 Ma y 202 6"),
 * and a table wider than the screen scrolls sideways in its own box, a labelled region the
 * keyboard can reach, while the page itself does not scroll sideways. The notices' table and a
 * rich-text table (the demo's Performance page) are checked, with axe.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser, openPage, visit } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The words of the page's table cells that the browser drew on more than one line. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = []
    for (const cell of Array.from(document.querySelectorAll('main td, main th'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)))
          if (tops.size > 1) broken.push(match[0])
        }
      }
    }
    return broken
  })

/** Each table's scroll box: its size, its role, name and tab stop. */
const scrollBoxes = (page: Page) =>
  page.locator('main table').evaluateAll((tables) =>
    tables.map((table) => {
      const box = table.closest('.table-scroll')
      return {
        wrapped: box !== null,
        scrolls: box ? box.scrollWidth > box.clientWidth : false,
        overflowX: box ? getComputedStyle(box).overflowX : '',
        region: box?.tagName === 'SECTION' || box?.getAttribute('role') === 'region',
        tabIndex: box instanceof HTMLElement ? box.tabIndex : -1,
        named: Boolean(box?.getAttribute('aria-label') || box?.getAttribute('aria-labelledby')),
      }
    }),
  )

describe('tables at 390 px', () => {
  it.each([
    ['the notices', '/notice/'],
    ['a rich-text table', '/performance/5'],
  ])('%s: words stay whole and a wide table scrolls in its own box', async (_name, path) => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, `${base}${path}`)
    expect(await page.locator('main td').count()).toBeGreaterThan(0)
    expect(await brokenWords(page)).toEqual([])
    const boxes = await scrollBoxes(page)
    expect(boxes.length).toBeGreaterThan(0)
    for (const box of boxes) {
      expect(box).toMatchObject({
        wrapped: true,
        overflowX: 'auto',
        region: true,
        tabIndex: 0,
        named: true,
      })
    }
    // At least one of them is wider than the phone, and it scrolls rather than squeezing.
    expect(boxes.some((box) => box.scrolls)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
