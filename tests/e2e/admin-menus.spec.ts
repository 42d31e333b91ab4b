/**
 * The Menus screen in a real browser: a menu added under a parent, renamed, reordered with the
 * Move buttons and by dragging (along and sideways, into another parent), the public navigation
 * following; hidden (after a question that Cancel answers without a change) and published again;
 * a template chosen after its own question; a delete refused with the server's reason while the menu has sub-menus, allowed once empty; the
 * preview of a hidden page for staff only; axe at desktop and tablet widths. The menus are this
 * test's own (unique names) and are removed at the end, so other specs see the demo as it was.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
const parentName = `Courses ${stamp}`
const names = { a: `Alpha ${stamp}`, b: `Beta ${stamp}`, c: `Gamma ${stamp}` }
const renamed = `Alpha course ${stamp}`

let browser: Browser
let page: Page
const errors: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  // axe is injected as an inline script, which the back office's CSP refuses.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
  page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
})

afterAll(async () => {
  // Whatever a failed step left behind goes, sub-menus first, so other specs see the demo menus.
  if (page) {
    await page
      .evaluate(async (stampText) => {
        const token = sessionStorage.getItem('kizuna:csrf') ?? ''
        const all = await fetch('/cms_menu/api/v1/cms_menu/all/?page=1&size=100').then((r) => r.json())
        const mine = (all.menus as { id: number; name: string; parent: { id: number } | null }[]).filter(
          (m) => m.name.includes(stampText),
        )
        const ordered = [...mine.filter((m) => m.parent !== null), ...mine.filter((m) => m.parent === null)]
        for (const menu of ordered)
          await fetch(`/cms_menu/api/v1/cms_menu/delete/${menu.id}`, {
            method: 'DELETE',
            headers: { 'x-csrf-token': token },
          })
      }, String(stamp))
      .catch(() => {})
  }
  await browser?.close()
})

/**
 * The browser logs every 4xx answer: expected are the 401 before sign-in, the 400 of the name too
 * long and the 409 of the refused delete.
 */
const unexpected = (list: string[]) => list.filter((e) => !/status of (400|401|409)/.test(e))

const row = (name: string): Locator =>
  page.locator('li[data-menu-id]', { has: page.getByText(name, { exact: true }) })

/** The names of the rows in the order shown, with their depth. */
const outline = () =>
  page
    .locator('li[data-menu-id]')
    .evaluateAll((items) =>
      items.map(
        (li) => `${(li as HTMLElement).dataset.depth}:${li.querySelector('[data-menu-name]')?.textContent}`,
      ),
    )

/** The test's menus as the server has them: name → [parent name, position]. */
async function serverTree(): Promise<Record<string, [string | null, number]>> {
  const all = await page.evaluate(() =>
    fetch('/cms_menu/api/v1/cms_menu/all/?page=1&size=100').then((r) => r.json()),
  )
  const entries = (all.menus as { name: string; position: number; parent: { name: string } | null }[])
    .filter((m) => m.name.includes(String(stamp)))
    .map((m): [string, [string | null, number]] => [m.name, [m.parent?.name ?? null, m.position]])
  return Object.fromEntries(entries)
}

/** One of the test's menus as the API gives it. */
async function serverMenu(name: string) {
  return page.evaluate(
    (id) => fetch(`/cms_menu/api/v1/cms_menu/${id}`).then((r) => r.json()),
    await row(name).getAttribute('data-menu-id'),
  )
}

async function childrenOnServer() {
  const tree = await serverTree()
  return Object.entries(tree)
    .filter(([, [parent]]) => parent === parentName)
    .sort((x, y) => x[1][1] - y[1][1])
    .map(([name]) => name)
}

/** Creates a menu through the API, as another member of staff might meanwhile. */
async function createByApi(name: string, parentId: number) {
  const status = await page.evaluate(
    async ({ name, parentId }) => {
      const response = await fetch('/cms_menu/api/v1/cms_menu/create/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': sessionStorage.getItem('kizuna:csrf') ?? '',
        },
        body: JSON.stringify({ name, parent: parentId, template: 'generic', is_published: true }),
      })
      return response.status
    },
    { name, parentId },
  )
  expect(status).toBe(201)
}

async function moveWithKeyboard(name: string, choice: string) {
  const button = page.getByRole('button', { name: `Move ${name}` })
  await button.focus()
  await page.keyboard.press('Enter')
  const item = page.getByRole('menuitem', { name: choice })
  await item.waitFor()
  await item.focus()
  await page.keyboard.press('Enter')
  await item.waitFor({ state: 'detached' })
}

/** The public home page's HTML, as a visitor gets it. */
const publicHome = () => fetch(`${base}/`).then((r) => r.text())

