/**
 * Issue 13 items 2 and 6 in the browser: an Approver sets the lock date in the books settings, sees
 * a voucher dated on it refused in the entry screen with the server's message on the date, and
 * moves the lock date back; closes the demo's last fiscal year (the demo books start in it, and it
 * has ended) and sees the closing voucher's YC number and the year Closed; an Auditor sees the same
 * screens without Close year or Save. axe finds nothing on either screen.
 * The specs share one server: the lock date is left as it was found, and only the previous year is
 * closed (the other ledger specs post on today's date, in the current year).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import {
  backOfficePage,
  createStaffUser,
  type StaffSession,
  signInToBackOffice,
  staffSession,
} from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const SETTINGS = '/ledger_setting/api/v1/ledger_setting/'
const password = 'periods-e2e-password-1'
const approver = { email: 'periods.approver@example.org', role: 'Approver' }
const auditor = { email: 'periods.auditor@example.org', role: 'Auditor' }

interface Year {
  id: number
  name: string
  end_date: string
  status: string
}

let browser: Browser
let admin: StaffSession
let lockDateFound: string | null = null

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await staffSession(base, testAdmin.email, testAdmin.password)
  lockDateFound = (await admin.call<{ lock_date: string | null }>('GET', SETTINGS)).json.lock_date
  for (const person of [approver, auditor]) {
    expect(await createStaffUser(admin, { ...person, password })).toBe(201)
  }
})

afterAll(async () => {
  await browser?.close()
  // Whatever happened above, the next spec finds the lock date as this one did.
  const now = (await admin.call<{ lock_date: string | null }>('GET', SETTINGS)).json.lock_date
  if (now !== lockDateFound) await admin.call('PUT', SETTINGS, { lock_date: lockDateFound })
})

/** A date a few days back, in the current fiscal year and after the previous one's end. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

async function signedIn(email: string): Promise<Page> {
  const page = await backOfficePage(browser)
  // Leaving the voucher entry with typing in it asks the browser first: leave.
  page.on('dialog', (dialog) => void dialog.accept())
  await signInToBackOffice(page, base, email, password)
  return page
}

describe('the Approver', () => {
  let page: Page

  beforeAll(async () => {
    page = await signedIn(approver.email)
  })

  it('sets the lock date, sees a voucher dated on it refused, and moves it back', async () => {
    const lockDate = daysAgo(3)
    await page.goto(`${base}/admin/ledger_setting`)
    await page.getByRole('heading', { level: 1, name: 'Books settings' }).waitFor()
    // Years exist (the demo books), so the start month is fixed, with the server's reason.
    await page.getByText('cannot change once fiscal years exist').waitFor()
    expect(await page.getByRole('combobox', { name: 'Fiscal year starts in' }).isDisabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-books-settings')

    await page.getByLabel('Lock date').fill(lockDate)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Books settings saved.').waitFor()
    await page.getByText(`by ${approver.email}`).waitFor()

    await page.goto(`${base}/admin/voucher/create?type=receipt`)
    await page.getByRole('combobox', { name: 'Line 1 ledger' }).waitFor()
    await page.getByLabel(/^Date/).fill(lockDate)
    await page.getByRole('combobox', { name: 'Line 1 ledger' }).focus()
    await page.keyboard.type('Cash')
    await page.getByRole('option', { name: /^Cash/ }).first().waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.type('100')
    await page.getByText('Difference: Dr').waitFor()
    await page.keyboard.press('Enter')
    await page.keyboard.type('Sales')
    await page
      .getByRole('option', { name: /^Sales/ })
      .first()
      .waitFor()
    await page.keyboard.press('Tab')
    await page.getByText('Congratulations, Debit & Credit match').waitFor()
    await page.keyboard.press('Control+Enter')
    // The server's reason, under the date it is about.
    const refusal = `The books are locked up to ${lockDate}`
    await page.getByText(refusal).first().waitFor()
    const dateHelp = await page
      .getByLabel(/^Date/)
      .evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)
    expect(dateHelp).toContain(refusal)

    await page.goto(`${base}/admin/ledger_setting`)
    await page.getByLabel('Lock date').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Books settings saved.').waitFor()
    expect((await admin.call<{ lock_date: string | null }>('GET', SETTINGS)).json.lock_date).toBe(
      lockDateFound,
    )
  })

  it("closes the demo's last fiscal year and sees its YC number, the year Closed", async () => {
    const years = (await admin.call<{ fiscal_years: Year[] }>('GET', '/fiscal_year/api/v1/fiscal_year/all/'))
      .json.fiscal_years
    const ended = years.filter((y) => y.status === 'open' && y.end_date < daysAgo(1))
    // The demo books start in the previous fiscal year, which has ended; the oldest closes first.
    const last = ended.at(-1)
    expect(last).toBeDefined()
    if (!last) return

    await page.goto(`${base}/admin/fiscal_year`)
    await page.getByRole('heading', { level: 1, name: 'Fiscal years' }).waitFor()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: last.name }) })
    await row.getByText('Open', { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-fiscal-years')

    await row.getByRole('button', { name: `Close year ${last.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Close fiscal year ${last.name}?` })
    await dialog.getByText(/carried to the fund .* by a closing \(YC\) voucher/).waitFor()
    await dialog.getByText('nothing more can be posted in the year').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Close the year' }).click()

    const notice = page.getByText(/^Fiscal year \S+ is closed\. Closing voucher YC-\d{4}-\d{2}-\d{6}\./)
    await notice.waitFor()
    const number = /YC-\d{4}-\d{2}-\d{6}/.exec((await notice.textContent()) ?? '')?.[0] ?? ''
    await row.getByText('Closed', { exact: true }).waitFor()
    await row.getByRole('link', { name: number }).waitFor()
    await row.getByText(`by ${approver.email}`).waitFor()
    expect(await row.getByRole('button', { name: /Close year/ }).count()).toBe(0)

    // The current year has not ended: the server's refusal is shown as it words it.
    const current = years[0]
    if (current && current.end_date >= daysAgo(-1)) {
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: current.name }) })
        .getByRole('button', { name: `Close year ${current.name}` })
        .click()
      await page.getByRole('button', { name: 'Close the year' }).click()
      await page.getByRole('alert').getByText(`it can be closed from the day after`).waitFor()
    }

    // The number opens the closing voucher.
    await row.getByRole('link', { name: number }).click()
    await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor()
  })
})

describe('the Auditor', () => {
  it('reads the years and the settings with no Close year or Save', async () => {
    const page = await signedIn(auditor.email)
    await page.goto(`${base}/admin/fiscal_year`)
    await page.getByRole('heading', { level: 1, name: 'Fiscal years' }).waitFor()
    await page.getByRole('rowheader').first().waitFor()
    expect(await page.getByRole('button', { name: /Close year/ }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])

    await page.goto(`${base}/admin/ledger_setting`)
    await page.getByRole('heading', { level: 1, name: 'Books settings' }).waitFor()
    await page.getByText('Read only: an approver changes these settings.').waitFor()
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    expect(await page.getByLabel('Lock date').isDisabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })
})
