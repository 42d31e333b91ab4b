/**
 * One email into the help desk (issue 16 item 2), whichever receiver took it in (smtp-receiver.ts,
 * imap-job.ts). A reply carrying a ticket's token (help+t123.k7Qx9Lm2aB3d@… in a recipient, or
 * [ref:t123.…] in the subject, checked by ticket-links.ts) lands in that ticket's thread as the
 * requester's, without the quoted history; a new mail to HELPDESK_ADDRESS itself opens a ticket
 * and is acknowledged; anything else is dropped with a log line. Automatic answers, our own mail
 * and messages over the size limit are never taken in. Attachments go through the media store's
 * checks (images and PDFs only; others are named in a note). Each Message-ID is taken once
 * (helpdesk_inbound, written in the transaction that writes the thread), so a message delivered
 * twice lands once. See docs/decisions/029-inbound-mail-for-tickets.md.
 *
 * An error of the message itself (the ticket is gone, the text cannot be kept) drops it; any other
 * error (the database is down) is thrown, so the receiver asks for the mail again later.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { ValidationError } from '../../../http/validation.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import type { MediaStore } from '../../../media/media-store.ts'
import { helpdeskInbound } from '../tables.ts'
import { ticketOfReply } from '../ticket-links.ts'
import { mailAcknowledgement, mailRequesterReply } from '../ticket-mail.ts'
import { ATTACHMENT_DIR } from '../ticket-routes.ts'
import {
  type Attachment,
  addMessage,
  type HelpdeskContext,
  MAX_MESSAGE,
  openTicket,
  type TicketRow,
} from '../ticket-service.ts'
import { isAutoReply, stripQuotedReply } from './reply-text.ts'

/** The largest message taken in; the SMTP receiver announces it (SIZE) and refuses larger. */
export const MAX_INBOUND_BYTES = 15 * 1024 * 1024

export interface InboundDeps {
  db: Db
  mailer: Mailer
  media: MediaStore
  publicUrl: string
  /** HELPDESK_ADDRESS: the mailbox whose mail this is. */
  helpdeskAddress: string
  /** MAIL_FROM: mail from Kizuna itself is never taken in (a bounce loop). */
  mailFrom: string
  timeZone: string
  clock: () => number
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  /** Default MAX_INBOUND_BYTES. */
  maxBytes?: number
}

export type InboundOutcome =
  | { kind: 'reply'; ticketId: number; detailId: number; skipped: string[] }
  | { kind: 'opened'; ticketId: number; skipped: string[] }
  | { kind: 'duplicate'; messageId: string }
  | { kind: 'dropped'; reason: string }

/** The bare address of "Name <a@b>" or "a@b" (case kept: a token in it is case-sensitive). */
export function bareAddress(text: string): string {
  const match = /<([^<>]+)>\s*$/.exec(text)
  return (match?.[1] ?? text).trim()
}

/** Every address written in a header value, as mailparser gives it (address object, list or text). */
function addressesIn(value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (typeof value === 'string') return value.split(',').map(bareAddress).filter(Boolean)
  if (Array.isArray(value)) return value.flatMap(addressesIn)
  const object = value as Partial<AddressObject> & { address?: string; group?: unknown[] }
  if (Array.isArray(object.value)) return object.value.flatMap(addressesIn)
  if (typeof object.address === 'string' && object.address) return [object.address]
  if (Array.isArray(object.group)) return object.group.flatMap(addressesIn)
  return []
}

/** The recipients a token or the help desk's address may be read from. */
function recipientsOf(mail: ParsedMail): string[] {
  return [
    ...addressesIn(mail.to),
    ...addressesIn(mail.cc),
    ...addressesIn(mail.headers.get('delivered-to')),
    ...addressesIn(mail.headers.get('x-original-to')),
  ]
}

