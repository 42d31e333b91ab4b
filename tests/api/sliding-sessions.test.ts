/**
 * Back-office (cookie) sessions slide with use: idle for SESSION_IDLE_MINUTES ends them, each use
 * moves the end ahead (written at most once a minute), and SESSION_MAX_HOURS after sign-in ends
 * them however busy. The app's clock is moved instead of waiting.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authSession } from '../../server/db/schema.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

const MINUTE = 60_000
const IDLE = 120 * MINUTE
const MAX = 12 * 60 * MINUTE

let now = Date.parse('2026-06-01T08:00:00Z')
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, config: { sessionIdleMs: IDLE, sessionMaxMs: MAX } })
})
afterAll(async () => {
  await t?.close()
})

/** Signs in through the back office's route; the session cookie and the answer's deadline. */
async function signIn() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/user/api/v1/user/session/',
    payload: { email: testAdmin.email, password: testAdmin.password },
  })
  expect(response.statusCode).toBe(200)
  const cookie = response.cookies.find((c) => c.name === 'kizuna_session')
  return { cookies: { kizuna_session: cookie?.value ?? '' }, body: response.json(), cookie }
}

const me = (cookies: Record<string, string>) => t.app.inject({ url: '/user/api/v1/user/me/', cookies })
const iso = (ms: number) => new Date(ms).toISOString()

describe('back-office sessions', () => {
  it('end after the idle timeout without use', async () => {
    const start = now
    const { cookies, body, cookie } = await signIn()
    expect(body.expires_at).toBe(iso(start + IDLE))
    expect(body.max_expires_at).toBe(iso(start + MAX))
    // The cookie outlives the longest session; the server decides when it ends.
    expect(cookie?.maxAge).toBe(MAX / 1000)
    now = start + IDLE - 1000
    expect((await me(cookies)).statusCode).toBe(200)
    now = start + 2 * IDLE
    const late = await me(cookies)
    expect(late.statusCode).toBe(401)
  })

  it('slide with each use, telling the new end in the answer and its header', async () => {
    const start = now
    const { cookies } = await signIn()
    now = start + 90 * MINUTE
    const used = await me(cookies)
    expect(used.json().expires_at).toBe(iso(now + IDLE))
    expect(used.headers['x-session-expires-at']).toBe(iso(now + IDLE))
    // Past the first deadline, still signed in: the use moved it.
    now = start + IDLE + 30 * MINUTE
    expect((await me(cookies)).statusCode).toBe(200)
  })

  it('write the new end at most once a minute', async () => {
    const start = now
    const { cookies } = await signIn()
    const row = async () => {
      const [session] = await t.db
        .select()
        .from(authSession)
        .where(eq(authSession.createdAt, new Date(start)))
      return session
    }
    now = start + 30_000
    const early = await me(cookies)
    expect(early.json().expires_at).toBe(iso(start + IDLE))
    expect((await row())?.accessExpiresAt.getTime()).toBe(start + IDLE)
    now = start + MINUTE
    expect((await me(cookies)).json().expires_at).toBe(iso(start + MINUTE + IDLE))
    now = start + MINUTE + 59_000
    expect((await me(cookies)).json().expires_at).toBe(iso(start + MINUTE + IDLE))
    const stored = await row()
    expect(stored?.accessExpiresAt.getTime()).toBe(start + MINUTE + IDLE)
    expect(stored?.lastUsedAt.getTime()).toBe(start + MINUTE)
  })

  it('never outlive the absolute maximum from sign-in, however busy', async () => {
    const start = now
    const { cookies } = await signIn()
    for (let at = start + 100 * MINUTE; at < start + MAX; at += 100 * MINUTE) {
      now = at
      expect((await me(cookies)).statusCode).toBe(200)
    }
    now = start + MAX - 10 * MINUTE
    const capped = await me(cookies)
    expect(capped.json()).toMatchObject({ expires_at: iso(start + MAX), max_expires_at: iso(start + MAX) })
    expect(capped.headers['x-session-max-expires-at']).toBe(iso(start + MAX))
    now = start + MAX
    expect((await me(cookies)).statusCode).toBe(401)
  })

  it('leave API tokens to their own rules: a one-hour access token', async () => {
    const start = now
    const login = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/login/',
      payload: { email: testAdmin.email, password: testAdmin.password },
    })
    const headers = { authorization: `Bearer ${login.json().access}` }
    now = start + 50 * MINUTE
    const used = await t.app.inject({ url: '/user/api/v1/user/me/', headers })
    expect(used.headers['x-session-expires-at']).toBeUndefined()
    now = start + 61 * MINUTE
    expect((await t.app.inject({ url: '/user/api/v1/user/me/', headers })).statusCode).toBe(401)
  })
})
