/**
 * Dues (issue 14 item 2) at the original's path, monthly_subscription: staff collect for three
 * members at once and each payment is a receipt voucher (source dues) in the ledger with a money
 * receipt numbered next to the others; a collection is all or nothing, with each member's refusal
 * named; periods continue or restart by the renewal rule; cancelling reverses the voucher and
 * cancels the period, once; who may do what; bad input is a 400 naming the field; the receipt as a
 * PDF and by email; arrears in the member JSON and the "in arrears" filter, whose SQL agrees with
 * the rule (common/dues.ts) on random periods. The app's clock stands in August 2031, a fiscal year
 * of its own, so numbers start at 1. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import { count, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arrearsOf, DUES_METHODS as COMMON_METHODS } from '../../common/dues.ts'
import { addDays } from '../../common/membership-status.ts'
import { emailAttachment, emailOutbox, users } from '../../server/db/schema.ts'
import { givingSetting, moneyReceipt } from '../../server/modules/giving/tables.ts'
import { ledgerIdsByName } from '../../server/modules/ledger/service.ts'
import { voucher } from '../../server/modules/ledger/tables.ts'
import { inArrearsSql } from '../../server/modules/membership/dues-arrears-sql.ts'
import { duesTypeOf, typedPeriodsByMember } from '../../server/modules/membership/dues-standing.ts'
import {
  DUES_METHODS,
  duesPayment,
  member,
  membership,
  membershipType,
} from '../../server/modules/membership/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { insertMember, type PeriodSpec } from '../support/members.ts'
import { pdfPages } from '../support/pdf-text.ts'
import { createTestApp } from '../support/test-app.ts'

const NOW = Date.parse('2031-08-10T06:00:00Z') // noon in Dhaka
const TODAY = '2031-08-10'
const BASE = '/monthly_subscription/api/v1/monthly_subscription/'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>
let types: Record<'monthly' | 'yearly' | 'life' | 'retired', number>

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW })
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
  const rows = await t.db
    .insert(membershipType)
    .values([
      { name: 'Dues Monthly', fee: '100.00', period: 'monthly', graceDays: 15 },
      { name: 'Dues Yearly', fee: '1200.00', period: 'yearly', graceDays: 30 },
      { name: 'Dues Life', fee: '10000.00', period: 'lifetime', graceDays: 0 },
      { name: 'Dues Retired', fee: '50.00', period: 'monthly', graceDays: 0, active: false },
    ])
    .returning({ id: membershipType.id })
  const [monthly, yearly, life, retired] = rows.map((r) => r.id) as [number, number, number, number]
  types = { monthly, yearly, life, retired }
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const get = (url: string, headers: Headers = books.Accountant) => t.app.inject({ url, headers })
const send = (
  method: 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = books.Accountant,
) => t.app.inject({ method, url, headers, payload })
const collect = (payload: object, headers: Headers = books.Accountant) =>
  send('POST', `${BASE}create/`, payload, headers)

let serial = 0
/** A member with periods (type, start, end or null for lifetime, cancelled?). */
const makeMember = (periods: PeriodSpec[] = [], extra: Partial<typeof member.$inferInsert> = {}) =>
  insertMember(
    t.db,
    { firstName: 'Dues', lastName: `Member ${++serial}`, joinedDate: '2030-01-01', ...extra },
    periods,
    new Date(NOW),
  )

const counts = async () => {
  const [payments] = await t.db.select({ n: count() }).from(duesPayment)
  const [receipts] = await t.db.select({ n: count() }).from(moneyReceipt)
  const [vouchers] = await t.db.select({ n: count() }).from(voucher)
  const [periods] = await t.db.select({ n: count() }).from(membership)
  return { payments: payments?.n, receipts: receipts?.n, vouchers: vouchers?.n, periods: periods?.n }
}

interface Payment {
  id: number
  member: number
  membership: number
  amount: string
  subscription_date: string
  period_start: string
  period_end: string | null
  receipt_number: string
  receipt_id: number
  voucher_id: number
  voucher_number: string
  collection_id: string
  receipt_email: string
  cancelled_at: string | null
  reversal_voucher_id: number | null
}

