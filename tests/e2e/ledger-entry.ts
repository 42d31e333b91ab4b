/**
 * Voucher entry from the keyboard only, as an accountant works: the ledger by typing its name, Tab,
 * the amount, Enter for a second line that already holds the balancing amount, its ledger,
 * Ctrl+Enter to post. Shared by the voucher specs.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export const VOUCHER_NUMBER = /[A-Z]{2}-\d{4}-\d{2}-\d{6}/

/** Types a ledger's name into the focused ledger cell and waits for it to be offered first. */
export async function typeLedger(page: Page, name: string): Promise<void> {
  await page.keyboard.type(name)
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .waitFor()
}

/** Enters and posts a two-line voucher; returns its number and id, read from its page. */
export async function enterVoucher(
  page: Page,
  base: string,
  voucher: { type: string; debit: string; credit: string; amount: string },
): Promise<{ number: string; id: string }> {
  await page.goto(`${base}/admin/voucher/create?type=${voucher.type}`)
  const firstLedger = page.getByRole('combobox', { name: 'Line 1 ledger' })
  await firstLedger.waitFor()
  await page.getByLabel('Narration').fill(`${voucher.type} entered from the keyboard`)
  await firstLedger.focus()
  await typeLedger(page, voucher.debit)
  await page.keyboard.press('Tab')
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Line 1 debit')
  await page.keyboard.type(voucher.amount)
  await page.getByText('Difference: Dr').waitFor()
  await page.keyboard.press('Enter')
  const second = page.getByRole('combobox', { name: 'Line 2 ledger' })
  await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true)
  expect(await page.getByLabel('Line 2 credit').inputValue()).toBe(voucher.amount)
  await typeLedger(page, voucher.credit)
  await page.keyboard.press('Tab')
  await page.getByText('Congratulations, Debit & Credit match').waitFor()
  await page.keyboard.press('Control+Enter')
  const heading = page.getByRole('heading', { level: 1, name: VOUCHER_NUMBER })
  await heading.waitFor()
  const number = VOUCHER_NUMBER.exec((await heading.textContent()) ?? '')?.[0] ?? ''
  return { number, id: new URL(page.url()).pathname.split('/').at(-2) ?? '' }
}
