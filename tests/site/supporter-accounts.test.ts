/**
 * Supporters' accounts (issue 14 item 6, ADR 024), through inject(): sign-up makes an account only
 * when asked and answers the same sentence whatever the address; the emailed link alone confirms
 * nothing (its page changes nothing; the password chosen at sign-up completes it), so a stranger who
 * signed up first with someone's address gains nothing; a supporter is refused the back office; their
 * area shows their gifts (also those given with their address before they signed up), receipts,
 * statement, membership and dues, for them alone and never cached.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_SCHEMA_PATH } from '../../server/api/admin-schema-route.ts'
import { CSRF_COOKIE, SESSION_COOKIE, SUPPORTERS_REFUSED } from '../../server/auth/request-auth.ts'
import { NOT_VERIFIED, REGISTERED, WRONG_PASSWORD } from '../../server/auth/supporters.ts'
import { authToken, emailOutbox, users } from '../../server/db/schema.ts'
import { dateIn } from '../../server/http/wire.ts'
import { donation } from '../../server/modules/giving/tables.ts'
import { member, membershipType } from '../../server/modules/membership/tables.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp, testConfig } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  ;({ admin } = await testAccounts(t.app, t.db))
})
afterAll(() => t?.close())

let ipCounter = 0
const nextIp = () => `10.98.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const postForm = (url: string, fields: Record<string, string>, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    cookies,
    remoteAddress: nextIp(),
  })

const PASSWORD = 'a long enough password'

const signUp = (email: string, password = PASSWORD, name = 'Shirin Akter') =>
  postForm('/register', { name, email, password, confirm: password })

async function mailsTo(email: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(desc(emailOutbox.id))
}

/** The token of the newest confirmation link emailed to the address. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = (await mailsTo(email)).filter((m) => m.subject.startsWith('Confirm your email address'))
  const match = /\/verify-email\?token=([\w-]+)/.exec(mail?.text ?? '')
  if (!match?.[1]) throw new Error(`no confirmation link was emailed to ${email}`)
  return match[1]
}

const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]

/** Signs up and confirms: the session's cookies. */
async function supporter(email: string, name = 'Shirin Akter') {
  expect((await signUp(email, PASSWORD, name)).statusCode).toBe(200)
  const confirmed = await postForm(`/verify-email?token=${await linkTokenFor(email)}`, { password: PASSWORD })
  expect(confirmed.statusCode, confirmed.body).toBe(303)
  return Object.fromEntries(confirmed.cookies.map((c) => [c.name, c.value]))
}

describe('signing up', () => {
  it('makes a supporter account without a role, not yet confirmed, and emails the link', async () => {
    const response = await signUp(' Shirin.Up@Example.com ')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(REGISTERED('shirin.up@example.com'))
    const account = await accountOf('shirin.up@example.com')
    expect(account).toMatchObject({
      accountType: 'supporter',
      roleId: null,
      emailVerifiedAt: null,
      firstName: 'Shirin',
      lastName: 'Akter',
    })
    expect(account?.passwordHash).not.toContain(PASSWORD)
    expect(await linkTokenFor('shirin.up@example.com')).toMatch(/^kzv_/)
  })

  it('answers the same for an address that has an account, makes none, and tells its owner', async () => {
    const before = await t.db.select({ id: users.id }).from(users)
    const response = await signUp('admin@kizuna.example')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(REGISTERED('admin@kizuna.example'))
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length)
    const [told] = await mailsTo('admin@kizuna.example')
    expect(told?.subject).toMatch(/^You already have an account with /)
    expect((await accountOf('admin@kizuna.example'))?.accountType).toBe('staff')
  })

  it('answers JSON to the page’s script, and refuses bad fields naming them', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { name: 'Shirin', email: 'not-an-address', password: 'short', confirm: 'short' },
      remoteAddress: nextIp(),
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'password'])
  })
})

