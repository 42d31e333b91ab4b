/**
 * The public site in a real browser: the pages render with no console errors, unknown URLs give
 * the 404 page, the mobile menu opens and closes, navigation works in the browser, and axe-core
 * finds no violations. Screenshots at 390 and 1440 px go to test-results/screens/.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')
const noticeCount = async () =>
  ((await (await fetch(`${base}/notice/api/v1/notice/all/without_pagination/`)).json()).notices as unknown[])
    .length

/** The home page's announcement popup opens once per visit (tests/e2e/home.spec.ts tests it). */
type Menu = { id: number; name: string; children: Menu[] }
const menus = ((await (await fetch(`${base}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)).json())
  .menus ?? []) as Menu[]
const pages = [
  { name: 'home', path: '/' },
  ...menus
    .flatMap((m) => [m, ...m.children])
    .filter((m) => m.name !== 'Home')
    .map((m) => ({
      name: m.name.toLowerCase().replace(/[^a-z]+/g, '-'),
      path: `/${encodeURIComponent(m.name.toLowerCase())}/${m.id}`,
    })),
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('every menu page', () => {
  it('covers every menu', () => expect(pages.length).toBeGreaterThan(10))

  it.each(pages)(
    '$path renders with a heading, no console errors and no axe violations, at 390 and 1440 px',
    async ({ name, path }) => {
      for (const width of [390, 1440]) {
        const { page, errors, close } = await openPage(browser, width)
        const response = await visit(page, base + path)
        expect(response?.status()).toBe(200)
        expect(await page.locator('h1').count()).toBe(1)
        await screenshot(page, `${name}-${width}`)
        expect(await axeViolations(page)).toEqual([])
        expect(errors).toEqual([])
        await close()
      }
    },
  )
})

describe('notices and the PDF viewer', () => {
  it('goes from the table to the viewer, whose PDF is served; the fixed paths pass axe', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/notice/`)
    // As many rows as notices: other browser tests on this server may have added one.
    expect(await page.locator('tbody tr').count()).toBe(await noticeCount())
    expect(await axeViolations(page)).toEqual([])
    const download = await page
      .getByRole('link', { name: /^Download .* \(PDF\)$/ })
      .first()
      .getAttribute('href')
    const pdf = await fetch(base + download)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    await page
      .getByRole('link', { name: /^Show / })
      .first()
      .click()
    await page.waitForURL(/\/pdfShow\/notice\/\d+$/)
    await page.locator('object.pdf-view__frame').waitFor({ state: 'attached' })
    expect(await page.locator('object.pdf-view__frame').getAttribute('data')).toBe(download)
    await screenshot(page, 'pdf-show-1440')
    expect(errors).toEqual([])
    await visit(page, `${base}/our%20Management%20team/`)
    expect(await page.locator('.team-card').count()).toBeGreaterThanOrEqual(8)
    expect(await axeViolations(page)).toEqual([])
    await close()
  })
})

describe('gallery lightbox', () => {
  it('opens on the clicked image, moves by button, key and swipe, closes with Escape and starts again from the first', async () => {
    const gallery = menus.find((m) => m.name === 'Gallery') as Menu
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/gallery/${gallery.id}`)
    expect(
      await page.evaluate(
        () =>
          getComputedStyle(document.querySelector('.gallery-grid') as Element).gridTemplateColumns.split(' ')
            .length,
      ),
    ).toBe(3)
    const thumbs = page.locator('.gallery-grid a')
    await thumbs.nth(2).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-label')).toMatch(/^Image 3 of 9/)
    await page.getByRole('button', { name: 'Next image' }).click()
    expect(await dialog.getAttribute('aria-label')).toMatch(/^Image 4 of 9/)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await dialog.getAttribute('aria-label')).toMatch(/^Image 2 of 9/)
    const box = await dialog.boundingBox()
    if (!box) throw new Error('no dialog box')
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3, { steps: 5 })
    await page.mouse.up()
    expect(await dialog.getAttribute('aria-label')).toMatch(/^Image 3 of 9/)
    await page.keyboard.press('ArrowRight')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Back on the thumbnail that opened it; the next opening from the keyboard starts at the first image.
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('li') === document.querySelectorAll('.gallery-grid li')[2],
      ),
    ).toBe(true)
    await thumbs.nth(0).click()
    expect(await page.getByRole('dialog').getAttribute('aria-label')).toMatch(/^Image 1 of 9/)
    expect(errors).toEqual([])
    await close()
  })

  it('shows one column on a phone', async () => {
    const gallery = menus.find((m) => m.name === 'Gallery') as Menu
    const { page, close } = await openPage(browser, 390)
    await visit(page, `${base}/gallery/${gallery.id}`)
    expect(
      await page.evaluate(
        () =>
          getComputedStyle(document.querySelector('.gallery-grid') as Element).gridTemplateColumns.split(' ')
            .length,
      ),
    ).toBe(1)
    await close()
  })
})

describe('message tabs', () => {
  it('select the first tab, switch by click and by arrow keys', async () => {
    const message = menus.flatMap((m) => [m, ...m.children]).find((m) => m.name === 'Message') as Menu
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/message/${message.id}`)
    const tabs = page.getByRole('tab')
    await tabs.first().waitFor()
    expect(await tabs.allTextContents()).toEqual(['Managing Director', 'Chairman', 'Director'])
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('tabpanel').count()).toBe(1)
    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowRight')
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowRight')
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})

