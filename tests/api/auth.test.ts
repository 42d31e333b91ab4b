/**
 * Accounts through the API: login, tokens, refresh, expiry, logout, rate limits, password change,
 * reset through a real email over SMTP, cookie sessions with CSRF, check_*, and first-run setup.
 */
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureFirstAdmin } from '../../server/auth/bootstrap.ts'
import { authSession, users } from '../../server/db/schema.ts'
import { createMailer } from '../../server/mail/mailer.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

const received: { to: string; body: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = ''
    stream.on('data', (chunk) => {
      body += chunk
    })
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body })
      callback()
    })
  },
})

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  t = await createTestApp({
    mailerFactory: (db) =>
      createMailer({
        db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Kizuna <no-reply@kizuna.example>',
        log: { info() {}, warn() {} },
      }),
  })
})
afterAll(async () => {
  await t?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/user/api/v1/user/${url}`, payload: payload as object, headers })
const login = (email = testAdmin.email, password = testAdmin.password, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/user/api/v1/user/login/',
    payload: { email, password },
    remoteAddress: ip,
  })
const me = (token: string) =>
  t.app.inject({ url: '/user/api/v1/user/me/', headers: { authorization: `Bearer ${token}` } })

async function newUser(email: string, password = 'a long enough password') {
  const { hashPassword } = await import('../../server/lib/passwords.ts')
  await t.db.insert(users).values({ email, firstName: 'Test', passwordHash: await hashPassword(password) })
}

describe('login', () => {
  it('returns an access and a refresh token with the user, and records the login', async () => {
    const response = await login()
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.access).toMatch(/^kza_/)
    expect(body.refresh).toMatch(/^kzr_/)
    expect(body).toMatchObject({
      email: testAdmin.email,
      role: 'Administrator',
      is_admin: true,
      is_active: true,
    })
    expect(body).not.toHaveProperty('password_hash')
    expect(body.last_login).toMatch(/\+06:00$/)
    const mine = await me(body.access)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().permissions).toContain('cms_menu.update')
  })

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await login(testAdmin.email, 'not the password', '10.0.0.2')
    const unknown = await login('nobody@kizuna.example', 'whatever it is', '10.0.0.2')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().detail).toBe('No active account found with the given credentials')
  })

  it('names missing fields in the original error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/user/api/v1/user/login/', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    })
  })

  it('accepts a form-encoded body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/login/',
      payload: `email=${encodeURIComponent(testAdmin.email)}&password=${encodeURIComponent(testAdmin.password)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.0.0.3',
    })
    expect(response.statusCode).toBe(200)
  })

  it('limits failures per account with 429 and Retry-After, for unknown emails too', async () => {
    for (const email of ['limited@kizuna.example', 'ghost@kizuna.example']) {
      if (email.startsWith('limited')) await newUser(email)
      for (let i = 0; i < 5; i++)
        expect((await login(email, 'wrong password!', `10.1.0.${i}`)).statusCode).toBe(401)
      const blocked = await login(email, 'wrong password!', '10.1.1.1')
      expect(blocked.statusCode).toBe(429)
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
      expect(blocked.json().detail).toMatch(
        /^Too many sign-in attempts\. Try again in (1 minute|\d+ minutes)\.$/,
      )
    }
    // The right password is refused too while the account is locked.
    expect((await login('limited@kizuna.example', 'a long enough password', '10.1.1.2')).statusCode).toBe(429)
  })

  it('refuses an inactive account with the same message', async () => {
    await newUser('inactive@kizuna.example')
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'inactive@kizuna.example'))
    const response = await login('inactive@kizuna.example', 'a long enough password', '10.2.0.1')
    expect(response.statusCode).toBe(401)
  })
})

