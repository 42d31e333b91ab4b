/**
 * The membership report (issue 16 item 5) at /member_report/api/v1/member_report/: members counted
 * per type and status as at the range's end (joined by then; the type of their latest period
 * started by then; the status by the one rule), every member agreeing with the rules computed in
 * TypeScript (common/membership-status.ts, dues-standing.ts); dues received, cancelled and net per
 * type over the range, the net tying to the dues ledger's lines; the CSV with the same figures; the
 * default range (this fiscal year to today); bad input; who may read it. The app's clock stands in
 * August 2031, where the demo has nothing. Runs on PGlite and, with scripts/with-pg-database.mjs, on
 * PostgreSQL.
 */
import { lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatusCountsJson as Counts, MemberReportJson as Report } from '../../common/member-report.ts'
import { membershipStatus } from '../../common/membership-status.ts'
import { formatAmount, parseAmount } from '../../common/money.ts'
import { ledgerIdsByName } from '../../server/modules/ledger/service.ts'
import { duesTypeOf, typedPeriodsByMember } from '../../server/modules/membership/dues-standing.ts'
import { member, membershipType } from '../../server/modules/membership/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { insertMember, type PeriodSpec } from '../support/members.ts'
import { parseCsv } from '../support/parse-csv.ts'
import { createTestApp } from '../support/test-app.ts'

const NOW = Date.parse('2031-08-10T06:00:00Z') // noon in Dhaka
const REPORT = '/member_report/api/v1/member_report/'
const DUES = '/monthly_subscription/api/v1/monthly_subscription/'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let books: Awaited<ReturnType<typeof bookKeepers>>
let types: Record<'monthly' | 'yearly' | 'old' | 'unused' | 'dues', number>

type Headers = Record<string, string>
const get = (url: string, headers: Headers = books.Auditor) => t.app.inject({ url, headers })

const counts = (given: Partial<Counts>): Counts => {
  const c = { new: 0, current: 0, grace: 0, expired: 0, cancelled: 0, ...given }
  return { ...c, total: c.new + c.current + c.grace + c.expired + c.cancelled }
}

let serial = 0
/** A member joined on `joined` with periods (type, start, end or null for lifetime, cancelled?). */
const makeMember = (joined: string, periods: PeriodSpec[] = []) =>
  insertMember(
    t.db,
    { firstName: 'Report', lastName: `Member ${++serial}`, joinedDate: joined },
    periods,
    new Date(NOW),
  )

/** Dues of one member paid through the API (posted and receipted), as the counter does. */
async function pay(memberId: number, paidOn: string, periods = 1): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${DUES}create/`,
    headers: books.Accountant,
    payload: { member: memberId, membership_type: types.dues, periods, paid_on: paidOn, method: 'cash' },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().monthly_subscriptions[0].id
}

const report = async (query: string) => {
  const response = await get(`${REPORT}${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Report
}

