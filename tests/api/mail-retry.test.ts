/**
 * Email that SMTP refused is sent again by the mail.retry job, as it was first sent (reply-to and
 * headers kept), spaced out (10, 20, 40 … minutes after it was written) and at most MAX_ATTEMPTS
 * times. The SMTP server is a stand-in on loopback that refuses mail until told to accept it.
 */
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../../server/db/schema.ts'
import { MAX_ATTEMPTS } from '../../server/mail/mail-retry.ts'
import { createMailer, type Mailer } from '../../server/mail/mailer.ts'
import { createTestApp } from '../support/test-app.ts'

interface Received {
  to: string[]
  raw: string
}

const received: Received[] = []
let accepting = false
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (accepting) callback()
    else callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }))
  },
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8')
    })
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
      callback()
    })
  },
})

let test: Awaited<ReturnType<typeof createTestApp>>
let mailer: Mailer
const clock = { now: Date.parse('2035-03-10T04:00:00Z') }
const MINUTE = 60_000

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  test = await createTestApp({
    clock: () => clock.now,
    mailerFactory: (db) => {
      mailer = createMailer({
        db,
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        from: 'Kizuna <office@kizuna.test>',
        log: { info: () => {}, warn: () => {} },
      })
      return mailer
    },
  })
})
afterAll(async () => {
  await test?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

/** The outbox row of a message, by subject. */
const outboxRow = async (subject: string) => {
  const [row] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject))
  return row
}

describe('failed email is sent again', () => {
  it('keeps a refused message, and the retry job sends it as it was first sent once the server takes mail', async () => {
    accepting = false
    const subject = 'Your money receipt MR-2035-000001'
    // The outbox row is written with the database's clock; the job reads the app's: align them.
    clock.now = Date.now()
    const outcome = await mailer.send({
      to: 'donor@example.org',
      subject,
      text: 'Thank you for your gift.',
      replyTo: 'accounts@kizuna.test',
      headers: { 'List-Unsubscribe': '<https://kizuna.test/unsubscribe/abc>' },
    })
    expect(outcome).toBe('failed')
    expect(await outboxRow(subject)).toMatchObject({
      sentAt: null,
      attempts: 1,
      error: expect.stringContaining('451'),
    })

    accepting = true
    clock.now += 5 * MINUTE
    await test.app.jobs.tick()
    expect(received, 'not before its time').toHaveLength(0)

    clock.now += 10 * MINUTE
    await test.app.jobs.tick()
    expect(received).toHaveLength(1)
    expect(received[0]?.to).toEqual(['donor@example.org'])
    expect(received[0]?.raw).toMatch(/^Reply-To: accounts@kizuna\.test/m)
    expect(received[0]?.raw).toMatch(/^List-Unsubscribe: <https:\/\/kizuna\.test\/unsubscribe\/abc>/m)
    expect(received[0]?.raw).toContain(`Subject: ${subject}`)
    expect(await outboxRow(subject)).toMatchObject({ attempts: 2, error: null, sentAt: expect.any(Date) })

    // Sent: never again.
    clock.now += 60 * MINUTE
    await test.app.jobs.tick()
    expect(received).toHaveLength(1)
  })

  it(`stops after ${MAX_ATTEMPTS} attempts`, async () => {
    accepting = false
    received.length = 0
    const subject = 'Invitation to Kizuna'
    clock.now = Date.now()
    expect(await mailer.send({ to: 'new.user@example.org', subject, text: 'Choose a password.' })).toBe(
      'failed',
    )
    // Every ten minutes for a day: the retries thin out (10, 20, 40 … minutes) and then stop.
    for (let i = 0; i < 6 * 24; i++) {
      clock.now += 10 * MINUTE
      await test.app.jobs.tick()
    }
    expect(await outboxRow(subject)).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS })
    expect(received).toHaveLength(0)
  })
})
