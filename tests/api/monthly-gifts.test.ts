/**
 * Monthly gifts, with the stand-in SSLCommerz on 127.0.0.1 and a clock the test moves: a promise
 * made on the form opens one gift a month (also after an outage, one, not a pile), each donor is
 * emailed (online: the pay link, which opens a gateway session; offline: how to give and the
 * reference), every email carries the signed link that changes the amount or cancels, a forged
 * link does nothing, and a promise whose cause has ended stops and its donor is told. On
 * PostgreSQL, two server processes running the job at once never open the same month twice.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/client.ts'
import { emailOutbox } from '../../server/db/schema.ts'
import { runMonthlyGifts } from '../../server/modules/giving/monthly-job.ts'
import { givingSender } from '../../server/modules/giving/online-mail.ts'
import { cause, donation, recurringGift } from '../../server/modules/giving/tables.ts'
import { paymentConfig } from '../../server/payments/sslcommerz-config.ts'
import { signFormToken } from '../../server/site/forms/form-guard.ts'
import { type SslcommerzStandIn, startSslcommerzStandIn } from '../support/sslcommerz-stand-in.ts'
import { createAppOn, createTestApp } from '../support/test-app.ts'
import { onPostgres } from '../support/test-database.ts'

let standIn: SslcommerzStandIn
let t: Awaited<ReturnType<typeof createTestApp>>
/** Noon in Dhaka on 3 December 2026: gifts started now fall due on the 3rd of each month. */
const clock = { now: Date.parse('2026-12-03T06:00:00Z') }
const DAY = 24 * 60 * 60_000
let endingCause: number

beforeAll(async () => {
  standIn = await startSslcommerzStandIn()
  const payments = paymentConfig({
    SSLCOMMERZ_STORE_ID: standIn.storeId,
    SSLCOMMERZ_STORE_PASSWORD: standIn.storePassword,
    SSLCOMMERZ_BASE_URL: standIn.baseUrl,
  })
  t = await createTestApp({ config: { payments }, clock: () => clock.now })
  const [row] = await t.db
    .insert(cause)
    .values({
      name: 'Eid clothes 2026',
      status: 'published',
      publishAt: new Date(clock.now - DAY),
      endDate: '2027-01-10',
    })
    .returning({ id: cause.id })
  endingCause = row?.id as number
})
afterAll(async () => {
  await t?.close()
  await standIn?.close()
})
afterEach(() => {
  standIn.misbehave = {}
})

let ipCounter = 0
const nextIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

/** A monthly gift started on the site's form, as its script sends it. */
async function startMonthly(email: string, fields: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/donate',
    payload: {
      website: '',
      form_started: await signFormToken(t.db, clock.now - 60_000),
      amount: '500',
      otherAmount: '',
      frequency: 'monthly',
      cause: '',
      firstName: 'Shirin',
      lastName: 'Akter',
      email,
      phone: '01811111111',
      address: 'Agrabad, Chattogram',
      anonymous: '',
      message: '',
      way: 'online',
      ...fields,
    },
    remoteAddress: nextIp(),
  })
  expect(response.statusCode, response.body).toBe(201)
  const { reference } = response.json() as { reference: string }
  const [first] = await t.db.select().from(donation).where(eq(donation.transactionId, reference))
  return { reference, giftId: first?.recurringGiftId as number }
}

const months = (giftId: number) =>
  t.db.select().from(donation).where(eq(donation.recurringGiftId, giftId)).orderBy(asc(donation.id))

const mailsTo = (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to)).orderBy(asc(emailOutbox.id))

/** The signed link in a donor's email, as a path of this site. */
const manageLinkIn = (text: string) => {
  const link = /http:\/\/kizuna\.test(\/donate\/monthly\?token=[\w.-]+)/.exec(text)?.[1]
  if (!link) throw new Error(`no manage link in: ${text}`)
  return link
}

/** The job run as the server runs it: the clock moved, the runner ticked. */
async function nextRunAt(moment: string) {
  clock.now = Date.parse(moment)
  await t.app.jobs.tick()
}

