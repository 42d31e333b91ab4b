/**
 * Issue 5's whole story with the built-in Editor role, in the back office's own screens: an editor
 * adds a published menu page, writes two blocks, uploads a three-image gallery, and the public site
 * shows it; the administrator then finds each of those changes under the editor's name in the audit
 * log. The screens' details are tested in admin-menus, admin-pages and admin-records.
 */
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { menuPath } from '../../common/menu-path.ts'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
const editor = { email: `editor-${stamp}@kizuna.example`, password: 'an editor of the site' }
const menuName = `Open day ${stamp}`

let browser: Browser
let menuId = 0
beforeAll(async () => {
  browser = await launchBrowser()
  const admin = await staffSession(base, testAdmin.email, testAdmin.password)
  const roles = await admin.call<{ roles: { id: number; name: string }[] }>(
    'GET',
    '/role/api/v1/role/search/?searchKey=Editor',
  )
  const editorRole = roles.json.roles.find((r) => r.name === 'Editor')
  const created = await admin.call('POST', '/user/api/v1/user/create/', {
    email: editor.email,
    first_name: 'Esha',
    last_name: 'Editor',
    password: editor.password,
    role: editorRole?.id,
    is_active: true,
  })
  expect(created.status).toBe(201)
})
afterAll(async () => {
  await browser?.close()
  // Hidden again, so the specs that read the demo's navigation see it as it was.
  if (menuId) {
    const admin = await staffSession(base, testAdmin.email, testAdmin.password)
    await admin.call('PATCH', `/cms_menu/api/v1/cms_menu/update/${menuId}`, { is_published: false })
  }
})

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await backOfficePage(browser)
  await signInToBackOffice(page, base, email, password)
  return page
}

const png = (name: string, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }))

describe('an editor publishes a page with a gallery', () => {
  it('adds a published menu with the Gallery template', async () => {
    const page = await signedIn(editor.email, editor.password)
    // The Editor's navigation has the content screens, not the accounts.
    expect(await page.getByRole('group', { name: 'Accounts' }).count()).toBe(0)
    await page.getByRole('menuitem', { name: 'Menus', exact: true }).click()
    await page.getByRole('link', { name: 'Add menu' }).click()
    await page.locator('input[name="name"]').fill(menuName)
    await page.getByRole('combobox', { name: 'Page template' }).click()
    await page.getByRole('option', { name: 'gallery', exact: true }).click()
    await page.getByLabel('Published', { exact: true }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    const row = page.locator('li[data-menu-id]', { has: page.getByText(menuName, { exact: true }) })
    await row.waitFor()
    menuId = Number(await row.getAttribute('data-menu-id'))

    await page.getByRole('link', { name: `Edit page of ${menuName}` }).click()
    await page.getByRole('heading', { name: menuName, level: 1 }).waitFor()
    for (const [key, text] of [
      ['Welcome', 'Meet our trainers on Saturday.'],
      ['Programme', 'Welding demonstrations all afternoon.'],
    ] as const) {
      await page.getByLabel('New block key').fill(key)
      await page.getByRole('button', { name: 'Add block' }).click()
      const body = page.getByRole('textbox', { name: `Text of ${key}` })
      await body.click()
      await page.keyboard.type(text)
      await page.getByRole('button', { name: `Save ${key}` }).click()
      await page.getByText(`"${key}" saved.`).waitFor()
      await page.getByRole('button', { name: 'Close editor' }).click()
    }

    const files = await Promise.all([
      png('hall.png', { r: 180, g: 40, b: 40 }),
      png('workshop.png', { r: 40, g: 140, b: 70 }),
      png('certificates.png', { r: 40, g: 70, b: 180 }),
    ])
    await page.getByLabel('Images to upload').setInputFiles(files)
    const gallery = page.getByRole('region', { name: 'Images of Gallery' })
    await expect.poll(() => gallery.locator('img').count(), { timeout: 20_000 }).toBe(3)
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('shows on the public site at once', async () => {
    const site = await browser.newPage()
    try {
      await site.goto(`${base}${menuPath(menuName, menuId)}`)
      await site.getByText('Meet our trainers on Saturday.').waitFor()
      await site.getByText('Welding demonstrations all afternoon.').waitFor()
      expect(await site.locator('.gallery-grid li img').count()).toBe(3)
      await site.goto(`${base}/`)
      // In the header, on its line or under More when the line is full (other specs add menus too).
      await site.locator('.site-nav a', { hasText: menuName }).first().waitFor({ state: 'attached' })
    } finally {
      await site.close()
    }
  })

  it('lists each of those changes under the editor in the audit log', async () => {
    const admin = await signedIn(testAdmin.email, testAdmin.password)
    await admin.getByRole('menuitem', { name: 'Audit log', exact: true }).click()
    await admin.getByRole('combobox', { name: 'User' }).fill(editor.email.slice(0, 20))
    await admin.getByRole('option', { name: editor.email }).click()
    // Each entry by its screen's name; the editor's sign-ins are listed too (screen User).
    const screens = () => admin.locator('td.column-resource_label').allTextContents()
    await expect
      .poll(async () => (await screens()).filter((name) => name !== 'User').sort())
      .toEqual([
        'Menu',
        'Menu content',
        'Menu content',
        'Menu content',
        'Menu content',
        'Menu content image',
        'Menu content image',
        'Menu content image',
      ])
    expect(await screens()).toContain('User')
    expect(await axeViolations(admin)).toEqual([])
  })
})