describe('collecting dues for three members at once (the issue’s Done-when)', () => {
  it('posts a receipt voucher (source dues) and a receipt numbered next to the others for each', async () => {
    const current = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const expired = await makeMember([[types.monthly, '2031-05-01', '2031-05-31']])
    const fresh = await makeMember()
    const response = await collect({
      member: [current, expired, fresh],
      membership_type: types.monthly,
      method: 'cash',
      note: 'Collected at the August meeting',
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    const payments = body.monthly_subscriptions as Payment[]
    expect(payments.map((p) => p.member)).toEqual([current, expired, fresh])
    expect(body.total).toBe('300.00')
    expect(new Set(payments.map((p) => p.collection_id))).toEqual(new Set([body.collection_id]))
    expect(payments.map((p) => p.receipt_number)).toEqual([
      'MR-2031-32-000001',
      'MR-2031-32-000002',
      'MR-2031-32-000003',
    ])
    // The renewal rule: current continues after its end; expired and new start on the day paid.
    expect(payments.map((p) => [p.period_start, p.period_end])).toEqual([
      ['2031-08-15', '2031-09-14'],
      ['2031-08-10', '2031-09-09'],
      ['2031-08-10', '2031-09-09'],
    ])
    expect(payments[0]).toMatchObject({
      amount: '100.00',
      subscription_date: TODAY,
      note: 'Collected at the August meeting',
    })

    for (const payment of payments) {
      const posted = (await get(`/voucher/api/v1/voucher/${payment.voucher_id}`)).json()
      expect(posted).toMatchObject({
        type: 'receipt',
        status: 'posted',
        number: payment.voucher_number,
        date: TODAY,
        source: { type: 'dues', id: payment.id },
        total: '100.00',
        // The voucher names the receipt it booked, for the voucher list and screen.
        receipt: { number: payment.receipt_number },
      })
      expect(
        posted.items.map((i: { ledger: { name: string }; debit_amount: string; credit_amount: string }) => [
          i.ledger.name,
          i.debit_amount,
          i.credit_amount,
        ]),
      ).toEqual([
        ['Cash', '100.00', '0.00'],
        ['Membership Dues', '0.00', '100.00'],
      ])
      const [period] = await t.db
        .select()
        .from(membership)
        .where(eq(membership.receiptVoucherId, payment.voucher_id))
      expect(period).toMatchObject({
        memberId: payment.member,
        fee: '100.00',
        startDate: payment.period_start,
      })
    }
    expect(new Set(payments.map((p) => p.voucher_number)).size).toBe(3)
    // The list shows them, newest first, and filters by the collection.
    const listed = (await get(`${BASE}all/?collection_id=${body.collection_id}`)).json()
    expect(listed.total_elements).toBe(3)
    // So does the voucher list, each voucher with its receipt's number.
    const vouchers = (
      await get(`/voucher/api/v1/voucher/all/?type=receipt&date_after=${TODAY}&date_before=${TODAY}&size=100`)
    ).json().vouchers as { number: string; receipt: { number: string } | null }[]
    const byNumber = new Map(vouchers.map((v) => [v.number, v.receipt?.number]))
    expect(payments.map((p) => byNumber.get(p.voucher_number))).toEqual(payments.map((p) => p.receipt_number))
  })

  it('emails each member who has an address their receipt after the commit', async () => {
    const withEmail = await makeMember([], { email: 'rahima.dues@example.org' })
    const without = await makeMember()
    const response = await collect({
      member: [withEmail, without],
      membership_type: types.monthly,
      method: 'bkash',
      reference: '9GH7K2L1QZ',
    })
    expect(response.statusCode, response.body).toBe(201)
    const [first, second] = response.json().monthly_subscriptions as Payment[]
    expect(first?.receipt_email).toBe('kept') // no SMTP in tests: waiting in the outbox
    expect(second?.receipt_email).toBe('no-address')
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'rahima.dues@example.org'))
    expect(mail?.subject).toBe(`Money receipt ${first?.receipt_number}: 100.00 received with thanks`)
    const attached = await t.db
      .select()
      .from(emailAttachment)
      .where(eq(emailAttachment.outboxId, mail?.id as number))
    expect(attached.map((a) => a.filename)).toEqual([`${first?.receipt_number}.pdf`])
  })
})

