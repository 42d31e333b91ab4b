/**
 * Every list screen's table (admin/list-grid.tsx), on notices (a screen of their own) and on
 * departments (the generic list), each with records of the test's own at the end of a long list:
 * rows selected from the keyboard far down the page show the bar of bulk actions in view and
 * uncovered; Delete asks first, naming how many, and Cancel keeps the rows; a focused row opens
 * with Enter; a row reached by Tab or Shift+Tab while the bar shows is never under it. A record's
 * title names its resource in the singular.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, type StaffSession, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser } from './browser.ts'

const base = inject('baseUrl')
const unique = Date.now()

let browser: Browser
let page: Page
let admin: StaffSession
/** Records the test made and has not deleted yet, as API paths. */
const made = new Map<string, string>()

interface ListCase {
  resource: string
  column: string
  /** The list ordered so that the test's records come last on a page of 100. */
  query: string
  record: (n: number) => Record<string, unknown>
  name: (n: number) => string
  plural: string
}

const notices: ListCase = {
  resource: 'notice',
  column: 'title',
  query: 'sort=date&order=DESC&perPage=100',
  // Older than any real notice: last in the newest-first list.
  record: (n) => ({ title: notices.name(n), date: `1990-01-0${n}` }),
  name: (n) => `Lists test notice ${n} ${unique}`,
  plural: 'notices',
}

const departments: ListCase = {
  resource: 'department',
  column: 'name',
  query: 'sort=name&order=ASC&perPage=100',
  record: (n) => ({ name: departments.name(n) }),
  name: (n) => `Zz lists test ${n} ${unique}`,
  plural: 'departments',
}

const COUNT = 6

async function createRecords(list: ListCase) {
  for (let n = 1; n <= COUNT; n++) {
    const answer = await admin.call<{ id: number }>(
      'POST',
      `/${list.resource}/api/v1/${list.resource}/create/`,
      list.record(n),
    )
    expect(answer.status).toBe(201)
    made.set(list.name(n), `/${list.resource}/api/v1/${list.resource}/delete/${answer.json.id}`)
  }
}

beforeAll(async () => {
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  admin = await staffSession(base, testAdmin.email, testAdmin.password)
  await createRecords(notices)
  await createRecords(departments)
  await signInToBackOffice(page, base)
})

afterAll(async () => {
  for (const path of made.values()) await admin?.call('DELETE', path)
  await browser?.close()
})

const rowOf = (list: ListCase, n: number): Locator =>
  page.locator('tr.RaDatagrid-row', {
    has: page.locator(`td.column-${list.column}`, { hasText: list.name(n) }),
  })

/** The bar's box is in the viewport and the bar itself is what is drawn at its centre. */
function barInView(bar: Locator) {
  return bar.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return {
      inViewport: box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
      uncovered: hit !== null && element.contains(hit),
    }
  })
}

describe.each([
  ['notices (a screen of their own)', notices],
  ['departments (the generic list)', departments],
])('the list of %s', (_, list) => {
  for (const width of [820, 390]) {
    it(`at ${width} px: rows selected from the keyboard show the bar in view; Delete asks, Cancel keeps them`, async () => {
      await page.setViewportSize({ width, height: 600 })
      await page.goto(`${base}/admin/${list.resource}?${list.query}`)
      await rowOf(list, COUNT).waitFor()

      // From the last but one row: Tab to its checkbox, Space; Tab to the next row, its checkbox, Space.
      await rowOf(list, COUNT - 1).focus()
      for (const key of ['Tab', 'Space', 'Tab', 'Tab', 'Space']) await page.keyboard.press(key)
      const bar = page.locator('[data-test="bulk-actions-toolbar"]')
      await bar.getByText('2 items selected').waitFor()
      await expect.poll(() => barInView(bar)).toEqual({ inViewport: true, uncovered: true })

      const remove = bar.getByRole('button', { name: 'Delete' })
      await remove.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: `Delete 2 ${list.plural}?` }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
      // react-admin keeps a list's selection between visits: the next test starts with none.
      await bar.getByRole('button', { name: 'Unselect' }).click()
      await page.reload()
      for (const n of [COUNT - 1, COUNT]) await rowOf(list, n).waitFor()
    })
  }

  it('deletes the selected rows once Delete is confirmed', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${base}/admin/${list.resource}?${list.query}`)
    for (const n of [1, 2]) await rowOf(list, n).getByRole('checkbox', { name: 'Select this row' }).check()
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: `Delete 2 ${list.plural}?` }).waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await rowOf(list, 1).waitFor({ state: 'detached' })
    await rowOf(list, 2).waitFor({ state: 'detached' })
    for (const n of [1, 2]) made.delete(list.name(n))
    await rowOf(list, 3).waitFor()
  })

  it('opens a focused row with Enter', async () => {
    await rowOf(list, 3).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.url()).toMatch(new RegExp(`/admin/${list.resource}/\\d+$`))
    const input = page.locator(`input[name="${list.column}"]`)
    await expect.poll(() => input.inputValue()).toBe(list.name(3))
  })
})

/** Departments first in the list by name, for scrolling a row of them under the bar. */
const firstDepartments: ListCase = {
  ...departments,
  record: (n) => ({ name: firstDepartments.name(n) }),
  name: (n) => `0 focus test ${n} ${unique}`,
}

/** Whether the row's centre shows the row itself (not the bar or the app bar over it). */
const rowUncovered = (row: Locator) =>
  row.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && element.contains(hit)
  })

/** Focuses without scrolling, then scrolls so that `row` starts just below the app bar, under the bar. */
async function focusThenPutUnderBar(start: Locator, row: Locator) {
  await start.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }))
  await row.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 60))
  expect(await rowUncovered(row)).toBe(false)
}

describe('tabbing through rows while the bar of bulk actions shows', () => {
  beforeAll(() => createRecords(firstDepartments))

  it('scrolls the row reached by Tab or Shift+Tab out from under the bar', async () => {
    // Low, so that the page scrolls far enough to bring the first rows up under the bar.
    await page.setViewportSize({ width: 1280, height: 450 })
    await page.goto(`${base}/admin/department?sort=name&order=ASC&perPage=100`)
    const row = (n: number) => rowOf(firstDepartments, n)
    await row(COUNT).waitFor()
    await row(1).getByRole('checkbox', { name: 'Select this row' }).check()
    const bar = page.locator('[data-test="bulk-actions-toolbar"]')
    await bar.getByText('1 item selected').waitFor()
    // The bar grows into view (react-admin's transition): full height before a row is put under it.
    await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(48)

    // Tab from the row above's checkbox onto row 4.
    await focusThenPutUnderBar(row(3).getByRole('checkbox', { name: 'Select this row' }), row(4))
    await page.keyboard.press('Tab')
    expect(await row(4).evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(() => rowUncovered(row(4))).toBe(true)

    // Shift+Tab from row 5's checkbox back onto row 5.
    await focusThenPutUnderBar(row(5).getByRole('checkbox', { name: 'Select this row' }), row(5))
    await page.keyboard.press('Shift+Tab')
    expect(await row(5).evaluate((element) => element === document.activeElement)).toBe(true)
    await expect.poll(() => rowUncovered(row(5))).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    await bar.getByRole('button', { name: 'Unselect' }).click()
  })
})

describe('titles', () => {
  it('name a record after its resource in the singular: "Role: Editor", not "Roles Editor"', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${base}/admin/role`)
    await page.locator('td.column-name').getByText('Editor', { exact: true }).click()
    await expect.poll(() => page.locator('#react-admin-title').textContent()).toBe('Role: Editor')
  })
})
