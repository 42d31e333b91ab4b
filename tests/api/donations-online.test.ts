/**
 * Online giving against the stand-in SSLCommerz on 127.0.0.1 (nothing leaves the machine), through
 * inject(): a gift opened by the original's create/ goes to the gateway; the browser's return and
 * the IPN complete it in either order and any number of times, and it is booked once (one voucher,
 * one receipt, one receipt email); a tampered amount, currency, signature or tran_id is refused and
 * changes nothing; fail and cancel mark it; a gateway that is down leaves it pending, and the daily
 * reconciliation completes it later or, with no payment after days, calls it abandoned. Card fields
 * are refused. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/client.ts'
import { emailOutbox } from '../../server/db/schema.ts'
import { donation, moneyReceipt } from '../../server/modules/giving/tables.ts'
import { paymentConfig } from '../../server/payments/sslcommerz-config.ts'
import { signFormToken } from '../../server/site/forms/form-guard.ts'
import { type SslcommerzStandIn, startSslcommerzStandIn } from '../support/sslcommerz-stand-in.ts'
import { createTestApp } from '../support/test-app.ts'

let standIn: SslcommerzStandIn
let t: Awaited<ReturnType<typeof createTestApp>>
const clock = { now: Date.now() }

const CALLBACK = '/donation/api/v1/donation/payment'
const DAY = 24 * 60 * 60_000

beforeAll(async () => {
  standIn = await startSslcommerzStandIn()
  const payments = paymentConfig({
    SSLCOMMERZ_STORE_ID: standIn.storeId,
    SSLCOMMERZ_STORE_PASSWORD: standIn.storePassword,
    SSLCOMMERZ_BASE_URL: standIn.baseUrl,
  })
  if (!payments) throw new Error('no payment config')
  t = await createTestApp({ config: { payments: { ...payments, timeoutMs: 2_000 } }, clock: () => clock.now })
})
afterAll(async () => {
  await t?.close()
  await standIn?.close()
})
afterEach(() => {
  standIn.misbehave = {}
})

let ipCounter = 0
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const donor = {
  first_name: 'Rahima',
  last_name: 'Begum',
  email: 'rahima.online@example.org',
  country_code: '+880',
  phone_number: '01711111111',
  address: 'Mirpur 10, Dhaka',
}

/** An online gift through create/: its transaction id and the gateway session it was sent to. */
async function giveOnline(amount = '1500.00', extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/donation/api/v1/donation/create/',
    payload: { ...donor, amount, payment_method: 'sslcommerz', ...extra },
    remoteAddress: nextIp(),
  })
  expect(response.statusCode, response.body).toBe(201)
  const body = response.json() as { transaction_id: string; redirect_url: string; status: string }
  expect(body.status).toBe('pending')
  const sessionKey = new URL(body.redirect_url).searchParams.get('SESSIONKEY') as string
  return { reference: body.transaction_id, sessionKey, redirectUrl: body.redirect_url }
}

/** A callback as the gateway posts it: form-encoded. */
const callback = (path: 'success' | 'fail' | 'cancel' | 'ipn', fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${CALLBACK}/${path}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

async function gift(reference: string) {
  const [row] = await t.db.select().from(donation).where(eq(donation.transactionId, reference))
  if (!row) throw new Error(`no gift ${reference}`)
  return row
}

/** What the books and the mail hold for a gift: its vouchers, receipts and receipt emails. */
async function booked(reference: string) {
  const row = await gift(reference)
  const [vouchers] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from voucher where source_type = 'donation' and source_id = ${row.id}`,
  )
  const receipts = await t.db
    .select()
    .from(moneyReceipt)
    .where(and(eq(moneyReceipt.sourceType, 'donation'), eq(moneyReceipt.sourceId, row.id)))
  const mails = receipts[0]
    ? await t.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.subject} like ${`Money receipt ${receipts[0].number}:%`}`)
    : []
  return { status: row.status, vouchers: vouchers?.n ?? 0, receipts: receipts.length, mails: mails.length }
}

