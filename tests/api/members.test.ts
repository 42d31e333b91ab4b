/**
 * Members (issue 14 item 1): the original's paths and JSON keys, member numbers from the database,
 * NID, mobile and address checks, membership periods that never overlap (the service in words,
 * the trigger for every other writer), the status and its rule in the lists and its SQL filter
 * agreeing with the one rule (common/membership-status.ts), and personal data for staff only.
 */
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, membershipStatus } from '../../common/membership-status.ts'
import { dateIn } from '../../server/http/wire.ts'
import { periodsByMember } from '../../server/modules/membership/member-status-service.ts'
import { memberStatusSql } from '../../server/modules/membership/status-sql.ts'
import { member, membership, membershipType } from '../../server/modules/membership/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { bookKeepers } from '../support/book-keepers.ts'
import { createTestApp, testConfig } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let accountant: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  accountant = (await bookKeepers(t.app, t.db)).Accountant
})
afterAll(() => t?.close())

type Headers = Record<string, string>
const get = (url: string, headers: Headers = as.admin) => t.app.inject({ url, headers })
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = as.admin,
) => t.app.inject({ method, url, headers, payload })
const base = (resource: string) => `/${resource}/api/v1/${resource}/`

// Places of the geocode data set, by its ids: Gazipur district, Gazipur Sadar upazila, and a union
// in it; Savar upazila (Dhaka district) and one of its unions.
const GAZIPUR = 41
const GAZIPUR_SADAR = 320
const SAVAR = 365

async function unionIn(thanaId: number): Promise<number> {
  const unions = (await get(`${base('union')}all/?thana=${thanaId}&size=1`)).json().unions
  return unions[0].id
}

const today = () => new Date().toISOString().slice(0, 10)

async function typeId(name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: membershipType.id })
    .from(membershipType)
    .where(eq(membershipType.name, name))
  return row?.id as number
}

describe('permissions', () => {
  const paths = [
    `${base('member')}all/`,
    `${base('member')}without_pagination/all/`,
    `${base('member')}1`,
    `${base('member')}search/?searchKey=a`,
    `${base('membership_type')}all/`,
    `${base('membership')}all/`,
    `${base('executive_member')}all/`,
    `${base('adviser_member')}without_pagination/`,
    `${base('general_member')}without_pagination/`,
  ]

  it('answers anonymous readers 401 and the Editor 403 on every read: no personal data is public', async () => {
    for (const path of paths) {
      expect((await t.app.inject({ url: path })).statusCode, path).toBe(401)
      expect((await get(path, as.editor)).statusCode, path).toBe(403)
    }
  })

  it('lets the Accountant read but not write', async () => {
    expect((await get(`${base('member')}all/`, accountant)).statusCode).toBe(200)
    const create = await send('POST', `${base('member')}create/`, { first_name: 'X' }, accountant)
    expect(create.statusCode).toBe(403)
    expect((await send('POST', `${base('member')}create/`, { first_name: 'X' }, {})).statusCode).toBe(401)
  })
})

