/**
 * Issue 15's "done when", all in the browser, on one product: staff buy 50 welding helmets from
 * Gazipur Welding Supplies through request → purchase → receive and pay, sell 3 at the counter
 * with an invoice, take 1 back on the order's page, and then see the same story everywhere: the
 * stock (+50 −3 +1), the helmet's stock card (the three movements and the balance they leave), the
 * profit report (2 sold for Tk 9,000, at the cost the sale and return movements carry) and the
 * ledger (the Stock account's balance equals the value of all stock, the books' one invariant).
 * Other specs share the server, so figures are compared before and after, never absolute.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, type StaffSession, signInToBackOffice, staffSession } from './back-office.ts'
import { launchBrowser, screenshot } from './browser.ts'
import { HEAD_OFFICE, stockInBranch } from './stores.ts'

const base = inject('baseUrl')
const HELMET = 'Auto-darkening welding helmet'

let browser: Browser
let page: Page
let api: StaffSession
let helmet: number
const errors: string[] = []

beforeAll(async () => {
  api = await staffSession(base, testAdmin.email, testAdmin.password)
  browser = await launchBrowser()
  page = await backOfficePage(browser)
  await signInToBackOffice(page, base)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const { json } = await api.call<{ products: { id: number; sku: string }[] }>(
    'GET',
    '/product/api/v1/product/search/?searchKey=WLD-HELMET-01',
  )
  helmet = json.products.find((p) => p.sku === 'WLD-HELMET-01')?.id as number
})
afterAll(() => browser?.close())

const taka = (text: string) => `Tk ${formatTaka(parseAmount(text) ?? 0n)}`

const inStock = () => stockInBranch(api, helmet)

/** The Stock ledger's balance and the value of all stock, every branch: the books say what the shelves hold. */
async function booksAndShelves(): Promise<{ ledger: string; stock: string }> {
  const settings = await api.call<{ stock_ledger: { id: number } }>(
    'GET',
    '/stores_setting/api/v1/stores_setting/',
  )
  const statement = await api.call<{ closing_balance: string }>(
    'GET',
    `/account_log_report/api/v1/account_log_report/general/?ledger=${settings.json.stock_ledger.id}&size=1`,
  )
  const summary = await api.call<{ total_value: string }>(
    'GET',
    '/summary_report/api/v1/inventory_summary_report/without_pagination/filter/',
  )
  return { ledger: statement.json.closing_balance, stock: summary.json.total_value }
}

