/**
 * Who sees what in the back office: the sidebar is the role's navigation (role_menu), a role
 * without CMS permissions neither sees nor reaches the CMS screens (the server refuses its writes
 * too), and a person who forgot their password can ask for a link and use the reset page.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
const reception = { email: `reception-${stamp}@kizuna.example`, password: 'reception desk password' }

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('navigation by role', () => {
  beforeAll(async () => {
    // A front-desk role: notices only, and the Notices entry in its navigation.
    const admin = await staffSession(base, testAdmin.email, testAdmin.password)
    const permissions = (
      await admin.call<{ permissions: { id: number; name: string }[] }>(
        'GET',
        '/permission/api/v1/permission/without_pagination/all/',
      )
    ).json.permissions
    const ids = permissions.filter((p) => p.name.startsWith('notice.')).map((p) => p.id)
    const role = await admin.call<{ id: number }>('POST', '/role/api/v1/role/create/', {
      name: `Reception ${stamp}`,
      permissions: ids,
    })
    expect(role.status).toBe(201)
    const items = (
      await admin.call<{ menu_items: { id: number; menu_id: string }[] }>(
        'GET',
        '/menu_item/api/v1/menu_item/without_pagination/all/',
      )
    ).json.menu_items
    for (const screen of ['notice', 'cms_menu']) {
      // cms_menu is offered by role_menu but not permitted: it must still not show.
      const item = items.find((i) => i.menu_id === screen)
      expect(
        (
          await admin.call('POST', '/role_menu/api/v1/role_menu/create/', {
            role: role.json.id,
            menu_item: item?.id,
          })
        ).status,
      ).toBe(201)
    }
    const user = await admin.call('POST', '/user/api/v1/user/create/', {
      email: reception.email,
      first_name: 'Rita',
      last_name: 'Desk',
      password: reception.password,
      role: role.json.id,
      is_active: true,
    })
    expect(user.status).toBe(201)
  })

  it('shows the administrator every group of screens', async () => {
    const page = await backOfficePage(browser)
    await signInToBackOffice(page, base)
    const nav = page.getByRole('group', { name: 'Site content' })
    await nav.getByRole('menuitem', { name: 'Menus' }).waitFor()
    for (const group of ['Notices and circulars', 'People', 'Messages', 'Accounts'])
      await page.getByRole('group', { name: group }).waitFor()
    await page.getByRole('group', { name: 'Accounts' }).getByRole('menuitem', { name: 'Audit log' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-navigation')
  })

  it('shows a role without CMS permissions its own screens only, and refuses the CMS', async () => {
    const page = await backOfficePage(browser, 820)
    await signInToBackOffice(page, base, reception.email, reception.password)
    await page.getByRole('menuitem', { name: 'Notices' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Menus' }).count()).toBe(0)
    expect(await page.getByRole('group', { name: 'Site content' }).count()).toBe(0)
    expect(await page.getByRole('group', { name: 'Accounts' }).count()).toBe(0)
    // The dashboard's shortcuts are the role's too.
    const shortcuts = page.getByRole('region', { name: 'Start here' })
    await shortcuts.getByRole('link', { name: 'Add a notice with its PDF' }).waitFor()
    expect(await shortcuts.getByRole('link', { name: /pages and menus/ }).count()).toBe(0)

    // Typing the address does not open it either…
    await page.goto(`${base}/admin/cms_menu`)
    await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor()
    // …and the server refuses the change the screen would have made.
    const status = await page.evaluate(async () => {
      const token =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('kizuna_csrf='))
          ?.split('=')[1] ?? ''
      const response = await fetch('/cms_menu/api/v1/cms_menu/create/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
        body: JSON.stringify({ name: 'Not allowed' }),
      })
      return response.status
    })
    expect(status).toBe(403)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('forgotten password', () => {
  it('asks for a link from the sign-in form', async () => {
    const page = await backOfficePage(browser)
    await page.goto(`${base}/admin/login`)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await page.getByText('Required').first().waitFor()
    await page.getByRole('textbox', { name: 'Email' }).fill(reception.email)
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await page.getByRole('status').filter({ hasText: 'one hour' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-forgot-password')
  })

  it('says clearly when a reset link is no longer valid', async () => {
    const page = await backOfficePage(browser, 820)
    await page.goto(`${base}/admin/reset-password?token=kzp_not-a-real-token`)
    await page.locator('input[name="new_password"]').fill('a brand new password')
    await page.locator('input[name="confirm_password"]').fill('a different password')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await page.getByText('The two passwords differ.').waitFor()
    await page.locator('input[name="confirm_password"]').fill('a brand new password')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await page.getByText(/expired or was already used/).waitFor()
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})
