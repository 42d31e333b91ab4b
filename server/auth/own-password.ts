import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { hashPassword, verifyPassword } from '../lib/passwords.ts'
import type { RequestAuth } from './request-auth.ts'
import { revokeUserSessions } from './sessions.ts'

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.'

/**
 * A signed-in account changes its own password, as the back office (passwordchange/) and a
 * supporter's area both do: the current password first; then every other session of the account
 * ends, the one making the change going on. False when the current password is wrong.
 */
export async function changeOwnPassword(
  db: Db,
  auth: Pick<RequestAuth, 'user' | 'sessionId'>,
  current: string,
  next: string,
): Promise<boolean> {
  if (!(await verifyPassword(auth.user.passwordHash, current))) return false
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date(), updatedBy: auth.user.id })
    .where(eq(users.id, auth.user.id))
  await revokeUserSessions(db, auth.user.id, auth.sessionId)
  return true
}