describe('tokens', () => {
  it('rejects missing, malformed, unknown and expired tokens on protected routes', async () => {
    expect((await t.app.inject('/user/api/v1/user/me/')).json().detail).toBe(
      'Authentication credentials were not provided.',
    )
    const malformed = await t.app.inject({
      url: '/user/api/v1/user/me/',
      headers: { authorization: 'Token abc' },
    })
    expect(malformed.statusCode).toBe(401)
    expect(malformed.headers['www-authenticate']).toBe('Bearer realm="api"')
    expect((await me('kza_not-a-real-token')).statusCode).toBe(401)
    const { access } = (await login(testAdmin.email, testAdmin.password, '10.3.0.1')).json()
    await t.db.update(authSession).set({ accessExpiresAt: new Date(Date.now() - 1000) })
    const expired = await me(access)
    expect(expired.statusCode).toBe(401)
    expect(expired.json().detail).toMatch(/expired or is not valid/)
  })

  it('ignores a bad token on a public GET', async () => {
    const response = await t.app.inject({
      url: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/',
      headers: { authorization: 'Bearer kza_expired' },
    })
    expect(response.statusCode).toBe(200)
  })

  it('rotates the refresh token: the new pair works, the old refresh token does not', async () => {
    const first = (await login(testAdmin.email, testAdmin.password, '10.3.0.2')).json()
    const refreshed = await post('refresh/', { refresh: first.refresh })
    expect(refreshed.statusCode).toBe(200)
    const second = refreshed.json()
    expect(second.access).not.toBe(first.access)
    expect((await me(second.access)).statusCode).toBe(200)
    expect((await me(first.access)).statusCode).toBe(401)
    expect((await post('refresh/', { refresh: first.refresh })).statusCode).toBe(401)
  })

  it('revokes the session on logout', async () => {
    const { access } = (await login(testAdmin.email, testAdmin.password, '10.3.0.3')).json()
    const out = await post('logout/', {}, { authorization: `Bearer ${access}` })
    expect(out.statusCode).toBe(200)
    expect((await me(access)).statusCode).toBe(401)
  })
})

describe('passwords', () => {
  it('changes the password, signing out the other sessions', async () => {
    await newUser('changer@kizuna.example', 'first password 123')
    const a = (await login('changer@kizuna.example', 'first password 123', '10.4.0.1')).json().access
    const b = (await login('changer@kizuna.example', 'first password 123', '10.4.0.1')).json().access
    const wrong = await post(
      'passwordchange/',
      { old_password: 'nope', new_password: 'second password 456' },
      { authorization: `Bearer ${a}` },
    )
    expect(wrong.statusCode).toBe(400)
    const short = await post(
      'passwordchange/',
      { old_password: 'first password 123', new_password: 'short' },
      { authorization: `Bearer ${a}` },
    )
    expect(short.json()).toEqual({ new_password: ['Use at least 10 characters.'] })
    const ok = await post(
      'passwordchange/',
      { old_password: 'first password 123', new_password: 'second password 456' },
      { authorization: `Bearer ${a}` },
    )
    expect(ok.statusCode).toBe(200)
    expect((await me(a)).statusCode).toBe(200)
    expect((await me(b)).statusCode).toBe(401)
    expect((await login('changer@kizuna.example', 'second password 456', '10.4.0.2')).statusCode).toBe(200)
  })

  it('resets a forgotten password through a link received by email, once', async () => {
    await newUser('forgetful@kizuna.example', 'old forgotten pass')
    const before = received.length
    const asked = await post('reset_password/', { email: 'Forgetful@kizuna.example' })
    expect(asked.statusCode).toBe(200)
    const unknown = await post('reset_password/', { email: 'nobody-here@kizuna.example' })
    expect(unknown.json()).toEqual(asked.json())
    await new Promise((r) => setTimeout(r, 50))
    const mails = received.slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe('forgetful@kizuna.example')
    const flat = (mails[0]?.body ?? '').replace(/=\r?\n/g, '')
    expect(flat).toContain('http://kizuna.test/admin/reset-password?token=')
    const token = /Reset token: (kzp_[A-Za-z0-9_-]+)/.exec(flat)?.[1] as string
    expect(token).toBeTruthy()
    const done = await post('reset_password_confirm/', { token, new_password: 'brand new password' })
    expect(done.statusCode).toBe(200)
    expect((await login('forgetful@kizuna.example', 'brand new password', '10.5.0.1')).statusCode).toBe(200)
    const again = await post('reset_password_confirm/', { token, new_password: 'another new password' })
    expect(again.statusCode).toBe(400)
    expect(again.json().detail).toMatch(/expired or was already used/)
  })
})

