/**
 * The back office in a real browser: sign in through the form, the dashboard's counts, a notice
 * created with its PDF that shows in the list and on the public notice board, and sign out; axe on
 * the sign-in form and the dashboard; no console errors besides the expected 401 before sign-in.
 */
import { PDFDocument } from 'pdf-lib'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
let page: Page
const errors: string[] = []
beforeAll(async () => {
  browser = await launchBrowser()
  // axe is injected as an inline script, which the back office's CSP refuses (as it should);
  // tests/api/admin-shell.test.ts checks the policy itself.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
})
afterAll(() => browser?.close())

/**
 * The browser logs every 4xx answer as a console error; expected here: the 401s of me/ before
 * sign-in and after sign-out, and the 400 of the validation test.
 */
const unexpected = (list: string[]) => list.filter((e) => !/status of 40[01]/.test(e))

async function smallPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([200, 200]).drawText('Exam rules', { x: 20, y: 100 })
  return Buffer.from(await doc.save())
}

describe('the back office', () => {
  const title = `Exam rules ${Date.now()}`

  it('sends a visitor to the sign-in form, which passes axe', async () => {
    await page.goto(`${base}/admin`)
    await page.getByLabel('Email').waitFor()
    expect(page.url()).toMatch(/\/admin\/login$/)
    expect(await page.title()).toContain('Kizuna')
    // The page names the organisation, as its settings do.
    const settings = await (await fetch(`${base}/general_setting/api/v1/general_setting/all/`)).json()
    const organisation = settings.general_settings[0].site_name
    await page.getByRole('heading', { name: `Sign in to ${organisation}`, level: 1 }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-login')
  })

  it('signs in and shows the counts and the recent changes', async () => {
    await page.getByLabel('Email').fill(testAdmin.email)
    await page.locator('input[name="password"]').fill(testAdmin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    for (const resource of ['cms_menu', 'cms_menu_content_image', 'notice', 'circular', 'employee', 'user']) {
      const count = page.locator(`[data-count="${resource}"]`)
      await expect.poll(() => count.textContent()).toMatch(/^\d+$/)
    }
    expect(Number(await page.locator('[data-count="notice"]').textContent())).toBeGreaterThan(0)
    await page.getByRole('heading', { name: 'Recent changes' }).waitFor()
    const shortcuts = page.getByRole('region', { name: 'Start here' })
    for (const job of [
      'Edit the site’s pages and menus',
      'Add a notice with its PDF',
      'Change the logo, contacts or social links',
    ])
      await shortcuts.getByRole('link', { name: job }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-dashboard')
  })

  it('creates a notice with its PDF, shown in the list and on the public notice board', async () => {
    await page.getByRole('menuitem', { name: 'Notices' }).click()
    await page.getByRole('link', { name: 'Create' }).click()
    // One new record, named as a word: not react-admin's "Create Notices".
    await expect.poll(() => page.locator('#react-admin-title').textContent()).toBe('New notice')
    await page.locator('input[name="title"]').fill(title)
    await page.locator('input[name="date"]').fill('2026-12-01')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'exam-rules.pdf',
      mimeType: 'application/pdf',
      buffer: await smallPdf(),
    })
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('td.column-title', { hasText: title }).waitFor()
    expect(page.url()).toMatch(/\/admin\/notice$/)

    const site = await browser.newPage()
    try {
      await site.goto(`${base}/notice/`)
      await site.getByText(title).first().waitFor()
    } finally {
      await site.close()
    }
  })

  it('shows the API validation message next to its field', async () => {
    await page.locator('td.column-title', { hasText: title }).click()
    await page.locator('input[name="title"]').waitFor()
    // The form itself has no length rule: the message is the API's.
    await page.locator('input[name="title"]').fill('x'.repeat(256))
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Use at most 255 characters.').waitFor()
  })

  it('changes the contact email and replaces the logo in General settings, shown on the site at once', async () => {
    // The notice form still holds the refused title: leaving it asks first.
    const warning = page.waitForEvent('dialog').then(async (dialog) => {
      await dialog.accept()
      return dialog.message()
    })
    await page.getByRole('menuitem', { name: 'General settings' }).click()
    expect(await warning).toMatch(/changes weren't saved/)
    const email = page.locator('input[name="email"]')
    await email.waitFor()
    const original = await email.inputValue()
    const changed = `office-${Date.now()}@kizuna.example`
    const save = async (value: string) => {
      await email.fill(value)
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Saved.', { exact: true }).waitFor()
      await page.getByText('Saved.', { exact: true }).waitFor({ state: 'hidden' })
    }
    const logo = () =>
      fetch(`${base}/`)
        .then((r) => r.text())
        .then((html) => /<header[\s\S]*?<img src="([^"]+)"/.exec(html)?.[1])
    const logoBefore = await logo()
    const newLogo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1b5e20' } })
      .png()
      .toBuffer()
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'new-logo.png',
      mimeType: 'image/png',
      buffer: newLogo,
    })
    await save(changed)
    const site = await browser.newPage()
    try {
      await site.goto(`${base}/`)
      await site.locator('.contact-strip').getByRole('link', { name: changed }).waitFor()
      const logoAfter = await logo()
      expect(logoAfter).toMatch(/^\/media\/.*new-logo.*\.png$/)
      expect(logoAfter).not.toBe(logoBefore)
      expect((await fetch(`${base}${logoAfter}`)).status).toBe(200)
    } finally {
      await site.close()
      // The other browser tests read the demo's address.
      await save(original)
    }
  })

  it('signs out', async () => {
    // The app bar hides while scrolled down a long form (react-admin's default).
    await page.evaluate(() => window.scrollTo(0, 0))
    // The account menu is the app bar's last button; it is named after the user.
    await page.getByRole('banner').getByRole('button').last().click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL(/\/admin\/login$/)
    await page.getByRole('textbox', { name: 'Email', exact: true }).waitFor()
    const me = await page.evaluate(() => fetch('/user/api/v1/user/me/').then((r) => r.status))
    expect(me).toBe(401)
    expect(unexpected(errors)).toEqual([])
  })
})
