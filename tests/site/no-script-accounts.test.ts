/**
 * The account pages posted without JavaScript (a urlencoded post asking for text/html), through
 * inject(): sign-in sets the back office's session cookie and goes home, behind the API's login
 * limiter; the reset email goes out with the API's answer, which never says whether an account
 * exists; sign-up checks the fields and makes a supporter account waiting for its address. Refusals come back as the page with the
 * messages beside the fields and the values kept, never a password.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../server/auth/request-auth.ts'
import { emailOutbox, users } from '../../server/db/schema.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

/** The API's answer, which never says whether the account exists. */
const RESET_SENT = 'If an account exists for this email, we have sent it a link to choose a new password.'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

let ipCounter = 0
const nextIp = () => `10.99.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const postForm = (url: string, fields: Record<string, string>, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  })

describe('sign in without JavaScript', () => {
  it('sets the session cookie and goes to the home page, as the script does', async () => {
    const response = await postForm('/login', {
      email: ` ${testAdmin.email.toUpperCase()} `,
      password: testAdmin.password,
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/home')
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    const me = await t.app.inject({
      url: '/user/api/v1/user/me/',
      cookies: { [SESSION_COOKIE]: session?.value ?? '' },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().email).toBe(testAdmin.email)
  })

  it('answers wrong credentials with the page: the sentence, the email kept, never the password', async () => {
    const response = await postForm('/login', { email: testAdmin.email, password: 'not the password' })
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
    expect(response.body).toContain(
      '<p class="form-problem" role="alert">No active account found with the given credentials</p>',
    )
    expect(response.body).toMatch(/<input id="login-email"[^>]* value="admin@kizuna.example"/)
    expect(response.body).not.toContain('not the password')
  })

  it('shows the messages beside the fields of an empty or wrong form', async () => {
    const response = await postForm('/login', { email: 'nope', password: '' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatch(
      /<input id="login-email" aria-invalid="true" aria-describedby="login-email-error"[^>]* value="nope"/,
    )
    expect(response.body).toContain(
      '<p id="login-email-error" class="form-field__error">The email must be a valid email address.</p>',
    )
    expect(response.body).toContain(
      '<p id="login-password-error" class="form-field__error">The password field is required.</p>',
    )
  })

  it('counts its attempts in the API’s login limiter', async () => {
    const email = 'locked-out@example.com'
    const ip = nextIp()
    // Five wrong passwords for one account, through both doors, then the sixth is refused.
    for (let i = 0; i < 3; i++)
      expect((await postForm('/login', { email, password: 'wrong password' }, ip)).statusCode).toBe(401)
    for (let i = 0; i < 2; i++)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/user/api/v1/user/session/',
            payload: { email, password: 'wrong password' },
            remoteAddress: ip,
          })
        ).statusCode,
      ).toBe(401)
    const limited = await postForm('/login', { email, password: 'wrong password' }, ip)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.body).toMatch(/Too many sign-in attempts\. Try again in \d+ minutes?\./)
  })
})

describe('forgot password without JavaScript', () => {
  it('emails a reset link to an account, and answers the same for an address without one', async () => {
    const known = await postForm('/forgot-password', { email: testAdmin.email })
    const unknown = await postForm('/forgot-password', { email: 'nobody-here@example.com' })
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(RESET_SENT)
    }
    const [mail] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1)
    expect(mail?.recipient).toBe(testAdmin.email)
    expect(mail?.subject).toBe('Choose a new password')
  })

  it('shows the message beside a wrong email, keeping it', async () => {
    const response = await postForm('/forgot-password', { email: 'rina@' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain(
      '<p id="forgot-email-error" class="form-field__error">The email must be a valid email address.</p>',
    )
    expect(response.body).toMatch(/<input id="forgot-email"[^>]* value="rina@"/)
  })
})

describe('sign up without JavaScript', () => {
  it('checks the fields with the script’s rules, keeping name and email but no password', async () => {
    const response = await postForm('/register', {
      name: 'Rina Akter',
      email: 'rina@example.com',
      password: 'short',
      confirm: 'other',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatch(/<input id="register-name"[^>]* value="Rina Akter"/)
    expect(response.body).toContain('The password must be at least 10 characters.')
    expect(response.body).toContain('The confirm password must match the password.')
    expect(response.body).not.toMatch(/value="(short|other)"/)
  })

  it('makes an account waiting for its address to be confirmed (tests/site/supporter-accounts.test.ts)', async () => {
    const response = await postForm('/register', {
      name: 'Rina Akter',
      email: 'rina@example.com',
      password: 'a long enough password',
      confirm: 'a long enough password',
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('We have emailed a link to rina@example.com')
    const [account] = await t.db.select().from(users).where(eq(users.email, 'rina@example.com'))
    expect(account).toMatchObject({ accountType: 'supporter', emailVerifiedAt: null, roleId: null })
  })
})
