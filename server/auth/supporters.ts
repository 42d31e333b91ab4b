/**
 * Supporter accounts (issue 14 item 6, ADR 024): donors and members who sign up on the site. An
 * account is made only when someone asks for one at /register, never for a donor who did not; it
 * has no role, so no back-office permission; and it signs in only after proving its address.
 *
 * Proving takes the emailed link *and* the password chosen at sign-up (POST /verify-email). The link
 * alone proves the address; the password proves that the person confirming is the one who signed
 * up. So someone who signs up with another person's address first ("pre-hijacking") gains nothing:
 * the owner of the address cannot confirm with a password they never chose, and resets it instead
 * (a reset proves the address too), which replaces the stranger's.
 * The member whose record has the proved address is linked to the account when its area is first
 * opened (server/site/account/).
 *
 * Sign-up answers the same sentence whether or not the address has an account, so it cannot be
 * used to learn who has one: the owner of an existing account is emailed instead.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { VERIFY_PATH } from '../../common/account-links.ts'
import type { Db } from '../db/client.ts'
import { authToken, users } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { hashPassword, verifyPassword } from '../lib/passwords.ts'
import type { Mailer, MailOutcome } from '../mail/mailer.ts'
import type { LoginLimiter } from './login-limiter.ts'
import { hashSecret, newSecret } from './secrets.ts'

const VERIFY_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000

export const REGISTERED = (email: string) =>
  `Thank you. We have emailed a link to ${email}: open it within 3 days and enter your password to confirm your address. Then you can sign in.`
export const NOT_VERIFIED =
  'Your email address is not confirmed yet. We have emailed you a new link: open it and enter your password to confirm it.'
export const LINK_EXPIRED =
  'This link has expired or was already used. Sign in to be sent a new one, or sign up again.'
export const WRONG_PASSWORD =
  'This is not the password chosen at sign-up. If you forgot it, ask for a new one at /forgot-password: that confirms your address too.'

export interface SupporterDeps {
  db: Db
  mailer: Mailer
  publicUrl: string
  limiter: LoginLimiter
  /** The organisation's name, as its emails sign. */
  siteName: () => Promise<string>
}

export interface Registration {
  name: string
  email: string
  password: string
}

/** "Shirin Akter Rahman" → first "Shirin", last "Akter Rahman"; the columns hold 100 each. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) }
}

/** Emails a new confirmation link; earlier links stop working, so only the latest one confirms. */
export async function sendVerificationLink(
  deps: Omit<SupporterDeps, 'limiter'>,
  user: { id: number; email: string; firstName: string },
): Promise<MailOutcome> {
  const now = new Date()
  await deps.db
    .update(authToken)
    .set({ usedAt: now })
    .where(and(eq(authToken.userId, user.id), eq(authToken.purpose, 'verify'), isNull(authToken.usedAt)))
  const token = newSecret('kzv')
  await deps.db.insert(authToken).values({
    purpose: 'verify',
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + VERIFY_LIFETIME_MS),
  })
  const link = `${deps.publicUrl}${VERIFY_PATH}?${new URLSearchParams({ token })}`
  const org = await deps.siteName()
  return deps.mailer.send({
    to: user.email,
    subject: `Confirm your email address for ${org}`,
    text:
      `Hello ${user.firstName || user.email},\n\n` +
      `Someone (we hope you) signed up on the website of ${org} with this address.\n` +
      `Open this link within 3 days and enter the password you chose to confirm it:\n\n${link}\n\n` +
      'Then you can sign in to see your gifts, receipts and membership.\n' +
      'If it was not you, ignore this email: no account can be used without this link.\n',
  })
}

