/**
 * Sessions behind Bearer tokens and browser cookies. Tokens are opaque random strings (not JWTs):
 * the server looks each one up, so logout and password changes revoke them at once, and there is
 * no signing key for an operator to manage.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { authSession, users } from '../db/schema.ts'
import { hashSecret, newSecret } from './secrets.ts'

export const ACCESS_TTL_MS = 60 * 60 * 1000 // API access token: 1 hour
export const REFRESH_TTL_MS = 14 * 24 * 60 * 60 * 1000 // API refresh token: 14 days, rotated on use
/**
 * A browser session's end moves with use, so sliding writes a row; one write a minute is plenty
 * for deadlines counted in minutes and spares the database a write per request.
 */
export const SLIDE_WRITE_INTERVAL_MS = 60 * 1000

/**
 * How long back-office (cookie) sessions last: ended after `idleMs` without use, and `maxMs` after
 * sign-in however busy (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). `clock` is the app's.
 */
export interface SessionPolicy {
  idleMs: number
  maxMs: number
  clock: () => number
}

export type SessionKind = 'token' | 'cookie'
export type UserRow = typeof users.$inferSelect

export interface IssuedSession {
  id: number
  access: string
  refresh?: string
  csrf?: string
  accessExpiresAt: Date
  /** A cookie session's absolute end. */
  maxExpiresAt?: Date
}

interface Meta {
  ip?: string
  userAgent?: string
}

export async function createSession(
  db: Db,
  userId: number,
  kind: SessionKind,
  meta: Meta,
  policy: SessionPolicy,
): Promise<IssuedSession> {
  const now = policy.clock()
  const access = newSecret(kind === 'cookie' ? 'kzs' : 'kza')
  const refresh = kind === 'token' ? newSecret('kzr') : undefined
  const csrf = kind === 'cookie' ? newSecret('kzc') : undefined
  const accessExpiresAt = new Date(now + (kind === 'cookie' ? policy.idleMs : ACCESS_TTL_MS))
  const [row] = await db
    .insert(authSession)
    .values({
      userId,
      kind,
      accessHash: hashSecret(access),
      accessExpiresAt,
      refreshHash: refresh ? hashSecret(refresh) : null,
      refreshExpiresAt: refresh ? new Date(now + REFRESH_TTL_MS) : null,
      csrfHash: csrf ? hashSecret(csrf) : null,
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 500),
      // The app's clock, not the database's: the absolute cap is counted from here.
      createdAt: new Date(now),
      lastUsedAt: new Date(now),
    })
    .returning({ id: authSession.id })
  if (!row) throw new Error('session insert returned nothing')
  const maxExpiresAt = kind === 'cookie' ? new Date(now + policy.maxMs) : undefined
  return { id: row.id, access, refresh, csrf, accessExpiresAt, maxExpiresAt }
}

export interface ActiveSession {
  sessionId: number
  kind: SessionKind
  csrfHash: string | null
  /** When this session ends unless used again (the access token's expiry for a Bearer session). */
  expiresAt: Date
  /** A cookie session's absolute end (sign-in + maxMs), past which no use moves `expiresAt`. */
  maxExpiresAt?: Date
  user: UserRow
}

/** The unrevoked, unexpired session (and its active user) whose access or refresh secret is given. */
async function liveSession(db: Db, kind: 'access' | 'refresh', secret: string, now: number) {
  const [hashColumn, expiresColumn] =
    kind === 'access'
      ? [authSession.accessHash, authSession.accessExpiresAt]
      : [authSession.refreshHash, authSession.refreshExpiresAt]
  const [row] = await db
    .select({ session: authSession, user: users })
    .from(authSession)
    .innerJoin(users, eq(users.id, authSession.userId))
    .where(
      and(
        eq(hashColumn, hashSecret(secret)),
        isNull(authSession.revokedAt),
        gt(expiresColumn, new Date(now)),
        eq(users.isActive, true),
      ),
    )
  return row
}

/**
 * The live session and active user behind an access secret, or null. A cookie session's use
 * slides its end to `idleMs` from now, never past `maxMs` from sign-in, written at most once a
 * minute (SLIDE_WRITE_INTERVAL_MS).
 */
export async function findSession(
  db: Db,
  access: string,
  policy: SessionPolicy,
): Promise<ActiveSession | null> {
  const now = policy.clock()
  const row = await liveSession(db, 'access', access, now)
  if (!row) return null
  const { session } = row
  const kind = session.kind as SessionKind
  let expiresAt = session.accessExpiresAt
  let maxExpiresAt: Date | undefined
  if (kind === 'cookie') {
    const cap = session.createdAt.getTime() + policy.maxMs
    maxExpiresAt = new Date(cap)
    // A cap shortened by configuration applies to sessions opened before it too.
    if (cap <= now) return null
    if (now - session.lastUsedAt.getTime() >= SLIDE_WRITE_INTERVAL_MS) {
      expiresAt = new Date(Math.min(now + policy.idleMs, cap))
      await db
        .update(authSession)
        .set({ accessExpiresAt: expiresAt, lastUsedAt: new Date(now) })
        .where(eq(authSession.id, session.id))
    }
  }
  return { sessionId: session.id, kind, csrfHash: session.csrfHash, expiresAt, maxExpiresAt, user: row.user }
}

/** Swaps a refresh token for a new pair; the old refresh token stops working. */
export async function refreshSession(
  db: Db,
  refresh: string,
  clock: () => number,
): Promise<(IssuedSession & { user: UserRow }) | null> {
  const now = clock()
  const row = await liveSession(db, 'refresh', refresh, now)
  if (!row) return null
  const access = newSecret('kza')
  const nextRefresh = newSecret('kzr')
  const accessExpiresAt = new Date(now + ACCESS_TTL_MS)
  const updated = await db
    .update(authSession)
    .set({
      accessHash: hashSecret(access),
      accessExpiresAt,
      refreshHash: hashSecret(nextRefresh),
      refreshExpiresAt: new Date(now + REFRESH_TTL_MS),
      lastUsedAt: new Date(now),
    })
    // The old hash in the condition makes two concurrent refreshes with one token yield one winner.
    .where(and(eq(authSession.id, row.session.id), eq(authSession.refreshHash, hashSecret(refresh))))
    .returning({ id: authSession.id })
  if (updated.length === 0) return null
  return { id: row.session.id, access, refresh: nextRefresh, accessExpiresAt, user: row.user }
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(authSession).set({ revokedAt: new Date() }).where(eq(authSession.id, sessionId))
}

/** Signs a user out everywhere, except optionally the session making the change. */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(authSession)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSession.id, exceptSessionId),
      ),
    )
}