describe('a gift paid online', () => {
  it('goes to the gateway with our callback addresses, the amount and the donor', async () => {
    const { reference, redirectUrl } = await giveOnline('2500.50')
    expect(redirectUrl.startsWith(`${standIn.baseUrl}/gwprocess/v4/gw.php`)).toBe(true)
    const session = standIn.calls.findLast((c) => c.path === '/gwprocess/v4/api.php')?.params
    expect(session).toMatchObject({
      tran_id: reference,
      total_amount: '2500.50',
      currency: 'BDT',
      success_url: `http://kizuna.test${CALLBACK}/success/`,
      fail_url: `http://kizuna.test${CALLBACK}/fail/`,
      cancel_url: `http://kizuna.test${CALLBACK}/cancel/`,
      ipn_url: `http://kizuna.test${CALLBACK}/ipn/`,
      cus_name: 'Rahima Begum',
      cus_phone: '+8801711111111',
    })
    expect((await gift(reference)).gatewaySessionKey).not.toBeNull()
  })

  it('completes through the browser, then the IPN, and is booked once', async () => {
    const { reference, sessionKey } = await giveOnline()
    const fields = await standIn.pay(sessionKey, 'success', { ipn: false })
    const back = await callback('success', fields)
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/donate/thanks?ref=${reference}`)
    const ipn = await callback('ipn', fields)
    expect(ipn.statusCode).toBe(200)
    expect(ipn.json()).toEqual({ transaction_id: reference, status: 'completed', verdict: 'completed' })
    expect(await booked(reference)).toEqual({ status: 'completed', vouchers: 1, receipts: 1, mails: 1 })
    const row = await gift(reference)
    expect(row.method).toBe('gateway')
    expect(row.gatewayMethod).toBe('bkash')
    expect(JSON.stringify(row.gatewayFields)).not.toMatch(/XXXX|card_no/)
  })

  it('completes through the IPN, then the browser, and is booked once', async () => {
    const { reference, sessionKey } = await giveOnline('700.00')
    const fields = await standIn.pay(sessionKey, 'success', { ipn: false })
    expect((await callback('ipn', fields)).json()).toMatchObject({ status: 'completed' })
    expect((await callback('success', fields)).statusCode).toBe(303)
    expect(await booked(reference)).toEqual({ status: 'completed', vouchers: 1, receipts: 1, mails: 1 })
  })

  it('changes nothing when the callbacks are replayed, even all at once', async () => {
    const { reference, sessionKey } = await giveOnline('300.00')
    const fields = await standIn.pay(sessionKey, 'success', { ipn: false })
    await Promise.all([
      callback('success', fields),
      callback('ipn', fields),
      callback('success', fields),
      callback('ipn', fields),
    ])
    const first = await booked(reference)
    for (const path of ['success', 'ipn', 'fail', 'cancel'] as const) await callback(path, fields)
    expect(await booked(reference)).toEqual(first)
    expect(first).toEqual({ status: 'completed', vouchers: 1, receipts: 1, mails: 1 })
  })

  it('shows the donor the gift and its receipt number, never their email or phone', async () => {
    const { reference, sessionKey } = await giveOnline('1250.00')
    await callback('success', await standIn.pay(sessionKey, 'success', { ipn: false }))
    const page = await t.app.inject(`/donate/thanks?ref=${reference}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Thank you, Rahima!')
    expect(page.body).toContain('BDT\u00a01,250')
    expect(page.body).toMatch(/MR-\d{4}-\d{2}-\d{6}/)
    expect(page.body).not.toContain(donor.email)
    expect(page.body).not.toContain('1711111111')
    expect((await t.app.inject('/donate/thanks?ref=KZD-NOSUCHGIFT')).statusCode).toBe(404)
  })
})

