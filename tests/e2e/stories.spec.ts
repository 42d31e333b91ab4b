/**
 * The blog, testimonial, service and team member pages in a real browser: every route at 390 and
 * 1440 px (screenshots, axe-core, no console errors), the blog layouts, the testimonial carousel,
 * the benefits accordion, the video dialog, the Contact Me form's messages and honest status, and
 * moving between posts and pages of posts. The comment form: blog-comments.spec.ts.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')

const routes = [
  { name: 'blog', path: '/blog' },
  { name: 'blog-left-sidebar', path: '/blog-left-sidebar' },
  { name: 'blog-fullwidth', path: '/blog-fullwidth' },
  { name: 'blog-single', path: '/blog-single/5' },
  { name: 'blog-single-left-sidebar', path: '/blog-single-left-sidebar/2' },
  { name: 'blog-single-fullwidth', path: '/blog-single-fullwidth/9' },
  { name: 'testimonial', path: '/testimonial' },
  { name: 'service-single', path: '/service-single/3' },
  { name: 'team-single', path: '/team-single/13' },
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not visible`)
  return found
}

/** Lazy images load before a full-page screenshot, so that it shows the page as a reader sees it. */
const loadImages = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (img) => {
        img.loading = 'eager'
        // Loaded and decoded, or failed: either way the screenshot need not wait longer.
        return img.decode().catch(() => undefined)
      }),
    ),
  )

const columns = (page: Page, selector: string) =>
  page.evaluate(
    (s) => getComputedStyle(document.querySelector(s) as Element).gridTemplateColumns.split(' ').length,
    selector,
  )

describe('every stories page', () => {
  it.each(routes)(
    '$path renders with one h1, no console errors and no axe violations, at 390 and 1440 px',
    async ({ name, path }) => {
      for (const width of [390, 1440]) {
        const { page, errors, close } = await openPage(browser, width)
        const response = await visit(page, base + path)
        expect(response?.status()).toBe(200)
        expect(await page.locator('h1').count()).toBe(1)
        // Nothing wider than the window, down to the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await loadImages(page)
        await screenshot(page, `stories-${name}-${width}`)
        expect(await axeViolations(page)).toEqual([])
        expect(errors).toEqual([])
        await close()
      }
    },
  )
})

describe('blog layouts', () => {
  it('puts the sidebar right, left or nowhere at 1440 px, and under the posts on a phone', async () => {
    const { page, close } = await openPage(browser, 1440)
    await visit(page, `${base}/blog`)
    expect((await box(page, '.sidebar')).x).toBeGreaterThan((await box(page, '.story-main')).x)
    expect(await columns(page, '.post-grid')).toBe(2)
    await visit(page, `${base}/blog-left-sidebar`)
    expect((await box(page, '.sidebar')).x).toBeLessThan((await box(page, '.story-main')).x)
    await visit(page, `${base}/blog-fullwidth`)
    expect(await page.locator('.sidebar').count()).toBe(0)
    expect(await columns(page, '.post-grid')).toBe(3)
    await close()
    const phone = await openPage(browser, 390)
    await visit(phone.page, `${base}/blog-left-sidebar`)
    const main = await box(phone.page, '.story-main')
    expect((await box(phone.page, '.sidebar')).y).toBeGreaterThan(main.y + main.height - 1)
    await phone.close()
  })
})

