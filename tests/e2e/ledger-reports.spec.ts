/**
 * The accounting report screens (issue 13 items 4 and 6) on the demo organisation's books: the
 * trial balance for the current fiscal year ties as shown, a group closes and opens from the
 * keyboard, a ledger drills into its statement and the statement into a voucher page; income and
 * expenditure in both layouts, the two-column one and the balance sheet each one table whose sides
 * line up with their totals on one row; a ledger statement's printed heading names the ledger chosen
 * when the period has no lines; the trial balance's print view (no app bar, letterhead and title);
 * the CSV link answers text/csv; axe finds nothing on the trial balance, statement and balance sheet.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openSignedInPage } from './back-office.ts'
import { axeViolations, screenshot } from './browser.ts'

const base = inject('baseUrl')
const TAKA = /^\d{1,2}(,\d{2})*,?\d{0,3}\.\d{2}$/

let browser: Browser
let page: Page
beforeAll(async () => {
  ;({ browser, page } = await openSignedInPage(base))
})
afterAll(() => browser?.close())

/**
 * A two-sided statement reads across: every row has both sides' cells (the shorter side padded
 * with blanks), and the two totals, equal, share the last row.
 */
async function expectTwoSidesInLine(table: Locator, cells: number) {
  const widths = await table.locator('tr').evaluateAll((rows) => rows.map((row) => row.children.length))
  expect(new Set(widths)).toEqual(new Set([cells]))
  const totals = table.locator('tfoot tr')
  expect(await totals.count()).toBe(1)
  const left = await totals.getByTestId('left-total').textContent()
  expect(left).toMatch(TAKA)
  expect(await totals.getByTestId('right-total').textContent()).toBe(left)
}

async function openTrialBalance() {
  await page.goto(`${base}/admin/account_report`)
  await page.getByRole('link', { name: 'Trial balance' }).click()
  await page.getByRole('table', { name: 'Trial balance' }).waitFor()
}

