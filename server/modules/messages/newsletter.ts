/**
 * The newsletter's double opt-in: a sign-up is stored pending and mailed a link to confirm it;
 * only a confirmed address is subscribed. Every mail to an address carries a one-click link to
 * leave the list (and the List-Unsubscribe headers of RFC 2369 and RFC 8058), so its owner can
 * leave without signing in. Links carry the subscriber's id and an HMAC of it, its address and
 * the link's purpose under a key of the database: nothing to store, and a link stops working
 * once staff change the address or delete the row.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import { appKey } from '../../db/app-key.ts'
import type { Db } from '../../db/client.ts'
import type { Mailer, MailMessage, MailOutcome } from '../../mail/mailer.ts'
import { newsletterSubscriber } from './tables.ts'

export type LinkPurpose = 'confirm' | 'unsubscribe'

/** Where each link opens: a page with one button, so a mail scanner following links changes nothing. */
export const NEWSLETTER_LINK_PATHS: Record<LinkPurpose, string> = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
}

/** Sign-ups never confirmed are deleted after this long (the privacy notice says so). */
export const PENDING_DAYS = 30

export interface Subscriber {
  id: number
  email: string
  status: string
}

const KEY_NAME = 'newsletter_link_key'
const TOKEN = /^(\d{1,10})\.([\w-]{43})$/

const mac = (key: string, purpose: LinkPurpose, id: number, email: string) =>
  createHmac('sha256', key).update(`newsletter-${purpose}:${id}:${email}`).digest('base64url')

async function tokenFor(db: Db, purpose: LinkPurpose, subscriber: Subscriber): Promise<string> {
  return `${subscriber.id}.${mac(await appKey(db, KEY_NAME), purpose, subscriber.id, subscriber.email)}`
}

export async function newsletterLink(
  db: Db,
  publicUrl: string,
  purpose: LinkPurpose,
  subscriber: Subscriber,
): Promise<string> {
  const token = await tokenFor(db, purpose, subscriber)
  return `${publicUrl}${NEWSLETTER_LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`
}

/** The subscriber a link was made for, or null when the token is not one of ours (or the row changed). */
export async function subscriberOfToken(
  db: Db,
  purpose: LinkPurpose,
  token: unknown,
): Promise<Subscriber | null> {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null
  if (!match) return null
  const id = Number(match[1])
  const [row] = await db
    .select({
      id: newsletterSubscriber.id,
      email: newsletterSubscriber.email,
      status: newsletterSubscriber.status,
    })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.id, id))
  if (!row) return null
  const expected = Buffer.from(mac(await appKey(db, KEY_NAME), purpose, row.id, row.email))
  const given = Buffer.from(match[2] ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected) ? row : null
}

/**
 * Records a sign-up from the site. A new or departed address becomes pending and needs the
 * confirmation mail; a pending one gets it again; a subscribed one stays as it is.
 */
export async function signUp(
  db: Db,
  email: string,
  ipHash: string,
  now: Date,
): Promise<{ created: boolean; subscriber: Subscriber; mailConfirmation: boolean }> {
  // Unconfirmed sign-ups are not kept for ever: whoever never opened the link is forgotten.
  await db
    .delete(newsletterSubscriber)
    .where(
      and(
        eq(newsletterSubscriber.status, 'pending'),
        lt(newsletterSubscriber.updatedAt, new Date(now.getTime() - PENDING_DAYS * 86_400_000)),
      ),
    )
  const returned = {
    id: newsletterSubscriber.id,
    email: newsletterSubscriber.email,
    status: newsletterSubscriber.status,
  }
  const [created] = await db
    .insert(newsletterSubscriber)
    .values({ email, ipHash, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscriber.email })
    .returning(returned)
  if (created) return { created: true, subscriber: created, mailConfirmation: true }
  const [existing] = await db
    .select(returned)
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.email, email))
  if (!existing) throw new Error('the newsletter sign-up vanished while it was stored')
  if (existing.status === 'subscribed')
    return { created: false, subscriber: existing, mailConfirmation: false }
  // Someone who had left and signs up again confirms again.
  const [pending] = await db
    .update(newsletterSubscriber)
    .set({ status: 'pending', ipHash, updatedAt: now })
    .where(eq(newsletterSubscriber.id, existing.id))
    .returning(returned)
  return { created: false, subscriber: pending ?? existing, mailConfirmation: true }
}

/** Subscribes the address; confirming again changes nothing (the first confirmation's time stays). */
export async function confirmSubscriber(db: Db, subscriber: Subscriber, now: Date): Promise<void> {
  if (subscriber.status === 'subscribed') return
  await db
    .update(newsletterSubscriber)
    .set({ status: 'subscribed', confirmedAt: now, updatedAt: now })
    .where(eq(newsletterSubscriber.id, subscriber.id))
}

export async function unsubscribe(db: Db, subscriber: Subscriber, now: Date): Promise<void> {
  if (subscriber.status === 'unsubscribed') return
  await db
    .update(newsletterSubscriber)
    .set({ status: 'unsubscribed', updatedAt: now })
    .where(eq(newsletterSubscriber.id, subscriber.id))
}

/**
 * Sends one mail to a newsletter address: the way every mailing to subscribers goes out, so each
 * carries its one-click unsubscribe link, in the text and in the List-Unsubscribe headers.
 */
export async function mailSubscriber(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  subscriber: Subscriber,
  message: Omit<MailMessage, 'to' | 'headers'>,
): Promise<MailOutcome> {
  const leave = await newsletterLink(deps.db, deps.publicUrl, 'unsubscribe', subscriber)
  return deps.mailer.send({
    ...message,
    to: subscriber.email,
    text: `${message.text}\n--\nTo stop receiving these emails, open ${leave}\n`,
    headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}
