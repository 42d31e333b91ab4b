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
export const COOKIE_TTL_MS = 12 * 60 * 60 * 1000 // browser session: a working day

export type SessionKind = 'token' | 'cookie'
export type UserRow = typeof users.$inferSelect

export interface IssuedSession {
  id: number
  access: string
  refresh?: string
  csrf?: string
  accessExpiresAt: Date
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
): Promise<IssuedSession> {
  const now = Date.now()
  const access = newSecret(kind === 'cookie' ? 'kzs' : 'kza')
  const refresh = kind === 'token' ? newSecret('kzr') : undefined
  const csrf = kind === 'cookie' ? newSecret('kzc') : undefined
  const accessExpiresAt = new Date(now + (kind === 'cookie' ? COOKIE_TTL_MS : ACCESS_TTL_MS))
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
    })
    .returning({ id: authSession.id })
  if (!row) throw new Error('session insert returned nothing')
  return { id: row.id, access, refresh, csrf, accessExpiresAt }
}

export interface ActiveSession {
  sessionId: number
  kind: SessionKind
  csrfHash: string | null
  user: UserRow
}

/** The unrevoked, unexpired session (and its active user) whose access or refresh secret is given. */
async function liveSession(db: Db, kind: 'access' | 'refresh', secret: string) {
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
        gt(expiresColumn, new Date()),
        eq(users.isActive, true),
      ),
    )
  return row
}

/** The live session and active user behind an access secret, or null. */
export async function findSession(db: Db, access: string): Promise<ActiveSession | null> {
  const row = await liveSession(db, 'access', access)
  if (!row) return null
  return {
    sessionId: row.session.id,
    kind: row.session.kind as SessionKind,
    csrfHash: row.session.csrfHash,
    user: row.user,
  }
}

/** Swaps a refresh token for a new pair; the old refresh token stops working. */
export async function refreshSession(
  db: Db,
  refresh: string,
): Promise<(IssuedSession & { user: UserRow }) | null> {
  const row = await liveSession(db, 'refresh', refresh)
  if (!row) return null
  const access = newSecret('kza')
  const nextRefresh = newSecret('kzr')
  const accessExpiresAt = new Date(Date.now() + ACCESS_TTL_MS)
  const updated = await db
    .update(authSession)
    .set({
      accessHash: hashSecret(access),
      accessExpiresAt,
      refreshHash: hashSecret(nextRefresh),
      refreshExpiresAt: new Date(Date.now() + REFRESH_TTL_MS),
      lastUsedAt: new Date(),
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
