/**
 * The home page in a real browser: the announcement popup, the fading hero, each carousel's slides
 * per view at three widths, the company links, the header search, the sticky header and the
 * scroll-to-top button; the company and search pages with screenshots and axe.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, keepPromoClosed, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')

const popupOpen = (page: Page) =>
  page.evaluate(() => (document.querySelector('dialog.promo') as HTMLDialogElement | null)?.open ?? false)

const activeSlide = (page: Page) => page.locator('.hero__slide.is-active').getAttribute('aria-label')

/** Nothing hovered or focused in the hero, so its autoplay may run. */
async function leaveHero(page: Page) {
  await page.mouse.move(5, 5)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('announcement popup', () => {
  it('opens on load, passes axe, closes with its button and gives focus back to the page', async () => {
    const { page, errors, close } = await openPage(browser, 1440, { promo: true })
    await visit(page, base)
    expect(await popupOpen(page)).toBe(true)
    const dialog = page.getByRole('dialog', { name: 'Meghsetu Group: announcement' })
    expect(await dialog.isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close')
    await screenshot(page, 'home-popup-1440')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await popupOpen(page)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') ?? null)).toBeNull()
    // The page is usable again.
    await page.getByRole('button', { name: 'Open search' }).click()
    // Not again when coming back home in the same visit, in the browser or by reloading.
    // The demo's last menu is under More at this width (the header keeps to one line).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(/\/contact\//)
    await page.getByRole('link', { name: 'Meghsetu Group' }).first().click()
    await page.waitForURL(`${base}/`)
    await page.locator('#companies').waitFor()
    expect(await popupOpen(page)).toBe(false)
    expect(errors).toEqual([])
    await close()
  })

  it('closes with Escape and with a click beside it', async () => {
    for (const how of ['Escape', 'backdrop']) {
      const { page, close } = await openPage(browser, 390, { promo: true })
      await visit(page, base)
      expect(await popupOpen(page)).toBe(true)
      if (how === 'Escape') await page.keyboard.press('Escape')
      else await page.mouse.click(3, 3)
      expect(await popupOpen(page), how).toBe(false)
      if (how === 'Escape') await screenshot(page, 'home-390')
      await close()
    }
  })

  it('never covers the page without JavaScript', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(base)
    expect(await page.locator('dialog.promo').isVisible()).toBe(false)
    expect(await page.getByRole('heading', { name: 'Our Companies' }).isVisible()).toBe(true)
    // The first slide shows; the search button and the way back to the top are plain links.
    expect(await page.locator('.hero__slide.is-active').getAttribute('aria-label')).toBe('1 of 3')
    expect(await page.locator('a.search-toggle').getAttribute('href')).toBe('/search')
    expect(await page.locator('a.to-top').isVisible()).toBe(true)
    await context.close()
  })
})

describe('hero', () => {
  it('fades to the next slide by button and by itself; pause stops it', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, base)
    const hero = page.locator('.hero')
    expect(await activeSlide(page)).toBe('1 of 3')
    await hero.getByRole('button', { name: 'Next slide' }).click()
    expect(await activeSlide(page)).toBe('2 of 3')
    // A fade: the new slide's image shows while the old one's goes (tests/e2e/polish.spec.ts: its text at once).
    await page.waitForFunction(() => {
      const images = Array.from(document.querySelectorAll('.hero__image'))
      return (
        getComputedStyle(images[1] as Element).opacity === '1' &&
        getComputedStyle(images[0] as Element).opacity === '0'
      )
    })
    expect(await page.locator('.hero__slide').first().getAttribute('aria-hidden')).toBe('true')
    await hero.getByRole('button', { name: 'Previous slide' }).click()
    expect(await activeSlide(page)).toBe('1 of 3')
    await hero.getByRole('button', { name: 'Show slide 3' }).click()
    expect(await activeSlide(page)).toBe('3 of 3')
    await screenshot(page, 'home-hero-1440')

    // Autoplay goes on once the pointer and focus leave, and wraps around.
    await leaveHero(page)
    await page.waitForFunction(
      () => document.querySelector('.hero__slide.is-active')?.getAttribute('aria-label') === '1 of 3',
      undefined,
      { timeout: 7000 },
    )

    await hero.getByRole('button', { name: 'Pause slides' }).click()
    expect(await hero.getByRole('button', { name: 'Play slides' }).isVisible()).toBe(true)
    await leaveHero(page)
    const paused = await activeSlide(page)
    await page.waitForTimeout(6000)
    expect(await activeSlide(page)).toBe(paused)
    expect(errors).toEqual([])
    await close()
  })

  it('does not move by itself for visitors who prefer reduced motion', async () => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    await keepPromoClosed(page)
    await visit(page, base)
    expect(
      await page
        .locator('.hero')
        .getByRole('button', { name: /^(Pause|Play) slides$/ })
        .count(),
    ).toBe(0)
    await leaveHero(page)
    await page.waitForTimeout(5600)
    expect(await activeSlide(page)).toBe('1 of 3')
    await page.locator('.hero').getByRole('button', { name: 'Next slide' }).click()
    expect(await activeSlide(page)).toBe('2 of 3')
    await context.close()
  })

  it("opens a slide's link from its button", async () => {
    const { page, close } = await openPage(browser, 1440)
    await visit(page, base)
    await page.locator('.hero__slide.is-active').getByRole('link', { name: 'Explore courses' }).click()
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Japan & Korean Language Center',
    )
    await close()
  })
})

