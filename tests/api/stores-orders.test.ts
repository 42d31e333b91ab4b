/**
 * Customer orders over HTTP (issue 15 item 5, the order half of item 6): a cart made, changed and
 * confirmed (the invoice numbered), moved along, delivered, partly returned and cancelled, with the
 * answers the screens read; reservations and the credit limit refused with a 409 that says why;
 * statuses that go back refused; bad input a 400 naming the field (JSON and multipart); who may do
 * what; the invoice as JSON and PDF; the counter's SKU lookup; the reports and their CSV. The
 * app's clock stands in September 2035, a fiscal year of its own. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { multipart } from '../support/multipart.ts'
import { pdfPages } from '../support/pdf-text.ts'
import {
  balance,
  newCustomer,
  newProduct,
  type StoresFixture,
  stockUp,
  storesFixture,
} from '../support/stores-fixtures.ts'
import { createTestApp } from '../support/test-app.ts'

const NOW = Date.parse('2035-09-10T06:00:00Z')
const TODAY = '2035-09-10'
const BASE = '/customerorder/api/v1/customerorder/'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>
let f: StoresFixture
let helmet: number
let gloves: number

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW })
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
  f = await storesFixture(t.db)
  helmet = await newProduct(t.db, 'API-HELMET', '1500.00')
  gloves = await newProduct(t.db, 'API-GLOVES', '250.00')
  await stockUp(t.db, f, helmet, 10, 900, '2035-09-01')
  await stockUp(t.db, f, gloves, 4, 100, '2035-09-01')
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const get = (url: string, headers: Headers = books.Accountant) => t.app.inject({ url, headers })
const post = (path: string, payload: object, headers: Headers = books.Accountant) =>
  t.app.inject({ method: 'POST', url: `${BASE}${path}`, headers, payload })
const create = async (payload: object) => {
  const answer = await post('create/', { branch: f.branchId, ...payload })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json() as { id: number; order_no: string; order_items: { id: number }[] }
}

describe('an order from cart to cancellation', () => {
  it('makes, changes, confirms, moves, delivers, takes back and cancels, answering as the screens read', async () => {
    const cart = await create({
      user_phone_number: '01711000000',
      items: [{ product: helmet, quantity: '2' }],
    })
    expect(cart).toMatchObject({
      status: 'pending',
      order_status: { slug: 'pending', name: 'Pending' },
      order_date: TODAY,
      net_amount: '3000.00',
      invoice_no: null,
      order_items: [
        { product: { id: helmet, sku: 'API-HELMET' }, price: '1500.00', quantity: '2', total: '3000.00' },
      ],
    })
    expect(
      (await post('update_item/', { order: cart.id, product: gloves, quantity: '1', price: '200' })).json(),
    ).toMatchObject({ net_amount: '3200.00' })
    const changed = await post('update_order/', {
      order: cart.id,
      discount_amount: '50.00',
      shipping_price: '100',
      payment_method: f.methods.cash,
    })
    expect(changed.json()).toMatchObject({ net_amount: '3250.00', payment_method: { name: 'Cash' } })
    expect((await get(`${BASE}get_invoice_by_order_id/${cart.id}`)).statusCode).toBe(404)

    const confirmed = await post('confirm/', { order: cart.id })
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      invoice_no: 'SI-2035-36-000001',
      invoice_date: TODAY,
    })
    expect((await post('update_item/', { order: cart.id, product: gloves, quantity: '3' })).statusCode).toBe(
      409,
    )
    expect((await post('update_order/', { order: cart.id, discount_amount: '0' })).json().detail).toMatch(
      /discount_amount cannot change/,
    )
    expect((await post('update_status/', { order: cart.id, status: 'packaging' })).json()).toMatchObject({
      status: 'packaging',
    })
    const back = await post('update_status/', { order: cart.id, status: 'confirmed' })
    expect(back.statusCode).toBe(409)
    expect((await post('update_status/', { order: cart.id, status: 'cancelled' })).json()).toEqual({
      reason: ['Say why the order is cancelled.'],
    })

    const delivered = await post('deliver/', { order: cart.id })
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      delivered_on: TODAY,
      sale_voucher_no: expect.stringMatching(/^SV-2035-36-/),
    })
    expect(await balance(t.db, f.cash, f.branchId)).toBe('3250.00')

    const invoice = await get(`${BASE}get_invoice_by_order_id/${cart.id}`)
    expect(invoice.json()).toMatchObject({
      order: {
        order_no: cart.order_no,
        invoice_no: 'SI-2035-36-000001',
        order_status: { slug: 'delivered' },
      },
      billing: { name: 'Walk-in customer', phone: '01711000000' },
      shipping: null,
      subtotal: '3200.00',
      discount: '50.00',
      shipping_price: '100.00',
      net: '3250.00',
      paid: '3250.00',
      due: '0.00',
      returns: [],
    })
    const pdf = await get(`${BASE}get_invoice_by_order_id/${cart.id}/pdf`)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const text = (await pdfPages(pdf.rawPayload)).pages
      .flat()
      .map((l) => l.text)
      .join('\n')
    expect(text).toContain('SI-2035-36-000001')

    const helmetLine = (delivered.json().order_items as { id: number; product: { id: number } }[]).find(
      (i) => i.product.id === helmet,
    )
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/sales_return/api/v1/sales_return/create/',
      headers: books.Accountant,
      payload: { order: cart.id, reason: 'Cracked', items: [{ order_item: helmetLine?.id, quantity: '3' }] },
    })
    expect(tooMany.json()).toEqual({ 'items[0][quantity]': ['At most 2 of this line can still come back.'] })
    const returned = await t.app.inject({
      method: 'POST',
      url: '/sales_return/api/v1/sales_return/create/',
      headers: books.Accountant,
      payload: { order: cart.id, reason: 'Cracked', items: [{ order_item: helmetLine?.id, quantity: '1' }] },
    })
    expect(returned.statusCode, returned.body).toBe(201)
    // 1500 less its share of the 50 discount (1500/3200 × 50 = 23.44).
    expect(await balance(t.db, f.cash, f.branchId)).toBe('1773.44')
    // What went back is read from its voucher: the list of returns shows it, with who bought.
    expect((await get(`/sales_return/api/v1/sales_return/${returned.json().id}`)).json()).toMatchObject({
      order: cart.id,
      order_no: cart.order_no,
      customer: null,
      user_phone_number: '01711000000',
      amount: '1476.56',
      items: [{ quantity: '1' }],
    })

    const cancelled = await post('cancel/', { order: cart.id, reason: 'Whole order returned' })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Whole order returned' })
    expect(await balance(t.db, f.cash, f.branchId)).toBe('0.00')
    expect(await balance(t.db, f.ledgers.sales, f.branchId)).toBe('0.00')
    expect((await post('cancel/', { order: cart.id, reason: 'again' })).statusCode).toBe(409)
    // The cancellation brought back the rest, with the delivery charge: 1673.44 + 100.
    expect(
      (await get(`${BASE}get_a_customer_order_detail/${cart.id}`))
        .json()
        .returns.map((r: { amount: string }) => r.amount),
    ).toEqual(['1476.56', '1773.44'])
  })

  it('sells at the counter in one step, found by SKU, and takes the next invoice number', async () => {
    const scan = await get(`${BASE}product_by_sku/?sku=api-gloves&branch=${f.branchId}`)
    expect(scan.json()).toMatchObject({ id: gloves, sku: 'API-GLOVES', sale_price: '250.00', available: '4' })
    const sale = await create({ payment_method: f.methods.cash, items: [{ product: gloves, quantity: '1' }] })
    const sold = await post('confirm/', { order: sale.id, deliver: true })
    expect(sold.json()).toMatchObject({ status: 'delivered', invoice_no: 'SI-2035-36-000002' })
    expect((await get(`${BASE}product_by_sku/?sku=API-GLOVES&branch=${f.branchId}`)).json().available).toBe(
      '3',
    )
    expect((await get(`${BASE}product_by_sku/?sku=NOPE`)).statusCode).toBe(404)
  })

  it('refuses what stock other orders reserve, and a sale on account beyond the credit limit', async () => {
    const first = await create({
      payment_method: f.methods.cash,
      items: [{ product: gloves, quantity: '2' }],
    })
    expect((await post('confirm/', { order: first.id })).statusCode).toBe(200)
    const second = await create({
      payment_method: f.methods.cash,
      items: [{ product: gloves, quantity: '2' }],
    })
    const refused = await post('confirm/', { order: second.id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(/API-GLOVES\): 2 wanted, 1 available \(3 in stock, 2 reserved/)
    // The storefront's stock check counts only what is free: 3 on the shelf, 2 of them promised.
    expect(
      (
        await get(`/inventory/api/v1/inventory/check_by_product_id/${gloves}?branch=${f.branchId}`, {})
      ).json(),
    ).toEqual({ product_id: gloves, in_stock: true, quantity: '1' })

    const walkIn = await create({ items: [{ product: gloves, quantity: '1' }] })
    expect((await post('confirm/', { order: walkIn.id })).json().detail).toMatch(/names no customer/)
    const school = await newCustomer(t.db, 'API Welding School', '200.00')
    const onAccount = await create({
      customer: school.id,
      payment_method: f.methods.onAccount,
      items: [{ product: gloves, quantity: '1' }],
    })
    const over = await post('confirm/', { order: onAccount.id })
    expect(over.statusCode).toBe(409)
    expect(over.json().detail).toMatch(/credit limit is Tk 200\.00 and the balance now Tk 0\.00/)
    // Every refusal rolled back: the next invoice is still 000004 (first took 000003).
    await post('update_order/', { order: onAccount.id, payment_method: f.methods.cash })
    expect((await post('confirm/', { order: onAccount.id })).json().invoice_no).toBe('SI-2035-36-000004')
  })

  it('counts orders on account confirmed and not yet delivered against the credit limit', async () => {
    const college = await newCustomer(t.db, 'API Polytechnic', '600.00')
    const onAccount = (quantity: string) =>
      create({
        customer: college.id,
        payment_method: f.methods.onAccount,
        items: [{ product: helmet, quantity, price: '250.00' }],
      })
    const first = await onAccount('2')
    expect((await post('confirm/', { order: first.id })).statusCode).toBe(200)
    // 500 promised, nothing in the ledger yet: another 250 would owe 750 against a limit of 600.
    const second = await onAccount('1')
    const refused = await post('confirm/', { order: second.id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(
      /balance to Tk 750\.00: the credit limit is Tk 600\.00 and the balance now Tk 0\.00, with Tk 500\.00 more in orders on account confirmed and not yet delivered/,
    )
    // Once the first is cancelled its promise goes, and the second fits.
    await post('cancel/', { order: first.id, reason: 'Bought elsewhere' })
    expect((await post('confirm/', { order: second.id })).statusCode).toBe(200)
  })
})

describe('bad input is a 400 naming the field', () => {
  it('refuses unknown products, quantities of 0 or less, negative prices, wrong types, NUL bytes and empty orders', async () => {
    const answer = await post('create/', {
      branch: f.branchId,
      items: [
        { product: 999_999, quantity: '1' },
        { product: helmet, quantity: '0' },
        { product: helmet, quantity: '-2' },
        { product: helmet, quantity: '1', price: '-5' },
      ],
    })
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json()).sort()).toEqual([
      'items[1][quantity]',
      'items[2][quantity]',
      'items[3][price]',
    ])
    const unknown = await post('create/', {
      branch: f.branchId,
      items: [{ product: 999_999, quantity: '1' }],
    })
    expect(unknown.json()).toEqual({ 'items[0][product]': ['Product 999999 does not exist.'] })
    expect((await post('create/', { branch: 'main', items: [] })).json()).toEqual({
      branch: ['Send an id: a whole number such as 12.'],
    })
    expect((await post('create/', { items: [] })).json()).toEqual({ branch: ['This field is required.'] })
    expect((await post('create/', { branch: f.branchId, comment: 'a\u0000b' })).statusCode).toBe(400)
    expect((await post('create/', { branch: f.branchId, colour: 'red' })).json()).toEqual({
      colour: ['Unknown field.'],
    })
    expect((await post('create/', { branch: 999_999 })).json()).toEqual({
      branch: ['Branch 999999 does not exist.'],
    })
    const empty = await create({})
    expect((await post('confirm/', { order: empty.id })).json().detail).toMatch(/has no items/)
    expect((await post('confirm/', { order: 999_999 })).statusCode).toBe(404)
  })

  it('reads the original’s multipart keys, with errors keyed per line', async () => {
    const good = multipart([
      { name: 'branch', value: String(f.branchId) },
      { name: 'items[0][product]', value: String(helmet) },
      { name: 'items[0][quantity]', value: '1' },
    ])
    const made = await t.app.inject({
      method: 'POST',
      url: `${BASE}create/`,
      headers: { ...books.Approver, ...good.headers },
      payload: good.payload,
    })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json().order_items).toHaveLength(1)
    const bad = multipart([
      { name: 'branch', value: String(f.branchId) },
      { name: 'items[0][product]', value: String(helmet) },
      { name: 'items[0][quantity]', value: 'three' },
    ])
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}create/`,
      headers: { ...books.Approver, ...bad.headers },
      payload: bad.payload,
    })
    expect(Object.keys(refused.json())).toEqual(['items[0][quantity]'])
  })
})

describe('who may do what, and the lists and reports', () => {
  it('lets the Accountant and Approver sell, the Auditor read, and nobody else in', async () => {
    for (const headers of [as.editor, as.nobody, books.Auditor])
      expect((await post('create/', { branch: f.branchId }, headers)).statusCode).toBe(403)
    expect((await get('/order/api/v1/order/all/', books.Auditor)).statusCode).toBe(200)
    for (const headers of [as.editor, as.nobody])
      expect((await get('/order/api/v1/order/all/', headers)).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/order/api/v1/order/all/' })).statusCode).toBe(401)
    expect((await get('/report/api/v1/order_report_with_profit/filter/', as.editor)).statusCode).toBe(403)
  })

  it('lists, filters and searches orders, and answers the statuses', async () => {
    const statuses = (await get('/orderstatus/api/v1/orderstatus/all/')).json().orderstatuses
    expect(statuses.map((s: { slug: string }) => s.slug)).toEqual([
      'pending',
      'confirmed',
      'packaging',
      'on_the_way',
      'delivered',
      'cancelled',
    ])
    const cancelled = (await get('/order/api/v1/order/all/?status=cancelled', books.Auditor)).json()
    expect(cancelled.orders.length).toBeGreaterThan(0)
    expect(cancelled.orders.every((o: { status: string }) => o.status === 'cancelled')).toBe(true)
    const found = (await get(`${BASE}search/?searchKey=01711000000`, books.Auditor)).json()
    expect(found.total_elements).toBe(1)
    expect((await get('/order/api/v1/order/all/?date_after=2035-09-11')).json().total_elements).toBe(0)
  })

  it('reports profit and the summary, paginated, unpaginated and as CSV', async () => {
    const profit = (
      await get(
        `/report/api/v1/order_report_with_profit/without_pagination/filter/?date_after=${TODAY}&branch=${f.branchId}`,
      )
    ).json()
    // Delivered and kept: the counter's pair of gloves, 250 − 100 cost.
    expect(profit.totals).toEqual({
      quantity: '1',
      revenue: '250.00',
      cost: '100.00',
      margin: '150.00',
      margin_percent: '60.00',
    })
    expect(profit.products).toMatchObject([{ sku: 'API-GLOVES', revenue: '250.00' }])
    const csv = await get(`/report/api/v1/order_report_with_profit/filter/?format=csv&branch=${f.branchId}`)
    expect(csv.headers['content-type']).toMatch(/text\/csv/)
    expect(csv.body).toContain('Total,,,,1,250.00,100.00,150.00,60.00')
    const summary = (
      await get(`/summary_report/api/v1/order_summary_report/filter/?period=day&branch=${f.branchId}&size=2`)
    ).json()
    expect(summary).toMatchObject({ size: 2, page: 1 })
    expect(summary.by_status.find((s: { status: string }) => s.status === 'delivered')).toMatchObject({
      count: 1,
      net_amount: '250.00',
    })
    expect((await get('/summary_report/api/v1/order_summary_report/filter/?period=week')).json()).toEqual({
      period: ['Choose day or month.'],
    })
  })
})
