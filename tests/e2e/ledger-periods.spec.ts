/**
 * Issue 13 items 2 and 6 in the browser: an Approver sets the lock date in the books settings, sees
 * a voucher dated on it refused in the entry screen with the server's message on the date, and
 * moves the lock date back; closes the demo's last fiscal year (the demo books start in it, and it
 * has ended) and sees the closing voucher's YC number and the year Closed; an Auditor sees the same
 * screens without Close year or Save. axe finds nothing on either screen.
 * The specs share one server: the lock date is left as it was found, and only the previous year is
 * closed (the other ledger specs post in the current year or in 2035-36). The dates hold whatever
 * today is, 1 July included: they are taken in the books' time zone and from the current year.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fiscalYearOf } from '../../server/modules/ledger/fiscal-year.ts'
import { axeViolations, screenshot } from './browser.ts'
import { bookKeepersFor, SETTINGS, typeVoucher } from './ledger-entry.ts'

const base = inject('baseUrl')
const approver = { email: 'periods.approver@example.org', role: 'Approver' }
const auditor = { email: 'periods.auditor@example.org', role: 'Auditor' }
const books = bookKeepersFor(base, [approver, auditor], 'periods-e2e-password-1')

interface Year {
  id: number
  name: string
  start_date: string
  end_date: string
  status: string
}

/** Today where the books are kept (Asia/Dhaka): the day the server dates entries and closes years by. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date())

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10)

/**
 * The lock date to set: three days back, but never before the current fiscal year's first day. On
 * 1–3 July three days back is in the previous year, the one the next test closes, and a lock date on
 * or after a year's last day holds its closing voucher back; on those days it is 1 July instead.
 */
async function lockDateInCurrentYear(): Promise<string> {
  const settings = await books.admin.call<{ fiscal_year_start_month: number }>('GET', SETTINGS)
  const yearStart = fiscalYearOf(today(), settings.json.fiscal_year_start_month).startDate
  // The later of the two: ISO dates sort as they fall.
  return [yearStart, daysBefore(today(), 3)].sort().at(-1) ?? yearStart
}

describe('the Approver', () => {
  let page: Page

  beforeAll(async () => {
    page = await books.signedIn(approver.email)
  })

  it('sets the lock date, sees a voucher dated on it refused, and moves it back', async () => {
    const lockDate = await lockDateInCurrentYear()
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

    await typeVoucher(page, base, {
      type: 'receipt',
      debit: 'Cash',
      credit: 'Sales',
      amount: '100.00',
      date: lockDate,
    })
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
    expect((await books.admin.call<{ lock_date: string | null }>('GET', SETTINGS)).json.lock_date).toBe(
      books.lockDateFound,
    )
  })

  it("closes the demo's last fiscal year and sees its YC number, the year Closed", async () => {
    const years = (
      await books.admin.call<{ fiscal_years: Year[] }>('GET', '/fiscal_year/api/v1/fiscal_year/all/')
    ).json.fiscal_years
    // Ended as the server judges it: a year closes from the day after its last, in the books' time zone.
    const ended = years.filter((y) => y.status === 'open' && y.end_date < today())
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
    const current = years.find((y) => y.start_date <= today() && today() <= y.end_date)
    if (!current) throw new Error(`no fiscal year holds ${today()}: the demo books should`)
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: current.name }) })
      .getByRole('button', { name: `Close year ${current.name}` })
      .click()
    await page.getByRole('button', { name: 'Close the year' }).click()
    await page.getByRole('alert').getByText(`it can be closed from the day after`).waitFor()

    // The number opens the closing voucher.
    await row.getByRole('link', { name: number }).click()
    await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor()
  })
})

describe('the Auditor', () => {
  it('reads the years and the settings with no Close year or Save', async () => {
    const page = await books.signedIn(auditor.email)
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
