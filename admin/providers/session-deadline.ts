/**
 * When the back-office session ends, as the server tells it on every answer (server/auth/
 * request-auth.ts): the idle deadline each use moves ahead, and the absolute end after sign-in.
 * Kept here from the answers instead of asked for, because asking would itself slide the session.
 */

export const SESSION_EXPIRES_HEADER = 'x-session-expires-at'
export const SESSION_MAX_EXPIRES_HEADER = 'x-session-max-expires-at'

export interface SessionDeadline {
  /** Epoch ms: the session ends then unless used again. */
  expiresAt: number
  /** Epoch ms: the session ends then however it is used. */
  maxExpiresAt: number
}

let current: SessionDeadline | null = null
const listeners = new Set<() => void>()

/** Records the deadline an answer's headers carry; answers without them change nothing. */
export function noteSessionDeadline(header: (name: string) => string | null | undefined): void {
  const expiresAt = Date.parse(header(SESSION_EXPIRES_HEADER) ?? '')
  if (Number.isNaN(expiresAt)) return
  const maxExpiresAt = Date.parse(header(SESSION_MAX_EXPIRES_HEADER) ?? '')
  const next = { expiresAt, maxExpiresAt: Number.isNaN(maxExpiresAt) ? expiresAt : maxExpiresAt }
  if (current?.expiresAt === next.expiresAt && current.maxExpiresAt === next.maxExpiresAt) return
  current = next
  for (const listener of listeners) listener()
}

export function sessionDeadline(): SessionDeadline | null {
  return current
}

export function subscribeSessionDeadline(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How long before the end the back office warns. */
export const WARN_BEFORE_MS = 5 * 60 * 1000

export interface SessionWarning {
  /** Whole minutes left, rounded up (a warning never says 0 minutes). */
  minutesLeft: number
  /** False once the idle deadline is the absolute end: using the session no longer extends it. */
  canExtend: boolean
}

/** The warning to show at `now`, or null: none before the last minutes, nor once the session ended. */
export function sessionWarning(deadline: SessionDeadline | null, now: number): SessionWarning | null {
  if (!deadline) return null
  const left = deadline.expiresAt - now
  if (left <= 0 || left > WARN_BEFORE_MS) return null
  return { minutesLeft: Math.ceil(left / 60_000), canExtend: deadline.expiresAt < deadline.maxExpiresAt }
}

export function warningText({ minutesLeft, canExtend }: SessionWarning): string {
  const when = `in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}`
  return canExtend
    ? `You will be signed out ${when}. Stay signed in?`
    : `You will be signed out ${when}: a session lasts at most a set time after signing in. Save your work, then sign in again.`
}
