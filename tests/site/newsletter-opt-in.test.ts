/**
 * The newsletter's double opt-in through inject() and a real SMTP server: a sign-up is pending
 * and mailed a link to confirm; the link's page changes nothing until its button is pressed;
 * confirming twice is harmless; every mail to a subscriber carries the one-click unsubscribe link
 * and the List-Unsubscribe headers (RFC 2369, RFC 8058), whose POST works without a session.
 */
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, type MailMessage } from '../../server/mail/mailer.ts'
import { newsletterSubscriber } from '../../server/modules/messages/tables.ts'
import { signFormToken } from '../../server/site/forms/form-guard.ts'
import { signIn } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

/** Each message as the SMTP server received it (headers and body), and as the app handed it over. */
const received: string[] = []
const sent: MailMessage[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let raw = ''
    stream.on('data', (chunk) => {
      raw += chunk
    })
    stream.on('end', () => {
      received.push(raw)
      callback()
    })
  },
})

let t: Awaited<ReturnType<typeof createTestApp>>
let guard: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  t = await createTestApp({
    mailerFactory: (db) => {
      const mailer = createMailer({
        db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Kizuna <no-reply@kizuna.example>',
        log: { info() {}, warn() {} },
      })
      return {
        smtp: mailer.smtp,
        send(message) {
          sent.push(message)
          return mailer.send(message)
        },
      }
    },
  })
  guard = { website: '', form_started: await signFormToken(t.db, Date.now() - 60_000) }
  admin = await signIn(t.app, testAdmin.email, testAdmin.password)
})
afterAll(async () => {
  await t?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

let ipCounter = 0
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const signUp = (email: string) =>
  t.app.inject({ method: 'POST', url: '/newsletter', payload: { ...guard, email }, remoteAddress: nextIp() })

/** A browser without JavaScript pressing a page's button: a urlencoded post asking for the page. */
const pressButton = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
    remoteAddress: nextIp(),
  })

const row = async (email: string) =>
  (await t.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email)))[0]

const lastMailTo = (email: string) => {
  const mail = sent.findLast((m) => m.to === email)
  if (!mail) throw new Error(`nothing was mailed to ${email}`)
  return mail
}

