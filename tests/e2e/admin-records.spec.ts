/**
 * The back office's record screens in a real browser: a circular uploaded with a progress bar and
 * shown on the public circular board; files of the wrong kind refused next to their field; an
 * employee on the generic screens, with a department added on the spot, an address chosen division →
 * district → thana, a profile, kept off the website; a role given some permissions in the matrix and a
 * user holding it, who sees only what the role allows and whose change the audit log shows with its
 * before and after. Every screen visited passes axe at 1280 and 820 px. Records get unique names:
 * all e2e specs share one server, and the demo data stays as it is.
 */
import { PDFDocument } from 'pdf-lib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, chooseAddress, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const unique = Date.now()

let browser: Browser
const contexts: BrowserContext[] = []
const errors: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A page of its own browser context (own cookies), signed in to the back office. */
async function signedIn(email: string, password: string): Promise<Page> {
  const page = await backOfficePage(browser)
  contexts.push(page.context())
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(page, base, email, password)
  return page
}

/** axe at the desktop width and at a tablet's, no sideways scrolling, and a screenshot of each. */
async function expectAccessible(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} width`).toBe(width)
    await screenshot(page, `admin-records-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Opens a list from the navigation, as staff do, and waits for its first row. */
async function open(page: Page, menu: string, firstColumn: string) {
  await page.getByRole('menuitem', { name: menu, exact: true }).click()
  await page.locator(`td.column-${firstColumn}`).first().waitFor()
}

/**
 * A real PDF, padded to `size` bytes so that its upload takes a moment on a throttled link. The
 * padding is white space just before the closing %%EOF, where it moves no byte offset.
 */
async function pdf(text: string, size = 0): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([200, 200]).drawText(text, { x: 20, y: 100 })
  const bytes = Buffer.from(await doc.save())
  if (size <= bytes.length) return bytes
  const end = bytes.lastIndexOf('%%EOF')
  return Buffer.concat([bytes.subarray(0, end), Buffer.alloc(size - bytes.length, 0x20), bytes.subarray(end)])
}

/**
 * The browser logs every 4xx answer as a console error; expected here: the 401 of me/ before
 * sign-in and the 400 of the PDF that is not one.
 */
const unexpected = (list: string[]) => list.filter((e) => !/status of 40[01]/.test(e))

