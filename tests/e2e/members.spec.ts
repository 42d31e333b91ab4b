/**
 * Members in a real browser (issue 14 item 1): a member registered on the generic form with the
 * address chosen division → district → thana → union, their page showing the status with its rule,
 * and the list filtered by status and by membership type. Every screen visited passes axe at 1280
 * and 820 px. The member gets a unique name: all e2e specs share one server.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backOfficePage, chooseAddress, signInToBackOffice } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const unique = Date.now()

let browser: Browser
let admin: Page
const errors: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await backOfficePage(browser)
  admin.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  admin.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(admin, base)
})
afterAll(() => browser?.close())

async function expectAccessible(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} width`).toBe(width)
    await screenshot(page, `members-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The status chips' texts of the list's rows. */
const shownStatuses = (page: Page) => page.locator('td.column-status .MuiChip-label').allTextContents()

describe('members', () => {
  it('registers a member with a cascading address and shows the status with its rule', async () => {
    await admin.getByRole('menuitem', { name: 'Members', exact: true }).click()
    await admin.locator('td.column-first_name').first().waitFor()
    await expectAccessible(admin, 'list')
    await admin.getByRole('link', { name: 'Create' }).click()
    await admin.locator('input[name="first_name"]').fill(`Ayesha ${unique}`)
    await admin.locator('input[name="last_name"]').fill('Siddiqua')
    await admin.locator('input[name="father_name"]').fill('Abdul Malek')
    await admin.locator('input[name="nid"]').fill('1234567890')
    await admin.locator('input[name="primary_phone"]').fill('01711-223344')
    // The union waits for its thana, as the thana for its district.
    expect(await admin.getByLabel('Union', { exact: true }).isDisabled()).toBe(true)
    await chooseAddress(admin, { division: 'Dhaka', district: 'Gazipur', thana: 'Gazipur Sadar' })
    await admin.getByLabel('Union', { exact: true }).fill('Baria')
    await admin.getByRole('option', { name: 'Baria', exact: true }).click()
    await admin.locator('input[name="village"]').fill('Baria')
    await expectAccessible(admin, 'create')
    await admin.getByRole('button', { name: 'Save' }).click()

    await admin.getByRole('menuitem', { name: 'Members', exact: true }).click()
    await admin.getByLabel('Search members').fill(`Ayesha ${unique}`)
    await admin.locator('td.column-first_name', { hasText: `Ayesha ${unique}` }).click()
    await admin.waitForURL(/\/member\/\d+\/show$/)
    const shown = admin.locator('.RaShow-main')
    await shown.getByText('Expired: no membership period').waitFor()
    expect(await shown.getByText(/^M-\d{6}$/).count()).toBe(1)
    // Stored as dialled at home.
    await shown.getByText('01711223344').waitFor()
    await shown.getByText('Baria', { exact: true }).first().waitFor()
    await expectAccessible(admin, 'show')
  })

  it('filters the list by status and by membership type', async () => {
    await admin.getByRole('menuitem', { name: 'Members', exact: true }).click()
    await admin.locator('td.column-first_name').first().waitFor()
    await admin.getByRole('combobox', { name: 'Status' }).click()
    await admin.getByRole('option', { name: 'Grace', exact: true }).click()
    await expect.poll(() => admin.url()).toContain('status')
    await expect.poll(async () => [...new Set(await shownStatuses(admin))]).toEqual(['Grace'])
    // The rule says why: the end, and the grace days' end.
    await admin
      .locator('td.column-status', { hasText: /Grace: paid up to .+, grace until / })
      .first()
      .waitFor()
    await expectAccessible(admin, 'filtered')

    await admin.getByRole('combobox', { name: 'Status' }).click()
    await admin.getByRole('option', { name: 'Current', exact: true }).click()
    await admin.getByRole('combobox', { name: 'Membership type' }).click()
    await admin.getByRole('option', { name: 'Life', exact: true }).click()
    await expect.poll(async () => admin.locator('td.column-first_name').allTextContents()).toEqual(['Abdur'])
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([])
  })
})
