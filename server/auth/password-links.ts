/**
 * Single-use links to choose a password, emailed: a reset (asked for by the owner, one hour) and
 * an invitation (a new account, 7 days). Both are auth_token rows holding only the secret's hash,
 * and both are used at /admin/reset-password (reset_password_confirm), or a supporter's reset at
 * the site's /reset-password.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { SITE_RESET_PATH } from '../../common/account-links.ts'
import type { Db } from '../db/client.ts'
import { authToken } from '../db/schema.ts'
import type { Mailer, MailOutcome } from '../mail/mailer.ts'
import { hashSecret, newSecret } from './secrets.ts'

export type PasswordLinkPurpose = 'reset' | 'invite'

/** The purposes reset_password_confirm takes. */
export const PASSWORD_LINK_PURPOSES: readonly PasswordLinkPurpose[] = ['reset', 'invite']

const HOUR_MS = 60 * 60 * 1000
export const LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
}

export interface PasswordLinkDeps {
  db: Db
  mailer: Mailer
  publicUrl: string
}

interface Recipient {
  id: number
  email: string
  firstName: string
  /** A supporter chooses the password on the site (/reset-password), staff in the back office. */
  accountType?: string
}

function message(purpose: PasswordLinkPurpose, user: Recipient, link: string, token: string) {
  const hello = `Hello ${user.firstName || user.email},\n\n`
  if (purpose === 'invite')
    return {
      subject: 'You are invited to the Kizuna back office',
      text:
        `${hello}An account was made for you in the back office (${user.email}).\n` +
        `Open this link within 7 days to choose your password:\n\n${link}\n\n` +
        `If you did not expect this, ignore this email.\n\nInvitation token: ${token}\n`,
    }
  return {
    subject: 'Choose a new password',
    text:
      `${hello}Someone (we hope you) asked to reset the password of your account.\n` +
      `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this email: your password stays as it is.\n\nReset token: ${token}\n`,
  }
}

/**
 * Emails the user a new link. A new invitation replaces the earlier ones: only the latest works,
 * so a resent invitation leaves no older link behind.
 */
export async function sendPasswordLink(
  deps: PasswordLinkDeps,
  user: Recipient,
  purpose: PasswordLinkPurpose,
): Promise<MailOutcome> {
  const now = new Date()
  if (purpose === 'invite')
    await deps.db
      .update(authToken)
      .set({ usedAt: now })
      .where(and(eq(authToken.userId, user.id), eq(authToken.purpose, 'invite'), isNull(authToken.usedAt)))
  const token = newSecret('kzp')
  await deps.db.insert(authToken).values({
    purpose,
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  })
  const query = new URLSearchParams({ token, ...(purpose === 'invite' ? { invited: '1' } : {}) })
  const page = user.accountType === 'supporter' ? SITE_RESET_PATH : '/admin/reset-password'
  const link = `${deps.publicUrl}${page}?${query}`
  return deps.mailer.send({ to: user.email, ...message(purpose, user, link, token) })
}