/** The Message-ID, or a digest of the message when it has none (the same bytes are the same mail). */
function messageIdOf(mail: ParsedMail, raw: Buffer): string {
  const id = mail.messageId?.trim()
  if (id && id.length <= 998) return id
  return `<sha256:${createHash('sha256').update(raw).digest('hex')}>`
}

const header = (mail: ParsedMail) => (name: string) => {
  const value = mail.headers.get(name)
  if (value === undefined) return undefined
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export async function receiveEmail(deps: InboundDeps, raw: Buffer): Promise<InboundOutcome> {
  const { db, log } = deps
  const limit = deps.maxBytes ?? MAX_INBOUND_BYTES
  if (raw.length > limit) return dropped(deps, undefined, `larger than ${limit} bytes`)
  const mail = await simpleParser(raw)
  const messageId = messageIdOf(mail, raw)
  const [seen] = await db
    .select({ id: helpdeskInbound.id })
    .from(helpdeskInbound)
    .where(eq(helpdeskInbound.messageId, messageId))
  if (seen) {
    log.info({ messageId }, 'inbound email already taken in; skipped')
    return { kind: 'duplicate', messageId }
  }
  const from = mail.from?.value[0]
  const sender = from?.address?.toLowerCase()
  if (!sender) return dropped(deps, messageId, 'no sender address')
  if (isAutoReply(header(mail))) return dropped(deps, messageId, 'an automatic reply')
  const helpdesk = deps.helpdeskAddress.toLowerCase()
  if (sender === bareAddress(deps.mailFrom).toLowerCase() || sender === helpdesk)
    return dropped(deps, messageId, 'sent by Kizuna itself')

  const recipients = recipientsOf(mail)
  const subject = (mail.subject ?? '').trim()
  const ticketId = await ticketOfReply(db, [...recipients, subject])
  const ctx: HelpdeskContext = { timeZone: deps.timeZone, now: () => new Date(deps.clock()) }
  const mailDeps = {
    db,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    helpdeskAddress: deps.helpdeskAddress,
  }

  if (ticketId !== undefined) {
    const text = stripQuotedReply(mail.text ?? '')
    const files = await storeAttachments(deps, mail)
    const message = withNote(text, files.skipped)
    if (message === '' && files.stored.length === 0)
      return dropped(deps, messageId, `an empty reply to ticket ${ticketId}`)
    const written = await inTransaction(deps, messageId, ticketId, files.stored, async (tx) => {
      const [first, ...more] = files.stored
      const result = await addMessage(
        tx,
        ticketId,
        { authorKind: 'requester', via: 'email', message, attachment: first ?? null },
        ctx,
      )
      // A message holds one file: each further one is a message of its own, right after.
      for (const attachment of more)
        await addMessage(
          tx,
          ticketId,
          { authorKind: 'requester', via: 'email', message: '', attachment },
          ctx,
        )
      return result
    })
    if ('reason' in written) return dropped(deps, messageId, written.reason)
    if (!written.value) return { kind: 'duplicate', messageId }
    await mailRequesterReply(mailDeps, written.value.ticket, written.value.detail)
    log.info({ messageId, ticketId }, 'emailed reply added to the ticket')
    return { kind: 'reply', ticketId, detailId: written.value.detail.id, skipped: files.skipped }
  }

  if (!recipients.some((address) => address.toLowerCase() === helpdesk))
    return dropped(deps, messageId, 'no ticket token, and not addressed to the help desk')
  const files = await storeAttachments(deps, mail)
  const message = withNote((mail.text ?? '').replace(/\r\n?/g, '\n').trim(), files.skipped)
  const written = await inTransaction(deps, messageId, null, files.stored, async (tx) => {
    const [first, ...more] = files.stored
    const opened = await openTicket(
      tx,
      {
        subject: subject || '(no subject)',
        message: message === '' && !first ? '(An email with no text.)' : message,
        requesterName: (from?.name?.trim() || sender.split('@')[0] || sender).slice(0, 200),
        requesterEmail: sender,
        channel: 'email',
        typeId: null,
        attachment: first ?? null,
      },
      ctx,
    )
    for (const attachment of more)
      await addMessage(tx, opened.id, { authorKind: 'requester', via: 'email', message: '', attachment }, ctx)
    return { ticket: opened }
  })
  if ('reason' in written) return dropped(deps, messageId, written.reason)
  if (!written.value) return { kind: 'duplicate', messageId }
  await mailAcknowledgement(mailDeps, written.value.ticket)
  log.info({ messageId, ticketId: written.value.ticket.id }, 'email opened a ticket')
  return { kind: 'opened', ticketId: written.value.ticket.id, skipped: files.skipped }
}

/** The text, and a line naming the attachments that were not kept. */
function withNote(text: string, skipped: readonly string[]): string {
  const note =
    skipped.length > 0
      ? `(Not kept from the email: ${skipped.join(', ')}. Only images and PDFs are taken in.)`
      : ''
  let body = text
  const room = MAX_MESSAGE - note.length - 40
  if (body.length > room) body = `${body.slice(0, room)}\n\n(The email was longer; cut here.)`
  return [body, note].filter(Boolean).join('\n\n')
}

/**
 * Writes the thread and the Message-ID in one transaction: the first of two deliveries racing
 * inserts the row, the second finds it taken and writes nothing (`value` undefined). A message
 * the help desk refuses (ApiError: the ticket is gone) is recorded as seen, with its reason.
 */
async function inTransaction<T extends { ticket: TicketRow }>(
  deps: InboundDeps,
  messageId: string,
  ticketId: number | null,
  stored: readonly Attachment[],
  work: (tx: Db) => Promise<T>,
): Promise<{ value: T | undefined } | { reason: string }> {
  try {
    const value = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const [claimed] = await tx
        .insert(helpdeskInbound)
        .values({ messageId, ticketId, receivedAt: new Date(deps.clock()) })
        .onConflictDoNothing()
        .returning({ id: helpdeskInbound.id })
      if (!claimed) return undefined
      const result = await work(tx)
      if (ticketId === null)
        await tx
          .update(helpdeskInbound)
          .set({ ticketId: result.ticket.id })
          .where(eq(helpdeskInbound.id, claimed.id))
      await deps.media.confirm(
        tx,
        stored.map((a) => a.path),
      )
      return result
    })
    return { value }
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) return { reason: error.message }
    throw error
  }
}

