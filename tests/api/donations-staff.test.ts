/**
 * Staff and gifts (issue 14 items 4, 5 and 7): the donation resource's reads and permissions per
 * role; a walk-in gift recorded by every method, each posted to the ledger its method names and
 * receipted; a pledge's money recorded, cancelled, and the original's delete; bad input answered
 * 400 naming the field, a locked period's refusal under received_on; refunds offline and online
 * through the stand-in SSLCommerz, a gateway's refusal and outage changing nothing; the receipt
 * PDF read back, the second copy marked DUPLICATE COPY, emailed again; the annual statement's
 * total; the report by cause and month equal to the donations ledger's credits by sub-ledger, its
 * CSV and the original's paths; the giving settings' ledger types. The app's clock stands in
 * September 2035, a fiscal year the demo's books and gifts never reach, so every figure is this
 * file's. Runs on PGlite and, with scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatTaka, type Paisa, parseAmount } from '../../common/money.ts'
import { type Db, queryRows } from '../../server/db/client.ts'
import { emailOutbox } from '../../server/db/schema.ts'
import { completeDonation, openDonation } from '../../server/modules/giving/donations.ts'
import { givingSettings } from '../../server/modules/giving/settings.ts'
import { cause, donation } from '../../server/modules/giving/tables.ts'
import { ensureSubLedger, ledgerIdsByName } from '../../server/modules/ledger/service.ts'
import { SslcommerzProvider } from '../../server/payments/sslcommerz.ts'
import type { SslcommerzConfig } from '../../server/payments/sslcommerz-config.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { parseCsv } from '../support/parse-csv.ts'
import { pdfPages } from '../support/pdf-text.ts'
import { type SslcommerzStandIn, startSslcommerzStandIn } from '../support/sslcommerz-stand-in.ts'
import { createTestApp } from '../support/test-app.ts'

const BASE = '/donation/api/v1/donation/'
const REPORT = '/donation_report/api/v1/donation_report/'
const SETTINGS = '/giving_setting/api/v1/giving_setting/'
/** Noon in Dhaka on 15 September 2035. */
const NOW = Date.parse('2035-09-15T06:00:00Z')
const TODAY = '2035-09-15'

let t: Awaited<ReturnType<typeof createTestApp>>
let db: Db
let standIn: SslcommerzStandIn
let payments: SslcommerzConfig
let as: Awaited<ReturnType<typeof bookKeepers>>
let admin: Record<string, string>
let nobody: Record<string, string>
const causes: Record<'flood' | 'books' | 'ended', { id: number; subLedgerId: number }> = {} as never

beforeAll(async () => {
  standIn = await startSslcommerzStandIn()
  payments = {
    storeId: standIn.storeId,
    storePassword: standIn.storePassword,
    sandbox: true,
    baseUrl: standIn.baseUrl,
    timeoutMs: 5000,
  }
  t = await createTestApp({ clock: () => NOW, config: { payments } })
  db = t.db
  as = await bookKeepers(t.app, db)
  ;({ admin, nobody } = await testAccounts(t.app, db))
  const made: [keyof typeof causes, string, string | null][] = [
    ['flood', 'Staff test: flood relief', null],
    ['books', 'Staff test: school books', null],
    ['ended', 'Staff test: last winter', '2035-08-31'],
  ]
  for (const [key, name, endDate] of made) {
    const subLedgerId = await ensureSubLedger(db, name)
    const [row] = await db
      .insert(cause)
      .values({ name, status: 'published', subLedgerId, endDate, goalAmount: '100000.00' })
      .returning({ id: cause.id })
    causes[key] = { id: row?.id as number, subLedgerId }
  }
})
afterAll(async () => {
  await t?.close()
  await standIn?.close()
})

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return t.app.inject({ method, url, headers, payload: payload as never })
}

const walkIn = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Rahima',
  last_name: 'Khatun',
  email: 'rahima.staff@example.org',
  phone_number: '01711-402318',
  cause: causes.flood.id,
  amount: '1500',
  method: 'cash',
  received_on: TODAY,
  ...extra,
})