describe('all or nothing', () => {
  it('refuses the whole collection, naming each member that cannot pay, and writes nothing', async () => {
    const good = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const life = await makeMember([[types.life, '2020-01-01', null]])
    const before = await counts()
    const response = await collect({ member: [good, 99_999_999, life], method: 'cash' })
    expect(response.statusCode).toBe(400)
    const errors = response.json()
    expect(Object.keys(errors)).toEqual(['member[1]', 'member[2]'])
    expect(errors['member[1]']).toEqual(['Member 99999999 does not exist.'])
    expect(errors['member[2]'][0]).toMatch(/is a life member: there are no dues to collect/)
    expect(await counts()).toEqual(before)
  })

  it('refuses it with a 409 naming the setting when no dues ledger is chosen, and writes nothing', async () => {
    const [settings] = await t.db.select().from(givingSetting)
    await t.db.update(givingSetting).set({ duesLedgerId: null })
    try {
      const before = await counts()
      const response = await collect({
        member: [await makeMember(), await makeMember()],
        membership_type: types.monthly,
        method: 'cash',
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().detail).toMatch(/membership dues income ledger/)
      expect(await counts()).toEqual(before)
    } finally {
      await t.db.update(givingSetting).set({ duesLedgerId: settings?.duesLedgerId ?? null })
    }
  })

  it('opens consecutive periods for two collections of one member at once, never overlapping ones', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const [a, b] = await Promise.all([
      collect({ member: id, method: 'cash' }),
      collect({ member: id, method: 'cash' }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    const periods = [a, b].map((r) => (r.json().monthly_subscriptions[0] as Payment).period_start).sort()
    expect(periods).toEqual(['2031-08-15', '2031-09-15'])
  })
})

describe('the renewal rule and the amount', () => {
  it('continues in grace, restarts once expired, takes the member’s last type and several periods', async () => {
    const inGrace = await makeMember([[types.monthly, '2031-07-02', '2031-08-01']])
    const lapsedYearly = await makeMember([[types.yearly, '2029-01-01', '2029-12-31']])
    const one = (await collect({ member: inGrace, method: 'cash', periods: 3, amount: '300.00' })).json()
    expect(one.monthly_subscriptions[0]).toMatchObject({
      period_start: '2031-08-02',
      period_end: '2031-11-01',
      amount: '300.00',
      periods: 3,
      membership_type: types.monthly,
    })
    const two = await collect({ member: lapsedYearly, method: 'cash', periods: 2, paid_on: '2031-08-01' })
    expect(two.statusCode, two.body).toBe(201)
    expect(two.json().monthly_subscriptions[0]).toMatchObject({
      period_start: '2031-08-01',
      period_end: '2033-07-31',
      amount: '2400.00',
      membership_type: types.yearly,
      paid_on: '2031-08-01',
    })
  })

  it('says what the amount must be, and refuses what cannot be paid', async () => {
    const monthlyMember = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const wrong = await collect({ member: [monthlyMember], method: 'cash', periods: 2, amount: '150.00' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()['member[0]'][0]).toMatch(
      /must be Tk 200\.00 \(Tk 100\.00 × 2 periods\), not Tk 150\.00/,
    )
    const single = await collect({ member: monthlyMember, method: 'cash', amount: '99.00' })
    expect(Object.keys(single.json())).toEqual(['member'])

    const life = await collect({
      member: await makeMember(),
      membership_type: types.life,
      method: 'cash',
      periods: 2,
    })
    expect(life.json().member[0]).toMatch(/lifetime membership is paid once: periods must be 1/)
    const noType = await collect({ member: await makeMember(), method: 'cash' })
    expect(noType.json().member[0]).toMatch(/has no membership type yet: choose one/)
    const retired = await collect({
      member: await makeMember(),
      membership_type: types.retired,
      method: 'cash',
    })
    expect(retired.json().member[0]).toMatch(/Dues Retired membership is no longer offered/)
    const unknownType = await collect({ member: monthlyMember, membership_type: 99_999_999, method: 'cash' })
    expect(unknownType.json()).toEqual({ membership_type: ['Membership type 99999999 does not exist.'] })
  })

  it('previews each member’s payment without writing anything', async () => {
    const current = await makeMember([[types.monthly, '2031-07-01', '2031-07-31']])
    const before = await counts()
    const response = await send('POST', `${BASE}preview/`, {
      member: [current, 99_999_999],
      method: 'cash',
      periods: 2,
    })
    expect(response.statusCode, response.body).toBe(200)
    const preview = response.json()
    expect(preview).toMatchObject({ paid_on: TODAY, total: '200.00' })
    expect(preview.renewal_rule).toMatch(/continues from the day after their last paid period ends/)
    expect(preview.members[0]).toMatchObject({
      member: current,
      status: 'grace',
      membership_type: { id: types.monthly, name: 'Dues Monthly', fee: '100.00', period: 'monthly' },
      arrears: { count: 1, amount: '100.00', from: '2031-08-01', to: '2031-08-31' },
      amount: '200.00',
      period_start: '2031-08-01',
      period_end: '2031-09-30',
      continues: true,
      problem: null,
    })
    expect(preview.members[1]).toMatchObject({
      member: 99_999_999,
      problem: 'Member 99999999 does not exist.',
    })
    expect(await counts()).toEqual(before)
  })
})

describe('cancelling', () => {
  it('reverses the voucher today, cancels the period, and only once', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const paid = (await collect({ member: id, method: 'cash' })).json().monthly_subscriptions[0] as Payment
    // The Accountant collects but does not cancel; delete is never the way.
    expect((await send('POST', `${BASE}cancel/${paid.id}`, { reason: 'Wrong member' })).statusCode).toBe(403)
    const deleted = await send('DELETE', `${BASE}delete/${paid.id}`)
    expect(deleted.statusCode).toBe(409)
    expect(deleted.json().detail).toMatch(/cannot be deleted. Cancel it instead/)
    expect(Object.keys((await send('POST', `${BASE}cancel/${paid.id}`, {}, books.Approver)).json())).toEqual([
      'reason',
    ])

    const cancelled = await send(
      'POST',
      `${BASE}cancel/${paid.id}`,
      { reason: 'Entered for the wrong member' },
      books.Approver,
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const shown = cancelled.json() as Payment & { cancel_reason: string; reversal_voucher_number: string }
    expect(shown.cancelled_at).not.toBeNull()
    expect(shown.cancel_reason).toBe('Entered for the wrong member')
    expect(shown.reversal_voucher_number).toMatch(/^RV-2031-32-\d{6}$/)
    const reversal = (await get(`/voucher/api/v1/voucher/${shown.reversal_voucher_id}`)).json()
    expect(reversal).toMatchObject({ date: TODAY, reverses: { id: paid.voucher_id }, total: '100.00' })
    expect(reversal.narration).toMatch(/Entered for the wrong member/)
    const [period] = await t.db
      .select()
      .from(membership)
      .where(eq(membership.receiptVoucherId, paid.voucher_id))
    expect(period?.cancelledAt).not.toBeNull()
    expect(period?.cancelReason).toBe('Entered for the wrong member')

    const again = await send('POST', `${BASE}cancel/${paid.id}`, { reason: 'Again' }, books.Approver)
    expect(again.statusCode).toBe(409)
    // The database holds the same line for any other writer.
    await expect(
      t.db.update(duesPayment).set({ cancelReason: 'Changed' }).where(eq(duesPayment.id, paid.id)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'GV001' }) })
    // A new payment after the cancellation continues from the period still paid.
    const next = (await collect({ member: id, method: 'cash' })).json().monthly_subscriptions[0]
    expect(next.period_start).toBe('2031-08-15')
  })

  it('keeps a paid period as its payment made it: the membership form may change only its note', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const paid = (await collect({ member: id, method: 'cash' })).json().monthly_subscriptions[0] as Payment
    const period = `/membership/api/v1/membership/`
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${period}update/${paid.membership}`, headers: as.admin, payload })
    const moved = await patch({ end_date: '2031-12-31' })
    expect(moved.statusCode).toBe(409)
    expect(moved.json().detail).toMatch(/cancel the payment/)
    expect((await patch({ cancelled_at: '2031-08-10T12:00' })).statusCode).toBe(409)
    expect((await patch({ note: 'Paid at the August meeting' })).statusCode).toBe(200)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${period}delete/${paid.membership}`,
      headers: as.admin,
    })
    expect(removed.statusCode).toBe(409)
  })

  it('refuses to cancel a period another one continues from', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const first = (await collect({ member: id, method: 'cash' })).json().monthly_subscriptions[0] as Payment
    await collect({ member: id, method: 'cash' })
    const refused = await send('POST', `${BASE}cancel/${first.id}`, { reason: 'Paid twice' }, books.Approver)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(
      /later period \(from 15 Sep 2031\): cancel the payment of that one first/,
    )
    expect((await send('POST', `${BASE}cancel/99999999`, { reason: 'x' }, books.Approver)).statusCode).toBe(
      404,
    )
  })
})

