/**
 * issue 10 §2, limits that hold: the login limit is reserved before the password is checked (so
 * parallel guesses cannot slip past it), the owner is locked out for the window at most and can
 * always reset the password, and behind a proxy the client is the address the proxy appended, not
 * one the client wrote into X-Forwarded-For.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { emailOutbox, users } from '../../server/db/schema.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { createTestApp } from '../support/test-app.ts'

let now = Date.parse('2030-01-01T00:00:00Z')
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
  })
})
afterAll(() => t?.close())

const PASSWORD = 'the right password'
async function newUser(email: string) {
  await t.db.insert(users).values({ email, firstName: 'Owner', passwordHash: await hashPassword(PASSWORD) })
}

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/user/api/v1/user/login/',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  })

describe('issue 10: atomic login limits', () => {
  it('evaluates at most 5 of 20 parallel wrong guesses for one account; the rest get 429', async () => {
    await newUser('race@kizuna.example')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login('race@kizuna.example', `wrong guess ${i}`, `10.9.0.${i + 1}`),
      ),
    )
    const evaluated = answers.filter((a) => a.statusCode === 401).length
    const limited = answers.filter((a) => a.statusCode === 429)
    console.info(`20 parallel: ${evaluated} evaluated, ${limited.length} × 429`)
    expect(evaluated).toBeLessThanOrEqual(5)
    expect(evaluated + limited.length).toBe(20)
    for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('evaluates at most 20 parallel attempts from one address, whatever the accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`nobody${i}@kizuna.example`, 'wrong guess', '10.9.1.1')),
    )
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(20)
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(10)
  })

  it('locks the owner out for the window at most, however long the guessing goes on', async () => {
    await newUser('window@kizuna.example')
    const start = now
    for (let i = 0; i < 5; i++)
      expect((await login('window@kizuna.example', 'wrong', `10.9.2.${i + 1}`)).statusCode).toBe(401)
    // The guessing goes on for the whole window: none of it extends the lock.
    for (let minute = 1; minute < 15; minute++) {
      now = start + minute * 60_000
      const blocked = await login('window@kizuna.example', 'wrong', `10.9.3.${minute}`)
      expect(blocked.statusCode).toBe(429)
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60 - minute * 60)
    }
    now = start + 15 * 60_000 + 1000
    expect((await login('window@kizuna.example', PASSWORD, '10.9.4.1')).statusCode).toBe(200)
  })

  it('a success clears the account failures', async () => {
    await newUser('clears@kizuna.example')
    for (let i = 0; i < 4; i++)
      expect((await login('clears@kizuna.example', 'wrong', `10.9.5.${i + 1}`)).statusCode).toBe(401)
    expect((await login('clears@kizuna.example', PASSWORD, '10.9.5.9')).statusCode).toBe(200)
    for (let i = 0; i < 5; i++)
      expect((await login('clears@kizuna.example', 'wrong', `10.9.6.${i + 1}`)).statusCode).toBe(401)
  })

  it('never locks an office out by its own staff signing in from one address', async () => {
    await newUser('office@kizuna.example')
    for (let i = 0; i < 25; i++)
      expect((await login('office@kizuna.example', PASSWORD, '10.9.7.1')).statusCode).toBe(200)
    // The address's failures still count: 20 wrong guesses, then a wait.
    for (let i = 0; i < 20; i++)
      expect((await login(`guess${i}@kizuna.example`, 'wrong', '10.9.7.1')).statusCode).toBe(401)
    expect((await login('office@kizuna.example', PASSWORD, '10.9.7.1')).statusCode).toBe(429)
  })

  it('keeps the password reset open to an owner whose login and address are locked', async () => {
    await newUser('locked@kizuna.example')
    const home = '10.9.7.1'
    // 20 wrong guesses from the owner's own address (5 on the account, 15 on others) lock both
    // the account and the address.
    for (let i = 0; i < 5; i++) await login('locked@kizuna.example', 'wrong', home)
    for (let i = 0; i < 15; i++) await login(`locked-other${i}@kizuna.example`, 'wrong', home)
    expect((await login('locked@kizuna.example', PASSWORD, home)).statusCode).toBe(429)

    const asked = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/reset_password/',
      payload: { email: 'locked@kizuna.example' },
      remoteAddress: home,
    })
    expect(asked.statusCode).toBe(200)
    const [mail] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1)
    expect(mail?.recipient).toBe('locked@kizuna.example')
    const token = /Reset token: (\S+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const done = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/reset_password_confirm/',
      payload: { token, new_password: 'a brand new password' },
      remoteAddress: home,
    })
    expect(done.statusCode).toBe(200)
    // A new password clears the account's failures: the owner is in at once.
    expect((await login('locked@kizuna.example', 'a brand new password', '10.9.7.2')).statusCode).toBe(200)
    const [row] = await t.db.select().from(users).where(eq(users.email, 'locked@kizuna.example'))
    expect(row?.lastLogin).toBeTruthy()
  })
})

describe('issue 10: TRUST_PROXY counts hops from the right', () => {
  it('identifies a client by the address the trusted proxy appended; its own X-Forwarded-For changes nothing', async () => {
    const proxy = '192.168.50.1'
    const client = '203.0.113.77'
    const answers = []
    // Each attempt claims another address of its own before the one the proxy appended.
    for (let i = 0; i < 21; i++)
      answers.push(
        await login(`rotating${i}@kizuna.example`, 'wrong', proxy, {
          'x-forwarded-for': `6.6.6.${i}, ${client}`,
        }),
      )
    expect(answers.slice(0, 20).map((a) => a.statusCode)).toEqual(Array(20).fill(401))
    expect(answers[20]?.statusCode).toBe(429)
    // Another client behind the same proxy is not affected.
    const other = await login('other@kizuna.example', 'wrong', proxy, {
      'x-forwarded-for': '6.6.6.6, 198.51.100.2',
    })
    expect(other.statusCode).toBe(401)
  })
})
