/**
 * Email into the help desk (issue 16 item 2, ADR 029): a reply carrying the ticket's token in the
 * address or the subject lands in the thread as the requester's; a forged token, an automatic
 * answer and a second delivery of the same Message-ID do not; images are stored under
 * private/tickets and other files are named in a note; a new mail to help@ opens a ticket. The
 * SMTP receiver is tested on 127.0.0.1 with nodemailer. Nothing leaves the machine.
 * Runs on PGlite and, with scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { emailOutbox, mediaFile } from '../../server/db/schema.ts'
import { createMailer } from '../../server/mail/mailer.ts'
import { MediaStore } from '../../server/media/media-store.ts'
import { type InboundDeps, receiveEmail } from '../../server/modules/helpdesk/inbound/receive-email.ts'
import { helpdeskInbound, ticket, ticketDetail, ticketStatus } from '../../server/modules/helpdesk/tables.ts'
import { replyToken } from '../../server/modules/helpdesk/ticket-links.ts'
import { changeTicket, openTicket } from '../../server/modules/helpdesk/ticket-service.ts'
import { createTestApp } from '../support/test-app.ts'

const now = Date.parse('2035-09-16T04:00:00Z')
const HELP = 'help@kizuna.test'
const silent = { info: () => {}, warn: () => {} }

let t: Awaited<ReturnType<typeof createTestApp>>
let db: Db
let deps: InboundDeps
let ticketId: number
let token: string
let counter = 0

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    config: {
      helpdeskAddress: HELP,
      inboundMail: { smtpPort: 0, smtpHost: '127.0.0.1', imapUrl: undefined, imapPollMinutes: 2 },
    },
  })
  db = t.db
  deps = {
    db,
    mailer: createMailer({ db, smtpUrl: undefined, from: 'Kizuna <no-reply@kizuna.test>', log: silent }),
    media: new MediaStore(db, t.mediaDir, { maxImageBytes: 10 * 1024 * 1024, maxPdfBytes: 25 * 1024 * 1024 }),
    publicUrl: 'http://kizuna.test',
    helpdeskAddress: HELP,
    mailFrom: 'Kizuna <no-reply@kizuna.test>',
    timeZone: 'Asia/Dhaka',
    clock: () => now,
    log: silent,
  }
  const opened = await db.transaction((tx) =>
    openTicket(
      tx as unknown as Db,
      {
        subject: 'Certificate for the welding course',
        message: 'When can I collect my certificate?',
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
afterAll(() => t?.close())

/** A raw MIME message as a mail client sends it. */
function compose(options: {
  to?: string
  subject?: string
  text?: string
  from?: string
  headers?: Record<string, string>
  messageId?: string
  attachments?: { filename: string; content: Buffer }[]
}): Promise<Buffer> {
  counter++
  return new MailComposer({
    from: options.from ?? 'Mitu Sarkar <mitu@example.com>',
    to: options.to ?? `help+${token}@kizuna.test`,
    subject: options.subject ?? 'Re: [T-000001] We have your request',
    text: options.text ?? `Reply number ${counter}.`,
    messageId: options.messageId ?? `<reply-${counter}-${Date.now()}@example.com>`,
    headers: options.headers,
    attachments: options.attachments,
  })
    .compile()
    .build()
}

const thread = () =>
  db.select().from(ticketDetail).where(eq(ticketDetail.ticketId, ticketId)).orderBy(ticketDetail.id)

const statusName = async (id: number) => {
  const [row] = await db
    .select({ name: ticketStatus.name })
    .from(ticket)
    .innerJoin(ticketStatus, eq(ticketStatus.id, ticket.statusId))
    .where(eq(ticket.id, id))
  return row?.name
}