describe('permissions', () => {
  it('answers anonymous 401 and the Editor 403; the Auditor reads but does not collect', async () => {
    for (const path of [`${BASE}all/`, `${BASE}export/`, `${BASE}1`, `${BASE}receipt/1`]) {
      expect((await t.app.inject({ url: path })).statusCode, path).toBe(401)
      expect((await get(path, as.editor)).statusCode, path).toBe(403)
    }
    expect((await t.app.inject({ method: 'POST', url: `${BASE}create/`, payload: {} })).statusCode).toBe(401)
    expect((await get(`${BASE}all/`, books.Auditor)).statusCode).toBe(200)
    expect((await collect({ member: 1, method: 'cash' }, books.Auditor)).statusCode).toBe(403)
    expect((await collect({ member: 1, method: 'cash' }, as.editor)).statusCode).toBe(403)
    // The Approver and the Auditor read members too: collecting means finding them.
    expect((await get('/member/api/v1/member/all/', books.Approver)).statusCode).toBe(200)
    expect((await get('/member/api/v1/member/all/', books.Auditor)).statusCode).toBe(200)
  })

  it('shows a signed-in account its own member’s dues, and says so when it has no member', async () => {
    const [editor] = await t.db.select().from(users).where(eq(users.email, 'editor@kizuna.example'))
    const id = await makeMember([[types.monthly, '2031-06-01', '2031-06-30']], { userId: editor?.id })
    await collect({ member: id, method: 'cash' })
    const own = await get(`${BASE}get_all_by_member/`, as.editor)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().monthly_subscriptions.map((p: Payment) => p.member)).toEqual([id])
    expect(own.json().arrears).toMatchObject({ count: 0 })
    const none = await get(`${BASE}get_all_by_member/`, as.nobody)
    expect(none.statusCode).toBe(404)
    expect(none.json().detail).toMatch(/not linked to a member/)
    expect((await t.app.inject({ url: `${BASE}get_all_by_member/` })).statusCode).toBe(401)
  })
})