describe('callbacks that must change nothing', () => {
  it.each([
    ['amount', { amount: '1.00' }],
    ['currency', { currency: 'USD' }],
  ])('refuses a payment whose validated %s differs from the gift', async (_what, misbehaviour) => {
    const { reference, sessionKey } = await giveOnline('900.00')
    const fields = await standIn.pay(sessionKey, 'success', { ipn: false })
    standIn.misbehave = misbehaviour
    expect((await callback('ipn', fields)).statusCode).toBe(400)
    expect((await callback('success', fields)).statusCode).toBe(303)
    expect(await booked(reference)).toEqual({ status: 'pending', vouchers: 0, receipts: 0, mails: 0 })
    expect((await gift(reference)).statusNote).toMatch(/refused/)
  })

  it('refuses a callback not signed by the gateway', async () => {
    const { reference, sessionKey } = await giveOnline('901.00')
    standIn.misbehave = { badSignature: true }
    const fields = await standIn.pay(sessionKey, 'success', { ipn: false })
    expect((await callback('ipn', fields)).statusCode).toBe(400)
    expect(await booked(reference)).toEqual({ status: 'pending', vouchers: 0, receipts: 0, mails: 0 })
  })

  it("refuses one gift's paid callback sent for another gift", async () => {
    const paid = await giveOnline('10.00')
    const other = await giveOnline('5000.00')
    const fields = await standIn.pay(paid.sessionKey, 'success', { ipn: false })
    expect((await callback('ipn', { ...fields, tran_id: other.reference })).statusCode).toBe(400)
    expect(await booked(other.reference)).toEqual({ status: 'pending', vouchers: 0, receipts: 0, mails: 0 })
    expect(await booked(paid.reference)).toMatchObject({ status: 'pending', vouchers: 0 })
  })

  it('answers an unknown or missing tran_id with a 404 or 400 in words', async () => {
    const unknown = await callback('ipn', { tran_id: 'KZD-NOTOURS', status: 'VALID' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().detail).toBe('No online gift has the transaction id "KZD-NOTOURS".')
    expect((await callback('success', { status: 'VALID' })).json().detail).toMatch(/tran_id is missing/)
  })
})

describe('payments that did not happen', () => {
  it('marks a failed and a cancelled payment, and books nothing', async () => {
    const failed = await giveOnline('400.00')
    expect(
      (await callback('fail', await standIn.pay(failed.sessionKey, 'fail', { ipn: false }))).statusCode,
    ).toBe(303)
    const cancelled = await giveOnline('401.00')
    await callback('cancel', await standIn.pay(cancelled.sessionKey, 'cancel', { ipn: false }))
    expect(await booked(failed.reference)).toMatchObject({ status: 'failed', vouchers: 0 })
    expect(await booked(cancelled.reference)).toMatchObject({ status: 'cancelled', vouchers: 0 })
    const page = await t.app.inject(`/donate/thanks?ref=${failed.reference}`)
    expect(page.body).toContain('Your payment did not go through')
    expect(page.body).toContain(`href="/donate/pay/${failed.reference}"`)
  })

  it('a failed gift can be paid again through its pay link, and then completes', async () => {
    const { reference, sessionKey } = await giveOnline('402.00')
    await callback('fail', await standIn.pay(sessionKey, 'fail', { ipn: false }))
    const again = await t.app.inject(`/donate/pay/${reference}`)
    expect(again.statusCode).toBe(303)
    const next = new URL(again.headers.location as string).searchParams.get('SESSIONKEY') as string
    expect(next).not.toBe(sessionKey)
    await callback('success', await standIn.pay(next, 'success', { ipn: false }))
    expect(await booked(reference)).toEqual({ status: 'completed', vouchers: 1, receipts: 1, mails: 1 })
    // Paid: the link now shows the gift instead of opening another session.
    expect((await t.app.inject(`/donate/pay/${reference}`)).headers.location).toBe(
      `/donate/thanks?ref=${reference}`,
    )
  })
})

describe('a gateway that is down', () => {
  it('keeps a new gift pending and says so, nothing charged', async () => {
    standIn.misbehave = { serverError: true }
    const response = await t.app.inject({
      method: 'POST',
      url: '/donation/api/v1/donation/create/',
      payload: { ...donor, amount: '800', payment_method: 'sslcommerz' },
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(503)
    const body = response.json()
    expect(body).toMatchObject({ status: 'pending' })
    expect(body.page_url).toBe(
      `http://kizuna.test/donate/thanks?ref=${body.transaction_id}&gateway=unreachable`,
    )
    const page = await t.app.inject(`/donate/thanks?ref=${body.transaction_id}&gateway=unreachable`)
    expect(page.body).toContain('We could not reach the payment gateway')
  })

  it('leaves a paid gift pending when its validation fails, and the reconciliation completes it later', async () => {
    const { reference, sessionKey } = await giveOnline('1100.00')
    const fields = await standIn.pay(sessionKey, 'success', { ipn: false })
    standIn.misbehave = { serverError: true }
    const back = await callback('success', fields)
    expect(back.statusCode).toBe(303)
    expect((await callback('ipn', fields)).statusCode).toBe(503)
    expect(await booked(reference)).toMatchObject({ status: 'pending', vouchers: 0 })
    expect((await t.app.inject(`/donate/thanks?ref=${reference}`)).body).toContain(
      'We are confirming your payment',
    )
    standIn.misbehave = {}
    // The next night's run asks the gateway about it (a gift touched within the hour waits).
    clock.now += DAY
    await t.app.jobs.tick()
    expect(await booked(reference)).toEqual({ status: 'completed', vouchers: 1, receipts: 1, mails: 1 })
  })

  it('calls a gift with no payment at the gateway abandoned after three days, and a late payment still completes it', async () => {
    const { reference, sessionKey } = await giveOnline('1200.00')
    for (let night = 1; night <= 3; night++) {
      clock.now += DAY
      await t.app.jobs.tick()
      expect((await gift(reference)).status, `night ${night}`).toBe('pending')
    }
    clock.now += DAY
    await t.app.jobs.tick()
    const abandoned = await gift(reference)
    expect(abandoned.status).toBe('failed')
    expect(abandoned.statusNote).toMatch(/abandoned/)
    await callback('ipn', await standIn.pay(sessionKey, 'success', { ipn: false }))
    expect(await booked(reference)).toMatchObject({ status: 'completed', vouchers: 1 })
  })
})

describe('a failed gift paid again', () => {
  it('is completed by the reconciliation when the new attempt’s callbacks are lost', async () => {
    const { reference, sessionKey } = await giveOnline('1300.00')
    await callback('fail', await standIn.pay(sessionKey, 'fail', { ipn: false }))
    const again = await t.app.inject(`/donate/pay/${reference}`)
    const next = new URL(again.headers.location as string).searchParams.get('SESSIONKEY') as string
    // Paid on the gateway's page, but neither the browser nor the IPN ever reaches us.
    await standIn.pay(next, 'success', { ipn: false })
    expect((await gift(reference)).status).toBe('failed')
    clock.now += DAY
    await t.app.jobs.tick()
    expect(await booked(reference)).toEqual({ status: 'completed', vouchers: 1, receipts: 1, mails: 1 })
  })
})

describe('create/', () => {
  it('refuses card fields with a 400 saying card data is never accepted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/donation/api/v1/donation/create/',
      payload: {
        ...donor,
        amount: '500',
        payment_method: 'card',
        card_number: '4111111111111111',
        cvc_code: '123',
      },
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/^Card data is never accepted here.*card_number, cvc_code\.$/)
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from donation where email = ${donor.email} and amount = 500`,
    )
    expect(row?.n).toBe(0)
  })

  it('names the field at fault, and an online gift outside what the gateway takes', async () => {
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/donation/api/v1/donation/create/',
        payload,
        remoteAddress: nextIp(),
      })
    expect((await post({ ...donor, amount: 'lots' })).json()).toEqual({
      amount: ['Send the amount in taka, such as "1500.00".'],
    })
    expect((await post({ ...donor, amount: '5', payment_method: 'sslcommerz' })).json()).toEqual({
      amount: ['Online gifts are from 10 to 5,00,000 taka; for more, please give offline.'],
    })
    expect((await post({ ...donor, amount: '50', cause: 999999 })).json()).toEqual({
      cause: ['Cause 999999 does not exist or is not open for gifts.'],
    })
    expect((await post({ ...donor, email: 'nope', amount: '50' })).json()).toEqual({
      email: ['Enter a valid email address.'],
    })
  })
})

describe("the site's form, online", () => {
  const fields = async () => ({
    website: '',
    form_started: await signFormToken(t.db, clock.now - 60_000),
    amount: '1000',
    otherAmount: '',
    frequency: 'once',
    cause: '',
    firstName: 'Tania',
    lastName: 'Rahman',
    email: 'tania@example.com',
    phone: '01911111111',
    address: 'Zindabazar, Sylhet',
    anonymous: 'yes',
    message: '',
    way: 'online',
  })

  it('offers online giving when a gateway is set up, and sends the script on to the gateway', async () => {
    const page = await t.app.inject('/donate')
    expect(page.body).toContain('Online now: card, bKash, Nagad, Rocket or internet banking')
    // A form posted without JavaScript is sent on (303) to the gateway: the page's CSP allows it.
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${standIn.baseUrl};`)
    const response = await t.app.inject({
      method: 'POST',
      url: '/donate',
      payload: await fields(),
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(201)
    const answer = response.json() as { redirect_url: string; reference: string }
    expect(answer.redirect_url.startsWith(`${standIn.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=`)).toBe(
      true,
    )
    expect(await gift(answer.reference)).toMatchObject({
      status: 'pending',
      anonymous: true,
      phone: '01911111111',
    })
  })

  it('without JavaScript, answers a 303 to the gateway; a gateway that is down, a 303 to the gift’s page', async () => {
    const post = async () =>
      t.app.inject({
        method: 'POST',
        url: '/donate',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(await fields()).toString(),
        remoteAddress: nextIp(),
      })
    const sent = await post()
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location?.startsWith(`${standIn.baseUrl}/gwprocess/v4/gw.php`)).toBe(true)
    standIn.misbehave = { serverError: true }
    const down = await post()
    expect(down.statusCode).toBe(303)
    expect(down.headers.location).toMatch(
      /^http:\/\/kizuna\.test\/donate\/thanks\?ref=KZD-[\w-]+&gateway=unreachable$/,
    )
  })

  it('asks for a phone and an address online, as the gateway does', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/donate',
      payload: { ...(await fields()), phone: '', address: '' },
      remoteAddress: nextIp(),
    })
    expect(response.json().errors).toEqual({
      phone: ['Enter your phone number: the payment gateway asks for it.'],
      address: ['Enter your address: the payment gateway asks for it.'],
    })
  })
})
