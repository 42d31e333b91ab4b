/**
 * Issue 12's everyday polish in the back office: an edit form is drawn once when its record shows
 * (a select opened at once keeps its menu); one date format whatever the browser's language; a
 * failed save said once, beside the form.
 * Creates its own records, and deletes them.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, type StaffSession, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
const EVENTS = '/event/api/v1/event/'
const title = `Form drawn once ${stamp}`

let browser: Browser
let page: Page
let api: StaffSession
let eventId = 0

beforeAll(async () => {
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  await signInToBackOffice(page, base)
  api = await staffSession(base, testAdmin.email, testAdmin.password)
  const created = await api.call<{ id: number }>('POST', `${EVENTS}create/`, {
    title,
    summary: 'An event of the polish tests.',
    body: '<p>Kept a draft.</p>',
    starts_at: '2030-04-12T10:00:00',
    schedule: '',
    status: 'draft',
  })
  expect(created.status).toBe(201)
  eventId = created.json.id
})

afterAll(async () => {
  if (eventId) await api?.call('DELETE', `${EVENTS}delete/${eventId}`)
  await browser?.close()
})

/**
 * Counts, from now on, every time an element matching `selector` enters the page, itself or inside
 * what was added: an input drawn again is a new element, which a select's open menu loses.
 */
function countMounts(on: Page, selector: string) {
  return on.evaluate((wanted) => {
    const counts = window as unknown as { __mounts: number }
    counts.__mounts = 0
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof Element)
            counts.__mounts += (node.matches(wanted) ? 1 : 0) + node.querySelectorAll(wanted).length
    }).observe(document.body, { childList: true, subtree: true })
  }, selector)
}
const mounts = (on: Page) => on.evaluate(() => (window as unknown as { __mounts: number }).__mounts)

describe('an edit form whose record has loaded', () => {
  it('is drawn once: a select opened as soon as the record shows keeps its menu', async () => {
    await page.getByRole('menuitem', { name: 'Events', exact: true }).click()
    await countMounts(page, '.edit-page input[name="status"]')
    await page.locator('td.column-title', { hasText: title }).click()
    await page.waitForFunction(
      (expected) =>
        (document.querySelector('input[name="title"]') as HTMLInputElement | null)?.value === expected,
      title,
    )
    const status = page.getByRole('combobox', { name: 'Status' })
    await status.click()
    await page.getByRole('option', { name: 'Published', exact: true }).click({ timeout: 5_000 })
    expect(await status.textContent()).toBe('Published')
    // Whatever still arrives (the record read again, the rich-text editor) draws no input anew.
    await page.waitForLoadState('networkidle')
    await page.getByRole('textbox', { name: 'Description' }).waitFor()
    expect(await mounts(page)).toBe(1)
    expect(await status.textContent()).toBe('Published')
    expect(await axeViolations(page)).toEqual([])
    // Leaves without saving: the event stays a draft.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('menuitem', { name: 'Events', exact: true }).click()
    await page.locator('td.column-title', { hasText: title }).waitFor()
  })
})

describe('dates in an American browser', () => {
  it('read as everywhere else: "21 May 2026" and "21 May 2026, 14:05"', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    })
    const american = await context.newPage()
    expect(await american.evaluate(() => navigator.language)).toBe('en-US')
    await signInToBackOffice(american, base)
    const dayMonthYear = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/
    const withTime = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/

    await american.getByRole('menuitem', { name: 'Notices', exact: true }).click()
    const noticeDate = american.locator('td.column-date time').first()
    await noticeDate.waitFor()
    expect(await noticeDate.textContent()).toMatch(dayMonthYear)
    expect(await axeViolations(american)).toEqual([])

    // The event this file created is in the audit log, with when.
    await american.getByRole('menuitem', { name: 'Audit log', exact: true }).click()
    const when = american.locator('td.column-created_at time').first()
    await when.waitFor()
    expect(await when.textContent()).toMatch(withTime)
    expect(await axeViolations(american)).toEqual([])
    await context.close()
  })
})

describe('a save that failed', () => {
  it('says so once, in the alert beside the form, not in a toast as well', async () => {
    await page.goto(`${base}/admin/event/${eventId}`)
    const summary = page.locator('textarea[name="summary"]')
    await expect.poll(() => summary.inputValue()).toBe('An event of the polish tests.')
    await summary.fill('Changed after the session ended.')
    await page.context().clearCookies({ name: 'kizuna_session' })
    await page.getByRole('button', { name: 'Save' }).click()
    const said = page.getByText(/You were signed out/)
    await page.getByRole('alert').filter({ hasText: 'You were signed out' }).waitFor()
    // A toast would come with the answer: give it the time it would take.
    await page.waitForTimeout(1_000)
    expect(await said.count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await signInToBackOffice(page, base)
  })
})