/** Stores the images and PDFs through the media store (pending until the thread commits). */
async function storeAttachments(
  deps: InboundDeps,
  mail: ParsedMail,
): Promise<{ stored: Attachment[]; skipped: string[] }> {
  const stored: Attachment[] = []
  const skipped: string[] = []
  for (const part of mail.attachments) {
    // Pictures inside an HTML body (a signature's logo) are part of its layout, not a file sent.
    if (part.related && part.contentDisposition !== 'attachment') continue
    const name = (part.filename ?? 'attachment').replace(/[\r\n\t]+/g, ' ').slice(0, 255)
    try {
      const saved = await deps.media.save(
        'attachment',
        { buffer: part.content, fileName: name },
        ['image', 'pdf'],
        ATTACHMENT_DIR,
      )
      stored.push({ path: saved.path, name })
    } catch (error) {
      if (!(error instanceof ValidationError || error instanceof ApiError)) throw error
      skipped.push(name)
    }
  }
  return { stored, skipped }
}

/** Records a message not taken in, so a second delivery is skipped at once, and logs why. */
async function dropped(
  deps: InboundDeps,
  messageId: string | undefined,
  reason: string,
): Promise<InboundOutcome> {
  if (messageId)
    await deps.db
      .insert(helpdeskInbound)
      .values({ messageId, ticketId: null, receivedAt: new Date(deps.clock()) })
      .onConflictDoNothing()
  deps.log.info({ messageId, reason }, 'inbound email dropped')
  return { kind: 'dropped', reason }
}
