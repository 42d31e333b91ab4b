/**
 * Dues reminders (issue 14 item 2): the daily job dues.reminders emails a member with an address
 * 7 days before their period ends and from 3 days after it ended while they are in grace, once per
 * period and kind; never a life member, a cancelled period, a member who paid ahead or whose latest
 * period was cancelled. The test moves the app's clock (no sleeps) and ticks the job runner. A
 * reminder whose email could not be handed over is given back and sent by the next run. On
 * PostgreSQL, two processes' runners ticking at once, and two runs of the job at once, send each
 * reminder exactly once.
 */
import { count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { emailOutbox } from '../../server/db/schema.ts'
import { JobRunner } from '../../server/jobs/runner.ts'
import { createMailer, type Mailer } from '../../server/mail/mailer.ts'
import { duesRemindersJob, sendDueReminders } from '../../server/modules/membership/reminder-job.ts'
import { duesReminder, member, membership, membershipType } from '../../server/modules/membership/tables.ts'
import { testScratchDir } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'
import { onPostgres } from '../support/test-database.ts'

/** 09:00 in Dhaka, when the job is due each day. */
const at = (day: string) => Date.parse(`${day}T03:00:00Z`)
const clock = { now: at('2031-03-10') }
const ZONE = 'Asia/Dhaka'
const quiet = { info: () => {}, warn: () => {}, error: () => {} }

let t: Awaited<ReturnType<typeof createTestApp>>
let monthly: number
let life: number

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock.now })
  const rows = await t.db
    .insert(membershipType)
    .values([
      { name: 'Reminder Monthly', fee: '100.00', period: 'monthly', graceDays: 15 },
      { name: 'Reminder Life', fee: '10000.00', period: 'lifetime', graceDays: 0 },
    ])
    .returning({ id: membershipType.id })
  monthly = rows[0]?.id as number
  life = rows[1]?.id as number
})
afterAll(() => t?.close())

/** A member (with an email unless `email` is null) and their periods: start, end, cancelled?. */
async function makeMember(
  name: string,
  periods: [string, string | null, boolean?][],
  email: string | null = `${name}@example.org`,
): Promise<void> {
  const [row] = await t.db.insert(member).values({ firstName: name, email }).returning({ id: member.id })
  for (const [start, end, cancelled] of periods)
    await t.db.insert(membership).values({
      memberId: row?.id as number,
      membershipTypeId: end === null ? life : monthly,
      startDate: start,
      endDate: end,
      cancelledAt: cancelled ? new Date(clock.now) : null,
    })
}

/** Reminder subjects sent to an address, oldest first. */
const sentTo = async (name: string) =>
  (
    await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, `${name}@example.org`))
      .orderBy(emailOutbox.id)
  ).map((r) => r.subject)

const tickOn = async (day: string) => {
  clock.now = at(day)
  await t.app.jobs.tick()
}

