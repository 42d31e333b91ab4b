/**
 * Outgoing mail. Every message is recorded in email_outbox; with SMTP_URL it is also sent (and
 * marked sent, or the error kept), without it the log says where to read it. So a volunteer
 * without a mail server can still reset a password by reading the outbox.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client.ts'
import { emailAttachment, emailOutbox } from '../db/schema.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Where a reply goes: the visitor who wrote through a form of the site. */
  replyTo?: string
  /** Extra headers (List-Unsubscribe on mailings to subscribers), passed to SMTP as they are. */
  headers?: Record<string, string>
  /** Files sent with it (a money receipt's PDF): kept with the outbox row, so a retry sends them too. */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

/** sent: handed to the SMTP server; kept: no SMTP_URL, so it waits in email_outbox; failed: SMTP refused it. */
export type MailOutcome = 'sent' | 'kept' | 'failed'

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>
  /** Whether messages go to an SMTP server (SMTP_URL), or only wait in email_outbox. */
  readonly smtp: boolean
  /**
   * Sends a kept message of the outbox again, as first sent; 'sent' or 'failed' (the error kept).
   * Only the SMTP mailer has it (tests' mailers do not retry).
   */
  resend?(outboxId: number): Promise<MailOutcome>
}

export function createMailer(options: {
  db: Db
  smtpUrl: string | undefined
  from: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  /** Hands the message to SMTP and records the attempt on its outbox row. */
  const deliver = async (id: number, message: MailMessage): Promise<MailOutcome> => {
    if (!transport) return 'kept'
    const attempt = { attempts: sql`${emailOutbox.attempts} + 1` }
    try {
      await transport.sendMail({ from: options.from, ...message })
      await options.db
        .update(emailOutbox)
        .set({ ...attempt, sentAt: new Date(), error: null })
        .where(eq(emailOutbox.id, id))
      return 'sent'
    } catch (error) {
      const detail = (error as Error).message
      await options.db
        .update(emailOutbox)
        .set({ ...attempt, error: detail })
        .where(eq(emailOutbox.id, id))
      options.log.warn({ outboxId: id, err: detail }, 'email could not be sent; it is kept in email_outbox')
      return 'failed'
    }
  }
  return {
    smtp: transport !== undefined,
    async send(message) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          headers: message.headers,
        })
        .returning({ id: emailOutbox.id })
      if (!row) throw new Error('The outbox insert returned nothing.')
      if (message.attachments?.length)
        await options.db
          .insert(emailAttachment)
          .values(message.attachments.map((a) => ({ outboxId: row.id, ...a })))
      if (!transport) {
        options.log.info(
          { outboxId: row?.id, to: message.to, subject: message.subject },
          'SMTP_URL is not set: the email is kept in the email_outbox table',
        )
        return 'kept'
      }
      return deliver(row.id, message)
    },
    async resend(outboxId) {
      const [row] = await options.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId))
      if (!row || row.sentAt) return 'sent'
      const attachments = await options.db
        .select({
          filename: emailAttachment.filename,
          contentType: emailAttachment.contentType,
          content: emailAttachment.content,
        })
        .from(emailAttachment)
        .where(eq(emailAttachment.outboxId, row.id))
        .orderBy(emailAttachment.id)
      return deliver(row.id, {
        attachments: attachments.length ? attachments : undefined,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.replyTo ?? undefined,
        headers: row.headers ?? undefined,
      })
    },
  }
}
