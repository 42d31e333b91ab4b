/**
 * Issue 13 items 5 and 6 in the browser: vouchers entered from the keyboard only (the ledger by
 * typing its name, Tab, the amount, Enter for a line that already balances, Ctrl+Enter posts) get
 * their number; a posted payment is corrected in one action (its reversal's number shown, the
 * replacement draft opened pre-filled and posted); the printed money receipt carries the amount in
 * words and the four signature boxes; axe finds nothing on the list, entry and print screens;
 * typing and then leaving the entry screen asks first.
 * Uses the ledgers every database is seeded with (Cash, Sales, Purchases, General Fund).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { amountInWords } from '../../common/money.ts'
import { openSignedInPage } from './back-office.ts'
import { axeViolations, screenshot } from './browser.ts'
import { enterVoucher } from './ledger-entry.ts'

const base = inject('baseUrl')

let browser: Browser
let page: Page
beforeAll(async () => {
  ;({ browser, page } = await openSignedInPage(base))
})
afterAll(() => browser?.close())

const enter = (type: string, debit: string, credit: string, amount: string) =>
  enterVoucher(page, base, { type, debit, credit, amount })

describe('vouchers from the keyboard', () => {
  let receipt = { number: '', id: '' }
  let payment = { number: '', id: '' }

  it('enters and posts a receipt, and axe finds nothing on the entry screen', async () => {
    await page.goto(`${base}/admin/voucher/create?type=receipt`)
    await page.getByRole('combobox', { name: 'Line 1 ledger' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-voucher-entry')

    // Typing and then leaving asks first; Stay keeps the text, Leave goes.
    await page.getByLabel('Narration').fill('Not saved yet')
    await page.getByRole('menuitem', { name: 'Dashboard' }).click()
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor()
    await page.getByRole('button', { name: 'Stay' }).click()
    expect(await page.getByLabel('Narration').inputValue()).toBe('Not saved yet')
    await page.getByRole('menuitem', { name: 'Dashboard' }).click()
    await page.getByRole('button', { name: 'Leave' }).click()
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()

    receipt = await enter('receipt', 'Cash', 'Sales', '1250.50')
    expect(receipt.number).toMatch(/^RV-/)
    await page.getByText('Posted', { exact: true }).first().waitFor()
  })

  it('enters a payment and a journal', async () => {
    payment = await enter('payment', 'Purchases', 'Cash', '300.00')
    expect(payment.number).toMatch(/^PV-/)
    const journal = await enter('journal', 'Purchases', 'General Fund', '75.25')
    expect(journal.number).toMatch(/^JV-/)
  })

  it('lists them with their type, total and status; axe finds nothing', async () => {
    await page.goto(`${base}/admin/voucher`)
    const row = page.getByRole('row').filter({ hasText: receipt.number })
    await row.waitFor()
    await row.getByText('1,250.50').waitFor()
    await page.getByRole('tab', { name: 'Payment' }).click()
    await page.getByRole('row').filter({ hasText: payment.number }).waitFor()
    await expect.poll(() => page.getByRole('row').filter({ hasText: receipt.number }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-voucher-list')
  })

  it('corrects the payment: a reversal with its own number, the replacement draft opened and posted', async () => {
    await page.goto(`${base}/admin/voucher/${payment.id}/show`)
    await page.getByRole('button', { name: 'Correct' }).click()
    await page.getByLabel('Reason (optional)').fill('Wrong amount')
    await page.getByRole('button', { name: 'Reverse and open the replacement' }).click()
    const notice = page.getByText(/^Reversed by [A-Z]{2}-\d{4}-\d{2}-\d{6}\. The replacement draft is open/)
    await notice.waitFor()
    await page.getByRole('heading', { level: 1, name: 'Edit draft' }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Line 1 ledger' }).inputValue()).toMatch(/^Purchases/)
    expect(await page.getByLabel('Line 1 debit').inputValue()).toBe('300.00')

    // The right amount, both sides, then post from the keyboard.
    await page.getByLabel('Line 1 debit').fill('350.00')
    await page.getByLabel('Line 2 credit').fill('350.00')
    await page.getByText('Congratulations, Debit & Credit match').waitFor()
    await page.getByLabel('Line 2 credit').press('Control+Enter')
    await page.getByRole('heading', { level: 1, name: /^Payment PV-/ }).waitFor()
    await page.getByRole('link', { name: payment.number }).waitFor()
    await page.getByText('Replaces').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-voucher-show')

    await page.goto(`${base}/admin/voucher/${payment.id}/show`)
    await page
      .getByText(/^Reversed by [A-Z]{2}-/)
      .first()
      .waitFor()
    await page.getByText('Replaced by').waitFor()
    expect(await page.getByRole('button', { name: 'Correct' }).count()).toBe(0)
  })

  it('prints the money receipt: amount in words, the four signature boxes; axe finds nothing', async () => {
    await page.goto(`${base}/admin/voucher/${receipt.id}/print`)
    await page.getByRole('heading', { level: 1, name: 'Money Receipt' }).waitFor()
    await page.getByText(receipt.number, { exact: true }).waitFor()
    await page.getByText(amountInWords(125050n)).waitFor()
    const signatures = page.getByRole('list', { name: 'Signatures' }).getByRole('listitem')
    expect(await signatures.allTextContents()).toEqual([
      'Received by',
      'Accountant',
      'Checked by',
      'Managing Director',
    ])
    await page.getByRole('button', { name: 'Print' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.MuiAppBar-root').isVisible()).toBe(false)
    await screenshot(page, 'ledger-voucher-print')
    await page.emulateMedia({ media: 'screen' })
  })
})
