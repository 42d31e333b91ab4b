/**
 * The reports hub in a real browser (issue 16 item 5), as the administrator: "Reports" in the
 * sidebar opens every report grouped by area; "Last month" and the Head Office branch, chosen once
 * there, are what the trial balance, the donations report, the inventory summary and the
 * membership report show in their own filters when opened from the hub (the branch only where a
 * report has one; the hub says "All branches" for the others), each with Print and a CSV link that
 * carries the same period. axe finds nothing at 1280 and 820 px, the page never scrolls sideways,
 * and the browser logs no error.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkLayout as checkPageLayout, openSignedInPage, watchErrors } from './back-office.ts'
import { HEAD_OFFICE } from './stores.ts'

const base = inject('baseUrl')

let browser: Browser
let page: Page
let errors: string[]

/** Last month on the organisation's calendar (Asia/Dhaka), worked out here without the app's code. */
function lastMonth(now = Date.now()): { from: string; to: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const [year, month] = [part('year'), part('month')]
  // Date.UTC rolls month 0 back into December of the year before, and day 0 onto a month's last day.
  const first = new Date(Date.UTC(year, month - 2, 1))
  const last = new Date(Date.UTC(year, month - 1, 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}

/** A date filter by its label (a bare "To" also names other things on the page). */
const dateBox = (label: string) => page.getByRole('textbox', { name: label, exact: true })

const checkLayout = (name: string) => checkPageLayout(page, name)

async function openHub() {
  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click()
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
}

/** Opens a report from the hub by its link and waits for its table to be drawn. */
async function openReport(link: string, heading: string, table: string) {
  await page.getByRole('link', { name: link, exact: true }).click()
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
  await page.getByRole('table', { name: table }).waitFor()
}

/** Print and a CSV link carrying the period (and the branch when the report has one). */
async function expectPrintAndCsv(range: { from: string; to: string }, branch: boolean, from = true) {
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true)
  const csv = (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? ''
  const query = new URL(csv, base).searchParams
  expect(query.get('format')).toBe('csv')
  expect(query.get(from ? 'date_before' : 'as_of')).toBe(range.to)
  if (from) expect(query.get('date_after')).toBe(range.from)
  expect(query.get('branch')).toBe(branch ? String(HEAD_OFFICE) : null)
  return csv
}

const branchShown = () => page.getByRole('combobox', { name: 'Branch' }).textContent()

beforeAll(async () => {
  ;({ browser, page } = await openSignedInPage(base))
  errors = watchErrors(page)
})
afterAll(() => browser?.close())

describe('the reports hub', () => {
  const range = lastMonth()

  it('lists every report by area under one period and branch', async () => {
    await openHub()
    const areas = await page.getByRole('heading', { level: 2 }).allTextContents()
    expect(areas).toEqual(['Accounts', 'Donations', 'Membership', 'Stock', 'Orders', 'Purchases', 'Tickets'])
    await page.getByRole('button', { name: 'Last month' }).click()
    await expect.poll(() => dateBox('From').inputValue()).toBe(range.from)
    expect(await dateBox('To').inputValue()).toBe(range.to)
    expect(await page.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('combobox', { name: 'Branch' }).click()
    await page.getByRole('option', { name: 'Head Office', exact: true }).click()
    await expect.poll(branchShown).toBe('Head Office')
    // Reports without branches say so.
    const donations = page.getByRole('listitem').filter({ hasText: 'Donations by cause and month' })
    expect(await donations.textContent()).toContain('All branches')
    await checkLayout('reports-hub')
  })

  it('opens the trial balance with the period and the branch', async () => {
    await openReport('Trial balance', 'Trial balance', 'Trial balance')
    expect(await dateBox('From').inputValue()).toBe(range.from)
    expect(await dateBox('To').inputValue()).toBe(range.to)
    expect(await branchShown()).toBe('Head Office')
    expect(await page.getByTestId('report-period').textContent()).toContain('Branch: Head Office')
    await expectPrintAndCsv(range, true)
    await page.goBack()
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
  })

  it('opens the donations report with the period, and no branch', async () => {
    await openReport(
      'Donations by cause and month',
      'Donations by cause and month',
      'Donations by cause and month',
    )
    expect(await dateBox('From').inputValue()).toBe(range.from)
    expect(await dateBox('To').inputValue()).toBe(range.to)
    expect(await page.getByRole('combobox', { name: 'Branch' }).count()).toBe(0)
    await expectPrintAndCsv(range, false)
    await page.goBack()
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
  })

  it('opens the inventory summary at the period’s end in the branch', async () => {
    await openReport('Inventory summary', 'Inventory summary', 'Inventory summary')
    expect(await dateBox('As of (empty: now)').inputValue()).toBe(range.to)
    expect(await branchShown()).toBe('Head Office')
    expect(await page.getByTestId('report-period').textContent()).toContain('Stock at the end of')
    await expectPrintAndCsv(range, true, false)
    await page.goBack()
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
  })

  it('opens the membership report with the period, its figures as a CSV file', async () => {
    await openReport('Membership report', 'Membership report', `Members as at ${longDate(range.to)}`)
    expect(await dateBox('From').inputValue()).toBe(range.from)
    expect(await dateBox('To').inputValue()).toBe(range.to)
    expect(await page.getByRole('combobox', { name: 'Branch' }).count()).toBe(0)
    await page
      .getByRole('table', { name: `Dues collected, ${longDate(range.from)} to ${longDate(range.to)}` })
      .waitFor()
    await expectPrintAndCsv(range, false)
    await checkLayout('membership-report')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV' }).click()
    const text = await readFile(await (await download).path(), 'utf8')
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Membership type,New,Current,Grace,Expired,Cancelled,Members,Dues payments,Dues received,Payments cancelled,Dues cancelled,Net dues',
    )
    expect(errors).toEqual([])
  })

  it('opens the tickets report with the period, no branch, print and CSV', async () => {
    await page.goBack()
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
    await openReport(
      'Tickets report',
      'Tickets report',
      `Tickets opened ${longDate(range.from)} to ${longDate(range.to)}`,
    )
    expect(await dateBox('From').inputValue()).toBe(range.from)
    expect(await page.getByRole('combobox', { name: 'Branch' }).count()).toBe(0)
    await expectPrintAndCsv(range, false)
    await checkLayout('tickets-report')
    expect(errors).toEqual([])
  })
})

/** "31 May 2026", as the back office writes a date. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}
