/**
 * The stores reports in a real browser (issue 15 item 6), on the demo shop after a sale, a stock
 * count and a purchase request and purchase made through the API: each report opened from the
 * menu, its filters set by label, its rows and totals seen. The profit report's totals, per order
 * and per product, are the API's for the same parameters; the orders summary counts the sale; the
 * inventory "as of" yesterday differs from now by the count made today, as the API says; each
 * purchase summary sums what the API sums; "Download CSV" gives the API's file with its header
 * line. axe finds nothing at 1280 and 820 px, the page never scrolls sideways, and the browser
 * logs no error.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatTaka, parseAmount } from '../../common/money.ts'
import { testAdmin } from '../support/paths.ts'
import {
  backOfficePage,
  checkLayout as checkPageLayout,
  type StaffSession,
  signInToBackOffice,
  staffSession,
} from './back-office.ts'
import { launchBrowser } from './browser.ts'
import { HEAD_OFFICE } from './stores.ts'

const base = inject('baseUrl')

let browser: Browser
let page: Page
let api: StaffSession
const errors: string[] = []
/** What the API setup made: the sale's day (the organisation's today) and yesterday. */
let today: string
let yesterday: string
let orderNo: string

type Named = { id: number; name: string }

async function whole<T>(resource: string, key: string): Promise<T[]> {
  const { json } = await api.call<Record<string, T[]>>(
    'GET',
    `/${resource}/api/v1/${resource}/without_pagination/all/`,
  )
  return json[key] ?? []
}

async function idOf(resource: string, key: string, name: string): Promise<number> {
  const found = (await whole<Named>(resource, key)).find((r) => r.name === name)
  if (!found) throw new Error(`no ${resource} named ${name}`)
  return found.id
}

async function productId(sku: string): Promise<number> {
  const found = (await whole<{ id: number; sku: string }>('product', 'products')).find((p) => p.sku === sku)
  if (!found) throw new Error(`no product ${sku}`)
  return found.id
}