describe('accounting reports', () => {
  it('shows a trial balance that ties, collapses a group from the keyboard and drills down to a voucher', async () => {
    await openTrialBalance()
    const debit = (await page.getByTestId('total-dr').textContent()) ?? ''
    const credit = (await page.getByTestId('total-cr').textContent()) ?? ''
    expect(debit).toMatch(TAKA)
    expect(debit).not.toBe('0.00')
    expect(credit).toBe(debit)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-trial-balance')

    // Collapse and reopen Current Assets with the keyboard: its button, then Enter.
    const toggle = page.getByRole('button', { name: 'Collapse Current Assets' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const expand = page.getByRole('button', { name: 'Expand Current Assets' })
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('link', { name: 'Dutch-Bangla Bank A/C' }).count()).toBe(0)
    await expand.focus()
    await page.keyboard.press('Space')
    await page.getByRole('link', { name: 'Dutch-Bangla Bank A/C' }).waitFor()

    // The bank ledger's statement for the same period, then one of its vouchers.
    await page.getByRole('link', { name: 'Dutch-Bangla Bank A/C' }).click()
    const statement = page.getByRole('table', { name: 'Ledger statement' })
    await statement.waitFor()
    expect(page.url()).toContain('ledger_statement?')
    expect(page.url()).toContain('date_after=')
    expect(await page.getByTestId('closing-balance').textContent()).toMatch(/(Dr|Cr)$|^0\.00$/)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-statement')
    const voucher = statement.getByRole('link', { name: /^[A-Z]{2}-\d{4}-\d{2}-\d{6}$/ }).first()
    const number = (await voucher.textContent()) ?? ''
    await voucher.click()
    await page.waitForURL(/\/admin\/voucher\/\d+\/show$/)
    await page.getByText(number).first().waitFor()
  })

  it('shows income and expenditure in the two-column and the vertical layout', async () => {
    await page.goto(`${base}/admin/account_report/income_expenditure`)
    const table = page.getByRole('table', { name: 'Income and expenditure' })
    await table.waitFor()
    await expectTwoSidesInLine(table, 6)
    expect(await table.getByRole('columnheader', { name: 'Expenditure' }).count()).toBe(1)
    expect(await table.getByRole('columnheader', { name: 'Income' }).count()).toBe(1)
    // The net result stands on one side, as the line that makes the sides equal.
    expect(await table.getByRole('rowheader', { name: /^Excess of (Income|Expenditure) over/ }).count()).toBe(
      1,
    )
    await screenshot(page, 'ledger-income-expenditure')
    await page.getByRole('button', { name: 'Vertical' }).click()
    await page.getByTestId('total-income').waitFor()
    await page.getByTestId('total-expenses').waitFor()
    await page.getByRole('table', { name: 'Income' }).waitFor()
    await page.getByRole('table', { name: 'Expenditure' }).waitFor()
    expect(await page.getByTestId('surplus').textContent()).toMatch(/^(Surplus|Deficit) for the period: /)
  })

  it('shows a balance sheet whose sides tie', async () => {
    await page.goto(`${base}/admin/account_report/balance_sheet`)
    const table = page.getByRole('table', { name: 'Balance sheet' })
    await table.waitFor()
    await expectTwoSidesInLine(table, 4)
    expect(await page.getByTestId('left-total').textContent()).toMatch(TAKA)
    expect(await axeViolations(page)).toEqual([])
  })

  it('prints a ledger statement under the chosen ledger’s name even with no lines in the period', async () => {
    await page.goto(
      `${base}/admin/account_report/ledger_statement?date_after=2001-07-01&date_before=2001-07-31`,
    )
    await page.getByRole('combobox', { name: 'Ledger', exact: true }).fill('Dutch-Bangla')
    await page.getByRole('option', { name: /^Dutch-Bangla Bank A\/C/ }).click()
    const statement = page.getByRole('table', { name: 'Ledger statement' })
    await statement.getByTestId('closing-balance').waitFor()
    expect(await statement.getByRole('link').count()).toBe(0)
    await page.emulateMedia({ media: 'print' })
    const heading = page.getByTestId('report-period')
    expect(await heading.isVisible()).toBe(true)
    expect(await heading.textContent()).toMatch(/^Dutch-Bangla Bank A\/C · /)
    await page.emulateMedia({ media: 'screen' })
  })

  it('lists the books: day book, a voucher register, cash book, a sub-ledger and sundry debtors', async () => {
    await page.goto(`${base}/admin/account_report/day_book`)
    const dayBook = page.getByRole('table', { name: 'Day book' })
    await dayBook.waitFor()
    await dayBook
      .getByRole('link', { name: /^[A-Z]{2}-\d{4}-\d{2}-\d{6}$/ })
      .first()
      .waitFor()
    await page.goto(`${base}/admin/account_report/voucher_register?type=receipt_voucher`)
    const register = page.getByRole('table', { name: 'Voucher register' })
    await register.getByRole('link', { name: /^RV-/ }).first().waitFor()
    await page.goto(`${base}/admin/account_report/cash_book`)
    await page.getByRole('table', { name: 'Cash book' }).waitFor()
    await page.getByTestId('closing-balance').waitFor()
    // A sub-ledger's statement across every ledger: the demo's first sub-ledger, chosen by name.
    await page.goto(`${base}/admin/account_report/ledger_statement`)
    await page.getByText('Choose a ledger or a sub-ledger').waitFor()
    await page.getByRole('combobox', { name: 'Sub-ledger' }).click()
    await page.getByRole('option').first().click()
    await page.getByRole('table', { name: 'Ledger statement' }).waitFor()
    expect(page.url()).toContain('sub_ledger=')
    await page.goto(`${base}/admin/account_report/sundry_debtors`)
    await page
      .getByRole('table', { name: 'Sundry debtors' })
      .getByText('Tongi Apparels Ltd.', { exact: false })
      .waitFor()
  })

  it('prints the trial balance without the back office around it, and downloads it as CSV', async () => {
    await openTrialBalance()
    const csv = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
    expect(csv).toContain('format=csv')
    const answer = await page.context().request.get(`${base}${csv}`)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toMatch(/^text\/csv/)

    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.MuiAppBar-root').first().isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
    expect(await page.getByRole('heading', { name: 'Trial balance', level: 1 }).isVisible()).toBe(true)
    expect(await page.locator('.print-only').first().isVisible()).toBe(true)
    await screenshot(page, 'ledger-trial-balance-print')
    await page.emulateMedia({ media: 'screen' })
  })
})
