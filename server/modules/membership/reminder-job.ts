/**
 * Dues reminders (issue 14 item 2), a daily job (ADR 023): a member with an email address hears
 * from us REMIND_DAYS_BEFORE days before their period ends ("before"), and again from
 * REMIND_DAYS_AFTER days after it ended while they are in grace ("after"), each once per period
 * (dues_reminder's unique (membership_id, kind)). Only a member's latest period counts, and only
 * when nothing is paid beyond it: a member who paid ahead, a life member (no end), a cancelled
 * period or a member whose latest period was cancelled hears nothing. The windows are ranges, so a
 * server that was down on the day sends the reminder when it is back, if it is still timely.
 *
 * Insert, then send, in two steps. Each reminder is first claimed by inserting its row (committed
 * at once), then sent; if sending throws, the row is deleted so the next run tries again. Two runs
 * at once (two processes, or a run taken over while it was merely slow) cannot both claim a
 * reminder, so none is ever sent twice. A crash between the claim and the send loses that one
 * reminder: the row says sent, and no email went. That is the price of never sending twice; the
 * member still sees their dues and arrears on their account page and at the office. (Insert and
 * send inside one transaction is not possible here: the mailer writes the outbox on the app's own
 * connection, which PGlite's single connection would hold for the transaction: a deadlock.)
 */
import { eq, sql } from 'drizzle-orm'
import { formatDate } from '../../../common/dates.ts'
import { formatTaka, parseAmount } from '../../../common/money.ts'
import { type Db, queryRows } from '../../db/client.ts'
import { dateIn } from '../../http/wire.ts'
import type { JobDefinition } from '../../jobs/runner.ts'
import type { Mailer, MailMessage } from '../../mail/mailer.ts'
import { duesReminder, member, membership, membershipType } from './tables.ts'

export const REMIND_DAYS_BEFORE = 7
export const REMIND_DAYS_AFTER = 3
export const REMINDER_JOB = 'dues.reminders'

type Kind = 'before' | 'after'

interface DueReminder {
  membership_id: number
  kind: Kind
  first_name: string
  last_name: string
  email: string
  member_number: string
  type_name: string
  period: string
  fee: string
  end_date: string
  grace_until: string
}

/** The reminders due on `today` and not yet sent. */
export function dueReminders(db: Db, today: string): Promise<DueReminder[]> {
  const day = sql`${today}::date`
  return queryRows<DueReminder>(
    db,
    sql`select p.id as membership_id, k.kind, m.first_name, m.last_name, m.email, m.member_number,
          t.name as type_name, t.period, t.fee::text as fee, p.end_date::text as end_date,
          (p.end_date + t.grace_days)::text as grace_until
        from ${membership} p
        join ${member} m on m.id = p.member_id
        join ${membershipType} t on t.id = p.membership_type_id
        cross join (values ('before'), ('after')) as k(kind)
        where p.cancelled_at is null and p.end_date is not null and coalesce(m.email, '') <> ''
          and ((k.kind = 'before' and ${day} between p.end_date - ${REMIND_DAYS_BEFORE}::int and p.end_date)
            or (k.kind = 'after' and t.grace_days > 0
                and ${day} between p.end_date + least(${REMIND_DAYS_AFTER}::int, t.grace_days) and p.end_date + t.grace_days))
          and not exists (select 1 from ${membership} q where q.member_id = p.member_id and q.id <> p.id
                and ((q.start_date, q.id) > (p.start_date, p.id)
                  or (q.cancelled_at is null and (q.end_date is null or q.end_date > p.end_date))))
          and not exists (select 1 from ${duesReminder} r where r.membership_id = p.id and r.kind = k.kind)
        order by p.id, k.kind`,
  )
}

function messageOf(r: DueReminder): MailMessage {
  const name = `${r.first_name} ${r.last_name}`.trim()
  const fee = formatTaka(parseAmount(r.fee) ?? 0n, { symbol: true })
  const next = r.period === 'yearly' ? 'year' : 'month'
  const end = formatDate(r.end_date)
  const lines =
    r.kind === 'before'
      ? [
          `Your ${r.type_name} membership (${r.member_number}) is paid up to ${end}.`,
          `The dues for the next ${next} are ${fee}. Please pay them by ${end} to stay a current member.`,
        ]
      : [
          `Your ${r.type_name} membership (${r.member_number}) ended on ${end}.`,
          `You remain a member in grace until ${formatDate(r.grace_until)}: please pay the dues of ${fee} for the next ${next} by then to keep your membership.`,
        ]
  return {
    to: r.email,
    subject:
      r.kind === 'before'
        ? `Membership dues: your ${r.type_name} membership ends on ${end}`
        : `Membership dues: your ${r.type_name} membership ended on ${end}`,
    text: [
      `Dear ${name},`,
      '',
      ...lines,
      'You can pay at our office in cash, by cheque, or by bKash, Nagad or Rocket; we send a money receipt for every payment.',
      '',
      'Thank you for your support.',
    ].join('\n'),
  }
}

/**
 * Sends the reminders due on the run's day; each is claimed before it is sent (see above). A
 * reminder that could not be sent is given back and the run fails after the others, so the runner
 * retries it.
 */
export async function sendDueReminders(db: Db, mailer: Mailer, now: Date, timeZone: string): Promise<number> {
  let sent = 0
  const failures: string[] = []
  for (const reminder of await dueReminders(db, dateIn(now, timeZone))) {
    const key = { membershipId: reminder.membership_id, kind: reminder.kind }
    const [claimed] = await db
      .insert(duesReminder)
      .values({ ...key, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: duesReminder.id })
    if (!claimed) continue
    try {
      await mailer.send(messageOf(reminder))
      sent++
    } catch (error) {
      await db.delete(duesReminder).where(eq(duesReminder.id, claimed.id))
      failures.push(
        `${reminder.kind} reminder of period ${reminder.membership_id}: ${(error as Error).message}`,
      )
    }
  }
  if (failures.length > 0) throw new Error(`Dues reminders not sent: ${failures.join('; ')}`)
  return sent
}

export function duesRemindersJob(deps: { mailer: Mailer; timeZone: string }): JobDefinition {
  return {
    name: REMINDER_JOB,
    recurrence: { dailyAt: '09:00' },
    maxAttempts: 3,
    async run({ db, now, log }) {
      const sent = await sendDueReminders(db, deps.mailer, now, deps.timeZone)
      if (sent > 0) log.info({ sent }, 'dues reminders sent')
    },
  }
}
