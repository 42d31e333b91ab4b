/**
 * The charity pages in a real browser: every route at 390 and 1440 px with no console errors, no
 * request to another host and no axe violations (screenshots in test-results/screens/); the
 * cause and event tabs, and an ended cause without a donation form; every check of the event
 * form and its honest outcome, with nothing sent over the network (the donation form gives for
 * real: donate.spec.ts); the project
 * overlay and previous/next links.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const routes = [
  { name: 'cause', path: '/cause', h1: 'Causes' },
  { name: 'cause-single', path: '/cause-single/1', h1: 'Japanese Course Scholarships for 40 Char Students' },
  { name: 'event', path: '/event', h1: 'Events' },
  { name: 'event-s2', path: '/event-s2', h1: 'Events' },
  { name: 'event-single', path: '/event-single/3', h1: 'Welding Workshop Open Day' },
  { name: 'project', path: '/project', h1: 'Projects' },
  { name: 'project-single', path: '/project-single/2', h1: 'Tube Well for Bhawal Primary School' },
  { name: 'donate', path: '/donate', h1: 'Donate' },
]

const MEDIA = new Set(['image', 'font', 'stylesheet', 'script'])

/** Requests the page makes from now on, to any host; with `sends`, only those that could carry data. */
function recordRequests(page: Page, { sends = false } = {}): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (!sends || request.method() !== 'GET' || !MEDIA.has(request.resourceType()))
      urls.push(`${request.method()} ${request.url()}`)
  })
  return urls
}

describe('every charity page', () => {
  it.each(routes)(
    '$path renders with no console errors, no third-party requests and no axe violations, at 390 and 1440 px',
    async ({ name, path, h1 }) => {
      for (const width of [390, 1440]) {
        const { page, errors, close } = await openPage(browser, width)
        const requests = recordRequests(page)
        const response = await visit(page, base + path)
        expect(response?.status()).toBe(200)
        expect(await page.locator('h1').allTextContents()).toEqual([h1])
        // A full-page screenshot does not scroll, so lazy images below the fold are loaded (and
        // decoded, or they may paint blank) first; every image must load.
        await page.evaluate(() =>
          Promise.all(
            Array.from(document.images).map((image) => {
              image.loading = 'eager'
              return image.decode().catch(() => {})
            }),
          ),
        )
        expect(
          await page.evaluate(() =>
            Array.from(document.images)
              .filter((i) => !i.naturalWidth)
              .map((i) => i.src),
          ),
        ).toEqual([])
        await screenshot(page, `charity-${name}-${width}`)
        expect(await axeViolations(page)).toEqual([])
        expect(requests.filter((request) => !request.startsWith(`GET ${base}/`))).toEqual([])
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
        expect(overflow, 'no horizontal scrolling').toBe(false)
        expect(errors).toEqual([])
        await close()
      }
    },
  )
})