describe('the record screens', () => {
  let admin: Page
  const circular = `Holiday circular ${unique}`
  const department = `Outreach ${unique}`
  const role = `Reviewer ${unique}`
  const reviewer = { email: `reviewer.${unique}@kizuna.example`, password: 'reviewer password 123' }

  beforeAll(async () => {
    admin = await signedIn(testAdmin.email, testAdmin.password)
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
  })

  it('uploads a circular with a progress bar; it is listed and on the public circular board', async () => {
    await open(admin, 'Circulars', 'title')
    await expectAccessible(admin, 'circulars')
    await admin.getByRole('link', { name: 'Create' }).click()
    await admin.locator('input[name="title"]').fill(circular)
    await admin.locator('input[name="date"]').fill('2026-12-20')
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'holiday.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Holidays', 600_000),
    })
    await expectAccessible(admin, 'circular-create')

    // A slow uplink, so the upload lasts long enough to be seen.
    const cdp = await admin.context().newCDPSession(admin)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200_000,
    })
    await admin.getByRole('button', { name: 'Save' }).click()
    const bar = admin.getByRole('progressbar', { name: 'Uploading the file' })
    await bar.waitFor()
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
    await admin.locator('td.column-title', { hasText: circular }).waitFor({ timeout: 30_000 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await cdp.detach()
    expect(admin.url()).toMatch(/\/admin\/circular$/)

    const site = await browser.newPage()
    try {
      await site.goto(`${base}/circular/`)
      await site.getByText(circular).first().waitFor()
    } finally {
      await site.close()
    }
  })

  it('shows the inline preview of the PDF, and refuses a file that is not a PDF next to the field', async () => {
    await admin.locator('td.column-title', { hasText: circular }).click()
    await admin.locator(`iframe[title="Preview of the PDF of ${circular}"]`).waitFor()
    await expectAccessible(admin, 'circular-edit')

    // The input's block: its label, drop zone, message and current file.
    const fileInput = admin.locator('.ra-input-file')
    // Chosen in the browser: refused at once by its type.
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    })
    await fileInput.getByText('Choose a PDF file.').waitFor()
    // The stored file stays.
    await fileInput.getByRole('link', { name: /\.pdf$/ }).waitFor()
    // Named .pdf but not one: the server reads its bytes, and its message lands in the same place.
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('hello, I am text'),
    })
    await admin.getByRole('button', { name: 'Save' }).click()
    await fileInput.getByText('"fake.pdf" is not a PDF').waitFor()
    await expectAccessible(admin, 'circular-edit-error')
    // The form is changed: leaving it asks first (warnWhenUnsavedChanges).
    admin.once('dialog', (dialog) => dialog.accept())
    await open(admin, 'Employees', 'first_name')
  })

  it('creates an employee with a department added on the spot, an address and a profile', async () => {
    await expectAccessible(admin, 'employees')
    await admin.getByRole('link', { name: 'Create' }).click()
    await admin.locator('input[name="first_name"]').fill(`Mina ${unique}`)
    await admin.locator('input[name="last_name"]').fill('Sato')
    await admin.getByLabel('Department').fill(department)
    await admin.getByRole('option', { name: `Add department "${department}"` }).click()
    await admin.getByText(`Department "${department}" added.`).waitFor()
    await expect.poll(() => admin.getByLabel('Department').inputValue()).toBe(department)
    // The district waits for its division, and a new division clears it.
    expect(await admin.getByLabel('District', { exact: true }).isDisabled()).toBe(true)
    await chooseAddress(admin, { division: 'Dhaka', district: 'Gazipur', thana: 'Kapasia' })
    await admin.getByLabel('Division', { exact: true }).fill('Sylhet')
    await admin.getByRole('option', { name: 'Sylhet', exact: true }).click()
    await expect.poll(() => admin.getByLabel('Thana', { exact: true }).isDisabled()).toBe(true)
    await chooseAddress(admin, { division: 'Dhaka', district: 'Dhaka', thana: 'Savar' })
    // The team profile's fields are the declaration's, on the same form.
    await admin.getByLabel('Biography').fill('Runs the outreach desk.')
    await admin.getByLabel('Experience').fill('9 years')
    // Issue 10: staff may keep an employee off the website.
    const shown = admin.getByRole('switch', { name: 'Shown on the website' })
    expect(await shown.isChecked()).toBe(true)
    await shown.uncheck()
    await expectAccessible(admin, 'employee-create')
    await admin.getByRole('button', { name: 'Save' }).click()
    await admin.locator('td.column-first_name', { hasText: `Mina ${unique}` }).waitFor()
    const row = admin.locator('tr', {
      has: admin.locator('td.column-first_name', { hasText: `Mina ${unique}` }),
    })
    await row.getByText(department).waitFor()
    const team = await fetch(`${base}/our%20Management%20team/`)
    expect(team.status).toBe(200)
    expect(await team.text()).not.toContain(`Mina ${unique}`)
    const publicList = await (await fetch(`${base}/employee/api/v1/employee/without_pagination/all/`)).text()
    expect(publicList).not.toContain(`Mina ${unique}`)

    const staff = await staffSession(base, testAdmin.email, testAdmin.password)
    const found = await staff.call<{ employees: Record<string, unknown>[] }>(
      'GET',
      `/employee/api/v1/employee/search/?searchKey=${encodeURIComponent(`Mina ${unique}`)}`,
    )
    const [saved] = found.json.employees
    expect(saved).toMatchObject({
      division: { name: 'Dhaka' },
      city: { name: 'Dhaka' },
      thana: { name: 'Savar' },
      bio: 'Runs the outreach desk.',
      experience: '9 years',
    })
  })

  it('gives a new role some permissions in the matrix and its menus, and a new user that role', async () => {
    await open(admin, 'Roles', 'name')
    await admin.getByRole('link', { name: 'Create' }).click()
    await admin.locator('input[name="name"]').fill(role)
    await admin.getByRole('checkbox', { name: 'Read Notices', exact: true }).check()
    await admin.getByRole('checkbox', { name: 'Everything on Circulars', exact: true }).check()
    // The row's box ticked its four cells; the read column is now partly ticked.
    for (const action of ['Create', 'Read', 'Update', 'Delete'])
      expect(
        await admin.getByRole('checkbox', { name: `${action} Circulars`, exact: true }).isChecked(),
      ).toBe(true)
    expect(await admin.getByRole('checkbox', { name: 'Update Notices', exact: true }).isChecked()).toBe(false)
    // Actions beyond the four (the books' post, reverse, close) have their own boxes under Other.
    for (const action of ['Post', 'Reverse', 'Reverse past day', 'Close']) {
      const box = admin.getByRole('checkbox', { name: new RegExp(`^${action} [A-Z]`) })
      await box.first().waitFor()
      expect(await box.first().isChecked()).toBe(false)
    }
    await expectAccessible(admin, 'role-create')
    await admin.getByRole('button', { name: 'Save' }).click()
    await admin.locator('td.column-name', { hasText: role }).waitFor()

    const saved = await admin.evaluate(async (name) => {
      const answer = await fetch(`/role/api/v1/role/search/?searchKey=${encodeURIComponent(name)}`)
      const { roles } = (await answer.json()) as { roles: { permissions: { name: string }[] }[] }
      return roles[0]?.permissions.map((p) => p.name).sort()
    }, role)
    expect(saved).toEqual([
      'circular.create',
      'circular.delete',
      'circular.read',
      'circular.update',
      'notice.read',
    ])

    // The role is offered the notices and circulars in its navigation, from the role's screen.
    await admin.locator('td.column-name', { hasText: role }).click()
    await admin.getByRole('checkbox', { name: /› Notices$/ }).check()
    await admin.getByRole('checkbox', { name: /› Circulars$/ }).check()
    await admin.getByRole('button', { name: 'Save menus' }).click()
    await admin.getByText(`Menus of ${role} saved.`).waitFor()
    await expectAccessible(admin, 'role-edit')

    await open(admin, 'Users', 'email')
    await admin.getByRole('link', { name: 'Create' }).click()
    await admin.locator('input[name="email"]').fill(reviewer.email)
    await admin.locator('input[name="first_name"]').fill('Rei')
    await admin.getByLabel('Role').click()
    await admin.getByRole('option', { name: role }).click()
    await admin.locator('input[name="password"]').fill(reviewer.password)
    await expectAccessible(admin, 'user-create')
    await admin.getByRole('button', { name: 'Save' }).click()
    const row = admin.locator('tr', { has: admin.locator('td.column-email', { hasText: reviewer.email }) })
    await row.getByText(role).waitFor()
    await expectAccessible(admin, 'users')
  })

  it("shows the new user only what the role allows, and records the user's change", async () => {
    const page = await signedIn(reviewer.email, reviewer.password)
    await page.getByRole('menuitem', { name: 'Circulars', exact: true }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Users', exact: true }).count()).toBe(0)
    expect(await page.getByRole('menuitem', { name: 'Audit log', exact: true }).count()).toBe(0)
    // Notices may be read, not created or deleted.
    await open(page, 'Notices', 'title')
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0)
    expect(await page.getByRole('checkbox', { name: 'Select this row' }).count()).toBe(0)

    await open(page, 'Circulars', 'title')
    await page.locator('td.column-title', { hasText: circular }).click()
    await page.locator('input[name="title"]').fill(`${circular} (revised)`)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('td.column-title', { hasText: `${circular} (revised)` }).waitFor()
  })

  it("filters the audit log by that user and resource and shows the change's before and after", async () => {
    await open(admin, 'Audit log', 'created_at')
    await admin.getByLabel('User').fill(reviewer.email.slice(0, 20))
    await admin.getByRole('option', { name: reviewer.email }).click()
    await admin.getByLabel('Screen').click()
    await admin.getByRole('option', { name: 'Circular', exact: true }).click()
    await expect.poll(() => admin.locator('td.column-resource_label').allTextContents()).toEqual(['Circular'])
    await admin.locator('td.column-action', { hasText: 'Updated' }).click()
    const changes = admin.getByRole('table', { name: /before and after/ })
    const title = changes.getByRole('row', { name: /title/ })
    await title.getByText(circular, { exact: true }).waitFor()
    await title.getByText(`${circular} (revised)`).waitFor()
    await expectAccessible(admin, 'audit-log')
    expect(unexpected(errors)).toEqual([])
  })
})
