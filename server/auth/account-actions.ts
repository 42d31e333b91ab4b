/**
 * What the account routes do, for both of their doors: the API (auth-routes.ts, JSON, as the
 * back office and the site's script call it) and the site's account pages posted without
 * JavaScript (server/site/forms/account-routes.ts). One sign-in check with its limiter, one way to
 * start a cookie session, one reset email: the two doors cannot drift apart.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { counted } from '../../common/counted.ts'
import type { Db } from '../db/client.ts'
import { authToken, users } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { hashPassword, verifyPassword } from '../lib/passwords.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { LoginLimiter } from './login-limiter.ts'
import { PASSWORD_LINK_PURPOSES, sendPasswordLink } from './password-links.ts'
import { CSRF_COOKIE, SESSION_COOKIE } from './request-auth.ts'
import { hashSecret } from './secrets.ts'
import { createSession, revokeUserSessions, type SessionPolicy } from './sessions.ts'
import { recordSignIn, SIGN_IN_FAILURES, signInFailure } from './sign-in-audit.ts'
import {
  confirmAddress,
  markAddressProved,
  NOT_VERIFIED,
  type Registration,
  registerSupporter,
  sendVerificationLink,
} from './supporters.ts'

export const BAD_CREDENTIALS = 'No active account found with the given credentials'
export const RESET_LINK_EXPIRED = 'This reset link has expired or was already used. Ask for a new one.'
export const RESET_SENT =
  'If an account exists for this email, we have sent it a link to choose a new password.'

export interface AccountDeps {
  db: Db
  publicUrl: string
  mailer: Mailer
  limiter: LoginLimiter
  sessions: SessionPolicy
  /** The organisation's name, as its emails to supporters sign. */
  siteName: () => Promise<string>
}

export type AccountActions = ReturnType<typeof accountActions>

export function accountActions(deps: AccountDeps) {
  const { db, limiter, sessions } = deps
  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] })

  /** Checks email (lowercased) and password with rate limiting; the same answer whether or not the email exists. */
  async function authenticate(request: FastifyRequest, email: string, password: string) {
    // Reserved (checked and counted) before the password is verified: see LoginLimiter.
    const wait = await limiter.reserveLogin(request.ip, email)
    if (wait > 0) {
      throw new ApiError(
        429,
        `Too many sign-in attempts. Try again in ${counted(Math.ceil(wait / 60), 'minute')}.`,
        { 'retry-after': String(wait) },
      )
    }
    const [user] = await db.select().from(users).where(eq(users.email, email))
    const ok = await verifyPassword(user?.passwordHash, password)
    const failure = signInFailure(user, ok)
    await recordSignIn(db, { account: user, email, ip: request.ip, failure })
    if (user && failure === SIGN_IN_FAILURES.unverified) {
      // The right password of an address never confirmed: its owner is sent a new link.
      await sendVerificationLink(deps, user)
      throw new ApiError(403, NOT_VERIFIED)
    }
    if (failure || !user) throw new ApiError(401, BAD_CREDENTIALS)
    await limiter.succeeded(email, request.ip)
    const [updated] = await db
      .update(users)
      .set({ lastLogin: new Date() })
      .where(eq(users.id, user.id))
      .returning()
    return updated ?? user
  }

  /** A back-office session for the user: the httpOnly session cookie and the CSRF cookie. */
  async function startCookieSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const session = await createSession(db, userId, 'cookie', meta(request), sessions)
    const common = {
      path: '/',
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
      // The server decides when the session ends (it slides with use); the cookie only has to
      // outlive it.
      maxAge: sessions.maxMs / 1000,
    }
    reply.setCookie(SESSION_COOKIE, session.access, { ...common, httpOnly: true })
    // Readable by the back office's script, which echoes it in the x-csrf-token header.
    reply.setCookie(CSRF_COOKIE, session.csrf ?? '', { ...common, httpOnly: false })
    return session
  }

  /** Emails a single-use reset link when an active account has the (lowercased) email; RESET_SENT either way. */
  async function requestPasswordReset(request: FastifyRequest, email: string): Promise<string> {
    // Counters of its own: a locked sign-in never stops the owner from choosing a new password.
    const wait = await limiter.reserveReset(request.ip, email)
    if (wait > 0)
      throw new ApiError(429, 'Too many requests. Try again later.', { 'retry-after': String(wait) })
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.isActive, true)))
    if (user) await sendPasswordLink(deps, user, 'reset')
    return RESET_SENT
  }

  /**
   * Sets a new password with an emailed reset or invitation link, which proves the address too (a
   * supporter who never confirmed it may sign in now). Every session of the account ends.
   */
  async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
    const now = new Date()
    // Marking the token used in the same statement that checks it makes it single-use under concurrency.
    const [used] = await db
      .update(authToken)
      .set({ usedAt: now })
      .where(
        and(
          eq(authToken.tokenHash, hashSecret(token)),
          inArray(authToken.purpose, [...PASSWORD_LINK_PURPOSES]),
          isNull(authToken.usedAt),
          gt(authToken.expiresAt, now),
        ),
      )
      .returning({ userId: authToken.userId })
    if (!used?.userId) throw new ApiError(400, RESET_LINK_EXPIRED)
    const [owner] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email })
    await markAddressProved(db, used.userId)
    await revokeUserSessions(db, used.userId)
    // The guesses that locked the account were made against the old password.
    if (owner) await limiter.succeeded(owner.email)
  }

  return {
    authenticate,
    startCookieSession,
    requestPasswordReset,
    confirmPasswordReset,
    /** Signs up a supporter (supporters.ts): the same sentence whether or not the address had an account. */
    register: (request: FastifyRequest, input: Registration) => registerSupporter(deps, request.ip, input),
    /** Confirms a supporter's address with its link and password; the account to sign in. */
    confirmAddress: (request: FastifyRequest, token: string, password: string) =>
      confirmAddress(deps, request.ip, token, password),
  }
}
