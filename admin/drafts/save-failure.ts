/** What a failed save tells the person: that it was NOT saved, why, and whether their text is kept. */
import { isSignedOutWrite } from '../providers/http.ts'

export function saveFailureMessage(error: unknown, kept: boolean): string {
  if (isSignedOutWrite(error))
    return kept
      ? 'You were signed out; your text is kept. Sign in again to save it.'
      : 'You were signed out, so this was not saved. Sign in again to save it.'
  const reason = error instanceof Error && error.message ? error.message : 'the server refused it.'
  const notSaved = reason.startsWith('The server could not be reached') ? reason : `Not saved: ${reason}`
  return kept ? `${notSaved} Your text is kept in this browser.` : notSaved
}

/** A 409 of a record changed since it was read: who changed it and when, as the API names them. */
export interface Conflict {
  changedBy: string | null
  changedAt: string | null
}

export function conflictOf(error: unknown): Conflict | null {
  const { status, body } = (error ?? {}) as { status?: number; body?: Record<string, unknown> }
  if (status !== 409 || !body || !('current_version' in body)) return null
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return { changedBy: text(body.changed_by), changedAt: text(body.changed_at) }
}
