/**
 * Who is making a request. Credentials come from `Authorization: Bearer <token>` or the back
 * office's session cookie; they are looked up only when a route needs them, so a bad token on a
 * public GET is simply ignored (the original answered 401). Guards: requireUser, requirePermission.
 */
import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { ApiError } from '../http/api-error.ts'
import { type Action, permissionName, rolePermissionNames } from './permissions.ts'
import { hashSecret, sameSecret } from './secrets.ts'
import { type ActiveSession, findSession, type SessionPolicy } from './sessions.ts'

export const SESSION_COOKIE = 'kizuna_session'
export const CSRF_COOKIE = 'kizuna_csrf'
export const CSRF_HEADER = 'x-csrf-token'
/** On every answer to a cookie-authenticated request: when the session ends unless used again… */
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at'
/** …and when it ends however it is used. */
export const SESSION_MAX_EXPIRES_HEADER = 'x-session-max-expires-at'

export interface RequestAuth extends ActiveSession {
  via: 'bearer' | 'cookie'
  permissions: Set<string>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved on first call; null for anonymous requests. Throws 401 for a bad token. */
    getAuth(): Promise<RequestAuth | null>
  }
}

const NOT_PROVIDED = 'Authentication credentials were not provided.'
const NOT_VALID = 'Your session has expired or is not valid. Sign in again.'

function unauthorized(detail: string): ApiError {
  return new ApiError(401, detail, { 'www-authenticate': 'Bearer realm="api"' })
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw unauthorized('Send the token as "Authorization: Bearer <access token>".')
  return match[1]
}

export function installRequestAuth(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  const cache = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>()
  // Every request slides the back-office session, so every answer carries its new end: the back
  // office warns before it without asking (asking would slide it too).
  app.addHook('onSend', async (request, reply) => {
    const pending = cache.get(request)
    const auth = pending ? await pending.catch(() => null) : null
    if (auth?.via !== 'cookie') return
    reply.header(SESSION_EXPIRES_HEADER, auth.expiresAt.toISOString())
    if (auth.maxExpiresAt) reply.header(SESSION_MAX_EXPIRES_HEADER, auth.maxExpiresAt.toISOString())
  })
  app.decorateRequest('getAuth', function (this: FastifyRequest) {
    let pending = cache.get(this)
    if (!pending) {
      pending = resolve(this)
      cache.set(this, pending)
    }
    return pending
  })

  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    const bearer = bearerToken(request)
    const cookie = request.cookies?.[SESSION_COOKIE]
    const secret = bearer ?? cookie
    if (!secret) return null
    const session = await findSession(db, secret, policy)
    const via = bearer ? 'bearer' : 'cookie'
    if (!session || session.kind !== (via === 'bearer' ? 'token' : 'cookie')) throw unauthorized(NOT_VALID)
    return { ...session, via, permissions: await rolePermissionNames(db, session.user.roleId) }
  }
}

/** A cookie-authenticated change must carry the CSRF token, which other sites cannot read. */
function checkCsrf(request: FastifyRequest, auth: RequestAuth): void {
  if (auth.via !== 'cookie' || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return
  const sent = request.headers[CSRF_HEADER]
  if (typeof sent !== 'string' || !auth.csrfHash || !sameSecret(hashSecret(sent), auth.csrfHash)) {
    throw new ApiError(
      403,
      `This change needs the ${CSRF_HEADER} header from your session. Reload the page and try again.`,
    )
  }
}

/** Any signed-in account, staff or supporter: for what every account does to itself (me, sign out, password). */
export async function requireAccount(request: FastifyRequest): Promise<RequestAuth> {
  const auth = await request.getAuth()
  if (!auth) throw unauthorized(NOT_PROVIDED)
  checkCsrf(request, auth)
  return auth
}

export const SUPPORTERS_REFUSED =
  'This is a supporter account of the website: the back office is for staff. Your gifts and membership are at /account.'

/**
 * A signed-in staff account: every back-office route. A supporter (a donor or member with a site
 * account, ADR 024) has no role and so no permission, but is refused here too, so that a route
 * that asks only for a signed-in user can never serve a supporter.
 */
export async function requireUser(request: FastifyRequest): Promise<RequestAuth> {
  const auth = await requireAccount(request)
  if (auth.user.accountType !== 'staff') throw new ApiError(403, SUPPORTERS_REFUSED)
  return auth
}

/**
 * The signed-in account behind a public request, or null (none, or a session that ended): a gift
 * given while signed in belongs to the giver's account, but a public form never refuses a visitor.
 */
export async function signedInAccountId(request: FastifyRequest): Promise<number | null> {
  try {
    return (await request.getAuth())?.user.id ?? null
  } catch {
    return null
  }
}

export function can(auth: RequestAuth | null, resource: string, action: Action): boolean {
  return Boolean(auth?.permissions.has(permissionName(resource, action)))
}

/** preHandler: a signed-in user whose role has `<resource>.<action>`. */
export function requirePermission(resource: string, action: Action) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = await requireUser(request)
    if (!can(auth, resource, action)) {
      throw new ApiError(
        403,
        `You do not have permission to perform this action (${permissionName(resource, action)}).`,
      )
    }
  }
}