describe('a reply by email', () => {
  it('with the token in the address lands in the thread as the requester’s, quote stripped, and reopens the ticket', async () => {
    const [waiting] = await db
      .select({ id: ticketStatus.id })
      .from(ticketStatus)
      .where(eq(ticketStatus.name, 'Waiting for requester'))
    await db.transaction((tx) =>
      changeTicket(tx as unknown as Db, ticketId, { statusId: waiting?.id }, null, {
        timeZone: 'Asia/Dhaka',
        now: () => new Date(now),
      }),
    )
    expect(await statusName(ticketId)).toBe('Waiting for requester')
    const raw = await compose({
      subject: 'Re: your ticket',
      text: 'Monday suits me.\n\nOn Sun, 16 Sep 2035, Kizuna <help@kizuna.test> wrote:\n> Dear Mitu,\n> when?',
    })
    const outcome = await receiveEmail(deps, raw)
    expect(outcome).toMatchObject({ kind: 'reply', ticketId })
    const last = (await thread()).at(-1)
    expect(last).toMatchObject({ authorKind: 'requester', via: 'email', message: 'Monday suits me.' })
    expect(await statusName(ticketId)).toBe('Open')
  })

  it('with the token in the subject alone lands too', async () => {
    const outcome = await receiveEmail(
      deps,
      await compose({ to: HELP, subject: `Re: [T-000001] Answer [ref:${token}]`, text: 'Subject token.' }),
    )
    expect(outcome).toMatchObject({ kind: 'reply', ticketId })
    expect((await thread()).at(-1)?.message).toBe('Subject token.')
  })

  it('with a forged token (the right number, a wrong signature) does not land', async () => {
    const before = (await thread()).length
    const forged = `t${ticketId}.AAAAAAAAAAAA`
    const outcome = await receiveEmail(
      deps,
      await compose({ to: `help+${forged}@kizuna.test`, subject: `Re: [ref:${forged}]`, text: 'Forged.' }),
    )
    expect(outcome.kind).toBe('dropped')
    expect((await thread()).length).toBe(before)
  })

  it('an automatic answer, and mail from Kizuna itself, are ignored', async () => {
    const before = (await thread()).length
    for (const headers of [
      { 'Auto-Submitted': 'auto-replied' },
      { Precedence: 'bulk' },
      { 'X-Autoreply': 'yes' },
    ] as Record<string, string>[])
      expect((await receiveEmail(deps, await compose({ headers, text: 'Out of office.' }))).kind).toBe(
        'dropped',
      )
    const own = await compose({ from: 'Kizuna <no-reply@kizuna.test>', text: 'Loop.' })
    expect((await receiveEmail(deps, own)).kind).toBe('dropped')
    expect((await thread()).length).toBe(before)
  })

  it('the same Message-ID twice lands once', async () => {
    const before = (await thread()).length
    const raw = await compose({ messageId: '<twice@example.com>', text: 'Only once, please.' })
    expect((await receiveEmail(deps, raw)).kind).toBe('reply')
    expect((await receiveEmail(deps, raw)).kind).toBe('duplicate')
    // Two deliveries at once: one lands.
    const again = await compose({ messageId: '<racing@example.com>', text: 'Racing.' })
    const outcomes = await Promise.all([receiveEmail(deps, again), receiveEmail(deps, again)])
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['duplicate', 'reply'])
    expect((await thread()).length).toBe(before + 2)
  })

  it('an image is stored under private/tickets; a .exe is skipped with a note', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    const outcome = await receiveEmail(
      deps,
      await compose({
        text: 'The photo of my receipt.',
        attachments: [
          { filename: 'receipt.png', content: png },
          { filename: 'setup.exe', content: Buffer.from('MZ\u0090\u0000 not a picture') },
        ],
      }),
    )
    expect(outcome).toMatchObject({ kind: 'reply', skipped: ['setup.exe'] })
    const last = (await thread()).at(-1)
    expect(last?.file).toMatch(/^private\/tickets\/receipt-[0-9a-f]{8}\.png$/)
    expect(last?.fileName).toBe('receipt.png')
    expect(last?.message).toContain('The photo of my receipt.')
    expect(last?.message).toContain('setup.exe')
    const [stored] = await db
      .select({ pending: mediaFile.pending })
      .from(mediaFile)
      .where(eq(mediaFile.path, last?.file ?? ''))
    expect(stored?.pending).toBe(false)
  })

  it('a new mail to help@ opens a ticket and acknowledges it', async () => {
    const outcome = await receiveEmail(
      deps,
      await compose({
        from: 'Rafiq Hasan <rafiq@example.com>',
        to: HELP,
        subject: 'Volunteering in Khulna',
        text: 'Do you need volunteers in Khulna?',
      }),
    )
    expect(outcome.kind).toBe('opened')
    const id = outcome.kind === 'opened' ? outcome.ticketId : 0
    const [row] = await db.select().from(ticket).where(eq(ticket.id, id))
    expect(row).toMatchObject({
      channel: 'email',
      requesterName: 'Rafiq Hasan',
      requesterEmail: 'rafiq@example.com',
      subject: 'Volunteering in Khulna',
      typeId: null,
    })
    const [ack] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'rafiq@example.com'))
      .orderBy(sql`${emailOutbox.id} desc`)
    expect(ack?.subject).toContain(row?.ticketNumber ?? 'none')
    const [inbound] = await db.select().from(helpdeskInbound).where(eq(helpdeskInbound.ticketId, id))
    expect(inbound).toBeDefined()
  })

  it('mail with no token and not for the help desk is dropped', async () => {
    const outcome = await receiveEmail(deps, await compose({ to: 'someone@kizuna.test', subject: 'Hello' }))
    expect(outcome.kind).toBe('dropped')
  })
})

describe('the SMTP receiver', () => {
  let port: number
  const send = (message: object) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
      .sendMail({ from: 'Mitu Sarkar <mitu@example.com>', ...message })

  beforeAll(async () => {
    if (!t.app.inboundSmtp) throw new Error('no SMTP receiver')
    port = await t.app.inboundSmtp.listen()
  })

  it('takes a reply to help+token@ into the thread', async () => {
    const info = await send({
      to: `help+${token}@kizuna.test`,
      subject: 'Re: ticket',
      text: 'Sent over SMTP.',
    })
    expect(info.accepted).toEqual([`help+${token}@kizuna.test`])
    const [row] = await db
      .select()
      .from(ticketDetail)
      .where(and(eq(ticketDetail.ticketId, ticketId), eq(ticketDetail.message, 'Sent over SMTP.')))
    expect(row).toMatchObject({ authorKind: 'requester', via: 'email' })
  })

  it('refuses a recipient at another domain, or another mailbox', async () => {
    await expect(send({ to: 'help@elsewhere.example', subject: 'x', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
    })
    await expect(send({ to: 'sales@kizuna.test', subject: 'x', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
    })
  })

  it('refuses a message over the size limit', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 'a')
    await expect(
      send({
        to: HELP,
        subject: 'too big',
        text: 'x',
        attachments: [{ filename: 'big.pdf', content: big }],
      }),
    ).rejects.toMatchObject({ responseCode: 552 })
  })
})
