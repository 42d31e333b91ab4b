/**
 * Issue 13's sales and purchase bills in the browser: an Accountant enters a sales bill and a
 * purchase bill from the keyboard and posts each, sees their SV and PU numbers, finds each in the
 * voucher list under its type's tab (and not under the other's), opens one and prints it: the
 * printed title is the bill's, with the amount in words and the four signature boxes. axe finds
 * nothing on the entry, list, voucher and print screens.
 * The bills are dated in fiscal year 2035-36, away from the demo books (which cover the real today)
 * and from what the other ledger specs close or lock.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { amountInWords } from '../../common/money.ts'
import { axeViolations, screenshot } from './browser.ts'
import { bookKeepersFor, enterVoucher } from './ledger-entry.ts'

const base = inject('baseUrl')
const accountant = { email: 'bills.accountant@example.org', role: 'Accountant' }
const books = bookKeepersFor(base, [accountant], 'bills-e2e-password-1')

describe('sales and purchase bills from the keyboard', () => {
  let page: Page
  let sales = { number: '', id: '' }
  let purchase = { number: '', id: '' }

  beforeAll(async () => {
    page = await books.signedIn(accountant.email)
  })

  it('enters and posts a sales bill and a purchase bill, numbered SV and PU in 2035-36', async () => {
    await page.goto(`${base}/admin/voucher/create?type=sales`)
    await page.getByRole('heading', { level: 1, name: 'New sales bill' }).waitFor()
    await page.getByRole('combobox', { name: 'Line 1 ledger' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    sales = await enterVoucher(page, base, {
      type: 'sales',
      date: '2035-08-10',
      debit: 'Cash',
      credit: 'Sales',
      amount: '4200.00',
    })
    expect(sales.number).toMatch(/^SV-2035-36-\d{6}$/)
    await page.getByRole('heading', { level: 1, name: `Sales bill ${sales.number}` }).waitFor()
    await page.getByText('Posted', { exact: true }).first().waitFor()

    purchase = await enterVoucher(page, base, {
      type: 'purchase',
      date: '2035-08-11',
      debit: 'Purchases',
      credit: 'Cash',
      amount: '1575.25',
    })
    expect(purchase.number).toMatch(/^PU-2035-36-\d{6}$/)
    await page.getByRole('heading', { level: 1, name: `Purchase bill ${purchase.number}` }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  it("finds each bill under its type's tab in the voucher list", async () => {
    await page.goto(`${base}/admin/voucher`)
    await page.getByRole('tab', { name: 'Sales bill' }).click()
    const salesRow = page.getByRole('row').filter({ hasText: sales.number })
    await salesRow.waitFor()
    await salesRow.getByText('4,200.00').waitFor()
    await expect.poll(() => page.getByRole('row').filter({ hasText: purchase.number }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('tab', { name: 'Purchase bill' }).click()
    const purchaseRow = page.getByRole('row').filter({ hasText: purchase.number })
    await purchaseRow.waitFor()
    await purchaseRow.getByText('1,575.25').waitFor()
    await expect.poll(() => page.getByRole('row').filter({ hasText: sales.number }).count()).toBe(0)
    await page.getByRole('link', { name: 'New purchase bill' }).waitFor()
    await screenshot(page, 'ledger-bills-list')

    // The row opens the bill.
    await purchaseRow.click()
    await page.getByRole('heading', { level: 1, name: `Purchase bill ${purchase.number}` }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/admin/voucher/${purchase.id}/show`)
  })

  it('prints the purchase bill: its title, number, amount in words and signatures', async () => {
    await page.getByRole('link', { name: 'Print' }).click()
    await page.getByRole('heading', { level: 1, name: 'Purchase Bill' }).waitFor()
    await page.getByText(purchase.number, { exact: true }).waitFor()
    await page.getByText(amountInWords(157525n)).waitFor()
    expect(await page.getByRole('list', { name: 'Signatures' }).getByRole('listitem').count()).toBe(4)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'ledger-bills-print')
  })
})