describe('finding members to collect from', () => {
  it('finds them by name, member number or mobile number however written, for the roles that collect', async () => {
    const id = await makeMember([], { firstName: 'Findable', lastName: 'Karim', primaryPhone: '01719876543' })
    const [row] = await t.db.select({ number: member.memberNumber }).from(member).where(eq(member.id, id))
    const number = row?.number as string
    const found = async (q: string) =>
      (await get(`${BASE}member_search/?q=${encodeURIComponent(q)}`))
        .json()
        .members.map((m: { id: number }) => m.id)
    expect(await found('findable kar')).toContain(id)
    expect(await found(number)).toContain(id)
    expect(await found(String(Number(number.slice(2))))).toContain(id)
    expect(await found('01719-876543')).toContain(id)
    expect(await found('')).toEqual([])
    const first = (await get(`${BASE}member_search/?q=Findable`)).json().members[0]
    expect(first).toEqual({
      id,
      member_number: number,
      name: 'Findable Karim',
      primary_phone: '01719876543',
      status: 'expired',
    })
    expect((await get(`${BASE}member_search/?q=Findable`, books.Auditor)).statusCode).toBe(403)
  })
})

describe('bad input', () => {
  it('is a 400 naming the field', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const cases: [object, string][] = [
      [{ method: 'cash' }, 'member'],
      [{ member: 'x', method: 'cash' }, 'member'],
      [{ member: [], method: 'cash' }, 'member'],
      [{ member: [id, id], method: 'cash' }, 'member'],
      [{ member: id }, 'method'],
      [{ member: id, method: 'card' }, 'method'],
      [{ member: id, method: 'cheque', bank_name: 'Sonali Bank' }, 'reference'],
      [{ member: id, method: 'cheque', reference: '104522' }, 'bank_name'],
      [{ member: id, method: 'nagad' }, 'reference'],
      [{ member: id, method: 'cash', periods: 0 }, 'periods'],
      [{ member: id, method: 'cash', periods: 121 }, 'periods'],
      [{ member: id, method: 'cash', amount: 'abc' }, 'amount'],
      [{ member: id, method: 'cash', amount: '-100' }, 'amount'],
      [{ member: id, method: 'cash', paid_on: '2031-02-30' }, 'paid_on'],
      [{ member: id, method: 'cash', paid_on: '2031-08-11' }, 'paid_on'],
      [{ member: id, method: 'cash', colour: 'red' }, 'colour'],
    ]
    for (const [payload, field] of cases) {
      const response = await collect(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(Object.keys(response.json()), JSON.stringify(payload)).toContain(field)
    }
    expect((await get(`${BASE}abc`)).statusCode).toBe(400)
    expect((await get(`${BASE}99999999`)).statusCode).toBe(404)
    expect((await get(`${BASE}all/?method=card`)).statusCode).toBe(400)
    expect((await get(`${BASE}all/?paid_on_from=yesterday`)).statusCode).toBe(400)
    expect((await get(`${BASE}all/?cancelled=maybe`)).statusCode).toBe(400)
    expect((await send('POST', `${BASE}create/`, [1])).statusCode).toBe(400)
  })

  it('keeps the methods the table allows and the screens offer the same', () => {
    expect([...COMMON_METHODS]).toEqual([...DUES_METHODS])
  })
})

