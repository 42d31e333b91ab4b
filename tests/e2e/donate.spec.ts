/**
 * Giving in a real browser, against the e2e server whose payment gateway is the stand-in SSLCommerz
 * on 127.0.0.1 (tests/e2e/server.ts): a visitor gives online, pays on the gateway's page and lands
 * on the gift's page with its receipt number; gives offline and reads how to give and the
 * reference; and, without JavaScript, pledges offline and is sent to the same page. The form's
 * messages sit beside their fields; axe on every page, no console errors.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'
import { fillDonor, unexpected } from './giving-form.ts'

const base = inject('baseUrl')
const gateway = inject('gatewayUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/**
 * axe on what a page without JavaScript shows (as tests/e2e/no-script.spec.ts does): axe needs
 * timers, which a page with scripts off never runs, so the page's HTML is shown again under its
 * address in a page whose own scripts are blocked, and measured there.
 */
async function noScriptAxe(page: Page) {
  const html = await page.content()
  const url = page.url()
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const copy = await context.newPage()
  await copy.route('**/*.js', (route) => route.abort())
  await copy.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }))
  await copy.goto(url)
  const violations = await axeViolations(copy)
  await context.close()
  return violations
}

describe('giving online', () => {
  it('pays on the gateway’s page and lands on the gift’s page with its receipt', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/donate`)
    const form = page.getByRole('form', { name: 'Make a Donation' })
    expect(await axeViolations(page)).toEqual([])
    // Online is offered (a gateway is configured) and chosen first; no card field anywhere.
    expect(await form.getByLabel(/^Online now/).isChecked()).toBe(true)
    expect(await form.locator('input[autocomplete^="cc-"]').count()).toBe(0)

    await form.getByRole('button', { name: 'Donate Now' }).click()
    expect(await form.locator('.form-field__error').first().textContent()).toBe(
      'Choose an amount, or enter another amount.',
    )
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('amount')
    expect(await axeViolations(page)).toEqual([])

    await form.getByLabel('BDT 1,000').check()
    await fillDonor(page, { first: 'Nadia', email: 'nadia.online@example.com' })
    await screenshot(page, 'donate-online-1440')
    await Promise.all([
      page.waitForURL(`${gateway}/**`),
      form.getByRole('button', { name: 'Donate Now' }).click(),
    ])

    // The stand-in's gateway page: the donor pays; the gateway tells our server and sends the browser back.
    await Promise.all([
      page.waitForURL(`${base}/donate/thanks?ref=*`),
      page.getByRole('button', { name: 'success' }).click(),
    ])
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Thank you, Nadia!')
    expect(await page.locator('main').textContent()).toMatch(/Money receiptMR-\d{4}-\d{2}-\d{6}/)
    expect(await page.locator('main').textContent()).not.toContain('nadia.online@example.com')
    await screenshot(page, 'donate-thanks-1440')
    expect(await axeViolations(page)).toEqual([])
    expect(unexpected(errors)).toEqual([])
    await close()
  })

  it('says so when the donor cancels on the gateway’s page, with nothing charged', async () => {
    const { page, close } = await openPage(browser, 390)
    await visit(page, `${base}/donate`)
    const form = await fillDonor(page, { first: 'Rafi', email: 'rafi.cancel@example.com' })
    await form.getByLabel('Or another amount, in taka (BDT)').fill('750')
    await Promise.all([
      page.waitForURL(`${gateway}/**`),
      form.getByRole('button', { name: 'Donate Now' }).click(),
    ])
    await Promise.all([
      page.waitForURL(`${base}/donate/thanks?ref=*`),
      page.getByRole('button', { name: 'cancel' }).click(),
    ])
    expect(await page.getByRole('heading', { name: 'You cancelled the payment' }).isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await close()
  })
})

describe('giving offline', () => {
  it('pledges, then reads how to give and the reference to quote', async () => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, `${base}/donate`)
    const form = page.getByRole('form', { name: 'Make a Donation' })
    await form.getByLabel(/^Offline/).check()
    // The organisation's words on giving offline show as soon as offline is chosen.
    expect(await form.locator('.giving-instructions').textContent()).toContain('Dutch-Bangla Bank')
    // Offline, the gateway's phone and address are not needed.
    await form.getByLabel('BDT 2,500').check()
    await form.getByLabel('Every month').check()
    await form.getByLabel('First Name').fill('Salma')
    await form.getByLabel('Last Name').fill('Haque')
    await form.getByLabel('Email').fill('salma.offline@example.com')
    await form.getByLabel(/^Do not show my name/).check()
    expect(await axeViolations(page)).toEqual([])
    await Promise.all([
      page.waitForURL(`${base}/donate/thanks?ref=*`),
      form.getByRole('button', { name: 'Pledge My Gift' }).click(),
    ])
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const main = page.locator('main')
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Thank you, Salma: your pledge is noted',
    )
    const reference = new URL(page.url()).searchParams.get('ref') as string
    expect(await main.textContent()).toContain(`Please quote your reference ${reference} with your payment`)
    expect(await main.locator('.giving-instructions').textContent()).toContain('bKash or Nagad')
    expect(await main.textContent()).toContain('This is a month of your monthly gift')
    await screenshot(page, 'donate-pledged-390')
    expect(await axeViolations(page)).toEqual([])
    expect(unexpected(errors)).toEqual([])
    await close()
  })

  it('works without JavaScript: the form posts, and the browser is sent to the pledge’s page', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(`${base}/donate`)
    const form = page.locator('form.donation-form')
    await form.getByLabel(/^Offline/).check()
    await form.getByLabel('Or another amount, in taka (BDT)').fill('1,200')
    await form.getByLabel('First Name').fill('Jamal')
    await form.getByLabel('Last Name').fill('Hossain')
    await form.getByLabel('Email').fill('jamal.noscript@example.com')
    await Promise.all([
      page.waitForURL(`${base}/donate/thanks?ref=*`),
      form.getByRole('button', { name: 'Donate Now' }).click(),
    ])
    expect(await page.locator('main h2').first().textContent()).toBe('Thank you, Jamal: your pledge is noted')
    expect(await page.locator('main').textContent()).toContain('BDT\u00a01,200')
    expect(await noScriptAxe(page)).toEqual([])

    // A refused form comes back with its messages beside the fields and what was typed.
    await page.goto(`${base}/donate`)
    await form.getByLabel(/^Offline/).check()
    await form.getByLabel('Email').fill('jamal@')
    await form.getByRole('button', { name: 'Donate Now' }).click()
    await page.waitForLoadState('load')
    expect(await page.locator('#donation-email-error').textContent()).toBe(
      'Enter a valid email address, like name@example.com.',
    )
    expect(await page.locator('#donation-email').inputValue()).toBe('jamal@')
    expect(await noScriptAxe(page)).toEqual([])
    await context.close()
  })

  it('without JavaScript, an online gift is sent on to the gateway’s page', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(`${base}/donate`)
    const form = page.locator('form.donation-form')
    await form.getByLabel('BDT 500', { exact: true }).check()
    await form.getByLabel('First Name').fill('Jamal')
    await form.getByLabel('Last Name').fill('Hossain')
    await form.getByLabel('Email').fill('jamal.online@example.com')
    await form.getByLabel('Phone').fill('01711 111111')
    await form.getByLabel('Address').fill('Road 5, Dhanmondi, Dhaka')
    await Promise.all([
      page.waitForURL(`${gateway}/**`),
      form.getByRole('button', { name: 'Donate Now' }).click(),
    ])
    expect(await page.getByRole('button', { name: 'success' }).isVisible()).toBe(true)
    await context.close()
  })
})