describe('the stores, done when', () => {
  let before: number
  let orderId: number
  let orderNo: string

  it('buys 50 helmets: request → purchase → receive and pay in cash', async () => {
    before = await inStock()
    await page.goto(`${base}/admin/purchase_request/create`)
    await page.getByRole('heading', { name: 'New purchase request', level: 1 }).waitFor()
    await page.getByLabel('Vendor').selectOption({ label: 'Gazipur Welding Supplies' })
    await page.getByLabel('Branch').selectOption({ label: 'Head Office' })
    const scan = page.getByLabel('Scan or type a SKU')
    await scan.fill('WLD-HELMET-01')
    await scan.press('Enter')
    await page.getByLabel(`Quantity of ${HELMET} (pcs)`).fill('50')
    await page.getByLabel(`Expected unit cost of ${HELMET} (Tk)`).fill('3000')
    await page.getByRole('button', { name: 'Raise the request' }).click()
    await page.getByRole('heading', { name: /^Purchase request PR-\d{6}$/, level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Make the purchase from this request' }).click()
    const heading = page.getByRole('heading', { name: /^Purchase PF-\d{6}$/, level: 1 })
    await heading.waitFor()
    const purchaseNo = ((await heading.textContent()) ?? '').replace('Purchase ', '')
    await page.getByRole('button', { name: 'Receive and pay' }).click()
    const dialog = page.getByRole('dialog', { name: `Receive and pay ${purchaseNo}` })
    expect(await dialog.getByLabel('Amount paid (Tk)').inputValue()).toBe('150000.00')
    await dialog.getByRole('button', { name: 'Receive and pay' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText(/^Received into stock and posted: bill PU-\S+, payment PV-\S+\.$/).waitFor()
    expect(await inStock()).toBe(before + 50)
  })

  it('sells 3 at the counter and opens the numbered invoice', async () => {
    await page.getByRole('menuitem', { name: 'Sell at the counter', exact: true }).click()
    await page.getByRole('heading', { name: 'Sell at the counter', level: 1 }).waitFor()
    const scan = page.getByLabel('Scan or type a SKU')
    await scan.fill('WLD-HELMET-01')
    await scan.press('Enter')
    await page.getByLabel(`Quantity of ${HELMET} (pcs)`).fill('3')
    const tab = page.context().waitForEvent('page')
    await page.getByLabel('Cash handed over (Tk)').press('Control+Enter')
    const sold = page.getByText(/^Sold: invoice SI-\d{4}-\d{2}-\d{6} for order ORD-\d+, Tk 13,500\.00\./)
    await sold.waitFor()
    const invoiceTab = await tab
    await expect.poll(() => invoiceTab.url()).toMatch(/get_invoice_by_order_id\/\d+\/pdf$/)
    orderId = Number(invoiceTab.url().match(/get_invoice_by_order_id\/(\d+)\/pdf$/)?.[1])
    await invoiceTab.close()
    orderNo = (await sold.textContent())?.match(/ORD-\d+/)?.[0] as string
    expect(await inStock()).toBe(before + 47)
  })

  it('takes 1 back on the order’s page', async () => {
    await page.goto(`${base}/admin/order/${orderId}/show`)
    await page.getByRole('button', { name: 'Return items' }).click()
    const dialog = page.getByRole('dialog', { name: `Return items of order ${orderNo}` })
    await dialog.getByLabel(`Quantity of ${HELMET} coming back`).fill('1')
    await dialog.getByLabel('Reason').fill('Visor does not darken')
    await dialog.getByRole('button', { name: 'Take the goods back' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('cell', { name: 'Visor does not darken' }).waitFor()
    expect(await inStock()).toBe(before + 48)
  })

  it('shows stock, stock card, profit report and ledger agreeing', async () => {
    // The stock card: the purchase, the sale and the return, and the balance they leave.
    await page.goto(`${base}/admin/inventory/${helmet}/show?branch=${HEAD_OFFICE}`)
    await page.getByRole('heading', { name: `Stock card: ${HELMET}`, level: 1 }).waitFor()
    for (const kind of ['Purchase receipt', 'Sale', 'Sales return'])
      await page.getByRole('row').filter({ hasText: kind }).last().waitFor()
    await expect.poll(() => page.getByTestId('closing-quantity').textContent()).toBe(`${before + 48} pcs`)
    const card = await api.call<{
      movements: { kind: string; source_id: number | null; value: string }[]
      closing: { quantity: string }
    }>('GET', `/inventory/api/v1/inventory/stock_card/${helmet}?branch=${HEAD_OFFICE}&size=500`)
    expect(card.json.closing.quantity).toBe(String(before + 48))
    await screenshot(page, 'stores-done-when-stock-card')

    // The profit report: 2 helmets kept by the customer, at what the sale and return movements cost.
    const ours = card.json.movements.filter((m) => m.source_id !== null)
    const saleCost = -(parseAmount(ours.findLast((m) => m.kind === 'sale')?.value ?? '') ?? 0n)
    const returnCost = parseAmount(ours.findLast((m) => m.kind === 'sale_return')?.value ?? '') ?? 0n
    const cost = saleCost - returnCost
    await page.goto(`${base}/admin/order_report`)
    const table = page.getByRole('table', { name: 'Profit per order' })
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNo }) })
    await row.waitFor()
    const cells = await row.getByRole('cell').allTextContents()
    expect(cells.slice(2, 4)).toEqual(['2', '9,000.00'])
    expect(cells[4]).toBe(formatTaka(cost))
    expect(cells[5]).toBe(formatTaka(900_000n - cost))
    await screenshot(page, 'stores-done-when-profit')

    // The ledger: the Stock account holds exactly the value of all stock.
    const { ledger, stock } = await booksAndShelves()
    expect(taka(ledger)).toBe(taka(stock))
    expect(errors).toEqual([])
  })
})