async function created<T>(path: string, body: object): Promise<T> {
  const answer = await api.call<T>('POST', path, body)
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.json)}`)
  return answer.json
}

/** "1,250.00" as the reports show an amount the API answered as "1250.00". */
const taka = (text: string) => formatTaka(parseAmount(text) ?? 0n)

const cell = (testId: string) => page.getByTestId(testId).first().textContent()

/** A date filter by its label (a bare "To" also names other things on the page). */
const dateBox = (label: string) => page.getByRole('textbox', { name: label, exact: true })

/** Chooses an option of a select filter, as a person does: open it, click the choice. */
async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function openFromMenu(entry: string, heading: string | RegExp) {
  await page.getByRole('menuitem', { name: entry, exact: true }).click()
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
}

const checkLayout = (name: string) => checkPageLayout(page, name)

/** Clicks "Download CSV" and answers the file's lines, without the byte-order mark. */
async function downloadCsv(): Promise<string[]> {
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const file = await download
  const text = await readFile(await file.path(), 'utf8')
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/)
}

beforeAll(async () => {
  api = await staffSession(base, testAdmin.email, testAdmin.password)
  const [cash, rafiqul, gazipur, book, rods] = await Promise.all([
    idOf('paymentmethod', 'payment_methods', 'Cash'),
    idOf('customer', 'customers', 'Rafiqul Islam'),
    idOf('vendor', 'vendors', 'Gazipur Welding Supplies'),
    productId('KR-BOOK-TOPIK1'),
    productId('WLD-ROD-6013'),
  ])
  // A sale to Rafiqul Islam, delivered at once as the counter does: the profit report's row.
  const order = await created<{ id: number; order_no: string }>(
    '/customerorder/api/v1/customerorder/create/',
    {
      branch: HEAD_OFFICE,
      customer: rafiqul,
      payment_method: cash,
      items: [{ product: book, quantity: '1' }],
    },
  )
  const sold = await created<{ delivered_on: string }>('/customerorder/api/v1/customerorder/confirm/', {
    order: order.id,
    deliver: true,
  })
  orderNo = order.order_no
  today = sold.delivered_on
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  yesterday = day.toISOString().slice(0, 10)
  // Two rods found in today's count: the stock now differs from the stock as of yesterday.
  await created('/stock_adjustment/api/v1/stock_adjustment/create/', {
    kind: 'adjustment',
    branch: HEAD_OFFICE,
    date: today,
    reason: 'Stores reports test: count',
    items: [{ product: rods, quantity: '2' }],
  })
  // A request and a draft purchase from Gazipur, for the purchasing summaries.
  await created('/purchase_request/api/v1/purchase_request/create/', {
    vendor: gazipur,
    branch: HEAD_OFFICE,
    items: [{ item_name: 'Welding rods 6013, 5 kg', item_price: '850.50', item_quantity: '3' }],
  })
  await created('/purchase_final/api/v1/purchase_final/create_directly_from_admin_panel/', {
    vendor: gazipur,
    branch: HEAD_OFFICE,
    date: today,
    items: [{ product: rods, quantity: '4', unit_price: '120.25' }],
  })

  browser = await launchBrowser()
  page = await backOfficePage(browser)
  // From signing in on: the sign-in page's own look for a session is a 401 the browser logs.
  await signInToBackOffice(page, base)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
})
afterAll(() => browser?.close())

describe('the stores reports', () => {
  it('shows the profit per order and per product, with the API’s totals, printed and as CSV', async () => {
    await openFromMenu('Orders reports', 'Profit per order')
    await dateBox('From').fill(today)
    await dateBox('To').fill(today)
    await choose('Branch', 'Head Office')
    await choose('Customer', 'Rafiqul Islam')
    const table = page.getByRole('table', { name: 'Profit per order' })
    await table.getByRole('rowheader', { name: orderNo }).waitFor()

    const { json } = await api.call<{ totals: Record<string, string> }>(
      'GET',
      `/report/api/v1/order_report_with_profit/without_pagination/filter/?date_after=${today}&date_before=${today}&branch=${HEAD_OFFICE}&customer=${await idOf('customer', 'customers', 'Rafiqul Islam')}`,
    )
    const totals = json.totals as {
      quantity: string
      revenue: string
      cost: string
      margin: string
      margin_percent: string
    }
    expect(parseAmount(totals.revenue)).toBeGreaterThan(0n)
    const shown = async () => ({
      quantity: await cell('total-quantity'),
      revenue: await cell('total-revenue'),
      cost: await cell('total-cost'),
      margin: await cell('total-margin'),
      percent: await cell('total-margin-percent'),
    })
    const expected = {
      quantity: totals.quantity,
      revenue: taka(totals.revenue),
      cost: taka(totals.cost),
      margin: taka(totals.margin),
      percent: `${totals.margin_percent}%`,
    }
    await expect.poll(shown).toEqual(expected)
    await checkLayout('stores-profit-per-order')

    // Per product: the book's row, and the same totals.
    await choose('Show', 'Per product')
    const products = page.getByRole('table', { name: 'Profit per product' })
    await products.getByRole('rowheader', { name: 'TOPIK I preparation book' }).waitFor()
    await expect.poll(shown).toEqual(expected)
    expect(await page.getByTestId('report-period').textContent()).toContain('Rafiqul Islam')

    const lines = await downloadCsv()
    expect(lines[0]).toBe('Kind,Order or SKU,Date,Customer or product,Quantity,Revenue,Cost,Margin,Margin %')
    expect(lines.some((line) => line.startsWith(`Order,${orderNo},${today},Rafiqul Islam,`))).toBe(true)
    expect(lines.at(-1)).toBe(
      `Total,,,,${totals.quantity},${totals.revenue},${totals.cost},${totals.margin},${totals.margin_percent}`,
    )
  })

  it('summarises the orders by day and status, as the API counts them', async () => {
    await page.getByRole('tab', { name: 'Orders summary' }).click()
    await page.getByRole('heading', { name: 'Orders summary', level: 1 }).waitFor()
    // The tab kept the period, branch and customer.
    expect(await dateBox('From').inputValue()).toBe(today)
    await choose('Rows by', 'Day')
    await choose('Status', 'Delivered')
    const rows = page.getByRole('table', { name: 'Orders summary by day and status' })
    await rows.getByRole('rowheader').first().waitFor()
    const rafiqul = await idOf('customer', 'customers', 'Rafiqul Islam')
    const { json } = await api.call<{ totals: { count: number; net_amount: string } }>(
      'GET',
      `/summary_report/api/v1/order_summary_report/without_pagination/filter/?date_after=${today}&date_before=${today}&branch=${HEAD_OFFICE}&customer=${rafiqul}&status=delivered&period=day`,
    )
    expect(json.totals.count).toBeGreaterThan(0)
    await expect.poll(() => cell('total-count')).toBe(String(json.totals.count))
    expect(await cell('total-net')).toBe(taka(json.totals.net_amount))
    await page
      .getByRole('table', { name: 'Orders summary by status' })
      .getByRole('rowheader', { name: 'Delivered' })
      .waitFor()
    await checkLayout('stores-orders-summary')
    const lines = await downloadCsv()
    expect(lines[0]).toBe('Period,Status,Orders,Net amount')
  })

  it('shows the stock now and as of yesterday, which differ by today’s count', async () => {
    await openFromMenu('Inventory summary', 'Inventory summary')
    await choose('Branch', 'Head Office')
    await choose('Product', 'WLD-ROD-6013 · Welding rods E6013, 3.2 mm')
    const table = page.getByRole('table', { name: 'Inventory summary' })
    const quantity = () => table.locator('tbody tr').first().locator('td.amount').first().textContent()
    const stockOf = async (asOf?: string) => {
      const { json } = await api.call<{
        inventory_summary_reports: { quantity: string }[]
        total_value: string
      }>(
        'GET',
        `/summary_report/api/v1/inventory_summary_report/without_pagination/filter/?branch=${HEAD_OFFICE}&product=${await productId('WLD-ROD-6013')}${asOf ? `&as_of=${asOf}` : ''}`,
      )
      return { quantity: json.inventory_summary_reports[0]?.quantity ?? '', value: taka(json.total_value) }
    }
    const now = await stockOf()
    await expect.poll(quantity).toBe(now.quantity)
    await expect.poll(() => cell('total-value')).toBe(now.value)
    expect(await page.getByTestId('report-period').textContent()).toContain('Stock now')

    await dateBox('As of (empty: now)').fill(yesterday)
    const before = await stockOf(yesterday)
    expect(before.quantity).not.toBe(now.quantity)
    await expect.poll(quantity).toBe(before.quantity)
    await expect.poll(() => cell('total-value')).toBe(before.value)
    expect(await page.getByTestId('report-period').textContent()).toContain('Stock at the end of')
    await checkLayout('stores-inventory-as-of')
    const lines = await downloadCsv()
    expect(lines[0]).toBe('SKU,Product,Unit,Branch,Quantity,Value,Average cost,Low-stock threshold,Low stock')
    expect(lines[1]?.startsWith(`WLD-ROD-6013,`)).toBe(true)

    // Low stock only, now, every product: the screen's total value is the API's.
    await dateBox('As of (empty: now)').fill('')
    await choose('Product', 'Every product')
    const lowStock = page.getByRole('switch', { name: 'Low stock only' })
    await lowStock.click()
    await expect.poll(() => lowStock.isChecked()).toBe(true)
    const { json } = await api.call<{ total_value: string }>(
      'GET',
      `/summary_report/api/v1/inventory_summary_report/without_pagination/filter/?branch=${HEAD_OFFICE}&low_stock=true`,
    )
    await expect.poll(() => cell('total-value')).toBe(taka(json.total_value))
  })

  it('sums the purchase requests and the purchases as the API does', async () => {
    for (const report of [
      {
        entry: 'Purchase requests summary',
        path: 'purchase_request_summary_report',
        sums: ['total_price'],
        header: 'Number,Made on,Vendor,Offered by,Branch,Status,Lines,Total',
      },
      {
        entry: 'Purchases summary',
        path: 'purchase_final_summary_report',
        sums: ['subtotal', 'discount', 'net_total', 'paid_amount', 'due'],
        header: 'Number,Date,Vendor,Their bill,Branch,Status,Subtotal,Discount,Net total,Paid,Due',
      },
    ]) {
      await openFromMenu(report.entry, report.entry)
      await dateBox('From').fill(today)
      await choose('Vendor', 'Gazipur Welding Supplies')
      const gazipur = await idOf('vendor', 'vendors', 'Gazipur Welding Supplies')
      const { json } = await api.call<{ totals: Record<string, string | number> }>(
        'GET',
        `/summary_report/api/v1/${report.path}/without_pagination/filter/?date_after=${today}&date_before=${today}&vendor=${gazipur}`,
      )
      expect(Number(json.totals.count)).toBeGreaterThan(0)
      const table = page.getByRole('table', { name: report.entry })
      await expect.poll(() => table.locator('tbody tr').count()).toBe(Number(json.totals.count))
      await table.getByRole('cell', { name: 'Gazipur Welding Supplies' }).first().waitFor()
      for (const key of report.sums) expect(await cell(`total-${key}`)).toBe(taka(String(json.totals[key])))
      await checkLayout(`stores-${report.path}`)
      const lines = await downloadCsv()
      expect(lines[0]).toBe(report.header)
    }
    expect(errors).toEqual([])
  })
})