describe('monthly gifts', () => {
  let online: Awaited<ReturnType<typeof startMonthly>>
  let offline: Awaited<ReturnType<typeof startMonthly>>
  let ending: Awaited<ReturnType<typeof startMonthly>>

  it('start with this month’s gift and an email with the link that manages them', async () => {
    online = await startMonthly('shirin.online@example.com')
    offline = await startMonthly('shirin.offline@example.com', { way: 'offline', amount: '1000' })
    ending = await startMonthly('shirin.eid@example.com', { cause: String(endingCause) })
    const [gift] = await t.db.select().from(recurringGift).where(eq(recurringGift.id, online.giftId))
    expect(gift).toMatchObject({
      dayOfMonth: 3,
      nextDueOn: '2027-01-03',
      startedOn: '2026-12-03',
      status: 'active',
    })
    expect(await months(online.giftId)).toHaveLength(1)
    const [welcome] = await mailsTo('shirin.online@example.com')
    expect(welcome?.subject).toBe(`Your monthly gift to ${(await givingSender(t.db)).name}`)
    expect(manageLinkIn(welcome?.text ?? '')).toMatch(/^\/donate\/monthly\?token=\d+\.[\w-]{43}$/)
  })

  it('open one gift per promise on its day, and email its donor how to give it', async () => {
    await nextRunAt('2027-01-02T06:00:00Z')
    expect(await months(online.giftId)).toHaveLength(1)
    await nextRunAt('2027-01-03T06:00:00Z')
    const [, january] = await months(online.giftId)
    expect(january).toMatchObject({ status: 'pending', channel: 'online', amount: '500.00' })
    const onlineMail = (await mailsTo('shirin.online@example.com')).at(-1)
    expect(onlineMail?.subject).toBe('Your monthly gift for January 2027: Tk 500.00 for our general fund')
    expect(onlineMail?.text).toContain(`http://kizuna.test/donate/pay/${january?.transactionId}`)
    expect(manageLinkIn(onlineMail?.text ?? '')).toBeTruthy()
    const [, offlineMonth] = await months(offline.giftId)
    expect(offlineMonth).toMatchObject({ status: 'pledged', amount: '1000.00' })
    const offlineMail = (await mailsTo('shirin.offline@example.com')).at(-1)
    expect(offlineMail?.text).toContain(`Please quote your reference ${offlineMonth?.transactionId}`)
    expect(manageLinkIn(offlineMail?.text ?? '')).toBeTruthy()
    // The same day again, and the next: nothing more.
    await nextRunAt('2027-01-03T09:00:00Z')
    await nextRunAt('2027-01-04T06:00:00Z')
    expect(await months(online.giftId)).toHaveLength(2)
  })

  it('pay through the emailed link: a gateway session for that month, then booked like any gift', async () => {
    const [, january] = await months(online.giftId)
    const pay = await t.app.inject(`/donate/pay/${january?.transactionId}`)
    expect(pay.statusCode).toBe(303)
    const sessionKey = new URL(pay.headers.location as string).searchParams.get('SESSIONKEY') as string
    const fields = await standIn.pay(sessionKey, 'success', { ipn: false })
    await t.app.inject({
      method: 'POST',
      url: '/donation/api/v1/donation/payment/ipn/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    })
    const [, paid] = await months(online.giftId)
    expect(paid?.status).toBe('completed')
  })

  it('stop when their cause has ended, and tell the donor, opening nothing', async () => {
    await nextRunAt('2027-02-03T06:00:00Z')
    const [gift] = await t.db.select().from(recurringGift).where(eq(recurringGift.id, ending.giftId))
    expect(gift?.status).toBe('cancelled')
    expect(await months(ending.giftId)).toHaveLength(2)
    const last = (await mailsTo('shirin.eid@example.com')).at(-1)
    expect(last?.subject).toBe('Your monthly gift for Eid clothes 2026 has ended with the cause')
    expect(last?.text).toContain('Eid clothes 2026 closed on 10 January 2027')
    expect(last?.text).toContain('we do not move your gift to another fund without your word')
    expect(await months(online.giftId)).toHaveLength(3)
  })

  it('open one gift, not a pile, after an outage of months', async () => {
    await nextRunAt('2027-05-20T06:00:00Z')
    expect(await months(online.giftId)).toHaveLength(4)
    expect(await months(offline.giftId)).toHaveLength(4)
    const [gift] = await t.db.select().from(recurringGift).where(eq(recurringGift.id, online.giftId))
    expect(gift?.nextDueOn).toBe('2027-06-03')
  })
})

describe('a monthly gift whose first payment is cancelled on the gateway’s page', () => {
  it('is not started: the promise stops with it', async () => {
    const { reference, giftId } = await startMonthly('changed.mind@example.com')
    const [first] = await months(giftId)
    const sessionKey = first?.gatewaySessionKey as string
    const fields = await standIn.pay(sessionKey, 'cancel', { ipn: false })
    await t.app.inject({
      method: 'POST',
      url: '/donation/api/v1/donation/payment/cancel/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    })
    const [gift] = await t.db.select().from(recurringGift).where(eq(recurringGift.id, giftId))
    expect(gift?.status).toBe('cancelled')
    const page = await t.app.inject(`/donate/thanks?ref=${reference}`)
    expect(page.body).toContain('You cancelled the payment')
    expect(page.body).not.toContain('This is a month of your monthly gift')
  })
})

describe('the signed link', () => {
  it('shows the gift, changes the amount from the next month and cancels, without JavaScript', async () => {
    const { giftId } = await startMonthly('rafiq.manage@example.com', { firstName: 'Rafiq' })
    const link = manageLinkIn((await mailsTo('rafiq.manage@example.com'))[0]?.text ?? '')
    const page = await t.app.inject(link)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Rafiq, your monthly gift is BDT\u00a0500')
    expect(page.body).not.toContain('rafiq.manage@example.com')
    const token = new URL(link, 'http://x').searchParams.get('token') as string
    const post = (action: 'amount' | 'cancel', fields: Record<string, string>, withToken = token) =>
      t.app.inject({
        method: 'POST',
        url: `/donate/monthly/${action}?${new URLSearchParams({ token: withToken })}`,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })
    const wrong = await post('amount', { amount: 'much' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('Enter an amount in taka, like 1500 or 1500.50.')
    const changed = await post('amount', { amount: '750' })
    expect(changed.statusCode).toBe(200)
    expect(changed.body).toContain('Done: your monthly gift is now BDT\u00a0750, from the next month on.')
    let [gift] = await t.db.select().from(recurringGift).where(eq(recurringGift.id, giftId))
    expect(gift?.amount).toBe('750.00')
    expect((await mailsTo('rafiq.manage@example.com')).at(-1)?.subject).toBe('Your monthly gift: new amount')
    const cancelled = await post('cancel', {})
    expect(cancelled.body).toContain('Your monthly gift is cancelled')
    ;[gift] = await t.db.select().from(recurringGift).where(eq(recurringGift.id, giftId))
    expect(gift?.status).toBe('cancelled')
    expect((await post('cancel', {})).statusCode).toBe(409)
  })

  it('does nothing when forged: another gift’s id under this signature, or a made-up signature', async () => {
    const { giftId } = await startMonthly('forged.victim@example.com')
    const victim = await t.app.inject(
      manageLinkIn((await mailsTo('forged.victim@example.com'))[0]?.text ?? ''),
    )
    expect(victim.statusCode).toBe(200)
    const mine = new URL(
      manageLinkIn((await mailsTo('shirin.online@example.com'))[0]?.text ?? ''),
      'http://x',
    )
    const signature = (mine.searchParams.get('token') as string).split('.')[1]
    for (const forged of [`${giftId}.${signature}`, `${giftId}.${'A'.repeat(43)}`, `${giftId}`]) {
      const page = await t.app.inject(`/donate/monthly?token=${encodeURIComponent(forged)}`)
      expect(page.statusCode).toBe(404)
      expect(page.body).toContain('This link is not valid')
      const change = await t.app.inject({
        method: 'POST',
        url: `/donate/monthly/amount?token=${encodeURIComponent(forged)}`,
        payload: { amount: '1' },
      })
      expect(change.statusCode).toBe(404)
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/donate/monthly/cancel?token=${encodeURIComponent(forged)}`,
      })
      expect(cancel.statusCode).toBe(404)
    }
    const [gift] = await t.db.select().from(recurringGift).where(eq(recurringGift.id, giftId))
    expect(gift).toMatchObject({ status: 'active', amount: '500.00' })
  })
})

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  it('never open the same month twice, whether their runners tick together or the job runs twice at once', async () => {
    const url = t.url as string
    const others = await Promise.all([createAppOn(url), createAppOn(url)])
    try {
      const emails = Array.from({ length: 12 }, (_, i) => `twice.${i}@example.com`)
      const due = async (label: string) => {
        await t.db.insert(recurringGift).values(
          emails.map((email) => ({
            firstName: label,
            email,
            amount: '100.00',
            channel: 'offline',
            dayOfMonth: 1,
            startedOn: '2026-01-01',
            nextDueOn: '2026-02-01',
          })),
        )
      }
      const opened = async (label: string) => {
        const [row] = await queryRows<{ months: number; gifts: number }>(
          t.db,
          sql`select count(*)::int as months, count(distinct d.recurring_gift_id)::int as gifts
              from donation d join recurring_gift g on g.id = d.recurring_gift_id
              where g.first_name = ${label}`,
        )
        return row
      }
      // Their runners tick at once: the job's occurrence is claimed by one of them.
      await due('Runners')
      await Promise.all(others.flatMap((o) => [o.app.jobs.tick(), o.app.jobs.tick()]))
      expect(await opened('Runners')).toEqual({ months: 12, gifts: 12 })
      const runnerMails = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from email_outbox where recipient like 'twice.%' and subject like 'Your monthly gift for %'`,
      )
      expect(runnerMails[0]?.n).toBe(12)
      // The job itself twice at once (a run taken over after its process died): each promise once.
      await due('Twice')
      const sent: string[] = []
      const log = { info: () => {}, warn: () => {} }
      const depsOf = (db: typeof t.db) => ({
        db,
        mailer: {
          smtp: false,
          send: async (message: { to: string }) => {
            sent.push(message.to)
            return 'kept' as const
          },
        },
        media: { imageForPdf: async () => undefined },
        publicUrl: 'http://kizuna.test',
        payments: undefined,
        timeZone: 'Asia/Dhaka',
        clock: Date.now,
      })
      const runs = await Promise.all(others.map((o) => runMonthlyGifts(depsOf(o.db), new Date(), log)))
      expect(await opened('Twice')).toEqual({ months: 12, gifts: 12 })
      expect(runs.reduce((sum, run) => sum + run.opened, 0)).toBe(12)
      expect(sent.sort()).toEqual([...emails].sort())
    } finally {
      await Promise.all(others.map((o) => o.close()))
    }
  })
})