describe('cause page', () => {
  it('selects Description first and switches tabs by click and by arrow keys', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/cause-single/1`)
    const tabs = page.getByRole('tab')
    await tabs.first().waitFor()
    expect(await tabs.allTextContents()).toEqual(['Description', 'Donations'])
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('tabpanel').count()).toBe(1)
    const panel = page.getByRole('tabpanel')
    expect(await panel.getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d{1,3}$/)
    await panel.getByRole('heading', { name: 'How Your Gift Is Used' }).waitFor()
    expect(await panel.locator('.charity-checks li').count()).toBe(4)

    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.getByRole('heading', { name: 'Make a Donation' }).waitFor()
    await page.keyboard.press('ArrowRight')
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Description')
    await page.keyboard.press('ArrowLeft')
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('says an ended cause has ended and offers no donation form', async () => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, `${base}/cause-single/8`)
    await page.getByText('This cause ended on').waitFor()
    expect(await page.getByRole('tab').count()).toBe(0)
    expect(await page.getByRole('form', { name: 'Make a Donation' }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})

describe('without JavaScript', () => {
  it('shows every tab as a section, and the donation form posts as a plain form', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(`${base}/cause-single/1`)
    for (const name of ['Description', 'Donations'])
      expect(await page.getByRole('heading', { level: 2, name, exact: true }).isVisible()).toBe(true)
    // The donation form posts without JavaScript (tests/e2e/donate.spec.ts gives through it).
    expect(await page.locator('form.donation-form').getAttribute('action')).toBe('/donate')
    expect(await page.locator('form.donation-form input[name="cause"]').getAttribute('value')).toBe('1')
    await context.close()
  })
})

describe('event page', () => {
  it('has schedule, location and contact tabs; the map is a link, and the message form is honest', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/event-single/3`)
    const tabs = page.getByRole('tab')
    await tabs.first().waitFor()
    expect(await tabs.allTextContents()).toEqual(['Event Schedule', 'Location', 'Contact Us'])
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true')
    await tabs.nth(1).click()
    const map = page.getByRole('link', { name: 'Open Western T Training Institute in OpenStreetMap' })
    expect(await map.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=23\.8893&mlon=90\.4051/,
    )
    expect(await page.locator('iframe').count()).toBe(0)
    await page.keyboard.press('ArrowRight')
    const form = page.getByRole('form', { name: 'Questions about this event?' })
    await form.locator('button:enabled').waitFor()
    const requests = recordRequests(page, { sends: true })
    await form.getByRole('button', { name: 'Submit Now' }).click()
    expect(await form.locator('.form-field__error').allTextContents()).toEqual([
      'Enter your name.',
      'Enter your email address.',
      'Write your message.',
    ])
    await form.getByLabel('Your Name').fill('Tania Sultana')
    await form.getByLabel('Your Email').fill('tania@example.com')
    await form.getByLabel('Message').fill('Can schools bring a class?')
    await form.getByRole('button', { name: 'Submit Now' }).click()
    expect(await form.getByRole('status').textContent()).toMatch(
      /^Thank you, Tania\. Messages from this page are not sent yet, so we have not received yours\./,
    )
    expect(requests).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})

describe('events layouts', () => {
  it('shows a grid on /event and wide rows with the image on the left on /event-s2', async () => {
    const { page, close } = await openPage(browser, 1440)
    await visit(page, `${base}/event`)
    const columns = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('.charity-grid') as Element).gridTemplateColumns.split(' ')
          .length,
    )
    expect(columns).toBeGreaterThanOrEqual(3)
    await visit(page, `${base}/event-s2`)
    await page.getByRole('heading', { name: 'Fundraising Events' }).waitFor()
    const card = page.locator('.event-rows .event-card').first()
    const image = await card.locator('img').boundingBox()
    const title = await card.getByRole('heading').boundingBox()
    expect(image && title && image.x + image.width <= title.x).toBe(true)
    await close()
  })
})

describe('projects', () => {
  it('shows the overlay on keyboard focus and goes to the next and previous project', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/project`)
    const tile = page.locator('.project-tile').first()
    await tile.getByRole('link').focus()
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.project-tile__overlay') as Element).opacity === '1',
    )
    await tile.getByRole('link').click()
    await page.waitForURL(`${base}/project-single/1`)
    await page.getByRole('heading', { level: 1, name: 'Women’s Welding Foundation Batch' }).waitFor()
    const pager = page.getByRole('navigation', { name: 'Other projects' })
    expect(await pager.getByRole('link', { name: /Previous Project/ }).count()).toBe(0)
    await pager.getByRole('link', { name: /Next Project/ }).click()
    await page.waitForURL(`${base}/project-single/2`)
    await page.getByRole('heading', { level: 1, name: 'Tube Well for Bhawal Primary School' }).waitFor()
    await pager.getByRole('link', { name: /Previous Project/ }).click()
    await page.waitForURL(`${base}/project-single/1`)
    await page.getByRole('heading', { level: 1, name: 'Women’s Welding Foundation Batch' }).waitFor()
    const share = page.getByRole('link', { name: 'Facebook (opens in a new tab)' })
    expect(await share.getAttribute('target')).toBe('_blank')
    expect(await share.getAttribute('href')).toContain(encodeURIComponent('/project-single/1'))
    expect(errors).toEqual([])
    await close()
  })
})