/** Tells the owner of an existing account that someone tried to sign up with their address. */
async function mailAlreadyRegistered(deps: SupporterDeps, user: { email: string; firstName: string }) {
  const org = await deps.siteName()
  return deps.mailer.send({
    to: user.email,
    subject: `You already have an account with ${org}`,
    text:
      `Hello ${user.firstName || user.email},\n\n` +
      `Someone (we hope you) tried to sign up on the website of ${org} with this address, which already has an account.\n` +
      `Sign in at ${deps.publicUrl}/login, or choose a new password at ${deps.publicUrl}/forgot-password.\n\n` +
      'If it was not you, ignore this email: nothing was changed.\n',
  })
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {}
  return cause.code === '23505' || cause.cause?.code === '23505'
}

/**
 * Signs up a supporter: a new account waiting for its address to be proved, and the link emailed.
 * An address whose account was never confirmed is signed up again (the latest name and password,
 * a new link); a confirmed one, or a staff address, is only told. The same answer in every case.
 */
export async function registerSupporter(
  deps: SupporterDeps,
  ip: string,
  input: Registration,
): Promise<string> {
  const email = input.email.trim().toLowerCase()
  const wait = await deps.limiter.reserveRegister(ip, email)
  if (wait > 0)
    throw new ApiError(429, 'Too many sign-ups. Try again later.', { 'retry-after': String(wait) })
  const names = splitName(input.name)
  const passwordHash = await hashPassword(input.password)
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email))
  if (existing && (existing.accountType === 'staff' || existing.emailVerifiedAt !== null)) {
    await mailAlreadyRegistered(deps, existing)
    return REGISTERED(email)
  }
  let account = existing
  if (account) {
    ;[account] = await deps.db
      .update(users)
      .set({ ...names, passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt)))
      .returning()
  } else {
    try {
      ;[account] = await deps.db
        .insert(users)
        .values({ email, ...names, passwordHash, accountType: 'supporter', isActive: true })
        .returning()
    } catch (error) {
      // The same address signed up at the same moment: that sign-up sends its own link.
      if (isUniqueViolation(error)) return REGISTERED(email)
      throw error
    }
  }
  if (account) await sendVerificationLink(deps, account)
  return REGISTERED(email)
}

/** The account a confirmation link was sent to, while the link works; null otherwise. */
export async function accountOfLink(db: Db, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(authToken)
    .innerJoin(users, eq(users.id, authToken.userId))
    .where(
      and(
        eq(authToken.tokenHash, hashSecret(token)),
        eq(authToken.purpose, 'verify'),
        isNull(authToken.usedAt),
        gt(authToken.expiresAt, new Date()),
      ),
    )
  return row?.user ?? null
}

/**
 * Confirms an address with its link and the sign-up password; returns the account to sign in.
 * The password check is a sign-in attempt: it goes through the sign-in limiter.
 */
export async function confirmAddress(
  deps: Pick<SupporterDeps, 'db' | 'limiter'>,
  ip: string,
  token: string,
  password: string,
) {
  const user = await accountOfLink(deps.db, token)
  if (!user) throw new ApiError(400, LINK_EXPIRED)
  const wait = await deps.limiter.reserveLogin(ip, user.email)
  if (wait > 0) throw new ApiError(429, 'Too many tries. Try again later.', { 'retry-after': String(wait) })
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new ApiError(400, WRONG_PASSWORD, {}, { password: [WRONG_PASSWORD] })
  // Marking the link used in the statement that checks it makes it single-use under concurrency.
  const [used] = await deps.db
    .update(authToken)
    .set({ usedAt: new Date() })
    .where(and(eq(authToken.tokenHash, hashSecret(token)), isNull(authToken.usedAt)))
    .returning({ id: authToken.id })
  if (!used) throw new ApiError(400, LINK_EXPIRED)
  await deps.limiter.succeeded(user.email, ip)
  return markAddressProved(deps.db, user.id)
}

/** The address is proved (by a confirmation or a reset link): the account may sign in. */
export async function markAddressProved(db: Db, userId: number) {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  if (!user) throw new ApiError(400, LINK_EXPIRED)
  return user
}
