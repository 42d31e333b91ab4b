/**
 * Outgoing email that SMTP refused is sent again by a job (ADR 023), so a mail server that was down
 * for an hour does not cost a donor their receipt or a new user their invitation. Every ten
 * minutes, each failed message of the last three days that has had fewer than MAX_ATTEMPTS tries
 * and is due (10, 20, 40 … minutes after it was written) is resent as it was first sent.
 */
import { and, asc, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { emailOutbox } from '../db/schema.ts'
import type { JobDefinition } from '../jobs/runner.ts'
import type { Mailer } from './mailer.ts'

export const MAX_ATTEMPTS = 6
const KEEP_TRYING_MS = 3 * 24 * 3_600_000
const BATCH = 50

export function mailRetryJob(mailer: Mailer): JobDefinition {
  return {
    name: 'mail.retry',
    recurrence: { everyMinutes: 10 },
    maxAttempts: 1,
    async run({ db, now, log }) {
      const resend = mailer.resend
      if (!mailer.smtp || !resend) return
      const failed = await db
        .select({ id: emailOutbox.id, attempts: emailOutbox.attempts, createdAt: emailOutbox.createdAt })
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            isNotNull(emailOutbox.error),
            lt(emailOutbox.attempts, MAX_ATTEMPTS),
            gte(emailOutbox.createdAt, new Date(now.getTime() - KEEP_TRYING_MS)),
            // The n-th retry waits 10·2^(n-1) minutes after the message was written.
            sql`${emailOutbox.createdAt} + make_interval(mins => 10 * power(2, greatest(${emailOutbox.attempts} - 1, 0))::int) <= ${now}::timestamptz`,
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(BATCH)
      let sent = 0
      for (const message of failed) if ((await resend.call(mailer, message.id)) === 'sent') sent++
      if (failed.length > 0) log.info({ retried: failed.length, sent }, 'failed emails sent again')
    },
  }
}
