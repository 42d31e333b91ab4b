/**
 * With JavaScript off, a phone can still read every kind of page and navigate by the menu, sign
 * in, ask for a password reset, try to sign up and reach the privacy notice from the forms.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { axeViolations, launchBrowser } from './browser.ts'

const base = inject('baseUrl')
const noticeCount = async () =>
  ((await (await fetch(`${base}/notice/api/v1/notice/all/without_pagination/`)).json()).notices as unknown[])
    .length
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('with JavaScript off', () => {
  it('shows the menu on a phone and navigates by plain links', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto(base)
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.isVisible()).toBe(true)
    expect(await page.locator('.menu-toggle').isVisible()).toBe(false)
    await nav.getByRole('link', { name: 'Gallery' }).click()
    await page.waitForURL(/\/gallery\/\d+$/)
    expect(await page.locator('.gallery-grid img').count()).toBeGreaterThan(3)
    await page.goto(`${base}/notice/`)
    // As many rows as notices: other browser tests on this server may have added one.
    expect(await page.locator('tbody tr').count()).toBe(await noticeCount())
    await page
      .getByRole('link', { name: /^Show / })
      .first()
      .click()
    await page.waitForURL(/\/pdfShow\/notice\/\d+$/)
    expect(await page.locator('h1').textContent()).toBeTruthy()
    await context.close()
  })
})

describe('account pages with JavaScript off', () => {
  const main = (page: Page) => page.getByRole('main')

  /**
   * axe on what a page without JavaScript shows. axe needs timers, which a page with scripts off
   * never runs, so the page's HTML is shown again under its address in a page whose own scripts
   * are blocked (nothing hydrates or changes it) and measured there.
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

  /** A page of its own context: no script, no cookies of other tests. */
  async function noScriptPage(): Promise<Page> {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    return context.newPage()
  }

  it('signs in: a wrong password is shown beside the kept email, the right one goes home signed in', async () => {
    const page = await noScriptPage()
    await page.goto(`${base}/login`)
    expect(await main(page).getByText('This form needs JavaScript').count()).toBe(0)
    await main(page).getByLabel('E-mail').fill(testAdmin.email)
    await main(page).getByLabel('Password', { exact: true }).fill('not the password')
    await main(page).getByRole('button', { name: 'Login' }).click()
    await page.waitForLoadState()
    expect(await main(page).getByRole('alert').textContent()).toBe(
      'No active account found with the given credentials',
    )
    expect(await main(page).getByLabel('E-mail').inputValue()).toBe(testAdmin.email)
    expect(await main(page).getByLabel('Password', { exact: true }).inputValue()).toBe('')
    expect(await noScriptAxe(page)).toEqual([])

    await main(page).getByLabel('Password', { exact: true }).fill(testAdmin.password)
    await main(page).getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/home$/)
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'kizuna_session')?.httpOnly).toBe(true)
    const me = await page.context().request.get(`${base}/user/api/v1/user/me/`)
    expect((await me.json()).email).toBe(testAdmin.email)
    await page.context().close()
  })

  it('asks for a reset link and says so, whether or not the account exists', async () => {
    const page = await noScriptPage()
    await page.goto(`${base}/forgot-password`)
    await main(page).getByLabel('E-mail').fill('nobody-at-all@example.com')
    await main(page).getByRole('button', { name: 'Resend Password' }).click()
    await page.waitForLoadState()
    expect(
      await main(page).getByRole('status').filter({ hasText: 'If an account exists' }).textContent(),
    ).toContain('If an account exists for this email, we have sent it a link to choose a new password.')
    expect(await noScriptAxe(page)).toEqual([])
    await page.context().close()
  })

  it('checks a sign-up: messages beside the fields, the name kept, and the privacy notice a link away', async () => {
    const page = await noScriptPage()
    await page.goto(`${base}/register`)
    await main(page).getByLabel('Name').fill('Rina Akter')
    await main(page).getByLabel('E-mail').fill('rina@example')
    await main(page).getByRole('button', { name: 'Sign Up' }).click()
    await page.waitForLoadState()
    expect(await main(page).getByLabel('Name').inputValue()).toBe('Rina Akter')
    expect(await main(page).getByText('The email must be a valid email address.').isVisible()).toBe(true)
    expect(await main(page).getByText('The password field is required.').isVisible()).toBe(true)
    expect(await noScriptAxe(page)).toEqual([])
    await page.getByRole('main').getByRole('link', { name: 'privacy notice' }).click()
    await page.waitForURL(/\/privacy$/)
    expect(await page.locator('h1').textContent()).toBe('Privacy Notice')
    expect(await noScriptAxe(page)).toEqual([])
    await page.context().close()
  })

  it('opens a newsletter link as a page with one button, which answers when the link is not valid', async () => {
    const page = await noScriptPage()
    await page.goto(`${base}/newsletter/unsubscribe?token=1.not-a-real-token`)
    expect(await noScriptAxe(page)).toEqual([])
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click()
    await page.waitForLoadState()
    expect(await main(page).getByRole('alert').textContent()).toContain('This link is not valid any more')
    expect(await noScriptAxe(page)).toEqual([])
    await page.context().close()
  })
})
