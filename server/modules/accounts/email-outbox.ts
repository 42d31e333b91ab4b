/**
 * Outgoing email: every message Kizuna sent or would have sent (server/mail/mailer.ts), read-only.
 * Without SMTP_URL this is where a password-reset or invitation link is found on a fresh install;
 * with it, where a refused message's error is read. The bodies hold those links, so only the
 * built-in Administrator reads it (ADMINISTRATOR_ONLY: no other role can be given it). One message
 * names its attachments (a money receipt's PDF): file name, type and size.
 */
import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { escapeLike } from '../../api/legacy/list-filters.ts'
import { emailAttachment, emailOutbox } from '../../db/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { formatDateTime } from '../../http/wire.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'

type Message = Row<typeof emailOutbox>

export const OUTBOX_STATUSES = ['sent', 'kept', 'failed'] as const

/** sent: SMTP took it; failed: SMTP refused it (error says why); kept: never handed to SMTP. */
function statusOf(m: Message): (typeof OUTBOX_STATUSES)[number] {
  if (m.sentAt) return 'sent'
  return m.error ? 'failed' : 'kept'
}

const statusWhere: Record<(typeof OUTBOX_STATUSES)[number], SQL | undefined> = {
  sent: isNotNull(emailOutbox.sentAt),
  failed: and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.error)),
  kept: and(isNull(emailOutbox.sentAt), isNull(emailOutbox.error)),
}

const summary = (m: Message, ctx: PresentContext) => ({
  id: m.id,
  recipient: m.recipient,
  subject: m.subject,
  status: statusOf(m),
  error: m.error,
  created_at: formatDateTime(m.createdAt, ctx.timeZone),
  sent_at: formatDateTime(m.sentAt, ctx.timeZone),
})

export const emailOutboxResource = defineResource({
  name: 'email_outbox',
  label: 'Outgoing email',
  plural: 'Outgoing email',
  admin: { nav: { group: 'accounts', icon: 'Mail' } },
  table: emailOutbox,
  listKey: 'emails',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  private: true,
  /** ?status=sent|kept|failed&recipient=<part of the address>. */
  filters(query): SQL | undefined {
    const q = query as Record<string, string | undefined>
    if (q.status && !OUTBOX_STATUSES.includes(q.status as never))
      throw new ApiError(400, `status must be one of: ${OUTBOX_STATUSES.join(', ')}.`)
    const recipient = q.recipient?.trim().slice(0, 255)
    return and(
      q.status ? statusWhere[q.status as (typeof OUTBOX_STATUSES)[number]] : undefined,
      recipient ? ilike(emailOutbox.recipient, `%${escapeLike(recipient)}%`) : undefined,
    )
  },
  // The list leaves the bodies out: they are long, and read one at a time.
  presentList: async (rows, ctx) => rows.map((m) => summary(m, ctx)),
  presentDetail: async (m, ctx) => ({
    ...summary(m, ctx),
    text: m.text,
    attachments: await ctx.db
      .select({
        filename: emailAttachment.filename,
        content_type: emailAttachment.contentType,
        size: sql<number>`octet_length(${emailAttachment.content})::int`,
      })
      .from(emailAttachment)
      .where(eq(emailAttachment.outboxId, m.id))
      .orderBy(asc(emailAttachment.id)),
  }),
})