describe('confirming the address', () => {
  it('cannot sign in before, and each sign-in attempt with the right password sends a new link', async () => {
    await signUp('early@example.com')
    const first = await linkTokenFor('early@example.com')
    const early = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/session/',
      payload: { email: 'early@example.com', password: PASSWORD },
      remoteAddress: nextIp(),
    })
    expect(early.statusCode).toBe(403)
    expect(early.json().detail).toBe(NOT_VERIFIED)
    expect(early.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
    const second = await linkTokenFor('early@example.com')
    expect(second).not.toBe(first)
    // Only the latest link works.
    expect((await postForm(`/verify-email?token=${first}`, { password: PASSWORD })).statusCode).toBe(400)
    expect((await postForm(`/verify-email?token=${second}`, { password: PASSWORD })).statusCode).toBe(303)
  })

  it('changes nothing when the link is only opened, as a mail scanner does', async () => {
    await signUp('scanned@example.com')
    const page = await t.app.inject({
      url: `/verify-email?token=${await linkTokenFor('scanned@example.com')}`,
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Confirm and Sign In')
    expect((await accountOf('scanned@example.com'))?.emailVerifiedAt).toBeNull()
  })

  it('needs the sign-up password: a wrong one confirms nothing and keeps the link', async () => {
    await signUp('careful@example.com')
    const token = await linkTokenFor('careful@example.com')
    const wrong = await postForm(`/verify-email?token=${token}`, { password: 'not the password at all' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain(WRONG_PASSWORD)
    expect(wrong.body).not.toContain('not the password at all')
    expect((await accountOf('careful@example.com'))?.emailVerifiedAt).toBeNull()
    const right = await postForm(`/verify-email?token=${token}`, { password: PASSWORD })
    expect(right.statusCode).toBe(303)
    expect(right.headers.location).toBe('/account')
    expect(right.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true)
    expect((await accountOf('careful@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date)
    // Single use.
    expect((await postForm(`/verify-email?token=${token}`, { password: PASSWORD })).statusCode).toBe(400)
  })

  it('leaves a stranger who signed up first with someone’s address nothing to use', async () => {
    const address = 'owner@example.com'
    await signUp(address, 'the stranger’s password', 'Stranger')
    const strangersLink = await linkTokenFor(address)
    // The owner signs up too: their password and name replace the stranger's, and a new link goes out.
    await signUp(address, PASSWORD, 'Owner Rahman')
    expect((await postForm(`/verify-email?token=${strangersLink}`, { password: PASSWORD })).statusCode).toBe(
      400,
    )
    // Had the stranger signed up after the owner, the owner could not confirm with their own
    // password: they reset it by email, which proves the address and replaces the stranger's.
    await signUp(address, 'the stranger’s password', 'Stranger')
    const link = await linkTokenFor(address)
    expect((await postForm(`/verify-email?token=${link}`, { password: PASSWORD })).statusCode).toBe(400)
    const reset = await postForm('/forgot-password', { email: address })
    expect(reset.statusCode).toBe(200)
    const [mail] = (await mailsTo(address)).filter((m) => m.subject === 'Choose a new password')
    const resetToken = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    expect(resetToken).toBeTruthy()
    const chosen = await postForm(`/reset-password?token=${resetToken}`, {
      password: 'the owner’s new password',
      confirm: 'the owner’s new password',
    })
    expect(chosen.statusCode).toBe(200)
    expect((await accountOf(address))?.emailVerifiedAt).toBeInstanceOf(Date)
    const strangerTries = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/session/',
      payload: { email: address, password: 'the stranger’s password' },
      remoteAddress: nextIp(),
    })
    expect(strangerTries.statusCode).toBe(401)
    const ownerSignsIn = await postForm('/login', { email: address, password: 'the owner’s new password' })
    expect(ownerSignsIn.statusCode).toBe(303)
    expect(ownerSignsIn.headers.location).toBe('/account')
  })
})

describe('the back office', () => {
  it('refuses a supporter every staff route, even one that asks only for a signed-in user', async () => {
    const cookies = await supporter('refused@example.com')
    const ask = (url: string) => t.app.inject({ url, cookies })
    const me = await ask('/user/api/v1/user/me/')
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ account_type: 'supporter', permissions: [] })
    // A route with a permission, and one that asks only for a signed-in user (the back office's schema).
    for (const url of ['/user/api/v1/user/all/', '/donation/api/v1/donation/', ADMIN_SCHEMA_PATH]) {
      const response = await ask(url)
      expect(response.statusCode, url).toBe(403)
      expect(response.json().detail, url).toBe(SUPPORTERS_REFUSED)
    }
  })

  it('lists staff and supporters apart', async () => {
    const staff = await t.app.inject({ url: '/user/api/v1/user/all/?account_type=staff', headers: admin })
    const supporters = await t.app.inject({
      url: '/user/api/v1/user/all/?account_type=supporter',
      headers: admin,
    })
    expect(staff.json().users.every((u: { account_type: string }) => u.account_type === 'staff')).toBe(true)
    expect(supporters.json().users.map((u: { email: string }) => u.email)).toContain('refused@example.com')
    expect(
      (await t.app.inject({ url: '/user/api/v1/user/all/?account_type=donor', headers: admin })).statusCode,
    ).toBe(400)
  })
})

describe('the supporter’s area', () => {
  it('sends a visitor without a session to sign in', async () => {
    const response = await t.app.inject({ url: '/account' })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/login')
  })

  it('shows gifts given with the address before signing up, with receipts and the statement, never cached', async () => {
    const email = 'giver@example.com'
    const given = await t.app.inject({
      method: 'POST',
      url: '/donation/api/v1/donation/record_gift/',
      headers: admin,
      payload: {
        first_name: 'Giver',
        last_name: 'Das',
        email,
        amount: '2500',
        method: 'cash',
        received_on: dateIn(new Date(), testConfig.timeZone),
      },
    })
    expect(given.statusCode, given.body).toBe(201)
    const receiptNumber: string = given.json().receipt_number
    const cookies = await supporter(email, 'Giver Das')
    const area = await t.app.inject({ url: '/account', cookies })
    expect(area.statusCode).toBe(200)
    expect(area.headers['cache-control']).toBe('no-store')
    expect(area.body).toContain(receiptNumber)
    expect(area.body).toContain('BDT\u00a02,500')
    const receiptId = given.json().receipt.id as number
    const pdf = await t.app.inject({ url: `/account/receipts/${receiptId}`, cookies })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['cache-control']).toBe('private, no-store')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.headers['content-disposition']).toContain(`${receiptNumber}.pdf`)
    const year = /\/account\/statements\/([\w%-]+)/.exec(area.body)?.[1]
    expect(year).toBeTruthy()
    const statement = await t.app.inject({ url: `/account/statements/${year}`, cookies })
    expect(statement.statusCode).toBe(200)
    expect(statement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // Someone else's receipt, a receipt that does not exist and junk answer alike.
    const other = await supporter('other.giver@example.com')
    for (const id of [String(receiptId), '999999', 'abc'])
      expect((await t.app.inject({ url: `/account/receipts/${id}`, cookies: other })).statusCode).toBe(404)
  })

  it('links the member with the proved address, and shows their status, periods and receipts', async () => {
    const email = 'member.supporter@example.com'
    const [type] = await t.db
      .insert(membershipType)
      .values({ name: 'Area Monthly', fee: '100.00', period: 'monthly', graceDays: 10 })
      .returning({ id: membershipType.id })
    const [row] = await t.db
      .insert(member)
      .values({ firstName: 'Nasrin', lastName: 'Begum', email: email.toUpperCase() })
      .returning({ id: member.id })
    const collected = await t.app.inject({
      method: 'POST',
      url: '/monthly_subscription/api/v1/monthly_subscription/create/',
      headers: admin,
      payload: { member: row?.id, membership_type: type?.id, method: 'cash' },
    })
    expect(collected.statusCode, collected.body).toBe(201)
    const cookies = await supporter(email, 'Nasrin Begum')
    const area = await t.app.inject({ url: '/account', cookies })
    expect(area.body).toContain('My Membership')
    expect(area.body).toContain('Area Monthly')
    // Joined today: new for three months, whatever is paid (common/membership-status.ts).
    expect(area.body).toMatch(/member-status--new/)
    const [linked] = await t.db
      .select()
      .from(member)
      .where(eq(member.id, row?.id as number))
    expect(linked?.userId).toBe((await accountOf(email))?.id)
    const receiptId = /\/account\/receipts\/(\d+)/.exec(area.body)?.[1]
    expect((await t.app.inject({ url: `/account/receipts/${receiptId}`, cookies })).statusCode).toBe(200)
  })

  it('links a gift given while signed in to the account, whatever address was typed', async () => {
    const cookies = await supporter('signed.in.giver@example.com')
    const gave = await t.app.inject({
      method: 'POST',
      url: '/donation/api/v1/donation/create/',
      cookies,
      payload: {
        first_name: 'Shirin',
        last_name: 'Akter',
        email: 'another.address@example.com',
        amount: '500',
        payment_method: 'offline',
      },
      remoteAddress: nextIp(),
    })
    expect(gave.statusCode, gave.body).toBe(201)
    const [gift] = await t.db
      .select()
      .from(donation)
      .where(eq(donation.transactionId, gave.json().transaction_id))
    expect(gift?.userId).toBe((await accountOf('signed.in.giver@example.com'))?.id)
    // …and shows in their area, as a pledge.
    expect((await t.app.inject({ url: '/account', cookies })).body).toContain(
      'Pledged: waiting for your payment',
    )
  })

  it('saves details and changes the password with the session’s token, and refuses a post without it', async () => {
    const cookies = await supporter('details@example.com')
    const csrf = cookies[CSRF_COOKIE] ?? ''
    const forged = await postForm(
      '/account/profile',
      { first_name: 'Forged', last_name: '', phone: '' },
      cookies,
    )
    expect(forged.statusCode).toBe(403)
    expect((await accountOf('details@example.com'))?.firstName).toBe('Shirin')
    const saved = await postForm(
      '/account/profile',
      { csrf, first_name: 'Shirin', last_name: 'Rahman', phone: '+880 1711-000111' },
      cookies,
    )
    expect(saved.statusCode).toBe(200)
    expect(saved.body).toContain('Your details are saved.')
    expect(await accountOf('details@example.com')).toMatchObject({
      lastName: 'Rahman',
      primaryPhone: '+880 1711-000111',
    })
    const wrong = await postForm(
      '/account/password',
      { csrf, current: 'not it', password: 'a brand new password', confirm: 'a brand new password' },
      cookies,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain('The current password is not correct.')
    const changed = await postForm(
      '/account/password',
      { csrf, current: PASSWORD, password: 'a brand new password', confirm: 'a brand new password' },
      cookies,
    )
    expect(changed.statusCode).toBe(200)
    const out = await postForm('/account/sign-out', { csrf }, cookies)
    expect(out.statusCode).toBe(303)
    expect((await t.app.inject({ url: '/account', cookies })).statusCode).toBe(303)
  })
})

describe('tokens', () => {
  it('keeps only hashes of the links', async () => {
    const rows = await t.db.select().from(authToken).where(eq(authToken.purpose, 'verify'))
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })
})