/** The site path of the link in a mail's text that starts with `path` (the app's PUBLIC_URL removed). */
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`http://kizuna\\.test(${path}\\?token=[\\w.%-]+)`).exec(text)
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`)
  return match[1]
}

/** A raw message's header, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, 'mi')
    .exec(raw)?.[1]
    ?.replace(/\r\n[ \t]+/g, ' ')
    .trim()

describe('newsletter double opt-in', () => {
  it('stores a sign-up as pending and mails it a link to confirm, with the unsubscribe headers', async () => {
    const response = await signUp('Mitu.Das@Example.com')
    expect(response.statusCode).toBe(201)
    expect(response.json().detail).toBe(
      'Thank you! Please check mitu.das@example.com: we have sent you a link to confirm your subscription.',
    )
    expect((await row('mitu.das@example.com'))?.status).toBe('pending')
    const mail = lastMailTo('mitu.das@example.com')
    expect(mail.subject).toBe('Please confirm your subscription to the Meghsetu Group newsletter')
    linkIn(mail.text, '/newsletter/confirm')
    const unsubscribe = linkIn(mail.text, '/newsletter/unsubscribe')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://kizuna.test${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    // And the SMTP server got them as headers of the message.
    const raw = received.find((m) => m.includes('mitu.das@example.com'))
    expect(raw).toBeDefined()
    expect(header(raw ?? '', 'List-Unsubscribe')).toBe(`<http://kizuna.test${unsubscribe}>`)
    expect(header(raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    // Staff see it pending, not yet confirmed.
    const listed = await t.app.inject({
      url: '/newsletter_subscriber/api/v1/newsletter_subscriber/all/?search=mitu.das',
      headers: admin,
    })
    expect(listed.json().newsletter_subscribers[0]).toMatchObject({ status: 'pending', confirmed_at: null })
  })

  it('confirms only when the page’s button is pressed, and a second press changes nothing', async () => {
    await signUp('rafi@example.com')
    const confirm = linkIn(lastMailTo('rafi@example.com').text, '/newsletter/confirm')
    // Opening the link (as a mail scanner does) shows the button and confirms nothing.
    const page = await t.app.inject(confirm)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Confirm my subscription</button>')
    expect(page.body).toContain(`<form action="${confirm}" method="post">`)
    expect((await row('rafi@example.com'))?.status).toBe('pending')

    const first = await pressButton(confirm)
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('Thank you! rafi@example.com is now on our newsletter list.')
    const confirmed = await row('rafi@example.com')
    expect(confirmed?.status).toBe('subscribed')
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date)
    const again = await pressButton(confirm)
    expect(again.statusCode).toBe(200)
    expect((await row('rafi@example.com'))?.confirmedAt).toEqual(confirmed?.confirmedAt)
  })

  it('refuses a link that is not one of ours, or whose address changed', async () => {
    await signUp('nila@example.com')
    const confirm = linkIn(lastMailTo('nila@example.com').text, '/newsletter/confirm')
    const forged = confirm.replace(/token=(\d+)\./, (_m, id) => `token=${Number(id) + 1}.`)
    const refused = await pressButton(forged)
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('This link is not valid any more')
    await t.db
      .update(newsletterSubscriber)
      .set({ email: 'nila.new@example.com' })
      .where(eq(newsletterSubscriber.email, 'nila@example.com'))
    expect((await pressButton(confirm)).statusCode).toBe(400)
    expect((await row('nila.new@example.com'))?.status).toBe('pending')
  })

  it('unsubscribes with one click: the RFC 8058 POST, urlencoded or multipart, without a session', async () => {
    await signUp('sumi@example.com')
    const mail = lastMailTo('sumi@example.com')
    await pressButton(linkIn(mail.text, '/newsletter/confirm'))
    const leave = linkIn(mail.text, '/newsletter/unsubscribe')
    // The link's page shows a button and changes nothing.
    expect((await t.app.inject(leave)).body).toContain('Unsubscribe</button>')
    expect((await row('sumi@example.com'))?.status).toBe('subscribed')

    const oneClick = await t.app.inject({
      method: 'POST',
      url: leave,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.json().detail).toBe(
      'sumi@example.com is off our newsletter list: we will not send it any more newsletters.',
    )
    expect((await row('sumi@example.com'))?.status).toBe('unsubscribed')

    const boundary = 'kizuna-one-click'
    const multipart = await t.app.inject({
      method: 'POST',
      url: leave,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    })
    expect(multipart.statusCode).toBe(200)
    expect((await row('sumi@example.com'))?.status).toBe('unsubscribed')
  })

  it('answers a sign-up of a subscribed address as any other, and mails its owner instead', async () => {
    await signUp('joy@example.com')
    await pressButton(linkIn(lastMailTo('joy@example.com').text, '/newsletter/confirm'))
    const again = await signUp('joy@example.com')
    expect(again.statusCode).toBe(200)
    expect(again.json().detail).toBe(
      'Thank you! Please check joy@example.com: we have sent you a link to confirm your subscription.',
    )
    expect((await row('joy@example.com'))?.status).toBe('subscribed')
    const mail = lastMailTo('joy@example.com')
    expect(mail.subject).toBe('You are already subscribed to the Meghsetu Group newsletter')
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('forgets sign-ups never confirmed within 30 days', async () => {
    await signUp('late@example.com')
    await t.db
      .update(newsletterSubscriber)
      .set({ updatedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(newsletterSubscriber.email, 'late@example.com'))
    await signUp('another@example.com')
    expect(await row('late@example.com')).toBeUndefined()
  })
})
