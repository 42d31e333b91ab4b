/**
 * Sign-ins in the audit log: each one, and each failed attempt with the email tried and why it
 * failed (never the password). Only attempts the login limiter admitted are recorded, so the log
 * grows no faster than the limiter lets anyone guess: refused attempts (429) write nothing.
 */
import type { AuditAction } from '../../common/audit-actions.ts'
import type { Db } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'

/** Why an admitted attempt failed, as staff read it in the audit log. */
export const SIGN_IN_FAILURES = {
  unknownEmail: 'No account has this email.',
  wrongPassword: 'Wrong password.',
  noPassword: 'The account has no password yet (its invitation was not used).',
  inactive: 'The account is deactivated.',
  unverified: 'The supporter has not confirmed the email address yet (a new link was sent).',
} as const

export type SignInFailure = (typeof SIGN_IN_FAILURES)[keyof typeof SIGN_IN_FAILURES]

/** Why the attempt fails, checked in this order; undefined when the user may sign in. */
export function signInFailure(
  account:
    | { passwordHash: string | null; isActive: boolean; accountType?: string; emailVerifiedAt?: Date | null }
    | undefined,
  passwordMatches: boolean,
): SignInFailure | undefined {
  if (!account) return SIGN_IN_FAILURES.unknownEmail
  if (!account.passwordHash) return SIGN_IN_FAILURES.noPassword
  if (!passwordMatches) return SIGN_IN_FAILURES.wrongPassword
  if (!account.isActive) return SIGN_IN_FAILURES.inactive
  // Staff accounts are made by an administrator's invitation, which proved the address.
  if (account.accountType === 'supporter' && !account.emailVerifiedAt) return SIGN_IN_FAILURES.unverified
  return undefined
}

/** The audit log's user_email column holds 255 characters; a sign-in body's email may be longer. */
const EMAIL_MAX = 255

export async function recordSignIn(
  db: Db,
  attempt: {
    /** The account the email belongs to, if any. */
    account: { id: number; email: string } | undefined
    /** The email as tried (normalised). */
    email: string
    ip: string
    /** Undefined: the sign-in succeeded. */
    failure?: SignInFailure
  },
): Promise<void> {
  const { account, failure } = attempt
  const action: AuditAction = failure ? 'sign_in_failed' : 'sign_in'
  await db.insert(auditLog).values({
    // A failed attempt was not made by the account's owner: it is about the account, not by it.
    userId: failure ? null : (account?.id ?? null),
    userEmail: (account?.email ?? attempt.email).slice(0, EMAIL_MAX),
    resource: 'user',
    recordId: account?.id ?? null,
    action,
    changes: {},
    detail: failure ?? null,
    ip: attempt.ip,
  })
}
