/**
 * The site's header in a real browser: on desktop widths the menu keeps to one line (what does
 * not fit is under More), items with a sub-menu show an arrow that adds nothing to their names, the
 * current page's link is marked with aria-current; axe finds nothing at each width. On a phone
 * the menu closes on Escape and on a tap outside it.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser, openPage, visit } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the desktop menu', () => {
  it.each([992, 1024, 1200, 1280, 1440])(
    'stays on one line at %i px, with arrows and the current page marked',
    async (width) => {
      const { page, errors, close } = await openPage(browser, width)
      await visit(page, `${base}/about/2`)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: 'More' }).waitFor()

      const line = await page.evaluate(() => {
        const box = (element: Element) => element.getBoundingClientRect()
        const navBox = box(document.querySelector('.site-nav') as Element)
        const items = Array.from(document.querySelectorAll<HTMLElement>('.site-nav > ul > li')).filter(
          (item) => item.offsetParent !== null,
        )
        return {
          count: items.length,
          tops: new Set(items.map((item) => box(item).top)).size,
          // Every item inside the nav's box: none spills over the logo or the buttons.
          inside: items.every(
            (item) => box(item).left >= navBox.left - 0.5 && box(item).right <= navBox.right + 0.5,
          ),
          navHeight: navBox.height,
          itemHeight: items[0] ? box(items[0]).height : 0,
          pageWidth: document.documentElement.scrollWidth,
        }
      })
      expect(line.count).toBeGreaterThan(2)
      expect(line.tops).toBe(1)
      expect(line.inside).toBe(true)
      expect(line.navHeight).toBeLessThanOrEqual(line.itemHeight + 1)
      expect(line.pageWidth).toBe(width)

      // About has a sub-menu: its link shows an arrow and is still named plain "About".
      const about = nav.getByRole('link', { name: 'About', exact: true })
      expect(await about.getAttribute('aria-current')).toBe('page')
      const arrow = await about.evaluate((link) => {
        const after = getComputedStyle(link, '::after')
        return { content: after.content, width: Number.parseFloat(after.width) }
      })
      expect(arrow.content).toBe('""')
      expect(arrow.width).toBeGreaterThan(0)
      // An item without a sub-menu has no arrow; only the current page's link is marked.
      const home = nav.getByRole('link', { name: 'Home', exact: true })
      expect(await home.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('none')
      expect(await nav.locator('[aria-current]').count()).toBe(1)

      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    },
  )
})

describe('the mobile menu at 390 px', () => {
  it('closes on Escape, giving the focus back to its button, and on a tap outside it', async () => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, `${base}/about/2`)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = page.locator('.menu-toggle')

    await toggle.click()
    expect(await nav.isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await nav.getByRole('link', { name: 'Service', exact: true }).focus()
    await page.keyboard.press('Escape')
    expect(await nav.isVisible()).toBe(false)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)

    await toggle.click()
    expect(await nav.isVisible()).toBe(true)
    // A tap (a click: the same pointerdown) inside the menu (a sub-menu's toggle) keeps it open; one on the page below closes it.
    await page.getByRole('button', { name: 'About sub-menu' }).click()
    expect(await nav.isVisible()).toBe(true)
    // However many menus there are, the open menu leaves part of the page to tap: its last item
    // scrolls into reach inside it, and below it a plain spot of the page closes it.
    const last = nav.locator(':scope > ul > li:last-child > a')
    await last.scrollIntoViewIfNeeded()
    expect(await last.evaluate((link) => link.getBoundingClientRect().bottom <= window.innerHeight)).toBe(
      true,
    )
    const outside = await page.evaluate(() => {
      for (let y = window.innerHeight - 10; y > 0; y -= 10) {
        const spot = document.elementFromPoint(20, y)
        if (spot && !spot.closest('header, a, button, input, select, textarea, label, [tabindex]')) return y
      }
      return null
    })
    expect(outside).not.toBeNull()
    await page.mouse.click(20, outside as number)
    expect(await nav.isVisible()).toBe(false)
    expect(page.url()).toBe(`${base}/about/2`)
    expect(errors).toEqual([])
    await close()
  })
})