describe('blog navigation', () => {
  it('moves between pages of posts and between posts without reloading, in the same layout', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/blog-left-sidebar`)
    await page.evaluate(() => {
      ;(window as unknown as { marker: string }).marker = 'same document'
    })
    const firstTitle = await page.locator('.post-card__title').first().textContent()
    await page
      .getByRole('navigation', { name: 'Pages of posts' })
      .getByRole('link', { name: 'Page 2' })
      .click()
    await page.waitForURL(`${base}/blog-left-sidebar?page=2`)
    await page.waitForFunction(
      (title) => document.querySelector('.post-card__title')?.textContent !== title,
      firstTitle,
    )
    expect(await page.locator('[aria-current="page"]').textContent()).toBe('Page 2')
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.waitForURL(`${base}/blog-left-sidebar?page=3`)
    await page.locator('.post-card').nth(2).waitFor()
    expect(await page.locator('.post-card').count()).toBe(3)

    await page.locator('.post-card__title a').first().click()
    await page.waitForURL(/\/blog-single-left-sidebar\/3$/)
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'EPS-TOPIK' }).waitFor()
    await page.getByRole('link', { name: /^Next Post/ }).click()
    await page.waitForURL(/\/blog-single-left-sidebar\/4$/)
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Japanese host company' }).waitFor()
    await page.getByRole('link', { name: /^Previous Post/ }).click()
    await page.waitForURL(/\/blog-single-left-sidebar\/3$/)
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'EPS-TOPIK' }).waitFor()
    await page.goBack()
    await page.waitForURL(/\/blog-single-left-sidebar\/4$/)
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    expect(errors).toEqual([])
    await close()
  })
})

describe('video dialog', () => {
  it('opens from the play button without loading anything from another site; Escape, the backdrop and Close shut it and focus returns', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(base) && !request.url().startsWith('data:')) elsewhere.push(request.url())
    })
    await visit(page, `${base}/blog`)
    const play = page.getByRole('link', { name: /^Play video: Meet the volunteers/ })
    const dialog = page.getByRole('dialog', {
      name: 'Meet the volunteers who run our Saturday study circles',
    })
    const isFocused = () => play.evaluate((el) => el === document.activeElement)

    await play.click()
    await dialog.waitFor()
    const watch = dialog.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })
    expect(await watch.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/)
    expect(await watch.getAttribute('target')).toBe('_blank')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await isFocused()).toBe(true)

    await page.keyboard.press('Enter')
    await dialog.waitFor()
    await page.mouse.click(20, 20)
    await dialog.waitFor({ state: 'hidden' })
    expect(await isFocused()).toBe(true)

    await play.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await isFocused()).toBe(true)
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})

describe('testimonial carousel', () => {
  const slideOffset = (page: Page) => page.locator('.carousel__track').evaluate((el) => el.scrollLeft)
  const perView = (page: Page) =>
    page
      .locator('.carousel__track')
      .evaluate((el) =>
        Math.round(el.clientWidth / (el.firstElementChild as HTMLElement).getBoundingClientRect().width),
      )

  it('shows three quotes at 1440 px and one at 390 px', async () => {
    for (const [width, expected] of [
      [1440, 3],
      [390, 1],
    ] as const) {
      const { page, close } = await openPage(browser, width)
      await visit(page, `${base}/testimonial`)
      expect(await perView(page)).toBe(expected)
      expect(await page.locator('.quote-card blockquote').count()).toBe(6)
      await close()
    }
  })

  it('moves with the arrows', async () => {
    const { page, close } = await openPage(browser, 1440)
    await visit(page, `${base}/testimonial`)
    await page.getByRole('button', { name: 'Pause Testimonials' }).click()
    await page.getByRole('button', { name: 'Next slide' }).click()
    await page.waitForFunction(() => (document.querySelector('.carousel__track')?.scrollLeft ?? 0) > 100)
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await page.waitForFunction(() => document.querySelector('.carousel__track')?.scrollLeft === 0)
    await close()
  })

  it('plays every 5 seconds until paused', async () => {
    const { page, close } = await openPage(browser, 1440)
    await visit(page, `${base}/testimonial`)
    expect(await slideOffset(page)).toBe(0)
    await page.waitForFunction(
      () => (document.querySelector('.carousel__track')?.scrollLeft ?? 0) > 100,
      null,
      {
        timeout: 8000,
      },
    )
    const pause = page.getByRole('button', { name: 'Pause Testimonials' })
    await pause.click()
    expect(await page.getByRole('button', { name: 'Play Testimonials' }).count()).toBe(1)
    // Neither hovering nor focus may be what holds it still.
    await page.mouse.move(5, 5)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.waitForTimeout(800)
    const stopped = await slideOffset(page)
    await page.waitForTimeout(6000)
    expect(await slideOffset(page)).toBe(stopped)
    await close()
  }, 30_000)
})

describe('benefits accordion', () => {
  it('starts closed and keeps at most one panel open, by mouse and by keyboard', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/service-single/3`)
    const panels = page.locator('details.accordion__item')
    const open = () => panels.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open))
    expect(await open()).toEqual([false, false, false, false])
    await panels.nth(0).locator('summary').click()
    expect(await open()).toEqual([true, false, false, false])
    expect(await panels.nth(0).locator('p').isVisible()).toBe(true)
    await panels.nth(1).locator('summary').click()
    expect(await open()).toEqual([false, true, false, false])
    await panels.nth(2).locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await open()).toEqual([false, false, true, false])
    await page.keyboard.press('Space')
    expect(await open()).toEqual([false, false, false, false])
    expect(errors).toEqual([])
    await close()
  })
})

describe('forms that send nothing yet', () => {
  it('contact me form: same checks, and the status offers the member’s email instead', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    // Yuki Tanaka: the demo's employees with profiles come after the ten of the management team.
    await visit(page, `${base}/team-single/13`)
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(await page.locator('.form-field__error').allTextContents()).toEqual([
      'Please enter your name',
      'Please enter your email',
      'Please write your message',
    ])
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nazmul Huda')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nazmul@example.com')
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Is there an evening conversation circle?')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const status = page.getByRole('region', { name: 'Contact Me' }).getByRole('status')
    await status.getByText('nothing has gone to Yuki').waitFor()
    expect(
      await status.getByRole('link', { name: 'yuki.tanaka@meghsetu.example' }).getAttribute('href'),
    ).toBe('mailto:yuki.tanaka@meghsetu.example')
    expect(await page.locator('.form-field__error').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })
})