describe('cookie sessions', () => {
  it('signs in with a cookie and needs the CSRF header for changes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/session/',
      payload: { email: testAdmin.email, password: testAdmin.password },
      remoteAddress: '10.6.0.1',
    })
    expect(response.statusCode).toBe(200)
    const session = response.cookies.find((c) => c.name === 'kizuna_session')
    const csrfCookie = response.cookies.find((c) => c.name === 'kizuna_csrf')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    expect(csrfCookie?.value).toBe(response.json().csrf_token)
    const cookies = { kizuna_session: session?.value ?? '' }
    expect((await t.app.inject({ url: '/user/api/v1/user/me/', cookies })).statusCode).toBe(200)
    const forged = await t.app.inject({ method: 'POST', url: '/user/api/v1/user/logout/', cookies })
    expect(forged.statusCode).toBe(403)
    const out = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/logout/',
      cookies,
      headers: { 'x-csrf-token': response.json().csrf_token },
    })
    expect(out.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/user/api/v1/user/me/', cookies })).statusCode).toBe(401)
  })
})

describe('check_*', () => {
  it('tells staff whether a value is taken, and nobody else', async () => {
    const { access } = (await login(testAdmin.email, testAdmin.password, '10.7.0.1')).json()
    const auth = { authorization: `Bearer ${access}` }
    expect((await t.app.inject(`/user/api/v1/user/check_email/?email=${testAdmin.email}`)).statusCode).toBe(
      401,
    )
    const taken = await t.app.inject({
      url: `/user/api/v1/user/check_email/?email=${testAdmin.email.toUpperCase()}`,
      headers: auth,
    })
    expect(taken.json()).toEqual({ exists: true })
    const free = await t.app.inject({
      url: '/user/api/v1/user/check_username/?username=freddie',
      headers: auth,
    })
    expect(free.json()).toEqual({ exists: false })
    const [admin] = await t.db.select().from(users).where(eq(users.email, testAdmin.email))
    const self = await t.app.inject({
      url: `/user/api/v1/user/check_email_when_update/?email=${testAdmin.email}&id=${admin?.id}`,
      headers: auth,
    })
    expect(self.json()).toEqual({ exists: false })
    expect((await t.app.inject({ url: '/user/api/v1/user/check_email/', headers: auth })).statusCode).toBe(
      400,
    )
  })
})

describe('first administrator', () => {
  it('prints a setup link when there is no user, which creates the administrator once', async () => {
    const other = await createTestApp()
    try {
      await other.db.delete(users)
      const lines: string[] = []
      await ensureFirstAdmin(other.db, {
        admin: undefined,
        publicUrl: 'http://kizuna.test',
        log: { info() {}, warn: (m: unknown) => lines.push(String(m)) },
      })
      const token = /setup\?token=(kzsetup_[A-Za-z0-9_-]+)/.exec(lines.join('\n'))?.[1]
      expect(token).toBeTruthy()
      const page = await other.app.inject(`/setup?token=${token}`)
      expect(page.body).toContain('Create the first administrator')
      const created = await other.app.inject({
        method: 'POST',
        url: '/user/api/v1/user/setup/',
        payload: { token, email: 'first@kizuna.example', password: 'first admin password' },
      })
      expect(created.statusCode).toBe(201)
      const me = await other.app.inject({
        method: 'POST',
        url: '/user/api/v1/user/login/',
        payload: { email: 'first@kizuna.example', password: 'first admin password' },
      })
      expect(me.json().role).toBe('Administrator')
      const twice = await other.app.inject({
        method: 'POST',
        url: '/user/api/v1/user/setup/',
        payload: { token, email: 'second@kizuna.example', password: 'second admin password' },
      })
      expect(twice.statusCode).toBe(409)
    } finally {
      await other.close()
    }
  })
})
