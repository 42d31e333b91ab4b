/**
 * Dues in a real browser (issue 14 items 2 and 7): staff collect dues for three members at once
 * from the keyboard (found by name, member number and mobile number, each showing what the payment
 * will take), see the three receipts with their PDFs, open the collection's payments, cancel one
 * with a reason, and find it all on the member's "Periods and dues", whose "Collect dues" opens the
 * collection with that member. Every screen passes axe at 1280 and 820 px without widening the
 * page. The members are made for this spec (all e2e specs share one server and its demo).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, type StaffSession, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'
import {
  addByKeyboard as addMember,
  collectRowOf,
  type DuesMember as Made,
  membersWithPeriods,
} from './dues-members.ts'

const base = inject('baseUrl')
const unique = Date.now()

let browser: Browser
let page: Page
let api: StaffSession
const errors: string[] = []
let members: Made[] = []

beforeAll(async () => {
  api = await staffSession(base, testAdmin.email, testAdmin.password)
  // Current (a monthly period started 20 days ago), in grace (ended 10 days ago), expired.
  members = await membersWithPeriods(api, {
    prefix: 'Duespayer',
    lastName: 'Hossain',
    unique,
    starts: [-20, -40, -120],
  })
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(page, base)
})
afterAll(() => browser?.close())

async function expectAccessible(name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} width`).toBe(width)
    await screenshot(page, `dues-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const rowOf = (m: Made) => collectRowOf(page, m)
const addByKeyboard = (text: string, m: Made) => addMember(page, text, m)

describe('dues', () => {
  it('collects for three members at once from the keyboard and shows the receipts', async () => {
    await page.getByRole('menuitem', { name: 'Dues payments', exact: true }).click()
    await page.locator('td.column-receipt_number').first().waitFor()
    await expectAccessible('list')
    await page.getByRole('link', { name: 'Collect dues' }).click()
    await page.getByRole('heading', { name: 'Collect dues', level: 1 }).waitFor()
    // The search has the focus: a name, a member number and a mobile number, each with Enter.
    const [current, grace, expired] = members as [Made, Made, Made]
    await addByKeyboard(current.first_name, current)
    await addByKeyboard(grace.member_number, grace)
    await addByKeyboard(expired.primary_phone.replace(/^(\d{5})/, '$1-'), expired)
    // What each will take, by the renewal rule.
    await rowOf(current).getByText('Continues the last paid period').waitFor()
    await rowOf(grace).getByText('Continues the last paid period').waitFor()
    await rowOf(expired).getByText('Starts on the day of payment').waitFor()
    await rowOf(grace)
      .getByText(/1 month unpaid/)
      .waitFor()
    await rowOf(expired).getByText('Expired').waitFor()
    await page.getByRole('button', { name: 'Collect Tk 300.00 from 3 members' }).waitFor()
    await expectAccessible('collect')

    await page.keyboard.press('Control+Enter')
    const done = page.getByRole('alert').filter({ hasText: 'Collected Tk 300.00 from 3 members.' })
    await done.waitFor()
    const receipts = done.getByRole('link', { name: /^MR-\d{4}-\d{2}-\d{6} \(PDF\)$/ })
    expect(await receipts.count()).toBe(3)
    const pdf = await page.request.get(`${base}${await receipts.first().getAttribute('href')}`)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect(await done.getByText('No email address: print it').count()).toBe(3)
    await expectAccessible('collected')
  })

  it('cancels one of the collection’s payments with a reason', async () => {
    await page.getByRole('link', { name: 'See these payments' }).click()
    const rows = page.locator('tbody tr')
    await expect.poll(() => page.locator('td.column-receipt_number').count()).toBe(3)
    // Newest first: the last member added is the first row.
    await rows.first().focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: /^Dues payment MR-/, level: 1 }).waitFor()
    await page.getByRole('link', { name: new RegExp(members[2]?.first_name as string) }).waitFor()
    await expectAccessible('payment')
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Reason').fill('Paid at the wrong branch')
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel the payment' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText(/: Paid at the wrong branch$/).waitFor()
    await page
      .getByRole('link', { name: /^RV-\d{4}-\d{2}-\d{6}$/ })
      .nth(1)
      .waitFor()
    expect(await page.getByRole('button', { name: 'Cancel payment' }).count()).toBe(0)
  })

  it('shows the member’s periods with their receipts and collects again from there', async () => {
    const expired = members[2] as Made
    await page.goto(`${base}/admin/member/${expired.id}/show`)
    const panel = page.getByRole('region', { name: 'Periods and dues' })
    await panel.getByText('Cancelled: Paid at the wrong branch').waitFor()
    await panel.getByRole('link', { name: /^MR-\d{4}-\d{2}-\d{6} \(PDF\)$/ }).waitFor()
    // The cancelled payment paid nothing: the arrears run from the old period's end.
    await panel
      .getByTestId('arrears')
      .getByText(/months? unpaid/)
      .waitFor()
    await expectAccessible('member')
    await panel.getByRole('link', { name: 'Collect dues' }).click()
    await rowOf(expired).getByText('Starts on the day of payment').waitFor()
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([])
  })
})