describe('the Menus screen', () => {
  let parentId = 0

  it('signs in and opens the tree of menus', async () => {
    await page.goto(`${base}/admin`)
    await page.getByLabel('Email').fill(testAdmin.email)
    await page.locator('input[name="password"]').fill(testAdmin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('menuitem', { name: 'Menus', exact: true }).click()
    await page.getByRole('list', { name: 'Menus' }).waitFor()
    await row('Home').waitFor()
    expect(await row('About').locator('[data-public-url]').textContent()).toMatch(/^\/about\/\d+$/)
  })

  it('adds a menu at the top level and one under it', async () => {
    await page.getByRole('link', { name: 'Add menu' }).click()
    await page.locator('input[name="name"]').fill(parentName)
    await page.getByRole('button', { name: 'Save' }).click()
    await row(parentName).waitFor()
    parentId = Number(await row(parentName).getAttribute('data-menu-id'))

    await page.getByRole('link', { name: 'Add menu' }).click()
    await page.locator('input[name="name"]').fill(names.a)
    await page.getByRole('combobox', { name: 'Parent menu' }).click()
    await page.getByRole('option', { name: parentName, exact: true }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await row(names.a).waitFor()
    expect(await row(names.a).getAttribute('data-depth')).toBe('1')
    expect((await serverTree())[names.a]).toEqual([parentName, 1])
  })

  it('renames a menu, with the API’s message next to the field', async () => {
    await page.getByRole('link', { name: `Edit ${names.a}` }).click()
    const name = page.locator('input[name="name"]')
    await name.fill('x'.repeat(256))
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Use at most 255 characters.').waitFor()
    await name.fill(renamed)
    await page.getByRole('button', { name: 'Save' }).click()
    await row(renamed).waitFor()
    expect(await row(renamed).locator('[data-public-url]').textContent()).toBe(
      `/${encodeURIComponent(renamed.toLowerCase())}/${await row(renamed).getAttribute('data-menu-id')}`,
    )
  })

  it('reorders and moves in and out with the keyboard', async () => {
    await createByApi(names.b, parentId)
    await createByApi(names.c, parentId)
    await page.reload()
    await row(names.c).waitFor()
    expect(await childrenOnServer()).toEqual([renamed, names.b, names.c])

    await moveWithKeyboard(names.c, 'Move up')
    await expect.poll(childrenOnServer).toEqual([renamed, names.c, names.b])

    // Beta under Gamma, then back out right after it.
    await moveWithKeyboard(names.b, 'Move under previous sibling (indent)')
    await expect.poll(async () => (await serverTree())[names.b]).toEqual([names.c, 1])
    expect(await row(names.b).getAttribute('data-depth')).toBe('2')
    await moveWithKeyboard(names.b, 'Move out one level (outdent)')
    await expect.poll(childrenOnServer).toEqual([renamed, names.c, names.b])

    // The first menu cannot go up; the choice is there but disabled.
    await page.getByRole('button', { name: `Move ${renamed}` }).click()
    expect(await page.getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')
    // Closed before the next step, whose drag would otherwise land on the closing menu's backdrop.
    await page.getByRole('menuitem', { name: 'Move up' }).waitFor({ state: 'detached' })
  })

  it('reorders by dragging a menu by its handle', async () => {
    const handle = page.getByRole('button', { name: `Drag ${renamed}` })
    // hover() scrolls the handle into view and waits until it stands still; the boxes are read
    // after that, so the pointer goes where the rows are.
    await handle.hover()
    const from = await handle.boundingBox()
    if (!from) throw new Error('handle not laid out')
    const x = from.x + from.width / 2
    await page.mouse.down()
    // Past the activation distance first, as a hand would.
    await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 3 })
    const target = await row(names.b).boundingBox()
    if (!target) throw new Error('row not laid out')
    await page.mouse.move(x, target.y + target.height * 0.75, { steps: 15 })
    await page.mouse.up()
    await expect.poll(childrenOnServer).toEqual([names.c, names.b, renamed])
    const shown = (await outline()).filter((line) => line.includes(String(stamp)))
    expect(shown).toEqual([`0:${parentName}`, `1:${names.c}`, `1:${names.b}`, `1:${renamed}`])
  })

  it('shows the new order in the public site’s navigation', async () => {
    await expect
      .poll(async () => {
        const html = await publicHome()
        return [names.c, names.b, renamed].map((name) => html.indexOf(`>${name}<`))
      })
      .toSatisfy((at: number[]) => at.every((i, k) => i > 0 && i > (at[k - 1] ?? 0)))
  })

  it('moves a menu under the one above by dragging it to the right', async () => {
    const handle = page.getByRole('button', { name: `Drag ${names.b}` })
    await handle.hover()
    const from = await handle.boundingBox()
    if (!from) throw new Error('handle not laid out')
    const [x, y] = [from.x + from.width / 2, from.y + from.height / 2]
    await page.mouse.down()
    // Sideways by about one and a half levels (28 px each): one level deeper, under Gamma.
    await page.mouse.move(x + 10, y, { steps: 3 })
    await page.mouse.move(x + 42, y, { steps: 10 })
    await page.mouse.up()
    await expect.poll(async () => (await serverTree())[names.b]).toEqual([names.c, 1])
    expect(await row(names.b).getAttribute('data-depth')).toBe('2')
    await moveWithKeyboard(names.b, 'Move out one level (outdent)')
    await expect.poll(childrenOnServer).toEqual([names.c, names.b, renamed])
  })

  it('asks before hiding a menu: Cancel leaves it published', async () => {
    const published = page.getByRole('switch', { name: `Published: ${names.b}` })
    await published.click()
    const dialog = page.getByRole('dialog', { name: `Unpublish “${names.b}”?` })
    await dialog.getByText('Visitors will no longer see it or its sub-menus', { exact: false }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await published.isChecked()).toBe(true)
    expect(await row(names.b).getByText('Hidden', { exact: true }).count()).toBe(0)
    expect(await serverMenu(names.b)).toMatchObject({ is_published: true })
  })

  it('hides a menu from the site once confirmed', async () => {
    await page.getByRole('switch', { name: `Published: ${names.b}` }).click()
    await page
      .getByRole('dialog', { name: `Unpublish “${names.b}”?` })
      .getByRole('button', { name: 'Unpublish' })
      .click()
    await page.getByText(`“${names.b}” is hidden.`).waitFor()
    await row(names.b).getByText('Hidden', { exact: true }).waitFor()
    const link = row(names.b).getByRole('link', { name: /View on site/ })
    expect(await link.getAttribute('href')).toMatch(/\?preview=1$/)
    await expect.poll(async () => (await publicHome()).includes(`>${names.b}<`)).toBe(false)
  })

  it('previews the hidden page for staff only', async () => {
    const href = String(
      await row(names.b)
        .getByRole('link', { name: /View on site/ })
        .getAttribute('href'),
    )
    // The link opens a new tab of the same signed-in browser.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      row(names.b)
        .getByRole('link', { name: /View on site/ })
        .click(),
    ])
    await preview.waitForLoadState('load')
    expect(preview.url()).toBe(`${base}${href}`)
    expect(await preview.title()).toContain(names.b)
    await preview.close()
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), href)).toBe(200)
    const visitor = await fetch(`${base}${href}`)
    expect(visitor.status).toBe(404)
    expect(visitor.headers.get('cache-control')).toBe('private, no-store')

    // Published again, as it was: after the question, which says what visitors will see.
    await page.getByRole('switch', { name: `Published: ${names.b}` }).click()
    await page
      .getByRole('dialog', { name: `Publish “${names.b}”?` })
      .getByRole('button', { name: 'Publish' })
      .click()
    await page.getByText(`“${names.b}” is published.`).waitFor()
    await expect.poll(async () => (await publicHome()).includes(`>${names.b}<`)).toBe(true)
  })

  it('chooses a page template after saying what it changes', async () => {
    const template = page.getByLabel(`Template of ${names.c}`)
    const question = page.getByRole('dialog', { name: `Use the gallery template for “${names.c}”?` })
    await template.selectOption('gallery')
    await question.getByRole('button', { name: 'Cancel' }).click()
    await question.waitFor({ state: 'hidden' })
    expect(await template.inputValue()).toBe('generic')
    expect(await serverMenu(names.c)).toMatchObject({ template: 'generic' })

    await template.selectOption('gallery')
    await question.getByRole('button', { name: 'Change template' }).click()
    await page.getByText(`“${names.c}” now uses the gallery template.`).waitFor()
    expect(await serverMenu(names.c)).toMatchObject({ template: 'gallery' })
  })

  it('passes axe at desktop and tablet widths', async () => {
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-menus-1280')
    await page.setViewportSize({ width: 820, height: 1100 })
    await row(parentName).waitFor()
    expect(await axeViolations(page)).toEqual([])
    // The rows wrap rather than making the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820)
    await screenshot(page, 'admin-menus-820')
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('refuses to delete a menu with sub-menus, giving the reason, and deletes it once empty', async () => {
    const deleteMenu = async (name: string) => {
      await page.getByRole('button', { name: `Delete ${name}` }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    }
    await deleteMenu(parentName)
    await page.getByText(`Menu "${parentName}" still has 3 sub-menus.`, { exact: false }).waitFor()
    await row(parentName).waitFor()

    for (const name of [renamed, names.b, names.c, parentName]) {
      await deleteMenu(name)
      await page.getByText(`“${name}” deleted.`).waitFor()
      await row(name).waitFor({ state: 'detached' })
    }
    expect(await serverTree()).toEqual({})
    expect(unexpected(errors)).toEqual([])
  })
})
