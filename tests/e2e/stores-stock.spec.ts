/**
 * The stock screens in a real browser (issue 15 items 3 and 6): staff count two training uniforms
 * fewer in the head office with their reason and see the document with its journal voucher, the
 * stock fall by two and the stock card show the movement, its reason and the new balance; transfer
 * three to the Chattogram office and see both branches' cards; removing more than there is is
 * refused in a sentence and changes nothing; the stock list's low-stock filter shows the
 * Chattogram office's few uniforms. The list, the card and the form pass axe at 1280 and 820 px
 * without widening the page. The specs share one server: every figure here is a difference, or a
 * record this spec made.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, type StaffSession, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'
import { HEAD_OFFICE, stockInBranch } from './stores.ts'

const base = inject('baseUrl')

let browser: Awaited<ReturnType<typeof launchBrowser>>
let page: Page
let api: StaffSession
let uniform: number
let chattogram: number
const errors: string[] = []

beforeAll(async () => {
  api = await staffSession(base, testAdmin.email, testAdmin.password)
  const products = await api.call<{ products: { id: number; sku: string }[] }>(
    'GET',
    '/product/api/v1/product/search/?searchKey=UNIFORM-M',
  )
  uniform = products.json.products.find((p) => p.sku === 'UNIFORM-M')?.id ?? 0
  const branches = await api.call<{ branches: { id: number; name: string }[] }>(
    'GET',
    '/branch/api/v1/branch/without_pagination/all/',
  )
  chattogram = branches.json.branches.find((b) => b.name === 'Chattogram Office')?.id ?? 0
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signInToBackOffice(page, base)
})
afterAll(() => browser?.close())

/** What a branch holds of the uniforms, from the storefront's stock check. */
const inStock = (branch: number) => stockInBranch(api, uniform, branch)

