/**
 * The IMAP poller (ADR 029) against a stand-in IMAP server on 127.0.0.1 (tests/support/
 * imap-stand-in.ts): unseen replies land in the thread and are marked seen only after; a seen
 * message is left alone; a connection dropped after a message was stored but before it was marked
 * seen loses nothing and doubles nothing on the next run. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { createMailer } from '../../server/mail/mailer.ts'
import { MediaStore } from '../../server/media/media-store.ts'
import { imapPollJob } from '../../server/modules/helpdesk/inbound/imap-job.ts'
import { ticketDetail } from '../../server/modules/helpdesk/tables.ts'
import { replyToken } from '../../server/modules/helpdesk/ticket-links.ts'
import { openTicket } from '../../server/modules/helpdesk/ticket-service.ts'
import { ImapStandIn } from '../support/imap-stand-in.ts'
import { createTestApp } from '../support/test-app.ts'

const now = Date.parse('2035-09-16T04:00:00Z')
const silent = { info: () => {}, warn: () => {} }
let t: Awaited<ReturnType<typeof createTestApp>>
let db: Db
let imap: ImapStandIn
let job: ReturnType<typeof imapPollJob>
let ticketId: number
let token: string

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, config: { helpdeskAddress: 'help@kizuna.test' } })
  db = t.db
  imap = new ImapStandIn()
  const port = await imap.listen()
  job = imapPollJob(
    {
      db,
      mailer: createMailer({ db, smtpUrl: undefined, from: 'Kizuna <no-reply@kizuna.test>', log: silent }),
      media: new MediaStore(db, t.mediaDir, { maxImageBytes: 10 << 20, maxPdfBytes: 25 << 20 }),
      publicUrl: 'http://kizuna.test',
      helpdeskAddress: 'help@kizuna.test',
      mailFrom: 'Kizuna <no-reply@kizuna.test>',
      timeZone: 'Asia/Dhaka',
      clock: () => now,
    },
    `imap://${encodeURIComponent(imap.user)}:${encodeURIComponent(imap.pass)}@127.0.0.1:${port}/INBOX`,
    2,
  )
  const opened = await db.transaction((tx) =>
    openTicket(
      tx as unknown as Db,
      {
        subject: 'Visa papers',
        message: 'Which papers do I need?',
        requesterName: 'Mitu Sarkar',
        requesterEmail: 'mitu@example.com',
        channel: 'web',
      },
      { timeZone: 'Asia/Dhaka', now: () => new Date(now) },
    ),
  )
  ticketId = opened.id
  token = await replyToken(db, ticketId)
}, 240_000)
afterAll(async () => {
  await imap?.close()
  await t?.close()
})

const reply = (text: string, messageId: string) =>
  new MailComposer({
    from: 'Mitu Sarkar <mitu@example.com>',
    to: `help+${token}@kizuna.test`,
    subject: 'Re: Visa papers',
    text,
    messageId,
  })
    .compile()
    .build()

const run = () => job.run({ db, now: new Date(now), payload: null, log: silent })
const messages = async () =>
  (await db.select().from(ticketDetail).where(eq(ticketDetail.ticketId, ticketId))).map((d) => d.message)

describe('the IMAP poller', () => {
  it('takes the unseen replies into the thread and marks them seen after', async () => {
    imap.add(await reply('Already read by a person.', '<seen@example.com>'), true)
    imap.add(await reply('First by IMAP.', '<imap-1@example.com>'))
    imap.add(await reply('Second by IMAP.', '<imap-2@example.com>'))
    await run()
    expect(await messages()).toEqual(['Which papers do I need?', 'First by IMAP.', 'Second by IMAP.'])
    expect(imap.messages.every((m) => m.seen)).toBe(true)
    // Asked with PEEK: fetching alone never marks a message seen.
    expect(imap.log.some((line) => /BODY\.PEEK\[\]/i.test(line))).toBe(true)
    await run()
    expect((await messages()).length).toBe(3)
  })

  it('a connection dropped mid-run loses nothing and doubles nothing', async () => {
    const a = imap.add(await reply('Before the drop.', '<drop-a@example.com>'))
    imap.add(await reply('After the drop.', '<drop-b@example.com>'))
    // Stored, then cut before \Seen is written.
    imap.dropOn = new RegExp(`UID STORE ${a} `, 'i')
    await expect(run()).rejects.toThrow()
    expect(imap.messages.find((m) => m.uid === a)?.seen).toBe(false)
    await run()
    const all = await messages()
    expect(all.filter((m) => m === 'Before the drop.')).toHaveLength(1)
    expect(all.filter((m) => m === 'After the drop.')).toHaveLength(1)
    expect(imap.messages.every((m) => m.seen)).toBe(true)
  })
})