describe('members', () => {
  it('creates a member with the original’s keys, a database member number and a cascading address', async () => {
    const union = await unionIn(GAZIPUR_SADAR)
    const created = await send('POST', `${base('member')}create/`, {
      first_name: 'Rahima',
      last_name: 'Khatun',
      father_name: 'Abdul Karim',
      mother_name: 'Jamila Begum',
      spouse_name: 'Habibur Rahman',
      date_of_birth: '1990-02-14',
      gender: 'female',
      religion: 'Islam',
      profession: 'Teacher',
      nid: '1990261234567',
      primary_phone: '+880 1712-345678',
      secondary_phone: '01812345678',
      email: 'Rahima@Example.com',
      union,
      post_office: 'Baria',
      village: 'Baria',
      street_address_one: 'House 4, Road 2',
      joined_date: '2026-01-05',
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json()
    const shown = (await get(`${base('member')}${id}`)).json()
    expect(shown).toMatchObject({
      id,
      first_name: 'Rahima',
      father_name: 'Abdul Karim',
      mother_name: 'Jamila Begum',
      spouse_name: 'Habibur Rahman',
      nid: '1990261234567',
      // Stored as the 11 digits dialled at home.
      primary_phone: '01712345678',
      email: 'rahima@example.com',
      // A union brings its thana, the thana its district and division.
      union,
      thana: GAZIPUR_SADAR,
      city: GAZIPUR,
      post_office: 'Baria',
      village: 'Baria',
      joined_date: '2026-01-05',
      status: 'expired',
      status_rule: 'Expired: no membership period',
    })
    expect(shown.member_number).toMatch(/^M-\d{6}$/)
  })

  it('never gives a member number twice, even after a delete', async () => {
    const make = async () =>
      (
        await get(
          `${base('member')}${(await send('POST', `${base('member')}create/`, { first_name: 'Numbered' })).json().id}`,
        )
      ).json()
    const first = await make()
    expect((await send('DELETE', `${base('member')}delete/${first.id}`)).statusCode).toBe(200)
    const second = await make()
    expect(Number(second.member_number.slice(2))).toBeGreaterThan(Number(first.member_number.slice(2)))
    const update = await send('PUT', `${base('member')}update/${second.id}`, { member_number: 'M-000001' })
    expect(update.statusCode).toBe(400)
  })

  it('refuses a bad NID, a bad mobile number, a union outside the thana, a bad id and NUL bytes', async () => {
    const create = (body: object) => send('POST', `${base('member')}create/`, { first_name: 'Bad', ...body })
    const nid = await create({ nid: '12345' })
    expect(nid.statusCode).toBe(400)
    expect(nid.json().nid).toEqual(['Enter the National ID’s 10, 13 or 17 digits.'])
    for (const phone of ['0171234567', '02-9123456', '+8801212345678', 'call me'])
      expect((await create({ primary_phone: phone })).json().primary_phone, phone).toHaveLength(1)
    const union = await create({ thana: SAVAR, union: await unionIn(GAZIPUR_SADAR) })
    expect(union.statusCode).toBe(400)
    expect(union.json().union[0]).toMatch(/is not in the chosen thana/)
    expect((await create({ union: 99_999_999 })).statusCode).toBe(400)
    expect((await create({ gender: 'unknown' })).statusCode).toBe(400)
    expect((await create({ first_name: 'a\u0000b' })).statusCode).toBe(400)
    expect((await get(`${base('member')}abc`)).statusCode).toBe(400)
    expect((await get(`${base('member')}99999999`)).statusCode).toBe(404)
    expect((await get(`${base('member')}all/?status=sleeping`)).statusCode).toBe(400)
    expect((await get(`${base('member')}all/?membership_type=x`)).statusCode).toBe(400)
  })

  it('refuses a second member with the same NID', async () => {
    const first = await send('POST', `${base('member')}create/`, { first_name: 'One', nid: '5550001111' })
    expect(first.statusCode).toBe(201)
    const again = await send('POST', `${base('member')}create/`, { first_name: 'Two', nid: '5550001111' })
    expect(again.statusCode).toBe(409)
  })
})

describe('joined date', () => {
  it('defaults to today where the organisation is, not the database server’s date', async () => {
    const created = await send('POST', `${base('member')}create/`, { first_name: 'Joined' })
    expect(created.statusCode, created.body).toBe(201)
    const zone = testConfig.timeZone
    expect(zone).toBe('Asia/Dhaka')
    expect(created.json().joined_date).toBe(dateIn(new Date(), zone))
  })
})

describe('membership periods', () => {
  let memberId: number
  beforeAll(async () => {
    memberId = (
      await send('POST', `${base('member')}create/`, { first_name: 'Period', joined_date: '2020-01-01' })
    ).json().id
  })

  it('takes the end and the fee from the type, and shows the member current with its rule', async () => {
    const created = await send('POST', `${base('membership')}create/`, {
      member: memberId,
      membership_type: await typeId('Executive'),
      start_date: today(),
    })
    expect(created.statusCode, created.body).toBe(201)
    const period = (await get(`${base('membership')}${created.json().id}`)).json()
    expect(period).toMatchObject({ fee: '5000.00', receipt_voucher_id: null, cancelled_at: null })
    expect(period.end_date > today()).toBe(true)
    const shown = (await get(`${base('member')}${memberId}`)).json()
    expect(shown.status).toBe('current')
    expect(shown.status_rule).toMatch(/^Current: paid up to \d{1,2} \w{3} \d{4}$/)
  })

  it('refuses an overlapping period in words, and the database refuses it from any other writer', async () => {
    const executive = await typeId('Executive')
    const overlap = await send('POST', `${base('membership')}create/`, {
      member: memberId,
      membership_type: executive,
      start_date: addDays(today(), 30),
    })
    expect(overlap.statusCode).toBe(400)
    expect(overlap.json().start_date[0]).toMatch(/periods of one type cannot overlap/)
    const direct = t.db
      .insert(membership)
      .values({ memberId, membershipTypeId: executive, startDate: addDays(today(), 40) })
    await expect(direct).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) })
    // Another type, or a cancelled period, may share the dates.
    const other = await send('POST', `${base('membership')}create/`, {
      member: memberId,
      membership_type: await typeId('Adviser'),
      start_date: today(),
    })
    expect(other.statusCode).toBe(201)
    const backwards = await send('POST', `${base('membership')}create/`, {
      member: memberId,
      membership_type: await typeId('General'),
      start_date: today(),
      end_date: addDays(today(), -1),
    })
    expect(backwards.json()).toEqual({ end_date: ['The end cannot be before the start.'] })
  })

  it('filters members by status and by type', async () => {
    const current = (await get(`${base('member')}all/?status=current&size=100`)).json().members
    expect(current.map((m: { id: number }) => m.id)).toContain(memberId)
    expect(current.every((m: { status: string }) => m.status === 'current')).toBe(true)
    const grace = (await get(`${base('member')}all/?status=grace&size=100`)).json().members
    expect(grace.length).toBeGreaterThan(0)
    expect(grace.every((m: { status: string }) => m.status === 'grace')).toBe(true)
    const adviser = await typeId('Adviser')
    const ofType = (await get(`${base('member')}all/?membership_type=${adviser}&size=100`)).json().members
    expect(ofType.map((m: { id: number }) => m.id)).toContain(memberId)
    const life = (await get(`${base('member')}all/?membership_type=${await typeId('Life')}&size=100`)).json()
      .members
    expect(life.map((m: { id: number }) => m.id)).not.toContain(memberId)
  })
})

