/**
 * issue 10 §2: on PostgreSQL the rate limits are counted in the database, so every process on it
 * shares them: guesses spread over two app instances (two processes behind a load balancer) get
 * no more tries than guesses made on one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitHit, users } from '../../server/db/schema.ts'
import { PostgresRateLimitStore } from '../../server/http/rate-limit-store.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { createAppOn, createTestApp } from '../support/test-app.ts'
import { onPostgres } from '../support/test-database.ts'

describe.skipIf(!onPostgres)('issue 10: limits shared by every process on one PostgreSQL database', () => {
  let one: Awaited<ReturnType<typeof createTestApp>>
  let two: Awaited<ReturnType<typeof createAppOn>>
  beforeAll(async () => {
    one = await createTestApp()
    two = await createAppOn(one.url ?? '')
  })
  afterAll(async () => {
    await two?.close()
    await one?.close()
  })

  let ip = 0
  const login = (app: typeof one.app, email: string) =>
    app.inject({
      method: 'POST',
      url: '/user/api/v1/user/login/',
      payload: { email, password: 'a wrong password' },
      remoteAddress: `10.60.0.${++ip}`,
    })

  async function newUser(email: string) {
    await one.db.insert(users).values({ email, passwordHash: await hashPassword('the right password') })
  }

  it('counts 3 wrong guesses on one instance and 3 on the other: the 6th is 429', async () => {
    await newUser('shared@kizuna.example')
    for (let i = 0; i < 3; i++) expect((await login(one.app, 'shared@kizuna.example')).statusCode).toBe(401)
    for (let i = 0; i < 2; i++) expect((await login(two.app, 'shared@kizuna.example')).statusCode).toBe(401)
    const sixth = await login(two.app, 'shared@kizuna.example')
    expect(sixth.statusCode).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    // The table holds hashes, never the email.
    const rows = await one.db.select().from(rateLimitHit)
    expect(JSON.stringify(rows)).not.toContain('shared@kizuna.example')
  })

  it('evaluates at most 5 of 20 parallel guesses split over two instances', async () => {
    await newUser('split@kizuna.example')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 ? two.app : one.app, 'split@kizuna.example')),
    )
    const evaluated = answers.filter((a) => a.statusCode === 401).length
    console.info(
      `20 parallel over two instances: ${evaluated} evaluated, ${answers.filter((a) => a.statusCode === 429).length} × 429`,
    )
    expect(evaluated).toBeLessThanOrEqual(5)
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true)
  })

  it('prunes rows whose window has ended', async () => {
    const store = new PostgresRateLimitStore(one.db)
    const rule = { limit: 2, windowMs: 1000 }
    expect(await store.take('prune-test', rule, 0)).toBe(0)
    expect(await store.take('prune-test', rule, 0)).toBe(0)
    expect(await store.take('prune-test', rule, 500)).toBe(1)
    await store.prune(10_000)
    expect(await store.take('prune-test', rule, 10_000)).toBe(0)
    const rows = await one.db.select().from(rateLimitHit)
    expect(rows.every((row) => row.expiresAt.getTime() > 10_000)).toBe(true)
  })
})