/** axe finds nothing at 1280 and 820 px, and the page is never wider than the window. */
async function accessibleAtBothWidths(name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBe(
      width,
    )
    await screenshot(page, `stores-stock-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Picks an option of a select field by its label. */
async function choose(label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Opens the form from the stock list and fills kind, branches, reason and one line of uniforms. */
async function fillDocument(document: {
  kind?: 'Stock transfer'
  to?: string
  reason: string
  quantity: string
}) {
  await page.getByRole('menuitem', { name: 'Stock', exact: true }).click()
  await page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor()
  await page.getByRole('link', { name: 'Record an adjustment or transfer' }).click()
  await page.getByRole('heading', { name: 'Record a stock adjustment', level: 1 }).waitFor()
  if (document.kind) await page.getByRole('radio', { name: document.kind }).check()
  await choose(document.kind ? 'From branch' : 'Branch', 'Head Office')
  if (document.to) await choose('To branch', document.to)
  await page.getByLabel('Reason').fill(document.reason)
  const scan = page.getByLabel('Scan or type a SKU')
  await scan.fill('UNIFORM-M')
  await scan.press('Enter')
  const quantity = page.getByLabel('Quantity of Training uniform, medium (pcs)')
  await quantity.fill(document.quantity)
}

describe('stock', () => {
  it('counts two uniforms fewer with the reason, and the stock card shows it', async () => {
    const before = await inStock(HEAD_OFFICE)
    await fillDocument({ reason: 'Damaged in storage', quantity: '2' })
    // The line says what the head office holds now and will hold after.
    await expect.poll(() => page.getByTestId('held-after').textContent()).toBe(String(before - 2))
    await accessibleAtBothWidths('form')
    await page.getByRole('button', { name: 'Record', exact: true }).click()
    await page.getByRole('heading', { name: /^Stock adjustment \d+$/, level: 1 }).waitFor()
    await page.getByRole('link', { name: /^JV-/ }).waitFor()
    expect(await inStock(HEAD_OFFICE)).toBe(before - 2)

    // The movement on the head office's stock card, with its reason and the balance it left.
    await page.getByRole('link', { name: 'UNIFORM-M · Training uniform, medium' }).click()
    await page.getByRole('heading', { name: 'Stock card: Training uniform, medium', level: 1 }).waitFor()
    const row = page.getByRole('row').filter({ hasText: 'Damaged in storage' }).last()
    await row.waitFor()
    expect(await row.textContent()).toContain('Adjustment')
    expect(await row.getByRole('cell').nth(6).textContent()).toBe('2')
    expect(await row.getByRole('cell').nth(7).textContent()).toBe(`${before - 2} pcs`)
    expect(await page.getByTestId('closing-quantity').textContent()).toBe(`${before - 2} pcs`)
    const csv = page.getByRole('link', { name: 'Download CSV' })
    expect(await csv.getAttribute('href')).toMatch(
      new RegExp(`^/inventory/api/v1/inventory/stock_card/${uniform}\\?.*branch=${HEAD_OFFICE}.*format=csv`),
    )
    await accessibleAtBothWidths('card')
  })

  it('transfers three uniforms to the Chattogram office and shows both branches’ cards', async () => {
    const fromBefore = await inStock(HEAD_OFFICE)
    const toBefore = await inStock(chattogram)
    await fillDocument({
      kind: 'Stock transfer',
      to: 'Chattogram Office',
      reason: 'Chattogram counter opens',
      quantity: '3',
    })
    await page.getByRole('button', { name: 'Record', exact: true }).click()
    await page.getByRole('heading', { name: /^Stock transfer \d+$/, level: 1 }).waitFor()
    expect(await inStock(HEAD_OFFICE)).toBe(fromBefore - 3)
    expect(await inStock(chattogram)).toBe(toBefore + 3)

    // The document lists both movements; each opens its branch's card.
    await page.getByRole('row').filter({ hasText: 'Transfer in' }).getByRole('link').click()
    await page.getByRole('heading', { name: 'Stock card: Training uniform, medium', level: 1 }).waitFor()
    await page.getByRole('row').filter({ hasText: 'Transfer in' }).last().waitFor()
    await expect.poll(() => page.getByTestId('closing-quantity').textContent()).toBe(`${toBefore + 3} pcs`)
    // The branch chosen on the card itself: the head office's transfer out.
    await choose('Branch', 'Head Office')
    await page.getByRole('row').filter({ hasText: 'Transfer out' }).last().waitFor()
    await expect.poll(() => page.getByTestId('closing-quantity').textContent()).toBe(`${fromBefore - 3} pcs`)
  })

  it('refuses removing more than the branch holds, in a sentence, and changes nothing', async () => {
    const before = await inStock(HEAD_OFFICE)
    await fillDocument({ reason: 'Count', quantity: '9999' })
    await page.getByRole('button', { name: 'Record', exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: /^Not recorded: Not enough stock/ })
    await alert.waitFor()
    expect(await page.getByRole('heading', { name: 'Record a stock adjustment', level: 1 }).count()).toBe(1)
    expect(await inStock(HEAD_OFFICE)).toBe(before)
  })

  it('lists the stock with its value, and low stock only on request', async () => {
    await page.getByRole('menuitem', { name: 'Stock', exact: true }).click()
    await page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor()
    const table = page.getByRole('table', { name: 'Stock per product and branch' })
    const uniformIn = (branch: string) =>
      table.getByRole('row').filter({ hasText: 'UNIFORM-M' }).filter({ hasText: branch })
    await uniformIn('Head Office').waitFor()
    expect(await page.getByTestId('stock-total-value').textContent()).toMatch(/^[\d,]+\.\d{2}$/)
    await accessibleAtBothWidths('list')

    // The Chattogram office's three uniforms are at or below the threshold (8); the head office's are not.
    await page.getByLabel('Low stock only').click()
    await expect.poll(() => page.url()).toContain('low_stock=true')
    await uniformIn('Chattogram Office').waitFor()
    await expect.poll(() => uniformIn('Head Office').count()).toBe(0)
    expect(await uniformIn('Chattogram Office').getByText('Low stock').count()).toBe(1)

    // A search narrows the list; Enter on a row's link opens that branch's stock card.
    await page.getByLabel('Search SKU or name').fill('uniform, medium')
    await expect.poll(() => page.url()).toContain('search=')
    await uniformIn('Chattogram Office').getByRole('link').focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Stock card: Training uniform, medium', level: 1 }).waitFor()
    expect(page.url()).toContain(`/admin/inventory/${uniform}/show?branch=${chattogram}`)

    // The browser logs the sign-in page's session check (401) and the refused adjustment (409) as
    // failed loads; nothing else may fail.
    expect(errors.filter((e) => !/^Failed to load resource: .* (401|409) /.test(e))).toEqual([])
  })
})
