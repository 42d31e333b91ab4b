/**
 * Saving never lies and work is never thrown away (issue 12, items 1, 3 and 4): a save after the
 * session ended says it was not saved, keeps the text and offers it back after signing in again,
 * in the generic form and the block editor; opening another block's editor with unsaved text asks
 * first; two people saving one record: the second gets the conflict dialog, and each choice works,
 * in the generic form and the block editor. A create that failed keeps its text for the next visit
 * to the create screen; the Menus screen's Published switch after the session ended says so and
 * stays as it was. Creates its own departments and menu, and deletes them.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import {
  backOfficePage,
  endSessionOnServer,
  type StaffSession,
  signInToBackOffice,
  staffSession,
} from './back-office.ts'
import { axeViolations, launchBrowser } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
const DEPARTMENTS = '/department/api/v1/department/'
const BLOCKS = '/cms_menu_content/api/v1/cms_menu_content/'

let browser: Browser
let page: Page
let api: StaffSession
let departmentId = 0
/** Departments the create test made. */
const createdIds: number[] = []
let menuId = 0
const blockIds: number[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  await signInToBackOffice(page, base)
  api = await staffSession(base, testAdmin.email, testAdmin.password)
  const department = await api.call<{ id: number }>('POST', `${DEPARTMENTS}create/`, {
    name: `Saving desk ${stamp}`,
  })
  expect(department.status).toBe(201)
  departmentId = department.json.id
  const menu = await api.call<{ id: number }>('POST', '/cms_menu/api/v1/cms_menu/create/', {
    name: `Saving page ${stamp}`,
    template: 'gallery',
    is_published: false,
  })
  expect(menu.status).toBe(201)
  menuId = menu.json.id
  for (const name of ['Intro', 'Details']) {
    const block = await api.call<{ id: number }>('POST', `${BLOCKS}create/`, {
      cms_menu: menuId,
      name,
      value: `<p>${name} as stored.</p>`,
    })
    expect(block.status).toBe(201)
    blockIds.push(block.json.id)
  }
})

afterAll(async () => {
  for (const id of blockIds) await api?.call('DELETE', `${BLOCKS}delete/${id}`)
  if (menuId) await api?.call('DELETE', `/cms_menu/api/v1/cms_menu/delete/${menuId}`)
  if (departmentId) await api?.call('DELETE', `${DEPARTMENTS}delete/${departmentId}`)
  for (const id of createdIds) await api?.call('DELETE', `${DEPARTMENTS}delete/${id}`)
  await browser?.close()
})

const departmentName = async () =>
  (await api.call<{ name: string }>('GET', `${DEPARTMENTS}${departmentId}`)).json.name

/** The session ends as if it had expired: the browser no longer holds its cookie. */
const endSession = (on: Page) => on.context().clearCookies({ name: 'kizuna_session' })

/** The failure, where the person looks, with a way to sign in. */
async function signedOutShown(on: Page) {
  const alert = on.getByRole('alert').filter({ has: on.getByRole('button', { name: 'Sign in again' }) })
  await alert.getByText('You were signed out; your text is kept. Sign in again to save it.').waitFor()
}

/** Signs in on the sign-in form the back office went to, which leads back to the screen. */
async function signInAgain(on: Page) {
  await on.getByRole('button', { name: 'Sign in again' }).click()
  await on.getByLabel('Email').fill(testAdmin.email)
  await on.locator('input[name="password"]').fill(testAdmin.password)
  await on.getByRole('button', { name: 'Sign in' }).click()
}