const rowOf = (r: Report, typeId: number | null) => r.types.find((row) => row.membership_type === typeId)

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW })
  as = await testAccounts(t.app, t.db)
  books = await bookKeepers(t.app, t.db)
  const rows = await t.db
    .insert(membershipType)
    .values([
      { name: 'Report Monthly', fee: '100.00', period: 'monthly', graceDays: 15 },
      { name: 'Report Yearly', fee: '1200.00', period: 'yearly', graceDays: 30 },
      { name: 'Report Old', fee: '5000.00', period: 'lifetime', graceDays: 0, active: false },
      { name: 'Report Unused', fee: '50.00', period: 'monthly', graceDays: 0, active: false },
      { name: 'Report Dues', fee: '150.00', period: 'monthly', graceDays: 10 },
    ])
    .returning({ id: membershipType.id })
  const [monthly, yearly, old, unused, dues] = rows.map((r) => r.id) as number[]
  types = { monthly, yearly, old, unused, dues } as typeof types

  // As at 31 July 2031:
  await makeMember('2030-01-01', [[types.monthly, '2031-07-15', '2031-08-14']]) // current
  await makeMember('2031-06-01', [[types.monthly, '2031-06-01', '2031-08-31']]) // new (joined < 3 months)
  await makeMember('2030-01-01', [[types.monthly, '2031-06-01', '2031-07-20']]) // grace until 4 Aug
  // Moved from yearly to monthly: counted once, in the type of the latest started period.
  await makeMember('2029-05-01', [
    [types.yearly, '2030-01-01', '2030-12-31'],
    [types.monthly, '2031-07-01', '2031-07-31'],
  ]) // current
  await makeMember('2028-01-01', [[types.yearly, '2029-01-01', '2029-12-31']]) // expired
  // The latest period cancelled: cancelled, and still of its type (no other period stands).
  await makeMember('2028-01-01', [[types.yearly, '2030-01-01', '2030-12-31', true]])
  // A later period not started by the day: no type yet, and expired.
  await makeMember('2030-01-01', [[types.yearly, '2031-08-05', '2032-08-04']])
  await makeMember('2030-01-01') // no period at all: expired, no type
  await makeMember('2031-08-05', [[types.monthly, '2031-08-05', '2031-09-04']]) // joined after: not counted
  await makeMember('2020-01-01', [[types.old, '2020-01-01', null]]) // lifetime, in a retired type

  // Dues in the Report Dues type (paid as the counter does, posted to the books), then two of them
  // cancelled today (10 August): one paid in June, one in July.
  const payers = await Promise.all([1, 2, 3, 4].map(() => makeMember('2030-01-01')))
  const [one, two, three, four] = payers as [number, number, number, number]
  await pay(one, '2031-07-05')
  await pay(two, '2031-07-20', 2)
  const june = await pay(three, '2031-06-25')
  const july = await pay(four, '2031-07-25')
  for (const id of [june, july]) {
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${DUES}cancel/${id}`,
      headers: books.Approver,
      payload: { reason: 'Membership report test' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
  }
})
afterAll(() => t?.close())

describe('the membership report', () => {
  it('counts the members of each type in each status as at the range’s end', async () => {
    const r = await report('?date_after=2031-07-01&date_before=2031-07-31')
    expect(r.date_after).toBe('2031-07-01')
    expect(r.date_before).toBe('2031-07-31')
    expect(r.statuses).toEqual(['new', 'current', 'grace', 'expired', 'cancelled'])
    expect(rowOf(r, types.monthly)?.members).toEqual(counts({ new: 1, current: 2, grace: 1 }))
    expect(rowOf(r, types.yearly)?.members).toEqual(counts({ expired: 1, cancelled: 1 }))
    expect(rowOf(r, types.old)).toMatchObject({ name: 'Report Old', members: counts({ current: 1 }) })
    // Payers: two paid and current, two whose only period was cancelled.
    expect(rowOf(r, types.dues)?.members).toEqual(counts({ current: 2, cancelled: 2 }))
    // A retired type with nothing to count is left out; members without a period are last.
    expect(rowOf(r, types.unused)).toBeUndefined()
    expect(r.types.at(-1)?.name).toBe('No membership period')
  })

  it('agrees, member by member, with the status and type rules for every member', async () => {
    const day = '2031-07-31'
    const r = await report(`?date_after=2031-07-01&date_before=${day}`)
    const members = await t.db
      .select({ id: member.id, joined: member.joinedDate })
      .from(member)
      .where(lte(member.joinedDate, day))
    const periods = await typedPeriodsByMember(
      t.db,
      members.map((m) => m.id),
    )
    const expected = new Map<number | null, Counts>()
    for (const m of members) {
      const all = periods.get(m.id) ?? []
      const status = membershipStatus({ joined: m.joined, periods: all }, day).status
      const typeId = duesTypeOf(all.filter((p) => p.start <= day))?.id ?? null
      const c = expected.get(typeId) ?? counts({})
      c[status] += 1
      c.total += 1
      expected.set(typeId, c)
    }
    const shown = new Map(
      r.types.filter((row) => row.members.total > 0).map((row) => [row.membership_type, row.members]),
    )
    expect(shown).toEqual(expected)
    expect(r.totals.members.total).toBe(members.length)
  })

  it('sums the dues received and cancelled in the range per type, net tying to the dues ledger', async () => {
    const dues = (await ledgerIdsByName(t.db, ['Membership Dues'])).get('Membership Dues')
    for (const [query, figures] of [
      [
        '?date_after=2031-07-01&date_before=2031-07-31',
        { payments: 3, received: '600.00', cancelled_payments: 0, cancelled: '0.00', net: '600.00' },
      ],
      // Both cancellations were booked today, inside the default range (this fiscal year to today).
      ['', { payments: 3, received: '600.00', cancelled_payments: 2, cancelled: '300.00', net: '300.00' }],
      [
        '?date_after=2031-06-01&date_before=2031-06-30',
        { payments: 1, received: '150.00', cancelled_payments: 0, cancelled: '0.00', net: '150.00' },
      ],
    ] as const) {
      const r = await report(query)
      expect(rowOf(r, types.dues)?.dues, query).toEqual(figures)
      expect(r.totals.dues, query).toEqual(figures)
      expect(rowOf(r, types.monthly)?.dues.payments, query).toBe(0)
      const statement = await get(
        `/account_log_report/api/v1/account_log_report/general/?ledger=${dues}&date_after=${r.date_after}&date_before=${r.date_before}`,
      )
      const { total_credit, total_debit } = statement.json()
      const net = (parseAmount(total_credit) ?? 0n) - (parseAmount(total_debit) ?? 0n)
      expect(formatAmount(net), query).toBe(figures.net)
    }
  })

  it('defaults to this fiscal year up to today', async () => {
    const r = await report('')
    expect([r.date_after, r.date_before]).toEqual(['2031-07-01', '2031-08-10'])
    // As at today the member who joined on 5 August counts, the yearly period of 5 August has
    // started, the grace of 20 July has run out and the period that ended on 31 July is in grace.
    expect(rowOf(r, types.monthly)?.members).toEqual(counts({ new: 2, current: 1, grace: 1, expired: 1 }))
    expect(rowOf(r, types.yearly)?.members).toEqual(counts({ current: 1, expired: 1, cancelled: 1 }))
  })

  it('gives the same figures as a CSV file', async () => {
    const response = await get(`${REPORT}?date_after=2031-07-01&date_before=2031-07-31&format=csv`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="membership-2031-07-31-dues-2031-07-01_to_2031-07-31.csv"',
    )
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''))
    expect(rows[0]).toEqual([
      'Membership type',
      'New',
      'Current',
      'Grace',
      'Expired',
      'Cancelled',
      'Members',
      'Dues payments',
      'Dues received',
      'Payments cancelled',
      'Dues cancelled',
      'Net dues',
    ])
    const r = await report('?date_after=2031-07-01&date_before=2031-07-31')
    expect(rows.find((row) => row[0] === 'Report Monthly')).toEqual([
      'Report Monthly',
      '1',
      '2',
      '1',
      '0',
      '0',
      '4',
      '0',
      '0.00',
      '0',
      '0.00',
      '0.00',
    ])
    expect(rows.find((row) => row[0] === 'Report Dues')?.slice(7)).toEqual([
      '3',
      '600.00',
      '0',
      '0.00',
      '600.00',
    ])
    const total = r.totals
    expect(rows.at(-1)).toEqual([
      'Total',
      ...['new', 'current', 'grace', 'expired', 'cancelled', 'total'].map((s) =>
        String(total.members[s as keyof Counts]),
      ),
      String(total.dues.payments),
      total.dues.received,
      String(total.dues.cancelled_payments),
      total.dues.cancelled,
      total.dues.net,
    ])
    expect(rows).toHaveLength(r.types.length + 2)
  })

  it('refuses a bad date or a range that ends before it starts, naming the parameter', async () => {
    const bad = await get(`${REPORT}?date_before=2031-02-30`)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json())).toContain('date_before')
    const backwards = await get(`${REPORT}?date_after=2031-08-01&date_before=2031-07-01`)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.body).toContain('before it starts')
  })

  it('is for staff who may read it: the book keepers and the Administrator', async () => {
    for (const headers of [books.Accountant, books.Approver, books.Auditor, as.admin])
      expect((await get(REPORT, headers)).statusCode).toBe(200)
    expect((await get(REPORT, as.editor)).statusCode).toBe(403)
    expect((await get(REPORT, as.nobody)).statusCode).toBe(403)
    expect((await t.app.inject({ url: REPORT })).statusCode).toBe(401)
  })
})