describe('the status filter in SQL', () => {
  it('agrees with the one rule on random periods and days', async () => {
    // One type per period, so random periods never overlap within a type.
    const types = await t.db
      .insert(membershipType)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          name: `Random ${i}`,
          graceDays: [0, 7, 15, 30, 90][i] as number,
        })),
      )
      .returning()
    const day = fc.integer({ min: 0, max: 365 * 4 }).map((n) => addDays('2024-01-01', n))
    const periodArb = fc.record({
      start: day,
      length: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
      cancelled: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(periodArb, { maxLength: 5 }), day, day, async (periods, joined, on) => {
        const [row] = await t.db
          .insert(member)
          .values({ firstName: 'Random', joinedDate: joined })
          .returning()
        const id = row?.id as number
        for (const [i, p] of periods.entries())
          await t.db.insert(membership).values({
            memberId: id,
            membershipTypeId: types[i]?.id as number,
            startDate: p.start,
            endDate: p.length === null ? null : addDays(p.start, p.length),
            cancelledAt: p.cancelled ? new Date() : null,
          })
        const [inSql] = await t.db
          .select({ status: memberStatusSql(on) })
          .from(member)
          .where(eq(member.id, id))
        const rule = membershipStatus(
          { joined, periods: (await periodsByMember(t.db, [id])).get(id) ?? [] },
          on,
        )
        expect(inSql?.status).toBe(rule.status)
      }),
      { numRuns: 150 },
    )
    await t.db.execute(sql`delete from ${member} where ${member.firstName} = 'Random'`)
  })
})

describe('committee roles', () => {
  it('keeps the original’s paths, the unpaginated one without all/', async () => {
    const created = await send('POST', `${base('executive_member')}create/`, {
      member: (await get(`${base('member')}all/?size=1`)).json().members[0].id,
      designation: 'Joint Secretary',
      term_start: '2026-01-01',
      term_end: '2027-12-31',
    })
    expect(created.statusCode, created.body).toBe(201)
    const list = (await get(`${base('executive_member')}without_pagination/`)).json()
    expect(list.executive_members.map((r: { designation: string }) => r.designation)).toContain(
      'Joint Secretary',
    )
    expect((await get(`${base('executive_member')}without_pagination/all/`)).statusCode).toBe(404)
    for (const committee of ['adviser_member', 'general_member'])
      expect(
        (await get(`${base(committee)}without_pagination/`)).json()[`${committee}s`].length,
      ).toBeGreaterThan(0)
    const backwards = await send('PUT', `${base('executive_member')}update/${created.json().id}`, {
      term_end: '2025-12-31',
    })
    expect(backwards.json()).toEqual({ term_end: ['The end cannot be before the start.'] })
  })
})

describe('the demo', () => {
  it('has twelve members in every status, four types and all three committees', async () => {
    const statuses = new Set<string>()
    const members = (await get(`${base('member')}without_pagination/all/`)).json().members
    for (const m of members.filter((m: { nid: string | null }) => m.nid !== null)) statuses.add(m.status)
    expect([...statuses].sort()).toEqual(['cancelled', 'current', 'expired', 'grace', 'new'])
    const types = (await get(`${base('membership_type')}without_pagination/all/`)).json().membership_types
    expect(types.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['General', 'Executive', 'Adviser', 'Life']),
    )
  })
})
