/**
 * The generic screens, drawn from the admin schema, on departments (which have no screens of their
 * own): the list searched, sorted by its header and opened from the keyboard; a department created
 * after a refusal by the browser and one by the server, edited, shown; two deleted together; the
 * list exported as a CSV of its rows. Every screen passes axe at 1280 and 820 px.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const unique = Date.now()

let browser: Browser
let page: Page
const errors: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(page, base)
})
afterAll(() => browser?.close())

/** axe at the desktop width and at a tablet's, no sideways scrolling, and a screenshot of each. */
async function expectAccessible(name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} width`).toBe(width)
    await screenshot(page, `admin-generic-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const names = () => page.locator('td.column-name').allTextContents()

/** The browser logs every 4xx answer as a console error; expected: 401 before sign-in, the 409 of the duplicate. */
const unexpected = (list: string[]) => list.filter((e) => !/status of 40[019]/.test(e))

describe('generic screens on departments', () => {
  const created = `Outreach desk ${unique}`
  const renamed = `Outreach office ${unique}`

  it('lists, searches and sorts by a column header', async () => {
    await page.getByRole('menuitem', { name: 'Departments', exact: true }).click()
    await page.getByRole('heading', { name: 'Departments' }).waitFor()
    await page.locator('td.column-name').first().waitFor()
    // The schema's first order: the name, A→Z.
    const ascending = await names()
    expect(ascending).toEqual(expect.arrayContaining(['Management', 'Language Center']))
    await expectAccessible('list')

    await page.locator('th.column-name').getByText('Name', { exact: true }).click()
    await expect.poll(names).toEqual([...ascending].reverse())
    expect(page.url()).toMatch(/order=DESC/)

    await page.getByRole('textbox', { name: 'Search departments' }).fill('center')
    await expect.poll(names).toEqual(['Language Center'])
    await page.getByRole('textbox', { name: 'Search departments' }).fill('')
    await expect.poll(async () => (await names()).length).toBe(ascending.length)
  })

  it('creates a department after the browser and then the server refuse it', async () => {
    await page.getByRole('link', { name: 'Create' }).click()
    // Blank is not a name: the browser refuses it before asking the server.
    await page.locator('input[name="name"]').fill('   ')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('This field is required.').waitFor()
    // The name is unique: the server's message lands under the field.
    await page.locator('input[name="name"]').fill('Management')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Department with this name already exists.').waitFor()
    // The notification of the refused form, fully faded in before axe measures its contrast.
    const notice = page.locator('.MuiSnackbarContent-root')
    await expect.poll(() => notice.evaluate((e) => getComputedStyle(e).opacity)).toBe('1')
    await expectAccessible('create-error')
    await page.locator('input[name="name"]').fill(created)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('td.column-name', { hasText: created }).waitFor()
    expect(page.url()).toMatch(/\/admin\/department(\?|$)/)
  })

  it('opens a row with Enter, edits it, and shows it', async () => {
    const row = page.locator('tr', { has: page.locator('td.column-name', { hasText: created }) })
    await row.focus()
    await page.keyboard.press('Enter')
    const name = page.locator('input[name="name"]')
    await expect.poll(() => name.inputValue()).toBe(created)
    const id = /\/admin\/department\/(\d+)$/.exec(page.url())?.[1]
    expect(id).toBeTruthy()
    await expectAccessible('edit')
    await name.fill(renamed)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('td.column-name', { hasText: renamed }).waitFor()

    await page.goto(`${base}/admin/department/${id}/show`)
    const shown = page.locator('.RaShow-main')
    await shown.getByText(renamed, { exact: true }).waitFor()
    for (const label of ['ID', 'Name', 'Created', 'Changed'])
      await shown.getByText(label, { exact: true }).waitFor()
    await expectAccessible('show')
  })

  it('deletes two departments together', async () => {
    const admin = await staffSession(base, testAdmin.email, testAdmin.password)
    for (const suffix of ['A', 'B']) {
      const answer = await admin.call('POST', '/department/api/v1/department/create/', {
        name: `Bulk ${suffix} ${unique}`,
      })
      expect(answer.status).toBe(201)
    }
    await page.goto(`${base}/admin/department`)
    await page.getByRole('textbox', { name: 'Search departments' }).fill(`${unique}`)
    await expect
      .poll(async () => (await names()).sort())
      .toEqual([`Bulk A ${unique}`, `Bulk B ${unique}`, renamed])
    for (const suffix of ['A', 'B']) {
      await page
        .locator('tr', { has: page.locator('td.column-name', { hasText: `Bulk ${suffix} ${unique}` }) })
        .getByRole('checkbox', { name: 'Select this row' })
        .check()
    }
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(names).toEqual([renamed])
  })

  it('exports the list as it stands: a CSV of its rows', async () => {
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^department-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await readFile(await file.path(), 'utf8')
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Name,Changed')
    // The search stays: only the renamed department matches.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([renamed])

    await page.getByRole('textbox', { name: 'Search departments' }).fill('')
    await expect.poll(async () => (await names()).length).toBeGreaterThan(5)
    const everything = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const all = (await readFile(await (await everything).path(), 'utf8')).trimEnd().split('\r\n').slice(1)
    expect(all.map((line) => line.split(',')[0])).toEqual(expect.arrayContaining(['Management', renamed]))
    expect(unexpected(errors)).toEqual([])
  })
})
