/**
 * Issue 14's "Done when", as one story in the browser. A visitor opens a demo cause's page, gives
 * to it online from its Donations tab, pays on the (stand-in) gateway's page and comes back to the
 * gift's page with its receipt number; the receipt email, its PDF attached, is in the outbox and
 * the cause's page shows the raised amount up by exactly the gift. The same visitor pledges
 * offline: staff are emailed, find the pledge among the donations, record its bKash payment with
 * the transaction ID, and the receipt is issued and emailed; the raised amount goes up again.
 * Signed up, the donor asks for help from their area (issue 16) and finds the request listed there.
 * Staff then collect dues for three members at once and find each receipt's voucher in the voucher
 * list with its receipt number. The mail is read where an administrator reads it, on the Outgoing
 * email screen (the e2e server has no SMTP). The specs share one server: the donor and the members
 * are this spec's own.
 *
 * A tampered callback (the validated amount or currency changed, a bad signature, another gift's
 * tran_id) and replayed callbacks are refused and change nothing: tests/api/donations-online.test.ts
 * proves that against the same stand-in gateway ("callbacks that must change nothing", and "changes
 * nothing when the callbacks are replayed, even all at once"), so it is not repeated here.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, type StaffSession, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, openPage, visit } from './browser.ts'
import { addByKeyboard, collectRowOf, type DuesMember, membersWithPeriods } from './dues-members.ts'
import { fillDonor, unexpected } from './giving-form.ts'

const base = inject('baseUrl')
const gateway = inject('gatewayUrl')
const unique = Date.now()
const donor = { first: 'Farida', last: `Story${unique}`, email: `farida.${unique}@example.com` }
const RECEIPT_NUMBER = /MR-\d{4}-\d{2}-\d{6}/
const SUPPORTER_PASSWORD = 'a long enough password'

let browser: Browser
let visitor: Awaited<ReturnType<typeof openPage>>
let staff: Page
let api: StaffSession
const staffErrors: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  visitor = await openPage(browser, 1280)
  staff = await backOfficePage(browser)
  staff.on('console', (message) => {
    if (message.type() === 'error') staffErrors.push(message.text())
  })
  staff.on('pageerror', (error) => staffErrors.push(error.message))
  api = await staffSession(base, testAdmin.email, testAdmin.password)
})
afterAll(() => browser?.close())

/** Whole taka as the cause's page writes them ("BDT 1,23,456" or "BDT 123,456"), as a number. */
const takaOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

/** What the cause's page says it raised, read afresh. */
async function raisedOn(page: Page, causePath: string): Promise<number> {
  await visit(page, `${base}${causePath}`)
  return takaOf(await page.locator('.charity-amounts dt:text-is("Raised") + dd').textContent())
}

/**
 * Opens the newest message whose subject starts with `subject` (to `recipient`, when given) on the
 * Outgoing email screen; its text.
 */
async function openMail(subject: string, recipient?: string): Promise<string> {
  // The filter is always in the address: the list would otherwise keep the one it last had.
  const filter = encodeURIComponent(JSON.stringify(recipient ? { recipient } : {}))
  await staff.goto(`${base}/admin/email_outbox?filter=${filter}`)
  const row = staff.getByRole('row').filter({ hasText: subject }).first()
  await row.waitFor()
  await row.click()
  const body = staff.locator('pre')
  await body.waitFor()
  return (await body.textContent()) ?? ''
}

/** The receipt email to the donor, with its PDF named after the receipt, on the Outgoing email screen. */
async function expectReceiptMail(receipt: string) {
  const text = await openMail(`Money receipt ${receipt}:`, donor.email)
  expect(text).toContain(`Your money receipt ${receipt} is attached as a PDF.`)
  await staff.getByText(new RegExp(`^${receipt}\\.pdf \\(application/pdf, \\d+ KB\\)$`)).waitFor()
}