describe('home carousels', () => {
  /** Slides in view: the track's width over one slide's step. */
  const perView = (page: Page, carousel: string) =>
    page.evaluate((selector) => {
      const track = document.querySelector(`${selector} .carousel__track`) as HTMLElement
      const slide = track.firstElementChild as HTMLElement
      const gap = Number.parseFloat(getComputedStyle(track).columnGap || '0')
      return Math.round((track.clientWidth + gap) / (slide.offsetWidth + gap))
    }, carousel)

  it.each([
    [1440, { services: 2, companies: 2, featured: 4, partners: 4 }],
    [900, { services: 2, companies: 2, featured: 3, partners: 3 }],
    [390, { services: 1, companies: 1, featured: 1, partners: 1 }],
  ])('at %i px show the slides per view of the breakpoints', async (width, expected) => {
    const { page, errors, close } = await openPage(browser, width)
    await visit(page, base)
    expect({
      services: await perView(page, '.service-carousel'),
      companies: await perView(page, '.company-carousel'),
      featured: await perView(page, '.featured-carousel'),
      partners: await perView(page, '.partner-carousel'),
    }).toEqual(expected)
    if (width === 900) await screenshot(page, 'home-900')
    expect(errors).toEqual([])
    await close()
  })

  it("moves the services by arrow and dot, and a company's see-more link opens its page", async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, base)
    const services = page.locator('.service-carousel')
    const scrolled = () => services.locator('.carousel__track').evaluate((track) => track.scrollLeft)
    await services.getByRole('button', { name: 'Next slide' }).click()
    await page.waitForFunction(
      () => (document.querySelector('.service-carousel .carousel__track') as HTMLElement).scrollLeft > 0,
    )
    await services.getByRole('button', { name: 'Show slide 1' }).click()
    await page.waitForFunction(
      () => (document.querySelector('.service-carousel .carousel__track') as HTMLElement).scrollLeft === 0,
    )
    expect(await scrolled()).toBe(0)

    const more = page.getByRole('link', { name: 'see more about Meghsetu HR & Visa Services' })
    expect(await more.getAttribute('href')).toBe('/company/3/Meghsetu%20HR%20%26%20Visa%20Services')
    await more.click()
    await page.waitForURL(`${base}/company/3/Meghsetu%20HR%20%26%20Visa%20Services`)
    await page.getByRole('heading', { level: 2, name: 'Meghsetu HR & Visa Services' }).waitFor()
    expect(await page.locator('h1').textContent()).toBe('Company Details')
    expect(errors).toEqual([])
    await close()
  })

  it('company details pass axe at 390 and 1440 px', async () => {
    for (const width of [390, 1440]) {
      const { page, errors, close } = await openPage(browser, width)
      const response = await visit(page, `${base}/company/1/Meghsetu%20Foundation`)
      expect(response?.status()).toBe(200)
      await screenshot(page, `company-${width}`)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    }
  })
})

describe('header search', () => {
  it('opens and closes (Escape gives focus back), then submits to the results', async () => {
    for (const width of [1440, 390]) {
      const { page, errors, close } = await openPage(browser, width)
      await visit(page, `${base}/search`)
      const toggle = page.getByRole('button', { name: 'Open search' })
      const input = page.locator('#site-search-q')
      expect(await input.isVisible()).toBe(false)
      await toggle.click()
      expect(await input.isVisible()).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-q')
      expect(await page.getByRole('button', { name: 'Close search' }).getAttribute('aria-expanded')).toBe(
        'true',
      )
      await page.keyboard.press('Escape')
      expect(await input.isVisible()).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.classList.contains('search-toggle'))).toBe(
        true,
      )

      await toggle.click()
      await input.fill('eps-topik mock')
      await input.press('Enter')
      await page.waitForURL(`${base}/search?q=eps-topik%20mock`)
      const notice = page.getByRole('link', { name: 'EPS-TOPIK Mock Test Schedule for June 2026' })
      await notice.waitFor()
      expect(await input.isVisible()).toBe(false)
      expect(await page.locator('#search-page-q').inputValue()).toBe('eps-topik mock')
      await screenshot(page, `search-${width}`)
      expect(await axeViolations(page)).toEqual([])

      // The page's own form searches again, in place.
      await page.locator('#search-page-q').fill('bridge of clouds')
      await page.locator('#search-page-q').press('Enter')
      await page.locator('.search-results mark', { hasText: 'bridge of clouds' }).waitFor()
      await notice.waitFor({ state: 'detached' })
      expect(errors).toEqual([])
      await close()
    }
  })

  it('explains a query that is too long, with the field marked invalid', async () => {
    const { page, close } = await openPage(browser, 1440)
    const response = await visit(page, `${base}/search?q=${'x'.repeat(250)}`)
    expect(response?.status()).toBe(400)
    const alert = page.locator('#search-error')
    expect(await alert.textContent()).toBe('Please search for at most 200 characters: yours had 250.')
    expect(await page.locator('#search-page-q').getAttribute('aria-describedby')).toBe('search-error')
    expect(await axeViolations(page)).toEqual([])
    await close()
  })
})

describe('scrolling', () => {
  it('pins the header after 80 px and brings back the top with the scroll-to-top button', async () => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, base)
    const toTop = page.getByRole('link', { name: 'Back to top' })
    expect(await toTop.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo({ top: 100, behavior: 'instant' }))
    await page.waitForFunction(() => document.querySelector('.site-header')?.classList.contains('is-sticky'))
    expect(await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().top)).toBe(0)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.waitForFunction(() => !document.querySelector('.site-header')?.classList.contains('is-sticky'))

    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }))
    await toTop.waitFor({ state: 'visible' })
    await toTop.click()
    await page.waitForFunction(() => window.scrollY === 0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await toTop.waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
    await close()
  })
})