const pdfText = async (bytes: Buffer) =>
  (await pdfPages(new Uint8Array(bytes))).pages
    .flat()
    .map((line) => line.text)
    .join('\n')

describe('the receipt', () => {
  it('is a PDF naming the member, the period and the method; every later copy is a duplicate', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const [row] = await t.db.select({ number: member.memberNumber }).from(member).where(eq(member.id, id))
    const paid = (await collect({ member: id, method: 'bkash', reference: 'TX77Q1' })).json()
      .monthly_subscriptions[0] as Payment
    const first = await get(`${BASE}receipt/${paid.id}`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    expect(first.headers['content-disposition']).toBe(`inline; filename="${paid.receipt_number}.pdf"`)
    const text = await pdfText(first.rawPayload)
    expect(text).toContain(paid.receipt_number)
    expect(text).toContain(row?.number as string)
    expect(text).toContain('Membership dues: Dues Monthly, 15 Aug 2031 – 14 Sep 2031')
    expect(text).toContain('bKash transaction ID TX77Q1')
    expect(text).not.toContain('DUPLICATE COPY')
    expect(await pdfText((await get(`${BASE}receipt/${paid.id}`, books.Auditor)).rawPayload)).toContain(
      'DUPLICATE COPY',
    )
  })

  it('takes a cheque once the giving settings name the bank ledger, and prints its particulars', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    const cheque = {
      member: id,
      method: 'cheque',
      reference: '104522',
      bank_name: 'Sonali Bank',
      cheque_date: TODAY,
    }
    // The demo chose its bank; a database where nobody has is refused in words.
    await t.db.update(givingSetting).set({ bankLedgerId: null })
    const refused = await collect(cheque)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(/bank ledger/)
    const bank = (await ledgerIdsByName(t.db, ['Dutch-Bangla Bank A/C'])).get('Dutch-Bangla Bank A/C')
    await t.db.update(givingSetting).set({ bankLedgerId: bank ?? null })
    const paid = await collect(cheque)
    expect(paid.statusCode, paid.body).toBe(201)
    const payment = paid.json().monthly_subscriptions[0] as Payment
    expect(payment).toMatchObject({
      method: 'cheque',
      reference: '104522',
      bank_name: 'Sonali Bank',
      cheque_date: TODAY,
    })
    const text = await pdfText((await get(`${BASE}receipt/${payment.id}`)).rawPayload)
    expect(text).toContain('Cheque no. 104522, Sonali Bank, dated 10 August 2031')
    const posted = (await get(`/voucher/api/v1/voucher/${payment.voucher_id}`)).json()
    expect(posted.items[0]).toMatchObject({ ledger: { name: 'Dutch-Bangla Bank A/C' }, cheque_no: '104522' })
  })
})

