/**
 * Outgoing mail. Every message is recorded in email_outbox; with SMTP_URL it is also sent (and
 * marked sent, or the error kept), without it the log says where to read it. So a volunteer
 * without a mail server can still reset a password by reading the outbox.
 */
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client.ts'
import { emailOutbox } from '../db/schema.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Where a reply goes: the visitor who wrote through a form of the site. */
  replyTo?: string
  /** Extra headers (List-Unsubscribe on mailings to subscribers), passed to SMTP as they are. */
  headers?: Record<string, string>
}

/** sent: handed to the SMTP server; kept: no SMTP_URL, so it waits in email_outbox; failed: SMTP refused it. */
export type MailOutcome = 'sent' | 'kept' | 'failed'

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>
  /** Whether messages go to an SMTP server (SMTP_URL), or only wait in email_outbox. */
  readonly smtp: boolean
}

export function createMailer(options: {
  db: Db
  smtpUrl: string | undefined
  from: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  return {
    smtp: transport !== undefined,
    async send(message) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: emailOutbox.id })
      if (!transport) {
        options.log.info(
          { outboxId: row?.id, to: message.to, subject: message.subject },
          'SMTP_URL is not set: the email is kept in the email_outbox table',
        )
        return 'kept'
      }
      try {
        await transport.sendMail({ from: options.from, ...message })
        if (row)
          await options.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id))
        return 'sent'
      } catch (error) {
        const detail = (error as Error).message
        if (row) await options.db.update(emailOutbox).set({ error: detail }).where(eq(emailOutbox.id, row.id))
        options.log.warn(
          { outboxId: row?.id, err: detail },
          'email could not be sent; it is kept in email_outbox',
        )
        return 'failed'
      }
    },
  }
}
