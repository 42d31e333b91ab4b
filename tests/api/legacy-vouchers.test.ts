/**
 * The original's per-type voucher paths (issue 13, item 3): create/ from a multipart form with
 * items[i][…] keys or JSON posts at once and answers the original's shape, by-number reads, lists
 * and search under the type's key, and posted vouchers refused on update/ and delete/ (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { bookKeepers, bookLedgers } from '../support/book-keepers.ts'
import { multipart } from '../support/multipart.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof bookKeepers>>
let l: Awaited<ReturnType<typeof bookLedgers>>

beforeAll(async () => {
  t = await createTestApp()
  as = await bookKeepers(t.app, t.db)
  l = await bookLedgers(t.db as Db)
})
afterAll(() => t?.close())

const form = (fields: Record<string, string | number>) =>
  multipart(Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })))

async function createPayment(amount = '1250.00') {
  const { payload, headers } = form({
    payment_date: '2027-08-05',
    details: 'August rent',
    'items[0][ledger]': l.cash,
    'items[0][debit_amount]': '0',
    'items[0][credit_amount]': amount,
    'items[1][ledger]': l.rent,
    'items[1][debit_amount]': amount,
    'items[1][credit_amount]': '0',
  })
  return t.app.inject({
    method: 'POST',
    url: '/payment_voucher/api/v1/payment_voucher/create/',
    headers: { ...as.Accountant, ...headers },
    payload,
  })
}

describe("the original's voucher paths", () => {
  it('creates and posts a payment voucher from a multipart form, answering the original shape', async () => {
    const response = await createPayment()
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(Object.keys(body)).toEqual(['payment_vouchers', 'account_logs'])
    expect(body.payment_vouchers).toHaveLength(2)
    expect(body.payment_vouchers[0]).toMatchObject({
      invoice_no: 'PV-2027-28-000001',
      ledger: l.cash,
      debit_amount: '0.00',
      credit_amount: '1250.00',
      payment_date: '2027-08-05',
      details: 'August rent',
    })
    expect(body.account_logs[1]).toMatchObject({
      reference_no: 'PV-2027-28-000001',
      log_type: 'payment_voucher',
      ledger: l.rent,
      debit_amount: '1250.00',
      log_date: '2027-08-05',
    })
  })

  it('creates from JSON with an items array, the header sub-ledger on every line', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/receipt_voucher/api/v1/receipt_voucher/create/',
      headers: as.Accountant,
      payload: {
        receipt_date: '2027-08-06T10:15:00',
        details: 'Donation box 2027',
        items: [
          { ledger: String(l.cash), debit_amount: '500' },
          { ledger: l.sales, credit_amount: 500 },
        ],
      },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().receipt_vouchers.map((r: { invoice_no: string }) => r.invoice_no)).toEqual([
      'RV-2027-28-000001',
      'RV-2027-28-000001',
    ])
  })

  it('refuses an unbalanced form naming items, and a contra off cash and bank naming the line', async () => {
    const { payload, headers } = form({
      journal_date: '2027-08-05',
      'items[0][ledger]': l.rent,
      'items[0][debit_amount]': '10',
      'items[1][ledger]': l.cash,
      'items[1][credit_amount]': '9',
    })
    const unbalanced = await t.app.inject({
      method: 'POST',
      url: '/journal/api/v1/journal/create/',
      headers: { ...as.Accountant, ...headers },
      payload,
    })
    expect(unbalanced.statusCode).toBe(400)
    expect(unbalanced.json().items[0]).toMatch(/differ/)
    const contra = await t.app.inject({
      method: 'POST',
      url: '/contra/api/v1/contra/create/',
      headers: as.Accountant,
      payload: {
        contra_date: '2027-08-05',
        items: [
          { ledger: l.bank, debit_amount: '10' },
          { ledger: l.sales, credit_amount: '10' },
        ],
      },
    })
    expect(contra.statusCode).toBe(400)
    expect(Object.keys(contra.json())).toEqual(['items[1][ledger]'])
    const badAmount = await t.app.inject({
      method: 'POST',
      url: '/sales/api/v1/sales/create/',
      headers: as.Accountant,
      payload: { sales_date: '2027-08-05', items: [{ ledger: l.cash, debit_amount: '1.005' }] },
    })
    expect(Object.keys(badAmount.json())).toContain('items[0][debit_amount]')
    const noDate = await t.app.inject({
      method: 'POST',
      url: '/purchase/api/v1/purchase/create/',
      headers: as.Accountant,
      payload: { items: [] },
    })
    expect(noDate.statusCode).toBe(400)
    expect(Object.keys(noDate.json())).toContain('purchase_date')
  })

  it('reads a voucher by number and by id; an unknown number is a 404', async () => {
    const byNumber = await t.app.inject({
      url: '/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/PV-2027-28-000001',
      headers: as.Auditor,
    })
    expect(byNumber.statusCode).toBe(200)
    const body = byNumber.json()
    expect(body).toMatchObject({
      invoice_no: 'PV-2027-28-000001',
      branch: null,
      payment_date: '2027-08-05',
      details: 'August rent',
      file: null,
    })
    expect(
      body.items.map((i: { ledger: number; credit_amount: string }) => [i.ledger, i.credit_amount]),
    ).toEqual([
      [l.cash, '1250.00'],
      [l.rent, '0.00'],
    ])
    const byId = await t.app.inject({
      url: `/payment_voucher/api/v1/payment_voucher/${body.id}`,
      headers: as.Auditor,
    })
    expect(byId.json().invoice_no).toBe('PV-2027-28-000001')
    const unknown = await t.app.inject({
      url: '/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/PV-2027-28-999999',
      headers: as.Auditor,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: 'Invoice no PV-2027-28-999999 has no PaymentVouchers' })
    // A receipt's number is not a payment voucher's.
    const otherType = await t.app.inject({
      url: '/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/RV-2027-28-000001',
      headers: as.Auditor,
    })
    expect(otherType.statusCode).toBe(404)
    const badId = await t.app.inject({ url: '/journal/api/v1/journal/abc', headers: as.Auditor })
    expect(badId.statusCode).toBe(400)
  })

  it('lists and searches a type under its key, with related ledgers', async () => {
    await createPayment('99.00')
    const all = await t.app.inject({
      url: '/payment_voucher/api/v1/payment_voucher/all/?date_after=2027-07-01',
      headers: as.Auditor,
    })
    expect(all.statusCode).toBe(200)
    const body = all.json()
    expect(body).toMatchObject({ page: 1, size: 10, total_pages: 1, total_elements: 2 })
    expect(body.payment_vouchers[1]).toMatchObject({
      invoice_no: 'PV-2027-28-000001',
      payment_date: '2027-08-05',
      related_ledgers: 'Cash, Test Rent',
      total: '1250.00',
    })
    const search = await t.app.inject({
      url: '/payment_voucher/api/v1/payment_voucher/search/?invoice_no=PV-2027-28-000002',
      headers: as.Auditor,
    })
    expect(search.json().payment_vouchers.map((v: { total: string }) => v.total)).toEqual(['99.00'])
    const receipts = await t.app.inject({
      url: '/receipt_voucher/api/v1/receipt_voucher/search/?key=donation%20box',
      headers: as.Auditor,
    })
    expect(receipts.json().receipt_vouchers).toHaveLength(1)
  })

  it('refuses update/ and delete/ of a posted voucher (409), and changes a draft', async () => {
    const update = await t.app.inject({
      method: 'PUT',
      url: '/payment_voucher/api/v1/payment_voucher/update/',
      headers: as.Accountant,
      payload: { invoice_no: 'PV-2027-28-000001', payment_date: '2027-08-05', items: [] },
    })
    expect(update.statusCode).toBe(409)
    expect(update.json().detail).toMatch(
      /posted vouchers are corrected by reversal: POST \/voucher\/api\/v1\/voucher\/correct\/\d+/,
    )
    const posted = (
      await t.app.inject({
        url: '/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/PV-2027-28-000001',
        headers: as.Auditor,
      })
    ).json()
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/payment_voucher/api/v1/payment_voucher/delete/${posted.id}`,
      headers: as.Accountant,
    })
    expect(remove.statusCode).toBe(409)

    const draft = (
      await t.app.inject({
        method: 'POST',
        url: '/voucher/api/v1/voucher/create/',
        headers: as.Accountant,
        payload: { type: 'journal', date: '2027-08-05', items: [{ ledger: l.rent, debit_amount: '1' }] },
      })
    ).json()
    const { payload, headers } = form({
      id: draft.id,
      journal_date: '2027-08-07',
      details: 'Filled in',
      'items[0][ledger]': l.rent,
      'items[0][debit_amount]': '7',
      'items[1][ledger]': l.fund,
      'items[1][credit_amount]': '7',
    })
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/journal/api/v1/journal/update/',
      headers: { ...as.Accountant, ...headers },
      payload,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      status: 'draft',
      invoice_no: null,
      journal_date: '2027-08-07',
      total: '7.00',
    })
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/journal/api/v1/journal/delete/${draft.id}`,
      headers: as.Accountant,
    })
    expect(deleted.statusCode).toBe(200)
  })

  it('stores the attachment sent as file, and shows its /media/ URL', async () => {
    // The smallest whole PDF: a catalog, a page tree and one page.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    )
    const { payload, headers } = multipart([
      { name: 'purchase_date', value: '2027-08-08' },
      { name: 'items[0][ledger]', value: String(l.purchases) },
      { name: 'items[0][debit_amount]', value: '75' },
      { name: 'items[1][ledger]', value: String(l.cash) },
      { name: 'items[1][credit_amount]', value: '75' },
      { name: 'file', file: { fileName: 'bill.pdf', content: pdf, contentType: 'application/pdf' } },
    ])
    const response = await t.app.inject({
      method: 'POST',
      url: '/purchase/api/v1/purchase/create/',
      headers: { ...as.Accountant, ...headers },
      payload,
    })
    expect(response.statusCode).toBe(201)
    const [row] = response.json().purchases
    expect(row).toMatchObject({ invoice_no: 'PU-2027-28-000001', purchase_date: '2027-08-08' })
    expect(row.file).toMatch(/^\/media\/vouchers\/bill-[0-9a-f]{8}\.pdf$/)
    expect((await t.app.inject({ url: row.file })).statusCode).toBe(200)
  })

  it('needs the voucher permissions: the Auditor reads but cannot create', async () => {
    const { payload, headers } = form({ payment_date: '2027-08-05' })
    const response = await t.app.inject({
      method: 'POST',
      url: '/payment_voucher/api/v1/payment_voucher/create/',
      headers: { ...as.Auditor, ...headers },
      payload,
    })
    expect(response.statusCode).toBe(403)
  })
})
