/**
 * Causes in a real browser (issue 14 items 3 and 7): a staff member creates a cause as a draft
 * with its picture on the generic form, writes its description block in the rich-text editor and
 * uploads a picture under it on the cause's screen (where what it raised is shown, not typed),
 * publishes it, and the site lists it on /cause and shows it on its page. The list shows what each
 * cause raised. Every screen and page visited passes axe. The cause gets a unique name: all e2e
 * specs share one server.
 */
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, type StaffSession, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')
const unique = Date.now().toString(36)
const name = `Sewing machines for Kurigram ${unique}`

let browser: Browser
let admin: Page
let staff: StaffSession
const errors: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  admin = await backOfficePage(browser)
  admin.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  admin.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(admin, base)
  staff = await staffSession(base, testAdmin.email, testAdmin.password)
})
afterAll(() => browser?.close())

async function expectAccessible(page: Page, screen: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${screen} at ${width}px`).toEqual([])
    await screenshot(page, `causes-${screen}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const picture = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: color } })
    .jpeg()
    .toBuffer()

/** The browser logs every 4xx answer as a console error; expected: the 401 of me/ before sign-in. */
const unexpected = (list: string[]) => list.filter((e) => !/status of 401/.test(e))

describe('causes', () => {
  let causeId = 0

  it('lists the causes with what each raised', async () => {
    await admin.getByRole('menuitem', { name: 'Causes', exact: true }).click()
    await admin.locator('td.column-name', { hasText: 'Flood Relief for Families in Sirajdikhan' }).waitFor()
    const headers = await admin.locator('thead th').allTextContents()
    expect(headers.join('|')).toMatch(/Picture.*Name.*Category.*Goal \(Tk\).*Raised \(Tk\).*Status/)
    const raised = await admin.locator('td.column-raised_amount').allTextContents()
    expect(raised.length).toBeGreaterThan(0)
    for (const amount of raised) expect(amount).toMatch(/^[\d,]+\.\d{2}$/)
    await expectAccessible(admin, 'list')
  })

  it('creates a draft cause with its picture; the public does not see it', async () => {
    await admin.getByRole('link', { name: 'Create' }).click()
    await admin.locator('input[name="name"]').fill(name)
    await admin.locator('input[name="category"]').fill('Livelihoods')
    await admin
      .locator('textarea[name="summary"]')
      .fill('Ten sewing machines for the women’s tailoring course.')
    await admin.locator('input[name="goal_amount"]').fill('250000')
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'sewing.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture({ r: 190, g: 90, b: 40 }),
    })
    await admin.locator('input[name="image_alt"]').fill('A tailoring class at work')
    await expectAccessible(admin, 'create')
    await admin.getByRole('button', { name: 'Save' }).click()
    await admin.locator('td.column-name', { hasText: name }).waitFor()
    const found = await staff.call<{ causes: { id: number; name: string; status: string }[] }>(
      'GET',
      `/cause/api/v1/cause/search/?searchKey=${encodeURIComponent(name)}`,
    )
    const [created] = found.json.causes.filter((c) => c.name === name)
    expect(created?.status).toBe('draft')
    causeId = created?.id ?? 0
    expect((await fetch(`${base}/cause-single/${causeId}`)).status).toBe(404)
  })

  it('writes its description in the editor and uploads a picture under it, on the cause’s screen', async () => {
    await admin.locator('td.column-name', { hasText: name }).click()
    await admin.waitForURL(new RegExp(`/cause/${causeId}$`))
    // What it raised is shown, not typed.
    await admin.getByText(/^Raised Tk 0\.00 of Tk 2,50,000\.00 \(0\.00%\) from 0 donors/).waitFor()
    expect(await admin.locator('input[name="raised_amount"]').count()).toBe(0)
    await admin.getByText('This cause has no blocks yet.').waitFor()

    // The keys the cause's page reads are offered.
    await admin.getByLabel('New block key').click()
    await admin.getByRole('option', { name: 'description', exact: true }).click()
    await admin.getByRole('button', { name: 'Add block' }).click()
    const editor = admin.getByRole('textbox', { name: 'Text of description' })
    await editor.click()
    await admin.keyboard.type('Ten women learn to sew each term. ')
    await admin.getByRole('button', { name: 'Bold', exact: true }).click()
    await expect.poll(() => editor.evaluate((text) => text.contains(document.activeElement))).toBe(true)
    await admin.keyboard.type('Every machine lasts ten years.')
    await admin.getByRole('button', { name: 'Save description' }).click()
    await admin.getByText('"description" saved.').waitFor()
    await admin.getByRole('button', { name: 'Close editor' }).click()

    await admin.getByLabel('Head of the next upload').fill('description')
    await admin.getByLabel('Images to upload').setInputFiles({
      name: 'machines.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture({ r: 40, g: 110, b: 170 }),
    })
    await admin.locator('li[data-upload="machines.jpg"]').getByText('uploaded').waitFor()
    const images = admin.getByRole('region', { name: 'Images of description' })
    await expect.poll(() => images.locator('img').count()).toBe(1)
    await expectAccessible(admin, 'edit')

    const blocks = await staff.call<{ cause_contents: Record<string, string> }>(
      'GET',
      `/cause_content/api/v1/get_all_cause_content_by_cause_id/${causeId}`,
    )
    // The space typed before Bold may land on either side of the <strong> (the editor settles a
    // trailing space when the mark changes): the bold words are what count.
    expect(blocks.json.cause_contents.description).toMatch(
      /<strong> ?Every machine lasts ten years\.<\/strong>/,
    )
  })

  it('publishes it: the site lists it and shows its description and picture', async () => {
    await admin.getByRole('combobox', { name: 'Status' }).click()
    await admin.getByRole('option', { name: 'Published', exact: true }).click()
    await admin.getByRole('button', { name: 'Save' }).click()
    await admin.locator('td.column-name', { hasText: name }).waitFor()

    const site = await openPage(browser, 1440)
    try {
      await visit(site.page, `${base}/cause`)
      const card = site.page.locator('.cause-card', { hasText: name })
      await card.waitFor()
      await card.getByText('Livelihoods').waitFor()
      await card.getByText('BDT\u00a0250,000').waitFor()
      expect(await axeViolations(site.page), '/cause').toEqual([])
      await card.getByRole('link', { name }).click()
      await site.page.getByRole('heading', { name, level: 1 }).waitFor()
      await site.page.getByText('Every machine lasts ten years.').waitFor()
      await expect
        .poll(() =>
          site.page.evaluate(() =>
            Array.from(document.querySelectorAll('.charity-feature--inline')).every(
              (i) => (i as HTMLImageElement).naturalWidth > 0,
            ),
          ),
        )
        .toBe(true)
      expect(await site.page.locator('.charity-feature--inline').count()).toBe(1)
      expect(await axeViolations(site.page), `/cause-single/${causeId}`).toEqual([])
      await screenshot(site.page, 'causes-site-page-1440')
      expect(site.errors).toEqual([])
    } finally {
      await site.close()
    }
    expect(unexpected(errors)).toEqual([])
  })
})
