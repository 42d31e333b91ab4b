/**
 * Purchasing (issue 15 item 4) through the API at the original's paths: staff raise a request for
 * 50 welding helmets (multipart, as the original's clients send it), a line without a product is
 * refused when the purchase is made from it, the draft gets a second line and a discount, and pay
 * and confirm receives the goods and posts the bill and the payment; stock, the movements' values,
 * the Stock ledger, the vendor's ledger and the cash ledger then agree to the paisa. The invoice
 * (JSON and PDF), a return of one helmet, the summary reports and their CSV; a second confirmation
 * and any change to a confirmed purchase refused; the vendor's form with pictures; bad input a 400
 * naming the field; who may do what. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAmount } from '../../common/money.ts'
import { queryRows } from '../../server/db/client.ts'
import { dateIn } from '../../server/http/wire.ts'
import { storesLedgers } from '../../server/modules/stores/settings.ts'
import {
  purchaseRequest,
  purchaseStatus,
  stockLevel,
  stockMovement,
} from '../../server/modules/stores/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { multipart } from '../support/multipart.ts'
import { parseCsv } from '../support/parse-csv.ts'
import { balanceOf, makeBranch, makeProduct, makeVendor, methodNamed } from '../support/purchasing.ts'
import { createTestApp, testConfig } from '../support/test-app.ts'

const NOW = Date.parse('2031-08-10T06:00:00Z')
const DATE = '2031-08-05'
const PR = '/purchase_request/api/v1/purchase_request/'
const PF = '/purchase_final/api/v1/purchase_final/'
const RET = '/purchase_return/api/v1/purchase_return/'
const REPORT = '/summary_report/api/v1/'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>
let ids: {
  branch: number
  vendor: { id: number; ledgerId: number }
  helmet: number
  gloves: number
  cash: { id: number; ledgerId: number | null }
  bkash: number
  onAccount: number
}

type Headers = Record<string, string>
const get = (url: string, headers: Headers = books.Accountant) => t.app.inject({ url, headers })
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = books.Accountant,
) => t.app.inject({ method, url, headers, payload })
const form = (
  url: string,
  fields: Record<string, string>,
  files: { name: string; content: Buffer }[] = [],
) => {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((f) => ({
      name: f.name,
      file: { fileName: 'photo.png', content: f.content, contentType: 'image/png' },
    })),
  ])
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...books.Accountant, ...body.headers },
    payload: body.payload,
  })
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW })
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
  const cash = await methodNamed(t.db, 'Cash')
  ids = {
    branch: await makeBranch(t.db, 'Mirpur training centre'),
    vendor: await makeVendor(t.db, 'Dhaka Safety Traders'),
    helmet: await makeProduct(t.db, 'WELD-HELMET', 'Welding helmet'),
    gloves: await makeProduct(t.db, 'WELD-GLOVES', 'Welding gloves', 'pair'),
    cash: { id: cash.id, ledgerId: cash.ledgerId },
    bkash: (await methodNamed(t.db, 'bKash')).id,
    onAccount: (await methodNamed(t.db, 'On account')).id,
  }
})
afterAll(() => t?.close())

describe('request → final → pay and confirm → invoice → return (the issue’s Done-when)', () => {
  let requestId: number
  let finalId: number
  const state: { helmetValue?: string; glovesValue?: string } = {}

  it('raises a request from a multipart form, with a line not yet in the catalogue', async () => {
    const res = await form(`${PR}create/`, {
      vendor: String(ids.vendor.id),
      branch: String(ids.branch),
      note: 'For the welding course',
      'items[0][product]': String(ids.helmet),
      'items[0][item_price]': '1200',
      'items[0][item_quantity]': '50',
      'items[1][item_name]': 'Spare lenses',
      'items[1][item_price]': '80.50',
      'items[1][item_quantity]': '10',
    })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    requestId = body.id
    expect(body).toMatchObject({
      invoice_no: expect.stringMatching(/^PR-\d{6}$/),
      purchase_status: { name: 'pending' },
      vendor: { id: ids.vendor.id, name: 'Dhaka Safety Traders' },
      items_count: 2,
      total_price: '60805.00',
    })
    expect(body.purchase_request_items[0]).toMatchObject({
      name: 'Welding helmet',
      quantity: '50',
      total_price: '60000.00',
    })
    const list = (await get(`${PR}all/?vendor=${ids.vendor.id}`)).json()
    expect(list).toMatchObject({
      total_elements: 1,
      purchase_requests: [{ id: requestId, total_price: '60805.00' }],
    })
    const counts = (await get(`${PR}get_all_purchase_request_counts_of_a_vendor/${ids.vendor.id}`)).json()
    expect(counts).toMatchObject({ total: 1, counts: { pending: 1, verified: 0 } })
  })

  it('refuses to buy a line that names no product, naming it; the line removed, buys the rest', async () => {
    const refused = await send('POST', `${PF}create_from_purchase_request/`, {
      purchase_request: requestId,
      date: DATE,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().purchase_request[0]).toContain('"Spare lenses"')
    const lines = (
      await get(`${PR}get_all_purchase_request_items_with_images_by_purchase_request_id/${requestId}`)
    ).json()
    const lens = lines.purchase_request_items.find((l: { name: string }) => l.name === 'Spare lenses')
    expect(
      (await send('DELETE', `/purchase_req_item/api/v1/purchase_req_item/delete/${lens.id}`)).statusCode,
    ).toBe(200)
    const made = await send('POST', `${PF}create_from_purchase_request/`, {
      purchase_request: requestId,
      date: DATE,
    })
    expect(made.statusCode, made.body).toBe(201)
    finalId = made.json().id
    expect(made.json()).toMatchObject({
      status: 'draft',
      invoice_no: expect.stringMatching(/^PF-\d{6}$/),
      branch: { id: ids.branch },
      net_total: '60000.00',
      purchase_final_items: [{ product: { sku: 'WELD-HELMET' }, quantity: '50', unit_price: '1200.00' }],
    })
  })

  it('changes the draft: a second line, a discount, the vendor’s bill number', async () => {
    const added = await send('POST', `${PF}update_item/`, {
      purchase_final: finalId,
      product: ids.gloves,
      quantity: '3',
      unit_price: '333.33',
    })
    expect(added.statusCode, added.body).toBe(200)
    const changed = await send('PUT', `${PF}update/${finalId}`, {
      discount: '100.00',
      vendor_invoice_no: 'DST-88',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      subtotal: '60999.99',
      discount: '100.00',
      net_total: '60899.99',
      items_count: 2,
    })
  })

  it('pays 20,000 in cash and confirms: stock, movements and ledgers agree to the paisa', async () => {
    const cashBefore = await balanceOf(t.db, ids.cash.ledgerId as number)
    const res = await send('POST', `${PF}paybill_and_confirm/`, {
      purchase_final: finalId,
      payment_method: ids.cash.id,
      paid_amount: '20000.00',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      paid_amount: '20000.00',
      due: '40899.99',
      bill_voucher_number: expect.stringMatching(/^PU-/),
      payment_voucher_number: expect.stringMatching(/^PV-/),
    })
    const moved = await t.db
      .select()
      .from(stockMovement)
      .where(and(eq(stockMovement.sourceType, 'purchase_final'), eq(stockMovement.sourceId, finalId)))
      .orderBy(stockMovement.id)
    // 60000 − 100 × 60000/60999.99 = 59901.64; the gloves take the rest of the discount.
    expect(moved.map((m) => [m.quantity, m.value])).toEqual([
      ['50.000', '59901.64'],
      ['3.000', '998.35'],
    ])
    state.helmetValue = '59901.64'
    const [level] = await t.db
      .select()
      .from(stockLevel)
      .where(and(eq(stockLevel.productId, ids.helmet), eq(stockLevel.branchId, ids.branch)))
    expect(level).toMatchObject({ quantity: '50.000', value: '59901.64' })
    const ledgers = await storesLedgers(t.db)
    expect(await balanceOf(t.db, ledgers.stock, ids.branch)).toBe('60899.99')
    expect(await balanceOf(t.db, ids.vendor.ledgerId)).toBe('-40899.99')
    const cashAfter = await balanceOf(t.db, ids.cash.ledgerId as number)
    expect((parseAmount(cashBefore) ?? 0n) - (parseAmount(cashAfter) ?? 0n)).toBe(2_000_000n)
    const [request] = await t.db
      .select({ status: purchaseStatus.name })
      .from(purchaseRequest)
      .innerJoin(purchaseStatus, eq(purchaseStatus.id, purchaseRequest.purchaseStatusId))
      .where(eq(purchaseRequest.id, requestId))
    expect(request?.status).toBe('verified')
  })

  it('refuses a second confirmation and every change to the confirmed purchase (409)', async () => {
    const again = await send('POST', `${PF}paybill_and_confirm/`, {
      purchase_final: finalId,
      payment_method: ids.cash.id,
      paid_amount: '0',
    })
    expect(again.statusCode).toBe(409)
    expect((await send('PUT', `${PF}update/${finalId}`, { note: 'late' })).statusCode).toBe(409)
    expect(
      (
        await send('POST', `${PF}update_item/`, {
          purchase_final: finalId,
          product: ids.helmet,
          quantity: '1',
          unit_price: '1',
        })
      ).statusCode,
    ).toBe(409)
    const items = (await get(`${PF}get_a_purchase_final_with_items/${finalId}`)).json().purchase_final_items
    expect((await send('POST', `${PF}delete_item/`, { id: items[0].id })).statusCode).toBe(409)
    expect((await send('DELETE', `${PF}delete/${finalId}`)).statusCode).toBe(409)
    expect((await send('DELETE', `${PR}delete/${requestId}`)).statusCode).toBe(409)
    const [movements] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stock_movement where source_type = 'purchase_final' and source_id = ${finalId}`,
    )
    expect(movements?.n).toBe(2)
  })

  it('gives the invoice as JSON and as a PDF', async () => {
    const invoice = (await get(`${PF}get_invoice_by_purchase_final_id/${finalId}`)).json()
    expect(invoice).toMatchObject({
      purchase_final: {
        vendor_invoice_no: 'DST-88',
        status: 'confirmed',
        bill_voucher_number: expect.any(String),
      },
      vendor: { name: 'Dhaka Safety Traders', address: 'Road 1, Mirpur', phone: '01711000000' },
      items: [
        {
          product: { sku: 'WELD-HELMET', unit: 'pcs' },
          quantity: '50',
          unit_price: '1200.00',
          total: '60000.00',
        },
        {
          product: { sku: 'WELD-GLOVES', unit: 'pair' },
          quantity: '3',
          unit_price: '333.33',
          total: '999.99',
        },
      ],
      subtotal: '60999.99',
      discount: '100.00',
      net_total: '60899.99',
      paid: '20000.00',
      due: '40899.99',
      returns: [],
    })
    const pdf = await get(`${PF}get_invoice_by_purchase_final_id/${finalId}/pdf`)
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('returns one helmet: stock out at moving average, the vendor owes its net price', async () => {
    const items = (await get(`${PF}get_a_purchase_final_with_items/${finalId}`)).json().purchase_final_items
    const tooMany = await send('POST', `${RET}create/`, {
      purchase_final: finalId,
      date: '2031-08-08',
      reason: 'Cracked visor',
      items: [{ purchase_final_item: items[0].id, quantity: '51' }],
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()['items[0][quantity]'][0]).toContain('At most 50')
    const res = await send('POST', `${RET}create/`, {
      purchase_final: finalId,
      date: '2031-08-08',
      reason: 'Cracked visor',
      items: [{ purchase_final_item: items[0].id, quantity: '1' }],
    })
    expect(res.statusCode, res.body).toBe(201)
    // 59901.64 / 50 = 1198.0328: the line's net price and, nothing else in stock, its moving average.
    expect(res.json()).toMatchObject({
      amount: '1198.03',
      refunded: false,
      items: [{ quantity: '1', amount: '1198.03' }],
    })
    const [level] = await t.db
      .select()
      .from(stockLevel)
      .where(and(eq(stockLevel.productId, ids.helmet), eq(stockLevel.branchId, ids.branch)))
    expect(level).toMatchObject({ quantity: '49.000', value: '58703.61' })
    const ledgers = await storesLedgers(t.db)
    const [stockValue] = await queryRows<{ v: string }>(
      t.db,
      sql`select sum(value)::numeric(18,2)::text as v from stock_level where branch_id = ${ids.branch}`,
    )
    expect(await balanceOf(t.db, ledgers.stock, ids.branch)).toBe(stockValue?.v)
    expect(await balanceOf(t.db, ids.vendor.ledgerId)).toBe('-39701.96')
    const invoice = (await get(`${PF}get_invoice_by_purchase_final_id/${finalId}`)).json()
    expect(invoice).toMatchObject({
      returned: '1198.03',
      returns: [{ reason: 'Cracked visor', amount: '1198.03' }],
    })
    expect((await get(`${RET}all/?purchase_final=${finalId}`)).json()).toMatchObject({ total_elements: 1 })
  })

  it('summarises purchases and requests, with grand totals and a CSV', async () => {
    // A request's date is its created_at, written by the database's clock, not the app's.
    const today = dateIn(new Date(), testConfig.timeZone)
    const finals = (
      await get(`${REPORT}purchase_final_summary_report/filter/?vendor=${ids.vendor.id}&status=confirmed`)
    ).json()
    expect(finals).toMatchObject({
      total_elements: 1,
      totals: { count: 1, net_total: '60899.99', paid_amount: '20000.00', due: '40899.99' },
    })
    const requests = (
      await get(
        `${REPORT}purchase_request_summary_report/without_pagination/filter/?date_after=${today}&date_before=${today}&vendor=${ids.vendor.id}`,
      )
    ).json()
    expect(requests.totals).toMatchObject({ count: 1, total_price: '60000.00' })
    const csv = await get(
      `${REPORT}purchase_final_summary_report/without_pagination/filter/?format=csv&vendor=${ids.vendor.id}`,
    )
    expect(csv.headers['content-type']).toContain('text/csv')
    const rows = parseCsv(csv.body)
    expect(rows[1]).toContain('Dhaka Safety Traders')
    expect(rows.at(-1)).toContain('60899.99')
  })
})

describe('changing a request', () => {
  it('changes, adds and removes lines while pending, and refuses lines once cancelled', async () => {
    const made = await send('POST', `${PR}create/`, {
      items: [
        { item_name: 'Goggles', item_price: '150', item_quantity: '4' },
        { item_name: 'Aprons', item_price: '300', item_quantity: '2' },
      ],
    })
    expect(made.statusCode, made.body).toBe(201)
    const [goggles] = made.json().purchase_request_items
    const changed = await send('PUT', `${PR}update/${made.json().id}`, {
      note: 'Safety kit',
      items: [
        { id: goggles.id, product: ids.gloves, item_price: '160', item_quantity: '5' },
        { item_name: 'Ear plugs', item_price: '20', item_quantity: '10' },
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      note: 'Safety kit',
      total_price: '1000.00',
      purchase_request_items: [
        { id: goggles.id, name: 'Welding gloves', product: { sku: 'WELD-GLOVES' }, quantity: '5' },
        { name: 'Ear plugs', quantity: '10' },
      ],
    })
    const [cancelled] = await t.db
      .select({ id: purchaseStatus.id })
      .from(purchaseStatus)
      .where(eq(purchaseStatus.name, 'cancelled'))
    const status = await send('PUT', `${PR}update/${made.json().id}`, { purchase_status: cancelled?.id })
    expect(status.json().purchase_status).toMatchObject({ name: 'cancelled' })
    const refused = await send('PUT', `${PR}update/${made.json().id}`, {
      items: [{ item_name: 'Boots', item_price: '900', item_quantity: '1' }],
    })
    expect(refused.statusCode).toBe(409)
    expect((await send('DELETE', `${PR}delete/${made.json().id}`)).statusCode).toBe(200)
  })
})

describe('bad input is a 400 naming the field', () => {
  const direct = (payload: object) => send('POST', `${PF}create_directly_from_admin_panel/`, payload)
  const valid = () => ({
    vendor: ids.vendor.id,
    branch: ids.branch,
    date: DATE,
    items: [{ product: ids.helmet, quantity: '2', unit_price: '10.00' }],
  })

  it('names a line’s missing product, zero quantity, negative price and unknown product', async () => {
    const res = await direct({
      ...valid(),
      items: [
        { quantity: '1', unit_price: '10' },
        { product: ids.helmet, quantity: '0', unit_price: '-5' },
        { product: 999_999, quantity: '1', unit_price: '1' },
      ],
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(Object.keys(body)).toContain('items[0][product]')
    const second = await direct({
      ...valid(),
      items: [{ product: ids.helmet, quantity: '0', unit_price: '-5' }],
    })
    expect(Object.keys(second.json()).sort()).toEqual(['items[0][quantity]', 'items[0][unit_price]'])
    const unknown = await direct({
      ...valid(),
      items: [{ product: 999_999, quantity: '1', unit_price: '1' }],
    })
    expect(unknown.json()['items[0][product]'][0]).toContain('does not exist')
  })

  it('refuses wrong types, NUL bytes and a discount beyond the lines', async () => {
    expect(Object.keys((await direct({ ...valid(), vendor: 'abc' })).json())).toEqual(['vendor'])
    const nul = await direct({ ...valid(), note: 'a\u0000b' })
    expect(nul.statusCode).toBe(400)
    expect((await direct({ ...valid(), discount: '20.01' })).json()).toHaveProperty('discount')
    expect((await direct({ ...valid(), items: 'x' })).json()).toHaveProperty('items')
  })

  it('refuses paying more than the total, an unknown method, a missing reference and on-account money', async () => {
    const made = (await direct(valid())).json()
    const pay = (extra: object) =>
      send('POST', `${PF}paybill_and_confirm/`, {
        purchase_final: made.id,
        payment_method: ids.cash.id,
        ...extra,
      })
    expect(Object.keys((await pay({ paid_amount: '20.01' })).json())).toEqual(['paid_amount'])
    expect(Object.keys((await pay({ paid_amount: '1', payment_method: 999_999 })).json())).toEqual([
      'payment_method',
    ])
    expect(Object.keys((await pay({ paid_amount: '1', payment_method: ids.bkash })).json())).toEqual([
      'payment_reference',
    ])
    expect(Object.keys((await pay({ paid_amount: '1', payment_method: ids.onAccount })).json())).toEqual([
      'paid_amount',
    ])
    expect(Object.keys((await pay({ paid_amount: '-1' })).json())).toEqual(['paid_amount'])
    const onAccount = await pay({ paid_amount: '0', payment_method: ids.onAccount })
    expect(onAccount.statusCode, onAccount.body).toBe(200)
    expect(onAccount.json()).toMatchObject({
      status: 'confirmed',
      due: '20.00',
      payment_voucher_number: null,
    })
  })

  it('refuses a date in a locked period on `date`', async () => {
    await t.db.execute(sql`update ledger_setting set lock_date = '2031-07-31'`)
    try {
      const made = (await direct({ ...valid(), date: '2031-07-15' })).json()
      const res = await send('POST', `${PF}paybill_and_confirm/`, {
        purchase_final: made.id,
        payment_method: ids.cash.id,
        paid_amount: '0',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toHaveProperty('date')
    } finally {
      await t.db.execute(sql`update ledger_setting set lock_date = null`)
    }
  })
})

describe('the vendor’s form with pictures', () => {
  it('stores each line’s pictures through the upload checks, and refuses what is not an image', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer()
    const fields = {
      first_name: 'Rahim',
      last_name: 'Uddin',
      contact_no: '01811000000',
      contact_type: 'sms',
      is_subscribed: 'true',
      'items[0][item_name]': 'Used grinder',
      'items[0][item_price]': '4500',
    }
    const res = await form(`${PR}create_vendor_purchase_request/`, fields, [
      { name: 'items[0][images][0]', content: png },
    ])
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toMatchObject({
      first_name: 'Rahim',
      contact_type: 'sms',
      vendor: null,
      purchase_request_items: [
        {
          name: 'Used grinder',
          quantity: '1',
          purchase_request_item_images: [{ image: expect.stringMatching(/^\/media\/purchase-requests\//) }],
        },
      ],
    })
    const fake = await form(`${PR}create_vendor_purchase_request/`, fields, [
      { name: 'items[0][images][0]', content: Buffer.from('not a picture') },
    ])
    expect(fake.statusCode).toBe(400)
    expect(fake.json()).toHaveProperty(['items[0][images][0]'])
    const none = await form(`${PR}create_vendor_purchase_request/`, fields)
    expect(none.json()).toHaveProperty(['items[0][images]'])
  })
})

describe('who may do what', () => {
  it('refuses the Editor, lets the Auditor read but not write', async () => {
    expect((await get(`${PR}all/`, as.editor)).statusCode).toBe(403)
    expect((await get(`${PF}all/`, as.editor)).statusCode).toBe(403)
    expect((await send('POST', `${PR}create/`, { items: [] }, as.editor)).statusCode).toBe(403)
    expect((await get(`${PF}all/`, books.Auditor)).statusCode).toBe(200)
    expect((await get(`${REPORT}purchase_final_summary_report/filter/`, books.Auditor)).statusCode).toBe(200)
    expect(
      (await get('/purchase_status/api/v1/purchase_status/all/', books.Auditor)).json().purchase_statuses,
    ).toHaveLength(5)
    expect(
      (await send('POST', `${PF}create_directly_from_admin_panel/`, { vendor: ids.vendor.id }, books.Auditor))
        .statusCode,
    ).toBe(403)
    expect(
      (await send('POST', `${PF}paybill_and_confirm/`, { purchase_final: 1 }, books.Auditor)).statusCode,
    ).toBe(403)
    expect((await send('POST', `${RET}create/`, {}, books.Auditor)).statusCode).toBe(403)
  })

  it('offers the two summary reports under Purchasing to the roles that read purchases, not the Editor', async () => {
    const reports = ['purchase_request_summary_report', 'purchase_final_summary_report']
    const schema = (await get('/api/v1/admin/schema', books.Auditor)).json()
    for (const name of reports)
      expect(schema.resources.find((r: { name: string }) => r.name === name)).toMatchObject({
        nav: { group: 'purchasing' },
      })
    const editors = (await get('/api/v1/admin/schema', as.editor)).json()
    expect(editors.resources.filter((r: { name: string }) => reports.includes(r.name))).toEqual([])
  })
})