describe("issue 14's story", () => {
  let causePath = ''
  let raised = 0

  it('a visitor gives to a demo cause online, pays on the gateway, and sees the gift with its receipt, then in their own area', async () => {
    const { page } = visitor
    await visit(page, `${base}/cause`)
    // A demo cause still taking gifts (an ended one has no Donations tab).
    const card = page.locator('.cause-card').first()
    causePath = new URL((await card.getByRole('link').first().getAttribute('href')) ?? '', base).pathname
    expect(causePath).toMatch(/^\/cause-single\/\d+$/)
    raised = await raisedOn(page, causePath)
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''

    await page.getByRole('tab', { name: 'Donations' }).click()
    const form = await fillDonor(page, donor)
    await form.getByText(`Your gift goes to ${title}.`).waitFor()
    expect(await form.getByLabel(/^Online now/).isChecked()).toBe(true)
    await form.getByLabel('Or another amount, in taka (BDT)').fill('1,234')
    expect(await axeViolations(page)).toEqual([])
    await Promise.all([
      page.waitForURL(`${gateway}/**`),
      form.getByRole('button', { name: 'Donate Now' }).click(),
    ])
    // The stand-in's gateway page: the donor pays; the gateway tells our server and sends the browser back.
    await Promise.all([
      page.waitForURL(`${base}/donate/thanks?ref=*`),
      page.getByRole('button', { name: 'success' }).click(),
    ])
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      `Thank you, ${donor.first}!`,
    )
    const main = (await page.locator('main').textContent()) ?? ''
    expect(main).toContain('BDT\u00a01,234')
    const receipt = new RegExp(`Money receipt(${RECEIPT_NUMBER.source})`).exec(main)?.[1] ?? ''
    expect(receipt).toMatch(RECEIPT_NUMBER)
    expect(await axeViolations(page)).toEqual([])

    // The receipt email, its PDF attached, waits in the outbox (no SMTP here).
    await signInToBackOffice(staff, base)
    await expectReceiptMail(receipt)
    expect(await axeViolations(staff)).toEqual([])

    // The cause raised exactly the gift more.
    expect(await raisedOn(page, causePath)).toBe(raised + 1234)
    raised += 1234

    // The donor signs up with the address they gave with, confirms it by the emailed link and their
    // password, and finds the gift, its receipt and the year's statement in their area.
    await visit(page, `${base}/register`)
    await page.getByLabel('Name').fill(`${donor.first} Rahman`)
    await page.getByLabel('E-mail').fill(donor.email)
    await page.getByLabel('Password', { exact: true }).fill(SUPPORTER_PASSWORD)
    await page.getByLabel('Confirm Password').fill(SUPPORTER_PASSWORD)
    // The name without the digits that keep this run's address unique: names are letters.
    await Promise.all([
      page.waitForResponse((r) => r.url() === `${base}/register` && r.request().method() === 'POST'),
      page.locator('main').getByRole('button', { name: 'Sign Up' }).click(),
    ])
    await page
      .locator('.auth__notice')
      .getByText(`We have emailed a link to ${donor.email}`, { exact: false })
      .waitFor()
    const welcome = await openMail('Confirm your email address', donor.email)
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(welcome)?.[0] ?? ''
    expect(link.startsWith(base)).toBe(true)
    await visit(page, link)
    await page.getByLabel('Password', { exact: true }).fill(SUPPORTER_PASSWORD)
    await Promise.all([
      page.waitForURL(`${base}/account`),
      page.getByRole('button', { name: 'Confirm and Sign In' }).click(),
    ])
    const gifts = page.getByRole('region', { name: 'My gifts' })
    await gifts.getByRole('row').filter({ hasText: receipt }).getByText('Received').waitFor()
    expect(await gifts.getByRole('row').filter({ hasText: receipt }).textContent()).toContain(
      'BDT\u00a01,234',
    )
    expect(await page.getByRole('link', { name: /^Fiscal year / }).count()).toBeGreaterThan(0)
    const download = await Promise.all([
      page.waitForEvent('download'),
      gifts.getByRole('link', { name: `${receipt} (PDF)` }).click(),
    ])
    expect(download[0].suggestedFilename()).toBe(`${receipt}.pdf`)
    expect(await axeViolations(page)).toEqual([])
    // Asking for help from the area: the form arrives with their name and address, and the request
    // is listed under Help Requests with a link to its page.
    await page.getByRole('link', { name: 'Ask for help' }).click()
    await page.waitForURL(`${base}/help#*`)
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(donor.email)
    await page.getByLabel('What is it about?').selectOption({ label: 'Donations and receipts' })
    await page.getByLabel('Subject').fill('A receipt in my company’s name')
    await page.getByLabel('Message').fill('Could the receipt name Rahman Traders instead of me?')
    await page.locator('main form').getByRole('button', { name: 'Send Request' }).click()
    const thanks = page.getByText(/your request is ticket T-\d{6}/)
    await thanks.waitFor()
    const ticket = /T-\d{6}/.exec((await thanks.textContent()) ?? '')?.[0] ?? ''
    await visit(page, `${base}/account`)
    const requests = page.getByRole('region', { name: 'Help Requests' })
    const row = requests.getByRole('row').filter({ hasText: ticket })
    expect(await row.textContent()).toContain('A receipt in my company’s name')
    await row.getByRole('link', { name: ticket }).click()
    await page.waitForURL(/\/help\/ticket\?token=/)
    expect(await page.locator('h1').allTextContents()).toEqual([`Ticket ${ticket}`])
    await visit(page, `${base}/account`)
    // Signing out ends it: the area asks to sign in again.
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(`${base}/home`)
    await visit(page, `${base}/account`)
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  it('the visitor pledges offline; staff, emailed, record its bKash payment and the receipt is emailed', async () => {
    const { page } = visitor
    await visit(page, `${base}${causePath}`)
    await page.getByRole('tab', { name: 'Donations' }).click()
    const form = await fillDonor(page, donor)
    await form.getByLabel(/^Offline/).check()
    await form.getByLabel('Or another amount, in taka (BDT)').fill('777')
    await Promise.all([
      page.waitForURL(`${base}/donate/thanks?ref=*`),
      form.getByRole('button', { name: 'Pledge My Gift' }).click(),
    ])
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      `Thank you, ${donor.first}: your pledge is noted`,
    )
    const reference = new URL(page.url()).searchParams.get('ref') ?? ''
    expect(reference).toMatch(/^KZD-/)
    // A pledge is not money: the cause has not raised more yet.
    expect(await raisedOn(page, causePath)).toBe(raised)

    // Staff are told what to expect, under the giving (or site) settings' address.
    const announced = await openMail(`Pledge ${reference}:`)
    expect(announced).toContain(`record it against reference ${reference}`)

    // They find the pledge among the donations by its reference and record its bKash payment.
    await staff.goto(`${base}/admin/donation`)
    await staff.getByLabel('Search donors and references').fill(reference)
    const row = staff.getByRole('row').filter({ hasText: `${donor.first} ${donor.last}` })
    await expect.poll(() => staff.getByRole('row').count()).toBe(2)
    await row.click()
    await staff.getByRole('heading', { level: 1, name: `Gift ${reference}` }).waitFor()
    expect(await staff.getByTestId('donation-status').textContent()).toBe('Pledged')
    await staff.getByRole('button', { name: 'Record payment' }).click()
    const dialog = staff.getByRole('dialog', { name: 'Record the payment of Tk 777.00' })
    await dialog.getByLabel('Method').selectOption({ label: 'bKash' })
    await dialog.getByLabel('bKash transaction ID').fill('8HX4M2P7QA')
    expect(await axeViolations(staff)).toEqual([])
    await dialog.getByRole('button', { name: 'Record payment' }).click()
    const recorded = staff.getByText(
      /^Received: receipt MR-\d{4}-\d{2}-\d{6}\. The receipt email is in the outbox/,
    )
    await recorded.waitFor()
    const receipt = RECEIPT_NUMBER.exec((await recorded.textContent()) ?? '')?.[0] ?? ''
    expect(await staff.getByTestId('donation-status').textContent()).toBe('Received')
    await staff.getByText('8HX4M2P7QA').first().waitFor()

    await expectReceiptMail(receipt)
    expect(await raisedOn(page, causePath)).toBe(raised + 777)
    expect(unexpected(visitor.errors)).toEqual([])
  })

  it('staff collect dues for three members at once and find each receipt’s voucher in the books', async () => {
    const members = await membersWithPeriods(api, {
      prefix: 'Storymember',
      lastName: `Ledger${unique}`,
      unique,
      starts: [-20, -40, -120],
    })
    await staff.goto(`${base}/admin/monthly_subscription`)
    await staff.getByRole('link', { name: 'Collect dues' }).click()
    await staff.getByRole('heading', { name: 'Collect dues', level: 1 }).waitFor()
    for (const m of members) await addByKeyboard(staff, m.member_number, m)
    await collectRowOf(staff, members[2] as DuesMember)
      .getByText('Starts on the day of payment')
      .waitFor()
    await staff.getByRole('button', { name: 'Collect Tk 300.00 from 3 members' }).click()
    const done = staff.getByRole('alert').filter({ hasText: 'Collected Tk 300.00 from 3 members.' })
    await done.waitFor()
    const receipts = (
      await done.getByRole('link', { name: /^MR-\d{4}-\d{2}-\d{6} \(PDF\)$/ }).allTextContents()
    ).map((text) => RECEIPT_NUMBER.exec(text)?.[0] ?? '')
    expect(new Set(receipts).size).toBe(3)

    // The voucher list: each member's receipt voucher, with the receipt it booked.
    await staff.goto(
      `${base}/admin/voucher?filter=${encodeURIComponent(JSON.stringify({ search: `Ledger${unique}` }))}`,
    )
    const rows = staff.locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(3)
    const listed = await rows.allTextContents()
    for (const receipt of receipts) {
      const row = listed.find((text) => text.includes(receipt)) ?? ''
      expect(row, receipt).toMatch(/RV-\d{4}-\d{2}-\d{6}/)
    }
    expect(await axeViolations(staff)).toEqual([])

    // One voucher's page names its receipt too.
    await rows.first().click()
    await staff.getByRole('heading', { level: 1, name: /^Receipt RV-/ }).waitFor()
    const receiptShown = staff.locator('dt:text-is("Money receipt") + dd')
    expect(receipts).toContain(await receiptShown.textContent())
    expect(staffErrors.filter((e) => !/status of 401/.test(e))).toEqual([])
  })
})