async function record(payload: Record<string, unknown>, headers = as.Accountant) {
  const response = await call('POST', `${BASE}record_gift/`, headers, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/** The posted lines of a voucher: ledger name, debit, credit. */
async function linesOf(voucherId: number) {
  return queryRows<{ ledger: string; debit: string; credit: string }>(
    db,
    sql`select l.name as ledger, vl.debit, vl.credit from voucher_line vl
        join ledger_account l on l.id = vl.ledger_id where vl.voucher_id = ${voucherId} order by vl.position`,
  )
}

/** A completed online gift, paid through the stand-in gateway (as the callbacks would book it). */
async function paidOnline(amount: Paisa, options: { gatewayTransactionId?: string } = {}) {
  const gift = await openDonation(db, {
    causeId: causes.books.id,
    amount,
    channel: 'online',
    donor: { firstName: 'Nusrat', lastName: 'Jahan', email: 'nusrat.online@example.net' },
  })
  const provider = new SslcommerzProvider(payments)
  const session = await provider.initiate({
    id: gift.transactionId,
    amount,
    currency: 'BDT',
    description: 'Donation: Staff test: school books',
    customer: {
      name: 'Nusrat Jahan',
      email: 'nusrat.online@example.net',
      phone: '01552731904',
      address: 'Dhaka',
    },
    successUrl: 'http://kizuna.test/donate/success',
    failUrl: 'http://kizuna.test/donate/fail',
    cancelUrl: 'http://kizuna.test/donate/cancel',
    ipnUrl: 'http://kizuna.test/donate/ipn',
  })
  const fields = await standIn.pay(session.sessionKey, 'success', { ipn: false })
  await db.transaction((tx) =>
    completeDonation(
      tx as unknown as Db,
      gift.id,
      {
        method: 'gateway',
        gateway: 'SSLCommerz',
        receivedOn: TODAY,
        validationId: fields.val_id,
        gatewayTransactionId: options.gatewayTransactionId ?? fields.bank_tran_id,
        instrument: 'bKash',
      },
      { id: null },
      new Date(NOW),
    ),
  )
  return gift
}

describe('who may do what', () => {
  it('lets the Accountant, Approver and Auditor read; only the Accountant and Approver record; only the Approver refunds', async () => {
    for (const role of ['Accountant', 'Approver', 'Auditor'] as const) {
      const list = await call('GET', `${BASE}all/`, as[role])
      expect(list.statusCode, role).toBe(200)
      expect(list.json()).toHaveProperty('donations')
    }
    expect((await call('GET', `${BASE}all/`, nobody)).statusCode).toBe(403)
    expect((await t.app.inject({ url: `${BASE}all/` })).statusCode).toBe(401)
    expect((await call('POST', `${BASE}record_gift/`, as.Auditor, walkIn())).statusCode).toBe(403)
    const gift = await record(walkIn({ email: null }), as.Approver)
    const refund = (headers: Record<string, string>) =>
      call('POST', `${BASE}refund/${gift.id}`, headers, { reason: 'Given twice by mistake.' })
    expect((await refund(as.Accountant)).statusCode).toBe(403)
    expect((await refund(as.Auditor)).statusCode).toBe(403)
    expect((await refund(as.Approver)).statusCode).toBe(200)
  })

  it('has no generic writes: a gift changes only through the staff routes', async () => {
    // create/ is the original's public gift form: whoever sends it, it only opens a pledge, whatever
    // the body says of the money (received_on, method), never a received gift.
    const opened = await call('POST', `${BASE}create/`, admin, walkIn())
    expect(opened.statusCode, opened.body).toBe(201)
    const [pledge] = await t.db
      .select()
      .from(donation)
      .where(eq(donation.transactionId, opened.json().transaction_id))
    expect(pledge?.status).toBe('pledged')
    expect((await call('PUT', `${BASE}update/1`, admin, { amount: '1.00' })).statusCode).toBe(404)
    expect((await call('DELETE', `${BASE}delete/1`, admin)).statusCode).toBe(404)
  })
})

describe('a walk-in donor’s gift', () => {
  const methods: [string, Record<string, unknown>, string][] = [
    ['cash', {}, 'Cash'],
    [
      'cheque',
      { reference: '4471205', bank_name: 'Sonali Bank', cheque_date: '2035-09-12' },
      'Dutch-Bangla Bank A/C',
    ],
    ['bank_transfer', { reference: 'BEFTN20350914-77', bank_name: 'BRAC Bank' }, 'Dutch-Bangla Bank A/C'],
    ['bkash', { reference: '9gh7k2l1qz' }, 'Mobile Wallets (bKash, Nagad, Rocket)'],
    ['nagad', { reference: '71H3GK9P' }, 'Mobile Wallets (bKash, Nagad, Rocket)'],
    ['rocket', { reference: '5512830964' }, 'Mobile Wallets (bKash, Nagad, Rocket)'],
  ]

  it.each(methods)(
    'by %s is booked to its ledger, receipted and the receipt emailed',
    async (method, fields, ledger) => {
      const gift = await record(walkIn({ method, ...fields, amount: '2,500.50' }))
      expect(gift).toMatchObject({
        status: 'completed',
        channel: 'offline',
        method,
        amount: '2500.50',
        cause: causes.flood.id,
        cause_name: 'Staff test: flood relief',
        received_on: TODAY,
        receipt_email: 'kept',
      })
      expect(gift.receipt_number).toMatch(/^MR-2035-36-\d{6}$/)
      expect(gift.voucher.number).toMatch(/^RV-2035-36-\d{6}$/)
      expect(gift.voucher_number).toBe(gift.voucher.number)
      if (method === 'bkash') expect(gift.reference).toBe('9GH7K2L1QZ')
      expect(await linesOf(gift.voucher.id)).toEqual([
        { ledger, debit: '2500.50', credit: '0.00' },
        { ledger: 'Donations Received', debit: '0.00', credit: '2500.50' },
      ])
      const [mail] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Money receipt ${gift.receipt_number}: 2,500.50 received with thanks`))
      expect(mail?.recipient).toBe('rahima.staff@example.org')
    },
  )

  it('may have no email, be given to the general fund, and is read back through the list’s filters and search', async () => {
    const gift = await record(
      walkIn({ email: '', cause: null, first_name: 'Kamal', last_name: 'Uddin Staff' }),
    )
    expect(gift).toMatchObject({
      email: null,
      cause: null,
      cause_name: 'General fund',
      receipt_email: 'no-address',
    })
    const ids = async (query: string) =>
      (
        (await call('GET', `${BASE}all/?size=100&${query}`, as.Auditor)).json().donations as { id: number }[]
      ).map((d) => d.id)
    expect(await ids('fund=general')).toContain(gift.id)
    expect(await ids(`fund=${causes.flood.id}`)).not.toContain(gift.id)
    expect(await ids('method=cash&status=completed&channel=offline')).toContain(gift.id)
    expect(await ids(`date_after=${TODAY}&date_before=${TODAY}`)).toContain(gift.id)
    expect(await ids('date_before=2035-09-14')).not.toContain(gift.id)
    expect(await ids('amount_min=1500&amount_max=1500')).toContain(gift.id)
    expect(await ids('amount_min=1500.01')).not.toContain(gift.id)
    const found = await call('GET', `${BASE}search/?searchKey=Uddin%20Staff`, as.Auditor)
    expect(found.json().donations.map((d: { id: number }) => d.id)).toEqual([gift.id])
    const bad = await call('GET', `${BASE}all/?fund=everything`, as.Auditor)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toMatch(/^fund must be "general" or a cause's id/)
    const csv = await call('GET', `${BASE}export/?fund=general&method=cash`, as.Auditor)
    expect(csv.statusCode).toBe(200)
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''))
    expect(rows[0]).toContain('Transaction ID')
    expect(rows.some((row) => row.includes(gift.transaction_id))).toBe(true)
  })

  it('answers bad input 400 naming each field', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const response = await call('POST', `${BASE}record_gift/`, as.Accountant, payload)
      expect(response.statusCode, response.body).toBe(400)
      return response.json()
    }
    expect(await refused(walkIn({ first_name: ' ', amount: '0', method: 'card' }))).toEqual({
      first_name: ['Enter the donor’s name.'],
      amount: ['The amount must be more than 0.'],
      method: ['Choose how the money came: cash, cheque, bank_transfer, bkash, nagad or rocket.'],
    })
    expect(await refused(walkIn({ method: 'cheque' }))).toEqual({
      reference: ['Enter the cheque number.'],
      bank_name: ['Enter the bank the cheque is drawn on.'],
      cheque_date: ['Enter the date written on the cheque.'],
    })
    expect(await refused(walkIn({ method: 'bkash', reference: '12345' }))).toEqual({
      reference: ['A bKash transaction ID is ten letters and digits, such as 9GH7K2L1QZ.'],
    })
    expect(await refused(walkIn({ method: 'cash', bank_name: 'Sonali Bank' }))).toEqual({
      bank_name: ['Cash names no bank: choose another method, or leave it empty.'],
    })
    expect(await refused(walkIn({ received_on: '2035-09-16' }))).toEqual({
      received_on: ['Money cannot be received in the future: today is 2035-09-15.'],
    })
    expect(await refused(walkIn({ received_on: '2035-02-30', email: 'not an email' }))).toEqual({
      received_on: ['Enter a date that exists, as YYYY-MM-DD.'],
      email: ['Enter a valid email address, or leave it empty.'],
    })
    expect((await refused(walkIn({ cause: causes.ended.id }))).cause[0]).toMatch(/ended on 2035-08-31/)
    expect(await refused(walkIn({ card_number: '4111111111111111' }))).toEqual({
      card_number: ['Unknown field.'],
    })
  })

  it('shows the books’ refusal of a locked period under received_on, and books nothing', async () => {
    const lock = (lockDate: string | null) =>
      call('PUT', '/ledger_setting/api/v1/ledger_setting/', as.Approver, { lock_date: lockDate })
    expect((await lock('2035-09-10')).statusCode).toBe(200)
    try {
      const [before] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from donation`)
      const response = await call(
        'POST',
        `${BASE}record_gift/`,
        as.Accountant,
        walkIn({ received_on: '2035-09-05' }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json().received_on[0]).toMatch(/^The books are locked up to 2035-09-10/)
      const [after] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from donation`)
      expect(after?.n).toBe(before?.n)
    } finally {
      expect((await lock(null)).statusCode).toBe(200)
    }
  })
})

describe('a pledge', () => {
  const pledge = () =>
    openDonation(db, {
      causeId: causes.books.id,
      amount: 300_000n,
      channel: 'offline',
      donor: { firstName: 'Tanvir', lastName: 'Hasan', email: 'tanvir.pledge@example.com' },
    })

  it('gets its money recorded once, by cheque: receipted, posted and the receipt emailed', async () => {
    const promised = await pledge()
    const payment = {
      method: 'cheque',
      reference: '0091234',
      bank_name: 'BRAC Bank',
      cheque_date: '2035-09-13',
      received_on: '2035-09-14',
    }
    const paid = await call('POST', `${BASE}record_payment/${promised.id}`, as.Accountant, payment)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({
      status: 'completed',
      method: 'cheque',
      reference: '0091234',
      bank_name: 'BRAC Bank',
      cheque_date: '2035-09-13',
      received_on: '2035-09-14',
      receipt_email: 'kept',
    })
    expect(paid.json().receipt.emailed_at).not.toBeNull()
    const again = await call('POST', `${BASE}record_payment/${promised.id}`, as.Accountant, payment)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toMatch(/was received on 2035-09-14 already/)
    expect(
      (await call('POST', `${BASE}cancel/${promised.id}`, as.Accountant, { reason: 'x' })).statusCode,
    ).toBe(409)
    const deleted = await call('DELETE', `${BASE}delete/${causes.books.id}/${promised.id}`, as.Accountant)
    expect(deleted.statusCode).toBe(409)
    expect(deleted.json().detail).toMatch(/refund it instead/)
  })

  it('is cancelled, not deleted, when it will never be paid; the original’s delete does the same', async () => {
    const first = await pledge()
    const noReason = await call('POST', `${BASE}cancel/${first.id}`, as.Accountant, { reason: ' ' })
    expect(noReason.json()).toEqual({
      reason: ['Say why the pledge will not be paid: it is kept with the gift.'],
    })
    const cancelled = await call('POST', `${BASE}cancel/${first.id}`, as.Accountant, {
      reason: 'The donor moved abroad.',
    })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', status_note: 'The donor moved abroad.' })
    const paid = await call('POST', `${BASE}record_payment/${first.id}`, as.Accountant, {
      method: 'cash',
      received_on: TODAY,
    })
    expect(paid.statusCode).toBe(409)

    const second = await pledge()
    expect(
      (await call('DELETE', `${BASE}delete/${causes.flood.id}/${second.id}`, as.Accountant)).statusCode,
    ).toBe(404)
    const deleted = await call('DELETE', `${BASE}delete/${causes.books.id}/${second.id}`, as.Accountant)
    expect(deleted.statusCode).toBe(200)
    const [kept] = await db.select().from(donation).where(eq(donation.id, second.id))
    expect(kept?.status).toBe('cancelled')
  })

  it('refuses a gift paid online: only the gateway completes or cancels it', async () => {
    const online = await openDonation(db, {
      causeId: null,
      amount: 50_000n,
      channel: 'online',
      donor: { firstName: 'Arif', lastName: 'Hossain', email: 'arif@example.net' },
    })
    const paid = await call('POST', `${BASE}record_payment/${online.id}`, as.Accountant, {
      method: 'cash',
      received_on: TODAY,
    })
    expect(paid.statusCode).toBe(409)
    expect(paid.json().detail).toMatch(/only the gateway completes it/)
    const cancel = await call('POST', `${BASE}cancel/${online.id}`, as.Accountant, { reason: 'Abandoned.' })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().detail).toMatch(/the gateway settles it/)
  })
})

describe('refunds', () => {
  it('of an offline gift reverse its voucher at once; twice is refused; a reason is needed', async () => {
    const gift = await record(walkIn({ amount: '800' }))
    const noReason = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, { reason: '' })
    expect(noReason.json()).toEqual({
      reason: ['Say why the gift is refunded: it is kept with the refund and its voucher.'],
    })
    const refunded = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, {
      reason: 'Handed back in cash.',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const body = refunded.json()
    expect(body).toMatchObject({
      status: 'refunded',
      refund_reason: 'Handed back in cash.',
      refund_reference: null,
    })
    expect(body.refund_voucher.number).toMatch(/^RV-2035-36-\d{6}$/)
    expect(await linesOf(body.refund_voucher.id)).toEqual([
      { ledger: 'Cash', debit: '0.00', credit: '800.00' },
      { ledger: 'Donations Received', debit: '800.00', credit: '0.00' },
    ])
    const again = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, { reason: 'Again.' })
    expect(again.statusCode).toBe(409)
  })

  it('of an online gift go through the gateway first, keeping its refund reference', async () => {
    const gift = await paidOnline(120_000n)
    const refunded = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, {
      reason: 'The donor asked.',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      refund_reference: `RF-RF-${gift.transactionId}`,
    })
    const asked = standIn.calls.filter((c) => c.params.refund_amount)
    expect(asked.at(-1)?.params).toMatchObject({
      refund_amount: '1200.00',
      refe_id: `RF-${gift.transactionId}`,
    })
    expect(await linesOf(refunded.json().refund_voucher.id)).toEqual([
      { ledger: 'Payment Gateway Clearing', debit: '0.00', credit: '1200.00' },
      { ledger: 'Donations Received', debit: '1200.00', credit: '0.00' },
    ])
  })

  it('say so when the gateway refunded but the books refused, and book it once on the next attempt', async () => {
    const gift = await paidOnline(65_000n)
    const lock = (lockDate: string | null) =>
      call('PUT', '/ledger_setting/api/v1/ledger_setting/', as.Approver, { lock_date: lockDate })
    expect((await lock(TODAY)).statusCode).toBe(200)
    try {
      const refused = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, {
        reason: 'The donor asked.',
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().detail).toMatch(
        /^The gateway accepted the refund \(RF-RF-KZD-\S+\), but the books refused to record it: The books are locked up to 2035-09-15.* the gateway will not pay twice\.$/,
      )
    } finally {
      expect((await lock(null)).statusCode).toBe(200)
    }
    const again = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, { reason: 'The donor asked.' })
    expect(again.json()).toMatchObject({
      status: 'refunded',
      refund_reference: `RF-RF-${gift.transactionId}`,
    })
    const asked = standIn.calls.filter((c) => c.params.bank_tran_id && c.params.refund_amount === '650.00')
    expect(asked.map((c) => c.params.refe_id)).toEqual([
      `RF-${gift.transactionId}`,
      `RF-${gift.transactionId}`,
    ])
  })

  it('change nothing when the gateway refuses or cannot be asked, and say why', async () => {
    const unchanged = async (id: number) => {
      const [row] = await db.select().from(donation).where(eq(donation.id, id))
      expect(row).toMatchObject({ status: 'completed', refundVoucherId: null, refundReference: null })
    }
    const unknown = await paidOnline(70_000n, { gatewayTransactionId: 'BTX-not-at-the-gateway' })
    const refused = await call('POST', `${BASE}refund/${unknown.id}`, as.Approver, {
      reason: 'The donor asked.',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'The gateway refused the refund: Invalid bank_tran_id. Nothing was changed.',
    )
    await unchanged(unknown.id)

    const gift = await paidOnline(90_000n)
    standIn.misbehave.serverError = true
    try {
      const down = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, { reason: 'The donor asked.' })
      expect(down.statusCode).toBe(502)
      expect(down.json().detail).toMatch(/Nothing was changed: try again later\.$/)
    } finally {
      standIn.misbehave.serverError = false
    }
    await unchanged(gift.id)
    const retried = await call('POST', `${BASE}refund/${gift.id}`, as.Approver, {
      reason: 'The donor asked.',
    })
    expect(retried.json().status).toBe('refunded')
  })
})

describe('the money receipt', () => {
  const texts = async (bytes: Buffer) => (await pdfPages(bytes)).pages.flat().map((line) => line.text)

  it('downloads as a PDF naming the gift; every copy after the first says DUPLICATE COPY', async () => {
    const gift = await record(
      walkIn({ email: null, method: 'bkash', reference: 'BFK4ABC123', amount: '1250' }),
    )
    const download = () => call('GET', `${BASE}receipt/${gift.id}`, as.Auditor)
    const first = await download()
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${gift.receipt_number}.pdf"`)
    const original = await texts(first.rawPayload)
    expect(original).toEqual(
      expect.arrayContaining([
        'MONEY RECEIPT',
        `Receipt No.: ${gift.receipt_number}`,
        'Rahima Khatun',
        'Donation: Staff test: flood relief',
        'bKash transaction ID BFK4ABC123',
        gift.voucher_number,
        'Amount: Tk 1,250.00',
        'In words: One Thousand Two Hundred Fifty Taka Only',
      ]),
    )
    expect(original).not.toContain('DUPLICATE COPY')
    expect(await texts((await download()).rawPayload)).toContain('DUPLICATE COPY')
    const list = await call('GET', `${BASE}${gift.id}`, as.Auditor)
    expect(list.json().receipt.times_printed).toBe(2)
  })

  it('is emailed again on request; a donor without an email, or a gift not received, is a 409', async () => {
    const gift = await record(walkIn())
    const again = await call('POST', `${BASE}email_receipt/${gift.id}`, as.Accountant)
    expect(again.json()).toEqual({
      detail: 'The receipt was emailed to rahima.staff@example.org: kept in the outbox (no mail server).',
      outcome: 'kept',
    })
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Money receipt ${gift.receipt_number}: 1,500.00 received with thanks`))
    expect(mails).toHaveLength(2)
    expect((await call('POST', `${BASE}email_receipt/${gift.id}`, as.Auditor)).statusCode).toBe(403)
    const silent = await record(walkIn({ email: null }))
    expect((await call('POST', `${BASE}email_receipt/${silent.id}`, as.Accountant)).statusCode).toBe(409)
    const pledged = await openDonation(db, {
      causeId: null,
      amount: 10_000n,
      channel: 'offline',
      donor: { firstName: 'Shirin', lastName: 'Akhter', email: 'shirin@example.org' },
    })
    expect((await call('GET', `${BASE}receipt/${pledged.id}`, as.Auditor)).statusCode).toBe(404)
  })
})

describe('the annual statement', () => {
  it('totals a donor’s received gifts of the fiscal year, found by email in any case, refunds left out', async () => {
    const email = 'farhana.statement@example.org'
    const kept = [
      await record(walkIn({ email, amount: '1000', received_on: '2035-07-03' })),
      await record(
        walkIn({
          email,
          amount: '2500.75',
          method: 'nagad',
          reference: 'NG8812X0',
          received_on: '2035-08-20',
        }),
      ),
    ]
    const refunded = await record(walkIn({ email, amount: '9999' }))
    await call('POST', `${BASE}refund/${refunded.id}`, as.Approver, { reason: 'Wrong amount keyed.' })
    const response = await call(
      'GET',
      `${BASE}statement/?email=FARHANA.Statement@example.org&fiscal_year=2035-36`,
      as.Auditor,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="annual-statement-2035-36.pdf"',
    )
    const lines = (await pdfPages(response.rawPayload)).pages.flat().map((line) => line.text)
    expect(lines).toContain('Total of 2 gifts')
    expect(lines).toContain(formatTaka(350_075n))
    for (const gift of kept) expect(lines).toContain(gift.receipt_number)
    expect(lines).not.toContain(refunded.receipt_number)

    const wrong = await call('GET', `${BASE}statement/?email=farhana&fiscal_year=27`, as.Auditor)
    expect(wrong.json()).toEqual({
      email: ['Enter a valid email address.'],
      fiscal_year: ['Enter a fiscal year such as 2026-27.'],
    })
    const noYear = await call('GET', `${BASE}statement/?email=${email}&fiscal_year=2035-37`, as.Auditor)
    expect(noYear.json()).toEqual({
      fiscal_year: ['"2035-37" is not a fiscal year of the books: name one as 2026-27.'],
    })
  })
})

describe('the donations report', () => {
  const RANGE = 'date_after=2035-07-01&date_before=2035-09-30'

  /** The donations ledger's posted credits net of debits, by sub-ledger, over the range. */
  async function ledgerBySubLedger(): Promise<Map<number | null, Paisa>> {
    const { donationLedgerId } = await givingSettings(db)
    const rows = await queryRows<{ sub: number | null; net: string }>(
      db,
      sql`select sub_ledger_id as sub, sum(credit - debit)::text as net from voucher_line
          where posted and ledger_id = ${donationLedgerId} and date between '2035-07-01' and '2035-09-30'
          group by sub_ledger_id`,
    )
    return new Map(rows.map((r) => [r.sub === null ? null : Number(r.sub), parseAmount(r.net) ?? 0n]))
  }

  it('nets each cause’s gifts and refunds by month, and equals the donations ledger by cause sub-ledger', async () => {
    // A July gift refunded in September: the refund is netted in the month it was booked.
    const july = await record(walkIn({ cause: causes.books.id, amount: '4000', received_on: '2035-07-10' }))
    await call('POST', `${BASE}refund/${july.id}`, as.Approver, { reason: 'The cheque bounced.' })
    const response = await call('GET', `${REPORT}by_cause_month/?${RANGE}`, as.Auditor)
    expect(response.statusCode, response.body).toBe(200)
    const report = response.json()
    expect(report.months).toEqual(['2035-07', '2035-08', '2035-09'])
    expect(report.refund_count).toBeGreaterThan(0)
    const books = report.causes.find((c: { cause: number }) => c.cause === causes.books.id)
    expect(books.months[0]).toMatchObject({ month: '2035-07', received: '4000.00', refunded: '0.00' })
    expect(parseAmount(books.months[2].refunded)).toBeGreaterThanOrEqual(400_000n)

    const ledger = await ledgerBySubLedger()
    const subLedgerOf = new Map<number | null, number | null>([
      [causes.flood.id, causes.flood.subLedgerId],
      [causes.books.id, causes.books.subLedgerId],
      [null, null],
    ])
    for (const row of report.causes) {
      const sub = subLedgerOf.get(row.cause) as number | null
      expect(parseAmount(row.net), row.name).toBe(ledger.get(sub) ?? 0n)
      expect(parseAmount(row.net)).toBe((parseAmount(row.received) ?? 0n) - (parseAmount(row.refunded) ?? 0n))
    }
    const total = [...ledger.values()].reduce((sum, net) => sum + net, 0n)
    expect(parseAmount(report.totals.net)).toBe(total)
  })

  it('narrows by cause and method, answers CSV and the original’s paths, and refuses bad input', async () => {
    const all = (await call('GET', `${REPORT}by_cause_month/?${RANGE}`, as.Auditor)).json()
    const flood = (
      await call('GET', `${REPORT}by_cause_month/?${RANGE}&cause=${causes.flood.id}`, as.Auditor)
    ).json()
    expect(flood.causes.map((c: { cause: number }) => c.cause)).toEqual([causes.flood.id])
    const general = (await call('GET', `${REPORT}by_cause_month/?${RANGE}&cause=general`, as.Auditor)).json()
    expect(general.causes.map((c: { name: string }) => c.name)).toEqual(['General fund'])
    const cash = (await call('GET', `${REPORT}by_cause_month/?${RANGE}&method=cash`, as.Auditor)).json()
    expect(parseAmount(cash.totals.received)).toBeLessThan(parseAmount(all.totals.received) as Paisa)

    const csv = await call('GET', `${REPORT}by_cause_month/?${RANGE}&format=csv`, as.Auditor)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''))
    expect(rows[0]).toEqual(['Cause', 'Month', 'Received', 'Refunded', 'Net'])
    expect(rows.at(-1)).toEqual([
      'All causes',
      'Total',
      all.totals.received,
      all.totals.refunded,
      all.totals.net,
    ])

    const legacyAll = await call('GET', `${REPORT}all?${RANGE}`, as.Auditor)
    expect(legacyAll.json()).toEqual(all)
    const legacyOne = await call('GET', `${REPORT}${causes.flood.id}?${RANGE}`, as.Auditor)
    expect(legacyOne.json()).toEqual(flood)
    expect((await call('GET', `${REPORT}987654?${RANGE}`, as.Auditor)).statusCode).toBe(404)
    expect((await call('GET', `${REPORT}all`, nobody)).statusCode).toBe(403)

    const bad = await call('GET', `${REPORT}by_cause_month/?date_after=2035-13-01&method=card`, as.Auditor)
    expect(bad.json()).toEqual({
      date_after: ['Enter a valid date as YYYY-MM-DD.'],
      method: ['Choose one of: gateway, cash, cheque, bank_transfer, bkash, nagad, rocket.'],
    })
    const backwards = await call(
      'GET',
      `${REPORT}by_cause_month/?date_after=2035-09-01&date_before=2035-08-01`,
      as.Auditor,
    )
    expect(backwards.json()).toEqual({
      date_before: ['The range ends (2035-08-01) before it starts (2035-09-01).'],
    })
  })
})

describe('the giving settings', () => {
  it('are read by the Accountant and the Auditor, changed by the Approver and the Administrator', async () => {
    const read = await call('GET', SETTINGS, as.Auditor)
    expect(read.statusCode).toBe(200)
    expect(read.json().bank_ledger).toMatchObject({ name: 'Dutch-Bangla Bank A/C', account_type: 'bank' })
    expect((await call('PUT', SETTINGS, as.Accountant, { presets: '100' })).statusCode).toBe(403)
    const saved = await call('PUT', SETTINGS, as.Approver, {
      organisation_name: 'Meghsetu Trust',
      registrations: 'NGO Affairs Bureau: 2451\n\nRJSC: S-12345',
      presets: ' 200, 500 ,1000',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ organisation_name: 'Meghsetu Trust', presets: '200,500,1000' })
    expect(saved.json().updated_by.email).toBe('approver@kizuna.example')
    expect((await call('PUT', SETTINGS, admin, { tax_note: null })).statusCode).toBe(200)
  })

  it('refuse a ledger of the wrong type, and other bad values, naming each field in words', async () => {
    const ids = await ledgerIdsByName(db, ['Cash', 'Donations Received'])
    const response = await call('PUT', SETTINGS, as.Approver, {
      cash_ledger: ids.get('Donations Received'),
      donation_ledger: ids.get('Cash'),
      bank_ledger: 987654,
      registrations: 'NGO Affairs Bureau 2451',
      presets: '500,ten',
      notify_email: 'staff',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      registrations: [
        'Line 1 ("NGO Affairs Bureau 2451") needs a label and a number: write it as "NGO Affairs Bureau: 2451".',
      ],
      presets: ['"ten" is not a whole number of taka: enter amounts such as 500,1000,2500.'],
      notify_email: ['Enter a valid email address, or leave it empty for the site’s.'],
    })
    const ledgers = await call('PUT', SETTINGS, as.Approver, {
      cash_ledger: ids.get('Donations Received'),
      donation_ledger: ids.get('Cash'),
      bank_ledger: 987654,
    })
    expect(ledgers.json()).toEqual({
      cash_ledger: [
        '"Donations Received" is a ledger of type income; the cash ledger must be a ledger of type cash.',
      ],
      donation_ledger: [
        '"Cash" is a ledger of type cash; the donations ledger must be a ledger of type income.',
      ],
      bank_ledger: ['Ledger 987654 does not exist.'],
    })
  })
})
