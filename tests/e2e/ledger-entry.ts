/**
 * What the ledger specs share. Voucher entry from the keyboard only, as an accountant works: the
 * ledger by typing its name, Tab, the amount, Enter for a second line that already holds the
 * balancing amount, its ledger, Ctrl+Enter to post. And a spec's book keepers: staff users with the
 * books' built-in roles, each signed in on a page of its own, with the lock date put back as the
 * spec found it (the specs share one server).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import {
  backOfficePage,
  createStaffUser,
  type StaffSession,
  signInToBackOffice,
  staffSession,
} from './back-office.ts'
import { launchBrowser } from './browser.ts'

export const VOUCHER_NUMBER = /[A-Z]{2}-\d{4}-\d{2}-\d{6}/

export const SETTINGS = '/ledger_setting/api/v1/ledger_setting/'

/** Types a ledger's name into the focused ledger cell and waits for it to be offered first. */
export async function typeLedger(page: Page, name: string): Promise<void> {
  await page.keyboard.type(name)
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .waitFor()
}

export interface TwoLineVoucher {
  type: string
  debit: string
  credit: string
  amount: string
  /** YYYY-MM-DD; the entry screen's default (today) when left out. */
  date?: string
}

/** Types a two-line voucher into a new entry screen and presses Ctrl+Enter to post it. */
export async function typeVoucher(page: Page, base: string, voucher: TwoLineVoucher): Promise<void> {
  await page.goto(`${base}/admin/voucher/create?type=${voucher.type}`)
  const firstLedger = page.getByRole('combobox', { name: 'Line 1 ledger' })
  await firstLedger.waitFor()
  if (voucher.date) await page.getByLabel(/^Date/).fill(voucher.date)
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
}

/** Enters and posts a two-line voucher; returns its number and id, read from its page. */
export async function enterVoucher(
  page: Page,
  base: string,
  voucher: TwoLineVoucher,
): Promise<{ number: string; id: string }> {
  await typeVoucher(page, base, voucher)
  const heading = page.getByRole('heading', { level: 1, name: VOUCHER_NUMBER })
  await heading.waitFor()
  const number = VOUCHER_NUMBER.exec((await heading.textContent()) ?? '')?.[0] ?? ''
  return { number, id: new URL(page.url()).pathname.split('/').at(-2) ?? '' }
}

/**
 * A spec's book keepers: before its tests, a browser, the administrator's API session and a staff
 * user per person (the spec's own emails, one password); after them, the lock date as found.
 */
export function bookKeepersFor(base: string, people: { email: string; role: string }[], password: string) {
  let browser: Browser
  let admin: StaffSession
  let lockDateFound: string | null = null
  beforeAll(async () => {
    browser = await launchBrowser()
    admin = await staffSession(base, testAdmin.email, testAdmin.password)
    lockDateFound = (await admin.call<{ lock_date: string | null }>('GET', SETTINGS)).json.lock_date
    for (const person of people) {
      expect(await createStaffUser(admin, { ...person, password })).toBe(201)
    }
  })
  afterAll(async () => {
    await browser?.close()
    // Whatever happened in the spec, the next one finds the lock date as this one did.
    const now = (await admin?.call<{ lock_date: string | null }>('GET', SETTINGS))?.json.lock_date
    if (now !== lockDateFound) await admin.call('PUT', SETTINGS, { lock_date: lockDateFound })
  })
  return {
    /** The test administrator's API session, for what the spec sets up or checks behind the screens. */
    get admin() {
      return admin
    },
    /** The lock date the spec found, which it leaves as it was. */
    get lockDateFound() {
      return lockDateFound
    },
    /** A page of its own, signed in as the person. */
    async signedIn(email: string): Promise<Page> {
      const page = await backOfficePage(browser)
      // Leaving the voucher entry with typing in it asks the browser first: leave.
      page.on('dialog', (dialog) => void dialog.accept())
      await signInToBackOffice(page, base, email, password)
      return page
    },
  }
}