describe('a save after the session ended', () => {
  it('in the generic form: says it was not saved, and offers the text back after signing in', async () => {
    await page.goto(`${base}/admin/department/${departmentId}`)
    const name = page.locator('input[name="name"]')
    await expect.poll(() => name.inputValue()).toBe(`Saving desk ${stamp}`)
    await name.fill(`Saving office ${stamp}`)
    await endSession(page)
    await page.getByRole('button', { name: 'Save' }).click()

    await signedOutShown(page)
    expect(await page.getByText('Saved.', { exact: true }).count()).toBe(0)
    expect(await departmentName()).toBe(`Saving desk ${stamp}`)

    await signInAgain(page)
    await page.waitForURL(new RegExp(`/admin/department/${departmentId}$`))
    await page.getByText(/^Restore unsaved text from .+\?$/).waitFor()
    await page.getByRole('button', { name: 'Restore' }).click()
    expect(await name.inputValue()).toBe(`Saving office ${stamp}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved.', { exact: true }).waitFor()
    expect(await departmentName()).toBe(`Saving office ${stamp}`)

    // Saved: nothing is offered any more.
    await page.goto(`${base}/admin/department/${departmentId}`)
    await expect.poll(() => name.inputValue()).toBe(`Saving office ${stamp}`)
    expect(await page.getByText(/Restore unsaved text/).count()).toBe(0)
  })

  it('in the block editor: says it was not saved, and offers the text back after signing in', async () => {
    await page.goto(`${base}/admin/pages/${menuId}`)
    await page.getByRole('button', { name: 'Edit text of Intro' }).click()
    const editor = page.getByRole('textbox', { name: 'Text of Intro' })
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Typed before the session ended.')
    await endSession(page)
    await page.getByRole('button', { name: 'Save Intro' }).click()

    await signedOutShown(page)
    expect(await page.getByText('"Intro" saved.').count()).toBe(0)
    const stored = await api.call<{ value: string }>('GET', `${BLOCKS}${blockIds[0]}`)
    expect(stored.json.value).not.toContain('Typed before')

    await signInAgain(page)
    await page.waitForURL(new RegExp(`/admin/pages/${menuId}$`))
    await page.getByRole('button', { name: 'Edit text of Intro' }).click()
    await page.getByText(/^Restore unsaved text from .+\?$/).waitFor()
    await page.getByRole('button', { name: 'Restore' }).click()
    await expect.poll(() => editor.textContent()).toContain('Typed before the session ended.')
    await page.getByRole('button', { name: 'Save Intro' }).click()
    await page.getByText('"Intro" saved.').waitFor()
    const saved = await api.call<{ value: string }>('GET', `${BLOCKS}${blockIds[0]}`)
    expect(saved.json.value).toContain('Typed before the session ended.')
  })
})

describe('opening another block with unsaved text', () => {
  it('asks first: Keep editing keeps the text, Discard opens the other block', async () => {
    await page.goto(`${base}/admin/pages/${menuId}`)
    await page.getByRole('button', { name: 'Edit text of Intro' }).click()
    const intro = page.getByRole('textbox', { name: 'Text of Intro' })
    await intro.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Not saved yet.')

    await page.getByRole('button', { name: 'Edit text of Details' }).click()
    const ask = page.getByRole('dialog', { name: 'Discard the unsaved changes to "Intro"?' })
    await ask.getByRole('button', { name: 'Keep editing' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(await intro.textContent()).toContain('Not saved yet.')

    await page.getByRole('button', { name: 'Edit text of Details' }).click()
    await ask.getByRole('button', { name: 'Discard' }).click()
    await page.getByRole('textbox', { name: 'Text of Details' }).waitFor()
    expect(await intro.count()).toBe(0)
  })
})

describe('two people editing one record', () => {
  it('shows the second saver who changed it, and reloads theirs or overwrites with mine', async () => {
    const other = await backOfficePage(browser)
    await signInToBackOffice(other, base)
    const open = async (on: Page) => {
      await on.goto(`${base}/admin/department/${departmentId}`)
      const name = on.locator('input[name="name"]')
      await expect.poll(() => name.inputValue()).not.toBe('')
      return name
    }
    const save = async (on: Page) => on.getByRole('button', { name: 'Save' }).click()
    const mine = await open(page)
    const theirs = await open(other)

    await theirs.fill(`Their desk ${stamp}`)
    await save(other)
    await other.getByText('Saved.', { exact: true }).waitFor()

    // Reload their version: the form shows it, and my next save goes through.
    await mine.fill(`My desk ${stamp}`)
    await save(page)
    const conflict = page.getByRole('dialog', { name: 'Changed by someone else' })
    await conflict
      .getByText(new RegExp(`${testAdmin.email} changed this record on .+, after you opened it`))
      .waitFor()
    expect(await page.getByText('Saved.', { exact: true }).count()).toBe(0)
    await conflict.getByRole('button', { name: 'Reload their version' }).click()
    await expect.poll(() => mine.inputValue()).toBe(`Their desk ${stamp}`)

    // They change it again; this time I overwrite with mine.
    await open(other)
    await theirs.fill(`Their office ${stamp}`)
    await save(other)
    await other.getByText('Saved.', { exact: true }).waitFor()
    await mine.fill(`My office ${stamp}`)
    await save(page)
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click()
    await page.getByText('Saved.', { exact: true }).waitFor()
    expect(await departmentName()).toBe(`My office ${stamp}`)
    await other.context().close()
  })
})

describe('a create that failed', () => {
  it('keeps the typed text for the next visit to the create screen, until a create succeeds', async () => {
    const typed = `Kept desk ${stamp}`
    const name = page.locator('input[name="name"]')
    const offer = page.getByText(/^Restore unsaved text from .+\?$/)
    await page.goto(`${base}/admin/department/create`)
    await name.fill(typed)
    await endSessionOnServer(page, base)
    await page.getByRole('button', { name: 'Save' }).click()
    await signedOutShown(page)
    expect(await page.getByText('Element created').count()).toBe(0)

    await signInAgain(page)
    await page.waitForURL(/\/admin\/department\/create$/)
    await offer.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Restore' }).click()
    expect(await name.inputValue()).toBe(typed)

    // The server out of reach this time: the text is still kept, and offered again.
    const create = `${base}${DEPARTMENTS}create/`
    await page.route(create, (route) => route.abort())
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Your text is kept in this browser.' }).waitFor()
    await page.unroute(create)
    await page.goto(`${base}/admin/department`)
    await page.goto(`${base}/admin/department/create`)
    await offer.waitFor()
    await page.getByRole('button', { name: 'Restore' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/admin\/department(\?|$)/)
    await page.getByRole('textbox', { name: 'Search departments' }).fill(typed)
    await page.locator('td.column-name', { hasText: typed }).click()
    await page.waitForURL(/\/admin\/department\/\d+$/)
    createdIds.push(Number(/(\d+)$/.exec(page.url())?.[1]))

    // Created: nothing is offered any more.
    await page.goto(`${base}/admin/department/create`)
    await name.waitFor()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    expect(await offer.count()).toBe(0)
    expect(await name.inputValue()).toBe('')
  })
})

describe('two people editing one block', () => {
  it('shows the second saver who changed it, and "Reload their version" shows their text', async () => {
    const other = await backOfficePage(browser)
    await signInToBackOffice(other, base)
    const open = async (on: Page) => {
      await on.goto(`${base}/admin/pages/${menuId}`)
      await on.getByRole('button', { name: 'Edit text of Details' }).click()
      const editor = on.getByRole('textbox', { name: 'Text of Details' })
      await editor.click()
      await on.keyboard.press('Control+End')
      return editor
    }
    const mine = await open(page)
    await open(other)
    await other.keyboard.type(' Their words.')
    await other.getByRole('button', { name: 'Save Details' }).click()
    await other.getByText('"Details" saved.').waitFor()

    await page.keyboard.type(' My words.')
    await page.getByRole('button', { name: 'Save Details' }).click()
    const conflict = page.getByRole('dialog', { name: 'Changed by someone else' })
    await conflict
      .getByText(new RegExp(`${testAdmin.email} changed this record on .+, after you opened it`))
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
    expect(await page.getByText('"Details" saved.').count()).toBe(0)
    await conflict.getByRole('button', { name: 'Reload their version' }).click()
    await expect.poll(() => mine.textContent()).toContain('Their words.')
    expect(await mine.textContent()).not.toContain('My words.')
    const stored = await api.call<{ value: string }>('GET', `${BLOCKS}${blockIds[1]}`)
    expect(stored.json.value).toContain('Their words.')
    await other.context().close()
  })
})

describe('the Published switch of a menu after the session ended', () => {
  it('says "signed out", shows no success, and keeps the switch as it was', async () => {
    const menuName = `Saving page ${stamp}`
    await page.goto(`${base}/admin`)
    await page.getByRole('menuitem', { name: 'Menus', exact: true }).click()
    const published = page.getByRole('switch', { name: `Published: ${menuName}` })
    await published.waitFor()
    expect(await published.isChecked()).toBe(false)
    await endSessionOnServer(page, base)
    await published.click()
    await page
      .getByRole('dialog', { name: `Publish “${menuName}”?` })
      .getByRole('button', { name: 'Publish' })
      .click()

    await page.getByRole('alert').filter({ hasText: 'You were signed out' }).first().waitFor()
    expect(await page.getByText(`“${menuName}” is published.`).count()).toBe(0)
    expect(await published.isChecked()).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    const menu = await api.call<{ is_published: boolean }>('GET', `/cms_menu/api/v1/cms_menu/${menuId}`)
    expect(menu.json.is_published).toBe(false)

    // A delete refused for the same reason says so and stays on the screen, the menu still listed
    // (reading the menus again would have left for the sign-in page).
    await page.getByRole('button', { name: `Delete ${menuName}` }).click()
    const refused = page.waitForResponse((answer) => answer.url().includes(`/cms_menu/delete/${menuId}`))
    await page
      .getByRole('dialog', { name: `Delete “${menuName}”?` })
      .getByRole('button', { name: 'Delete' })
      .click()
    expect((await refused).status()).toBe(401)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    expect(page.url()).not.toMatch(/login/)
    expect(await published.isVisible()).toBe(true)
    expect((await api.call('GET', `/cms_menu/api/v1/cms_menu/${menuId}`)).status).toBe(200)
    await signInToBackOffice(page, base)
  })
})
