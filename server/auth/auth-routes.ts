/**
 * Sign-in and account routes under the original's prefix /user/api/v1/user/ (api-contract §4):
 * token login for API clients, cookie sessions for the back office, refresh, logout, password
 * change and reset by email, and the check_* look-ups.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { users } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { idValue, lastValue } from '../http/query.ts'
import { ERROR_ANSWERS, routeSchema } from '../http/route-docs.ts'
import { parseBody } from '../http/validation.ts'
import { type AccountDeps, accountActions, BAD_CREDENTIALS, RESET_SENT } from './account-actions.ts'
import { changeOwnPassword, WRONG_CURRENT_PASSWORD } from './own-password.ts'
import { presentUser } from './present-user.ts'
import { CSRF_COOKIE, requireAccount, requirePermission, SESSION_COOKIE } from './request-auth.ts'
import { createSession, refreshSession, revokeSession } from './sessions.ts'

const BASE = '/user/api/v1/user'

const required = (message = 'This field is required.') => z.string({ message }).min(1, message)
const loginBody = z.object({
  email: required().transform((v) => v.trim().toLowerCase()),
  password: required(),
})
const newPassword = z
  .string({ message: 'This field is required.' })
  .min(10, 'Use at least 10 characters.')
  .max(200, 'Use at most 200 characters.')
const refreshBody = z.object({ refresh: required() })
const passwordChangeBody = z.object({ old_password: required(), new_password: newPassword })
const resetBody = z.object({
  email: z.email('Enter a valid email address.').transform((v) => v.toLowerCase()),
})
const resetConfirmBody = z.object({ token: required(), new_password: newPassword })
const tags = ['user']
const signedIn = { 200: 'Signed in', 400: ERROR_ANSWERS[400], 401: BAD_CREDENTIALS, 429: 'Too many attempts' }

export interface AuthRouteDeps extends AccountDeps {
  timeZone: string
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { db } = deps
  const ctx = { db, timeZone: deps.timeZone }
  const { sessions } = deps

  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] })

  const actions = accountActions(deps)
  const authenticate = (request: FastifyRequest) => {
    const { email, password } = parseBody(loginBody, request.body)
    return actions.authenticate(request, email, password)
  }

  function clearSessionCookies(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    reply.clearCookie(CSRF_COOKIE, { path: '/' })
  }

  const loginSchema = routeSchema({
    summary: 'Sign in for API clients: access and refresh tokens plus the user',
    tags,
    body: loginBody,
    answers: signedIn,
  })
  app.post(`${BASE}/login/`, { schema: loginSchema }, async (request) => {
    const user = await authenticate(request)
    const session = await createSession(db, user.id, 'token', meta(request), sessions)
    return {
      refresh: session.refresh,
      access: session.access,
      access_expires_at: session.accessExpiresAt.toISOString(),
      ...(await presentUser(user, ctx)),
    }
  })

  const sessionSchema = routeSchema({
    summary: 'Sign in for the back office: an httpOnly session cookie and the CSRF token',
    tags,
    body: loginBody,
    answers: signedIn,
  })
  app.post(`${BASE}/session/`, { schema: sessionSchema }, async (request, reply) => {
    const user = await authenticate(request)
    const session = await actions.startCookieSession(request, reply, user.id)
    return {
      csrf_token: session.csrf,
      expires_at: session.accessExpiresAt.toISOString(),
      max_expires_at: session.maxExpiresAt?.toISOString(),
      user: await presentUser(user, ctx),
    }
  })

  const refreshSchema = routeSchema({
    summary: 'A new token pair for a refresh token (each refresh token works once)',
    tags,
    body: refreshBody,
    answers: { 200: 'New tokens', 400: ERROR_ANSWERS[400], 401: 'Expired or used refresh token' },
  })
  app.post(`${BASE}/refresh/`, { schema: refreshSchema }, async (request) => {
    const { refresh } = parseBody(refreshBody, request.body)
    const session = await refreshSession(db, refresh, sessions.clock)
    if (!session)
      throw new ApiError(401, 'This refresh token has expired or was already used. Sign in again.')
    return {
      access: session.access,
      refresh: session.refresh,
      access_expires_at: session.accessExpiresAt.toISOString(),
    }
  })

  const logoutSchema = routeSchema({
    summary: 'Sign out: revoke the current session',
    tags,
    auth: 'staff',
    answers: { 200: 'Signed out', 401: ERROR_ANSWERS[401] },
  })
  app.post(`${BASE}/logout/`, { schema: logoutSchema }, async (request, reply) => {
    const auth = await requireAccount(request)
    await revokeSession(db, auth.sessionId)
    if (auth.via === 'cookie') clearSessionCookies(reply)
    return { detail: 'Signed out.' }
  })

  const meSchema = routeSchema({
    summary:
      'The signed-in user, their permissions and when their session ends unless used again (expires_at); a back-office session slides with each use, up to max_expires_at',
    tags,
    auth: 'staff',
    answers: { 200: 'The user', 401: ERROR_ANSWERS[401] },
  })
  app.get(`${BASE}/me/`, { schema: meSchema }, async (request) => {
    const auth = await requireAccount(request)
    return {
      ...(await presentUser(auth.user, ctx)),
      permissions: [...auth.permissions].sort(),
      expires_at: auth.expiresAt.toISOString(),
      ...(auth.maxExpiresAt ? { max_expires_at: auth.maxExpiresAt.toISOString() } : {}),
    }
  })

  const passwordChangeSchema = routeSchema({
    summary: "Change the signed-in user's password; their other sessions are signed out",
    tags,
    auth: 'staff',
    body: passwordChangeBody,
    answers: { 200: 'Changed', 400: ERROR_ANSWERS[400], 401: ERROR_ANSWERS[401] },
  })
  app.post(`${BASE}/passwordchange/`, { schema: passwordChangeSchema }, async (request) => {
    const auth = await requireAccount(request)
    const body = parseBody(passwordChangeBody, request.body)
    if (!(await changeOwnPassword(db, auth, body.old_password, body.new_password)))
      throw new ApiError(400, WRONG_CURRENT_PASSWORD)
    return { detail: 'Password changed. Other sessions were signed out.' }
  })

  const resetSchema = routeSchema({
    summary:
      'Email a single-use link to choose a new password (the same answer whether or not the account exists)',
    tags,
    body: resetBody,
    answers: { 200: RESET_SENT, 400: ERROR_ANSWERS[400], 429: 'Too many requests' },
  })
  app.post(`${BASE}/reset_password/`, { schema: resetSchema }, async (request) => {
    const { email } = parseBody(resetBody, request.body)
    return { detail: await actions.requestPasswordReset(request, email) }
  })

  const resetConfirmSchema = routeSchema({
    summary: 'Set a new password with the emailed token',
    tags,
    body: resetConfirmBody,
    answers: { 200: 'Changed', 400: 'Invalid input, or an expired or used token' },
  })
  app.post(`${BASE}/reset_password_confirm/`, { schema: resetConfirmSchema }, async (request) => {
    const body = parseBody(resetConfirmBody, request.body)
    await actions.confirmPasswordReset(body.token, body.new_password)
    return { detail: 'Password changed. Sign in with the new password.' }
  })

  // check_email, check_username, …: whether a value is taken (when_update: by another user).
  // Staff only, so they cannot be used to find out who has an account.
  const checks = [
    ['email', users.email, (v: string) => v.trim().toLowerCase()],
    ['username', users.username, (v: string) => v.trim()],
    ['primary_phone', users.primaryPhone, (v: string) => v.trim()],
    ['secondary_phone', users.secondaryPhone, (v: string) => v.trim()],
  ] as const
  for (const [name, column, normalise] of checks) {
    for (const whenUpdate of [false, true]) {
      const path = `${BASE}/check_${name}${whenUpdate ? '_when_update' : ''}/`
      const schema = routeSchema({
        summary: `Whether the ${name.replace('_', ' ')} is taken${whenUpdate ? ' by another user than ?id=' : ''}`,
        tags,
        auth: 'staff',
        querystring: z.object({
          [name]: z.string().min(1),
          ...(whenUpdate ? { id: z.coerce.number().int().min(1) } : {}),
        }),
        answers: { 200: '{"exists": true | false}', ...ERROR_ANSWERS },
      })
      app.get<{ Querystring: Record<string, string | undefined> }>(
        path,
        { schema, preHandler: requirePermission('user', 'read') },
        async (request) => {
          const value = lastValue(request.query[name])
          if (!value) throw new ApiError(400, `Add ?${name}=… to the query.`)
          const id = idValue(request.query.id)
          if (whenUpdate && id === undefined) throw new ApiError(400, 'Add ?id=… (the user being edited).')
          const rows = await db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(column, normalise(value)),
                whenUpdate && id !== undefined ? ne(users.id, id) : undefined,
              ),
            )
            .limit(1)
          return { exists: rows.length > 0 }
        },
      )
    }
  }
}