describe('the list and its export', () => {
  it('filters by member, method, day and cancellation, and exports what it shows', async () => {
    const id = await makeMember([[types.monthly, '2031-07-15', '2031-08-14']])
    await collect({ member: id, method: 'nagad', reference: 'NG-1', paid_on: '2031-08-05' })
    await collect({ member: id, method: 'cash' })
    const list = (url: string) => get(`${BASE}all/?member=${id}${url}`).then((r) => r.json())
    const all = await list('')
    expect(all.monthly_subscriptions.map((p: Payment & { paid_on: string }) => p.paid_on)).toEqual([
      TODAY,
      '2031-08-05',
    ])
    expect((await list('&method=nagad')).total_elements).toBe(1)
    expect((await list('&paid_on_to=2031-08-06')).total_elements).toBe(1)
    expect((await list('&paid_on_from=2031-08-06')).total_elements).toBe(1)
    expect((await list('&cancelled=true')).total_elements).toBe(0)
    expect((await list(`&membership_type=${types.yearly}`)).total_elements).toBe(0)
    const csv = await get(`${BASE}export/?member=${id}&method=nagad`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(
      /^Payment,Paid on,Member number,Member,Membership type,Periods,Period start,Period end,Amount,Method,Reference/,
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(',2031-08-05,')
    expect(lines[1]).toContain(',nagad,NG-1,')
  })
})

describe('arrears', () => {
  it('are in the member JSON, with their rule, and the list filters by them', async () => {
    const owing = await makeMember([[types.monthly, '2031-05-01', '2031-05-31']])
    const paidUp = await makeMember([[types.monthly, '2031-08-01', '2031-08-31']])
    const life = await makeMember([[types.life, '2020-01-01', null]])
    const shown = (await get(`/member/api/v1/member/${owing}`)).json()
    expect(shown.dues_type).toEqual({
      id: types.monthly,
      name: 'Dues Monthly',
      fee: '100.00',
      period: 'monthly',
    })
    expect(shown.arrears).toEqual({
      count: 3,
      amount: '300.00',
      from: '2031-06-01',
      to: '2031-08-31',
      rule: '3 months unpaid: 1 Jun 2031 – 31 Aug 2031',
    })
    const ids = async (filter: string) =>
      (await get(`/member/api/v1/member/all/?size=100&in_arrears=${filter}&membership_type=${types.monthly}`))
        .json()
        .members.map((m: { id: number }) => m.id)
    expect(await ids('true')).toContain(owing)
    expect(await ids('true')).not.toContain(paidUp)
    expect(await ids('false')).toContain(paidUp)
    expect((await get(`/member/api/v1/member/${life}`)).json().arrears.count).toBe(0)
    expect((await get('/member/api/v1/member/all/?in_arrears=maybe')).statusCode).toBe(400)
  })

  it('in SQL agree with the rule on random periods and days', async () => {
    // One type per period, so random periods never overlap within a type.
    const randomTypes = await t.db
      .insert(membershipType)
      .values(
        (['monthly', 'yearly', 'lifetime', 'monthly', 'yearly'] as const).map((period, i) => ({
          name: `Arrears random ${i}`,
          period,
          fee: '10.00',
          graceDays: [0, 7, 15, 30, 90][i] as number,
        })),
      )
      .returning()
    const day = fc.integer({ min: 0, max: 365 * 4 }).map((n) => addDays('2028-01-01', n))
    const periodArb = fc.record({
      start: day,
      length: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
      cancelled: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(periodArb, { maxLength: 5 }), day, async (periods, on) => {
        const [row] = await t.db.insert(member).values({ firstName: 'ArrearsRandom' }).returning()
        const id = row?.id as number
        for (const [i, p] of periods.entries())
          await t.db.insert(membership).values({
            memberId: id,
            membershipTypeId: randomTypes[i]?.id as number,
            startDate: p.start,
            endDate: p.length === null ? null : addDays(p.start, p.length),
            cancelledAt: p.cancelled ? new Date() : null,
          })
        const [inSql] = await t.db
          .select({ owes: inArrearsSql(on) })
          .from(member)
          .where(eq(member.id, id))
        const typed = (await typedPeriodsByMember(t.db, [id])).get(id) ?? []
        expect(inSql?.owes).toBe(arrearsOf(typed, duesTypeOf(typed), on).count > 0)
      }),
      { numRuns: 150 },
    )
    await t.db.execute(sql`delete from ${member} where ${member.firstName} = 'ArrearsRandom'`)
  })
})