describe('dues reminders', () => {
  it('are sent before the end and after it in grace, once each, and never to whom they do not concern', async () => {
    await makeMember('ends15', [['2031-02-16', '2031-03-15']])
    await makeMember('ends20', [['2031-02-21', '2031-03-20']])
    await makeMember('ended05', [['2031-02-06', '2031-03-05']])
    await makeMember('ended08', [['2031-02-09', '2031-03-08']])
    await makeMember('lifer', [['2020-01-01', null]])
    await makeMember('cancelled', [['2031-02-16', '2031-03-15', true]])
    await makeMember('noemail', [['2031-02-16', '2031-03-15']], null)
    await makeMember('paidahead', [
      ['2031-02-16', '2031-03-15'],
      ['2031-03-16', '2031-04-15'],
    ])
    await makeMember('leftus', [
      ['2031-02-16', '2031-03-15'],
      ['2031-03-16', '2031-04-15', true],
    ])

    await tickOn('2031-03-10')
    expect(await sentTo('ends15')).toEqual([
      'Membership dues: your Reminder Monthly membership ends on 15 March 2031',
    ])
    expect(await sentTo('ended05')).toEqual([
      'Membership dues: your Reminder Monthly membership ended on 5 March 2031',
    ])
    expect(await sentTo('ends20')).toEqual([])
    expect(await sentTo('ended08')).toEqual([])
    // The same day again, and the job run by hand besides: nothing twice.
    await t.app.jobs.tick()
    await sendDueReminders(
      t.db,
      createMailer({ db: t.db, smtpUrl: undefined, from: 'x@y.z', log: quiet }),
      new Date(clock.now),
      ZONE,
    )
    expect(await sentTo('ends15')).toHaveLength(1)

    await tickOn('2031-03-13')
    expect(await sentTo('ends20')).toHaveLength(1)
    expect(await sentTo('ended08')).toEqual([
      'Membership dues: your Reminder Monthly membership ended on 8 March 2031',
    ])
    // Three days after its end, in its grace: the second reminder of the period.
    await tickOn('2031-03-18')
    expect(await sentTo('ends15')).toEqual([
      'Membership dues: your Reminder Monthly membership ends on 15 March 2031',
      'Membership dues: your Reminder Monthly membership ended on 15 March 2031',
    ])
    for (const name of ['lifer', 'cancelled', 'noemail', 'paidahead', 'leftus'])
      expect(await sentTo(name), name).toEqual([])
    // The member who paid ahead hears about the period they paid, before it ends and after.
    await tickOn('2031-04-09')
    expect(await sentTo('paidahead')).toEqual([
      'Membership dues: your Reminder Monthly membership ends on 15 April 2031',
    ])
    await tickOn('2031-04-30')
    expect(await sentTo('paidahead')).toHaveLength(2)
    // Grace over: nothing more for the others, ever.
    expect(await sentTo('ends15')).toHaveLength(2)
    for (const name of ['lifer', 'cancelled', 'noemail', 'leftus'])
      expect(await sentTo(name), name).toEqual([])
    const [body] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'paidahead@example.org'))
    expect(body?.text).toMatch(/The dues for the next month are Tk 100\.00/)
  })

  it('gives a reminder back when its email could not be handed over, and the next run sends it', async () => {
    await makeMember('flaky', [['2031-05-01', '2031-05-31']])
    const failing: Mailer = {
      smtp: false,
      send: async () => {
        throw new Error('outbox unavailable')
      },
    }
    clock.now = at('2031-05-26')
    await expect(sendDueReminders(t.db, failing, new Date(clock.now), ZONE)).rejects.toThrow(
      /outbox unavailable/,
    )
    const [claims] = await t.db
      .select({ n: count() })
      .from(duesReminder)
      .innerJoin(membership, eq(membership.id, duesReminder.membershipId))
      .innerJoin(member, eq(member.id, membership.memberId))
      .where(eq(member.firstName, 'flaky'))
    expect(claims?.n).toBe(0)
    await t.app.jobs.tick()
    expect(await sentTo('flaky')).toEqual([
      'Membership dues: your Reminder Monthly membership ends on 31 May 2031',
    ])
  })
})

describe.skipIf(!onPostgres)('two processes', () => {
  it('send each reminder exactly once, whether their runners tick together or the job runs twice at once', async () => {
    for (let i = 0; i < 20; i++) await makeMember(`pair${i}`, [['2031-06-01', '2031-06-30']])
    const pools = await Promise.all(
      [1, 2].map(() => openDatabase({ databaseUrl: t.url, dataDir: testScratchDir })),
    )
    try {
      const mailers = pools.map((p) =>
        createMailer({ db: p.db, smtpUrl: undefined, from: 'office@kizuna.test', log: quiet }),
      )
      const runners = pools.map(
        (p, i) =>
          new JobRunner({
            db: p.db,
            jobs: [duesRemindersJob({ mailer: mailers[i] as Mailer, timeZone: ZONE })],
            log: quiet,
            timeZone: ZONE,
            clock: () => clock.now,
            worker: `process-${i}`,
          }),
      )
      clock.now = at('2031-06-25')
      await Promise.all(runners.flatMap((r) => [r.tick(), r.tick()]))
      // A run taken over while the first is still going: both at once, straight to the job.
      clock.now = at('2031-07-04')
      await Promise.all(
        pools.map((p, i) => sendDueReminders(p.db, mailers[i] as Mailer, new Date(clock.now), ZONE)),
      )
      for (let i = 0; i < 20; i++)
        expect(await sentTo(`pair${i}`), `pair${i}`).toEqual([
          'Membership dues: your Reminder Monthly membership ends on 30 June 2031',
          'Membership dues: your Reminder Monthly membership ended on 30 June 2031',
        ])
      const [runs] = await t.db
        .select({ n: count() })
        .from(emailOutbox)
        .where(like(emailOutbox.recipient, 'pair%'))
      expect(runs?.n).toBe(40)
    } finally {
      await Promise.all(pools.map((p) => p.close()))
    }
  })
})
