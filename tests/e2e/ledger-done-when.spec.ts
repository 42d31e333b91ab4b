/**
 * Issue 13's "Done when", as one story in the browser, by the roles the issue names: an Accountant
 * signs in, enters and posts a receipt, a payment, a contra and a journal from the keyboard,
 * corrects one by reversal, prints a voucher and the trial balance; an Approver then closes the
 * period up to yesterday (the lock date), after which the Accountant's voucher dated yesterday is
 * refused. The lock date is put back as found: the specs share one server.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { bookKeepersFor, enterVoucher } from './ledger-entry.ts'

const base = inject('baseUrl')
const accountant = { email: 'story.accountant@example.org', role: 'Accountant' }
const approver = { email: 'story.approver@example.org', role: 'Approver' }
const books = bookKeepersFor(base, [accountant, approver], 'done-when-e2e-password-1')

/** A day in the past in UTC and in Asia/Dhaka alike: the period closed up to it holds none of today's vouchers. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

describe("issue 13's story", () => {
  let page: Page
  let journal = { number: '', id: '' }

  it('the Accountant enters a receipt, a payment, a contra and a journal from the keyboard', async () => {
    page = await books.signedIn(accountant.email)
    const entered = [
      await enterVoucher(page, base, { type: 'receipt', debit: 'Cash', credit: 'Sales', amount: '5000.00' }),
      await enterVoucher(page, base, {
        type: 'payment',
        debit: 'Purchases',
        credit: 'Cash',
        amount: '1200.00',
      }),
      await enterVoucher(page, base, {
        type: 'contra',
        debit: 'Dutch-Bangla Bank A/C',
        credit: 'Cash',
        amount: '2000.00',
      }),
      await enterVoucher(page, base, {
        type: 'journal',
        debit: 'Purchases',
        credit: 'General Fund',
        amount: '99.99',
      }),
    ]
    expect(entered.map((v) => v.number.slice(0, 2))).toEqual(['RV', 'PV', 'CV', 'JV'])
    journal = entered[3] as typeof journal
  })

  it('corrects the journal by reversal and posts its replacement', async () => {
    await page.goto(`${base}/admin/voucher/${journal.id}/show`)
    await page.getByRole('button', { name: 'Correct' }).click()
    await page.getByRole('button', { name: 'Reverse and open the replacement' }).click()
    await page.getByText(/^Reversed by JV-\d{4}-\d{2}-\d{6}\. The replacement draft is open/).waitFor()
    await page.getByLabel('Line 1 debit').fill('100.00')
    await page.getByLabel('Line 2 credit').fill('100.00')
    await page.getByText('Congratulations, Debit & Credit match').waitFor()
    await page.getByLabel('Line 2 credit').press('Control+Enter')
    await page.getByRole('heading', { level: 1, name: /^Journal JV-/ }).waitFor()
    await page.getByRole('link', { name: journal.number }).waitFor()
  })

  it('prints the journal voucher and the trial balance', async () => {
    await page.goto(`${base}/admin/voucher/${journal.id}/print`)
    await page.getByRole('heading', { level: 1, name: 'Journal Voucher' }).waitFor()
    await page.getByText(journal.number, { exact: true }).waitFor()
    await page.getByText('Ninety-Nine Taka and Ninety-Nine Paisa Only').waitFor()
    expect(await page.getByRole('list', { name: 'Signatures' }).getByRole('listitem').count()).toBe(4)

    await page.goto(`${base}/admin/account_report/trial_balance`)
    await page.getByRole('heading', { name: 'Trial balance', level: 1 }).waitFor()
    await page.getByTestId('total-dr').waitFor()
    expect(await page.getByTestId('total-dr').textContent()).toBe(
      await page.getByTestId('total-cr').textContent(),
    )
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.MuiAppBar-root').first().isVisible()).toBe(false)
    expect(await page.locator('.print-only').first().isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })
  })

  it('the Accountant may not close a period; the Approver closes it up to yesterday', async () => {
    await page.goto(`${base}/admin/ledger_setting`)
    await page.getByRole('heading', { level: 1, name: 'Books settings' }).waitFor()
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0)

    const approverPage = await books.signedIn(approver.email)
    await approverPage.goto(`${base}/admin/ledger_setting`)
    await approverPage.getByLabel('Lock date').fill(yesterday())
    await approverPage.getByRole('button', { name: 'Save' }).click()
    await approverPage.getByText('Books settings saved.').waitFor()

    // A voucher dated in the closed period is refused, with the reason on its date.
    const refused = await books.admin.call<Record<string, string[]>>(
      'POST',
      '/voucher/api/v1/voucher/create/',
      {
        type: 'receipt',
        date: yesterday(),
        post: true,
        items: [
          { ledger: await ledgerId('Cash'), debit_amount: '10.00', credit_amount: '0.00' },
          { ledger: await ledgerId('Sales'), debit_amount: '0.00', credit_amount: '10.00' },
        ],
      },
    )
    expect(refused.status).toBe(400)
    expect(refused.json.date?.[0]).toContain(`locked up to ${yesterday()}`)
  })
})

async function ledgerId(name: string): Promise<number> {
  const answer = await books.admin.call<{ ledger_accounts: { id: number; name: string }[] }>(
    'GET',
    '/ledger_account/api/v1/ledger_account/without_pagination/all/',
  )
  const found = answer.json.ledger_accounts.find((l) => l.name === name)
  if (!found) throw new Error(`no ledger ${name}`)
  return found.id
}