describe('unknown URLs', () => {
  it('show the 404 page with status 404 and a way home', async () => {
    const { page, close } = await openPage(browser, 1440)
    const response = await visit(page, `${base}/this/page/does-not-exist`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Oops! Page Not Found!' }).waitFor()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL(`${base}/home`)
    // Client-side navigation: the home page's data arrives after the URL changes.
    await page.locator('#companies').waitFor()
    await close()
  })
})

describe('mobile menu', () => {
  it('opens and closes without navigating, one sub-menu at a time', async () => {
    const { page, close } = await openPage(browser, 390)
    await visit(page, base)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.isVisible()).toBe(true)
    const about = page.getByRole('button', { name: 'About sub-menu' })
    const notice = page.getByRole('button', { name: 'Notice sub-menu' })
    await about.click()
    expect(await about.getAttribute('aria-expanded')).toBe('true')
    await notice.click()
    expect(await about.getAttribute('aria-expanded')).toBe('false')
    expect(await notice.getAttribute('aria-expanded')).toBe('true')
    await notice.click()
    expect(await notice.getAttribute('aria-expanded')).toBe('false')
    await page.getByRole('button', { name: 'Close menu' }).click()
    expect(await nav.isVisible()).toBe(false)
    expect(page.url()).toBe(`${base}/`)
    await close()
  })
})

describe('the header', () => {
  /** The top-level items on the header's line, by their distance from the nav's top. */
  const lineTops = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.site-nav > ul > li'))
        .filter((item) => item.offsetParent !== null)
        .map((item) => item.offsetTop),
    )

  it('keeps the demo’s 13 menus (and any more) on one line at 1440 and 1280 px, the rest under More', async () => {
    for (const width of [1440, 1280]) {
      const { page, errors, close } = await openPage(browser, width)
      await visit(page, `${base}/about/2`)
      const nav = page.getByRole('navigation', { name: 'Main' })
      const more = nav.getByRole('button', { name: 'More' })
      await more.waitFor()
      const tops = await lineTops(page)
      expect(tops.length, `${width}px`).toBeGreaterThan(3)
      expect(new Set(tops).size, `one line at ${width}px`).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      // Every menu is still reachable: on the line or under More, in the menu's order.
      const onLine = await nav
        .locator(':scope > ul > li:not(.nav-more) > a')
        .evaluateAll((links) =>
          links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.textContent),
        )
      const under = await nav.locator('#site-nav-more > li > a').allTextContents()
      // The published top-level menus: the demo's 13 and any other specs of this run added.
      const { menus } = (await (
        await fetch(`${base}/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/`)
      ).json()) as { menus: { name: string }[] }
      expect(menus.length).toBeGreaterThanOrEqual(13)
      expect([...onLine, ...under]).toEqual(menus.map((menu) => menu.name))

      // A disclosure for the keyboard: Enter opens it, Tab reaches its links, Escape closes it.
      await more.focus()
      await page.keyboard.press('Enter')
      expect(await more.getAttribute('aria-expanded')).toBe('true')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(under[0])
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, `header-more-${width}`)
      await page.keyboard.press('Escape')
      expect(await more.getAttribute('aria-expanded')).toBe('false')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More')
      expect(errors).toEqual([])
      await close()
    }
  })
})

describe('navigation in the browser', () => {
  it('loads the next page without a full reload and keeps the header sticky after 80 px', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, base)
    await page.evaluate(() => {
      ;(window as unknown as { marker: string }).marker = 'same document'
    })
    // The demo's last menu is under More at this width (the header keeps to one line).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Contact Us')
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    await page.mouse.wheel(0, 600)
    await page.waitForFunction(() => document.querySelector('.site-header')?.classList.contains('is-sticky'))
    expect(errors).toEqual([])
    await close()
  })
})
