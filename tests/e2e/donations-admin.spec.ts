/**
 * Issue 14 items 4, 5 and 7 in the browser, as staff work: an Accountant finds one of the demo's
 * pledges in the donations list, opens it from the keyboard and records its cash, sees the receipt
 * number and follows the link to the receipt voucher; records a walk-in donor's bKash gift from the
 * keyboard, told under the field when the transaction ID has the wrong form; an Approver refunds it
 * and sees the reversal; the donations report by cause and month with its CSV link; the giving
 * settings changed by the Approver and read only for the Auditor. axe finds nothing on any screen.
 * The specs share one server: the gifts here are this spec's own or the demo's pledges, and the
 * settings are put back as found.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, screenshot } from './browser.ts'
import { bookKeepersFor, VOUCHER_NUMBER } from './ledger-entry.ts'

const base = inject('baseUrl')
const accountant = { email: 'gifts.accountant@example.org', role: 'Accountant' }
const approver = { email: 'gifts.approver@example.org', role: 'Approver' }
const auditor = { email: 'gifts.auditor@example.org', role: 'Auditor' }
const staff = bookKeepersFor(base, [accountant, approver, auditor], 'gifts-e2e-password-1')
const unique = Date.now().toString(36)

async function accessible(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([])
  await screenshot(page, `donations-${name}`)
}

interface Gift {
  id: number
  transaction_id: string
  first_name: string
  last_name: string
  amount: string
}

describe('the Accountant', () => {
  let page: Page

  beforeAll(async () => {
    page = await staff.signedIn(accountant.email)
  })

  it('records the cash of a pledge, then sees its receipt number and its voucher', async () => {
    const pledges = await staff.admin.call<{ donations: Gift[] }>(
      'GET',
      '/donation/api/v1/donation/all/?status=pledged&channel=offline&size=1',
    )
    const pledge = pledges.json.donations[0]
    expect(pledge, 'the demo has pledges waiting').toBeDefined()
    if (!pledge) return

    await page.goto(
      `${base}/admin/donation?filter=${encodeURIComponent(JSON.stringify({ status: 'pledged' }))}`,
    )
    const row = page
      .getByRole('row')
      .filter({ hasText: `${pledge.first_name} ${pledge.last_name}` })
      .first()
    await row.waitFor()
    await accessible(page, 'list')
    await row.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: `Gift ${pledge.transaction_id}` }).waitFor()
    expect(await page.getByTestId('donation-status').textContent()).toBe('Pledged')
    await accessible(page, 'pledge')

    await page.getByRole('button', { name: 'Record payment' }).click()
    const dialog = page.getByRole('dialog', { name: /^Record the payment of Tk / })
    // The method is focused: cash is chosen, received today; Enter in a field records it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT')
    await accessible(page, 'record-payment')
    await dialog.getByLabel(/^Received on/).focus()
    await page.keyboard.press('Enter')
    await page.getByText(/^Received: receipt MR-\d{4}-\d{2}-\d{6}\./).waitFor()
    expect(await page.getByTestId('donation-status').textContent()).toBe('Received')
    await page.getByRole('link', { name: /^Download receipt MR-/ }).waitFor()
    const voucher = page.getByRole('link', { name: /^RV-\d{4}-\d{2}-\d{6}$/ })
    const number = (await voucher.textContent()) ?? ''
    expect(number).toMatch(/^RV-/)
    await accessible(page, 'received')
    await voucher.click()
    await page.getByRole('heading', { level: 1, name: `Receipt ${number}` }).waitFor()
  })

  it('records a walk-in donor’s bKash gift from the keyboard, told when the transaction ID is wrong', async () => {
    await page.goto(`${base}/admin/donation/create`)
    await page.getByRole('heading', { level: 1, name: 'Record a gift' }).waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('first_name')
    await page.keyboard.type(`Walk-in ${unique}`)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Donor')
    await page.getByLabel('Amount (Tk)').fill('1250')
    await page.getByLabel('Method').focus()
    await page.keyboard.type('bKash')
    await page.getByLabel('bKash transaction ID').fill('12345')
    await accessible(page, 'record-gift')
    await page.keyboard.press('Enter')
    await page.getByText('A bKash transaction ID is ten letters and digits, such as 9GH7K2L1QZ.').waitFor()
    await page.getByLabel('bKash transaction ID').fill('9GH7K2L1QZ')
    await page.keyboard.press('Enter')
    await page
      .getByText(/^Recorded: receipt MR-\d{4}-\d{2}-\d{6} to print: the donor gave no email\./)
      .waitFor()
    await page.getByRole('heading', { level: 1, name: /^Gift KZD-/ }).waitFor()
    expect(await page.getByText('9GH7K2L1QZ').count()).toBe(1)
    // The Accountant records money but does not refund it.
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0)
  })
})

describe('the Approver', () => {
  let page: Page

  beforeAll(async () => {
    page = await staff.signedIn(approver.email)
  })

  it('refunds the walk-in gift with a reason and sees its reversal', async () => {
    const found = await staff.admin.call<{ donations: Gift[] }>(
      'GET',
      `/donation/api/v1/donation/search/?searchKey=${encodeURIComponent(`Walk-in ${unique}`)}`,
    )
    const gift = found.json.donations[0]
    expect(gift).toBeDefined()
    await page.goto(`${base}/admin/donation/${gift?.id}/show`)
    await page.getByRole('button', { name: 'Refund' }).click()
    const dialog = page.getByRole('dialog', { name: /^Refund Tk 1,250\.00 to Walk-in/ })
    await dialog.getByText('Refund only money already handed back').waitFor()
    await accessible(page, 'refund')
    await page.keyboard.type('Keyed twice at the counter; the cash was handed back.')
    await page.keyboard.press('Enter')
    await page.getByText('Refunded: the receipt voucher is reversed.').waitFor()
    expect(await page.getByTestId('donation-status').textContent()).toBe('Refunded')
    const reversal = page
      .locator('dt:text-is("Refund voucher") + dd')
      .getByRole('link', { name: VOUCHER_NUMBER })
    await reversal.waitFor()
    await accessible(page, 'refunded')
  })

  it('reads the donations report by cause and month, with its CSV', async () => {
    await page.goto(`${base}/admin/donation_report`)
    const table = page.getByRole('table', { name: 'Donations by cause and month' })
    await table.waitFor()
    await table.getByRole('rowheader').first().waitFor()
    await page.getByTestId('total-net').waitFor()
    const csv = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
    expect(csv).toContain('/donation_report/api/v1/donation_report/by_cause_month/?')
    expect(csv).toContain('format=csv')
    await accessible(page, 'report')
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('link', { name: 'Donations' }).first().isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })
  })

  it('changes the giving settings; the pickers offer only ledgers of the right type', async () => {
    const settings = '/giving_setting/api/v1/giving_setting/'
    const found = (await staff.admin.call<{ signatory_title: string | null }>('GET', settings)).json
    await page.goto(`${base}/admin/giving_setting`)
    await page.getByRole('heading', { level: 1, name: 'Giving settings' }).waitFor()
    const cash = page.getByLabel('Cash ledger')
    const offered = await cash.locator('option').allTextContents()
    expect(offered).toContain('Cash')
    expect(offered).not.toContain('Donations Received')
    expect(await page.getByLabel('Bank ledger').locator('option:checked').textContent()).toBe(
      'Dutch-Bangla Bank A/C',
    )
    await accessible(page, 'settings')
    await page.getByLabel('Signatory’s title').fill('Honorary Treasurer')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Giving settings saved.').waitFor()
    await page.getByText(`by ${approver.email}`).waitFor()
    await staff.admin.call('PUT', settings, { signatory_title: found.signatory_title })
  })
})

describe('the Auditor', () => {
  it('reads the giving settings without changing them, and the gifts without recording any', async () => {
    const page = await staff.signedIn(auditor.email)
    await page.goto(`${base}/admin/giving_setting`)
    await page.getByText('Read only: an approver or an administrator changes these settings.').waitFor()
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)
    expect(await page.getByLabel('Cash ledger').isDisabled()).toBe(true)
    await accessible(page, 'settings-read-only')
    await page.goto(`${base}/admin/donation`)
    await page.getByRole('row').nth(1).waitFor()
    expect(await page.getByRole('link', { name: 'Record a gift' }).count()).toBe(0)
  })
})
