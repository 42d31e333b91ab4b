/**
 * The Help page and a ticket's page through inject() (issue 16 item 2): a request from the site
 * opens a ticket in its category's department and mails the acknowledgement with the page link;
 * refusals (a missing category, a bad email, the honeypot, too quick, over the limit, NUL bytes,
 * an SVG named .png) store nothing; the page link shows the thread without internal notes, takes a
 * reply that reopens a waiting ticket and mails staff; a forged token and another ticket's file
 * are 404s. Runs on PGlite and, with scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { desc, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { emailOutbox, users } from '../../server/db/schema.ts'
import {
  ticket,
  ticketDepartment,
  ticketDetail,
  ticketStatus,
  ticketType,
} from '../../server/modules/helpdesk/tables.ts'
import { ticketPageToken } from '../../server/modules/helpdesk/ticket-links.ts'
import { addMessage } from '../../server/modules/helpdesk/ticket-service.ts'
import { GUARD_MESSAGES, signFormToken } from '../../server/site/forms/form-guard.ts'
import { signIn } from '../support/accounts.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let db: Db
let guard: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ config: { helpdeskAddress: 'help@kizuna.test' } })
  db = t.db
  guard = { website: '', form_started: await signFormToken(db, Date.now() - 60_000) }
}, 120_000)
afterAll(() => t?.close())

let ipCounter = 0
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const ctx = { timeZone: 'Asia/Dhaka', now: () => new Date() }

// The smallest whole PDF: a catalog, a page tree and one page.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

async function category(name: string) {
  const [row] = await db.select().from(ticketType).where(eq(ticketType.name, name))
  if (!row) throw new Error(`no category ${name}`)
  return row
}

const valid = async () => ({
  name: 'Rina Akter',
  email: 'rina.akter@example.com',
  phone: '+880 1711 000000',
  category: String((await category('Donations and receipts')).id),
  subject: 'Receipt for my gift in August',
  message: 'I gave 5,000 taka on 12 August but have not received the receipt.',
})

function body(fields: Record<string, string>, file?: Part['file'], withGuard = true) {
  const parts: Part[] = Object.entries({ ...(withGuard ? guard : {}), ...fields }).map(([name, value]) => ({
    name,
    value,
  }))
  if (file) parts.push({ name: 'file', file })
  return multipart(parts)
}

const send = (
  url: string,
  form: ReturnType<typeof multipart>,
  { ip = nextIp(), accept = 'application/json' } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, accept },
    remoteAddress: ip,
  })

const ticketCount = () => db.$count(ticket)

async function lastMailTo(to: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  return mail
}

const pageLinkIn = (text: string) => /https?:\/\/[^\s]+\/help\/ticket\?token=([\w.%-]+)/.exec(text)

describe('/help', () => {
  it('shows the form with the public categories in their order, and Help in the footer', async () => {
    const response = await t.app.inject('/help')
    expect(response.statusCode).toBe(200)
    const names = [...response.body.matchAll(/<option value="\d+">([^<]+)<\/option>/g)].map((m) => m[1])
    const publicOnes = await db
      .select({ name: ticketType.name })
      .from(ticketType)
      .where(eq(ticketType.isPublic, true))
      .orderBy(ticketType.position, ticketType.id)
    expect(names).toEqual(publicOnes.map((c) => c.name.replace(/&/g, '&amp;')))
    expect(response.body).toContain('name="website"')
    expect(response.body).toMatch(/enctype="multipart\/form-data"/i)
    expect(response.body).toMatch(/<a[^>]*href="\/help"[^>]*>Help<\/a>/)
  })

  it('opens a ticket in its category’s department and mails the acknowledgement with the page link', async () => {
    const fields = await valid()
    const before = await ticketCount()
    const response = await send('/help', body(fields, { fileName: 'receipt.pdf', content: PDF }))
    expect(response.statusCode, response.body).toBe(201)
    const detail = response.json().detail as string
    expect(detail).toMatch(
      /^Thank you — your request is ticket T-\d{6}\. We have emailed you a link to follow it\.$/,
    )
    expect(await ticketCount()).toBe(before + 1)
    const [row] = await db.select().from(ticket).orderBy(desc(ticket.id)).limit(1)
    const type = await category('Donations and receipts')
    expect(row).toMatchObject({
      subject: fields.subject,
      requesterName: 'Rina Akter',
      requesterEmail: 'rina.akter@example.com',
      requesterPhone: '+880 1711 000000',
      typeId: type.id,
      departmentId: type.departmentId,
      channel: 'web',
      userId: null,
    })
    expect(detail).toContain(row?.ticketNumber)
    const [first] = await db
      .select()
      .from(ticketDetail)
      .where(eq(ticketDetail.ticketId, row?.id ?? 0))
    expect(first?.file).toMatch(/^private\/tickets\//)
    expect(first?.fileName).toBe('receipt.pdf')
    const mail = await lastMailTo('rina.akter@example.com')
    expect(mail?.subject).toContain(row?.ticketNumber)
    expect(mail?.replyTo).toMatch(/^help\+t\d+\.[\w-]{12}@kizuna\.test$/)
    const link = pageLinkIn(mail?.text ?? '')
    expect(link?.[1]).toBe(encodeURIComponent(await ticketPageToken(db, row?.id ?? 0)).replace(/%2E/g, '.'))
  })

  it('answers a browser without JavaScript with the page saying the number', async () => {
    const response = await send('/help', body(await valid()), { accept: 'text/html' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toMatch(/your request is ticket T-\d{6}/)
  })

  it('refuses what is not valid, naming the field, and opens nothing', async () => {
    const good = await valid()
    const before = await ticketCount()
    const cases: [Record<string, string>, string, string][] = [
      [{ category: '' }, 'category', 'Please choose what your request is about'],
      [{ category: '999999' }, 'category', 'Please choose one of the categories shown.'],
      [{ email: 'rina@' }, 'email', 'Please enter a valid email'],
      [{ subject: '' }, 'subject', 'Please enter a subject'],
      [{ message: 'a\u0000b' }, 'message', 'Remove the NUL character: it is not allowed.'],
    ]
    for (const [change, field, message] of cases) {
      const response = await send('/help', body({ ...good, ...change }))
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.json().errors[field]).toEqual([message])
    }
    // Without JavaScript: the page again with the message beside the field and the values kept.
    const page = await send('/help', body({ ...good, email: 'rina@' }), { accept: 'text/html' })
    expect(page.statusCode).toBe(400)
    expect(page.body).toContain('Please enter a valid email')
    expect(page.body).toContain('value="Receipt for my gift in August"')
    expect(await ticketCount()).toBe(before)
  })

  it('refuses a private category as if it did not exist', async () => {
    const [hidden] = await db
      .insert(ticketType)
      .values({
        name: 'Staff only (test)',
        departmentId: (await category('Something else')).departmentId,
        isPublic: false,
      })
      .returning()
    const response = await send('/help', body({ ...(await valid()), category: String(hidden?.id) }))
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.category).toEqual(['Please choose one of the categories shown.'])
  })

  it('refuses an SVG named .png and a file name with NUL (400), storing nothing', async () => {
    const before = await ticketCount()
    const svg = await send(
      '/help',
      body(await valid(), {
        fileName: 'photo.png',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
        contentType: 'image/png',
      }),
    )
    expect(svg.statusCode, svg.body).toBe(400)
    expect(svg.json().errors.file?.[0]).toBeTruthy()
    const nul = await send('/help', body(await valid(), { fileName: 'a\u0000b.pdf', content: PDF }))
    expect(nul.statusCode, nul.body).toBe(400)
    expect(await ticketCount()).toBe(before)
  })

  it('refuses the honeypot, a form sent too quickly or without a token, and more than five in ten minutes', async () => {
    const good = await valid()
    const before = await ticketCount()
    const honeypot = await send('/help', body({ ...good, website: 'http://spam.example' }))
    expect(honeypot.statusCode).toBe(400)
    expect(honeypot.json().detail).toBe(GUARD_MESSAGES.honeypot)
    const quick = await send('/help', body({ ...good, form_started: await signFormToken(db, Date.now()) }))
    expect(quick.statusCode).toBe(400)
    expect(quick.json().detail).toBe(GUARD_MESSAGES.tooQuick)
    const none = await send('/help', body(good, undefined, false))
    expect(none.statusCode).toBe(400)
    expect(none.json().detail).toBe(GUARD_MESSAGES.missing)
    expect(await ticketCount()).toBe(before)

    const ip = nextIp()
    for (let i = 0; i < 5; i++) expect((await send('/help', body(good), { ip })).statusCode).toBe(201)
    const sixth = await send('/help', body(good), { ip })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.headers['retry-after']).toBeDefined()
    expect(await ticketCount()).toBe(before + 5)
  })

  it('links a request sent while signed in to the account', async () => {
    const auth = await signIn(t.app, testAdmin.email, testAdmin.password)
    const form = body(await valid())
    const response = await t.app.inject({
      method: 'POST',
      url: '/help',
      payload: form.payload,
      headers: { ...form.headers, accept: 'application/json', ...auth },
      remoteAddress: nextIp(),
    })
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await db.select().from(ticket).orderBy(desc(ticket.id)).limit(1)
    const [admin] = await db.select().from(users).where(eq(users.email, testAdmin.email))
    expect(row?.userId).toBe(admin?.id)
  })
})

describe('/help/ticket?token=…', () => {
  let id: number
  let token: string
  let otherToken: string
  let otherFileMessage: number

  beforeAll(async () => {
    const open = async (subject: string) => {
      const response = await send(
        '/help',
        body({ ...(await valid()), subject }, { fileName: 'scan.pdf', content: PDF }),
      )
      expect(response.statusCode, response.body).toBe(201)
      const [row] = await db.select().from(ticket).orderBy(desc(ticket.id)).limit(1)
      return row?.id ?? 0
    }
    id = await open('The thread test')
    token = await ticketPageToken(db, id)
    const other = await open('Someone else’s request')
    otherToken = await ticketPageToken(db, other)
    const [file] = await db.select().from(ticketDetail).where(eq(ticketDetail.ticketId, other))
    otherFileMessage = file?.id ?? 0
    // Staff: a note for colleagues, an answer the requester sees, and waiting for the requester.
    const [staff] = await db.select().from(users).where(eq(users.email, testAdmin.email))
    const [waiting] = await db
      .select()
      .from(ticketStatus)
      .where(eq(ticketStatus.name, 'Waiting for requester'))
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db
      await addMessage(
        txDb,
        id,
        {
          authorKind: 'staff',
          message: 'Internal: check the August bank statement.',
          isInternal: true,
          userId: staff?.id,
          via: 'staff',
        },
        ctx,
      )
      await addMessage(
        txDb,
        id,
        {
          authorKind: 'staff',
          message: 'Could you tell us the transaction number?',
          userId: staff?.id,
          via: 'staff',
          statusId: waiting?.id,
        },
        ctx,
      )
    })
  })

  const pageUrl = (tok: string) => `/help/ticket?${new URLSearchParams({ token: tok })}`

  it('shows the thread without internal notes, never cached nor indexed', async () => {
    const response = await t.app.inject(pageUrl(token))
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toMatch(/private/)
    expect(response.headers['cache-control']).toMatch(/no-store/)
    expect(response.body).toContain('<meta name="robots" content="noindex">')
    expect(response.body).toContain('The thread test')
    expect(response.body).toContain('Waiting for requester')
    expect(response.body).toContain('Could you tell us the transaction number?')
    expect(response.body).not.toContain('August bank statement')
    const [row] = await db.select().from(ticket).where(eq(ticket.id, id))
    expect(response.body).toContain(row?.ticketNumber)
    // The staff member is named by first name only.
    const [staff] = await db.select().from(users).where(eq(users.email, testAdmin.email))
    expect(response.body).toContain(`<strong>${staff?.firstName}</strong>`)
    const json = await t.app.inject(`/__page-data?path=${encodeURIComponent(pageUrl(token))}`)
    expect(json.headers['cache-control']).toMatch(/no-store/)
    expect(json.body).not.toContain('August bank statement')
  })

  it('accepts a reply: back to Open, in the thread, mailed to the department’s lead', async () => {
    const [row] = await db.select().from(ticket).where(eq(ticket.id, id))
    const [lead] = await db.select().from(users).where(eq(users.email, testAdmin.email))
    await db
      .update(ticketDepartment)
      .set({ leadId: lead?.id })
      .where(eq(ticketDepartment.id, row?.departmentId ?? 0))
    const response = await send(
      pageUrl(token),
      body({ message: 'The transaction number is TX-4471.' }, { fileName: 'slip.pdf', content: PDF }),
      { accept: 'text/html' },
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('The transaction number is TX-4471.')
    expect(response.body).toContain('your message is added to your request')
    const [after] = await db
      .select({ status: ticketStatus.name })
      .from(ticket)
      .innerJoin(ticketStatus, eq(ticketStatus.id, ticket.statusId))
      .where(eq(ticket.id, id))
    expect(after?.status).toBe('Open')
    const [last] = await db
      .select()
      .from(ticketDetail)
      .where(eq(ticketDetail.ticketId, id))
      .orderBy(desc(ticketDetail.id))
      .limit(1)
    expect(last).toMatchObject({ authorKind: 'requester', via: 'web', fileName: 'slip.pdf' })
    const mail = await lastMailTo(testAdmin.email)
    expect(mail?.subject).toContain(row?.ticketNumber)
    expect(mail?.text).toContain('The transaction number is TX-4471.')
    // JSON, as the page's script sends it.
    const json = await send(pageUrl(token), body({ message: 'And one more thing.' }))
    expect(json.statusCode).toBe(201)
  })

  it('refuses an empty reply naming the field, and a reply sent too quickly', async () => {
    const before = await db.$count(ticketDetail, eq(ticketDetail.ticketId, id))
    const empty = await send(pageUrl(token), body({ message: '  ' }))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors.message).toEqual(['Please write your message'])
    const quick = await send(
      pageUrl(token),
      body({ message: 'Hello', form_started: await signFormToken(db, Date.now()) }),
    )
    expect(quick.statusCode).toBe(400)
    expect(await db.$count(ticketDetail, eq(ticketDetail.ticketId, id))).toBe(before)
  })

  it('takes twenty replies from one address in ten minutes, then answers 429 and adds nothing', async () => {
    const ip = nextIp()
    for (let i = 0; i < 20; i++)
      expect((await send(pageUrl(token), body({ message: `Reply ${i + 1}` }), { ip })).statusCode).toBe(201)
    const before = await db.$count(ticketDetail, eq(ticketDetail.ticketId, id))
    const over = await send(pageUrl(token), body({ message: 'One too many' }), { ip })
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBeDefined()
    expect(await db.$count(ticketDetail, eq(ticketDetail.ticketId, id))).toBe(before)
    // Another address is not held back by it.
    expect(
      (await send(pageUrl(token), body({ message: 'From the office' }), { ip: nextIp() })).statusCode,
    ).toBe(201)
  })

  it('answers a forged or missing token with the 404 page, naming no ticket', async () => {
    const forged = `${id}.${'A'.repeat(43)}`
    for (const url of [pageUrl(forged), '/help/ticket', pageUrl('nonsense')]) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toContain('This link is not valid')
      expect(response.body).not.toContain('The thread test')
    }
    const before = await db.$count(ticketDetail)
    const reply = await send(pageUrl(forged), body({ message: 'Let me in.' }))
    expect(reply.statusCode).toBe(404)
    expect(await db.$count(ticketDetail)).toBe(before)
  })

  it('serves a file of the ticket’s thread, and refuses another ticket’s or an internal one', async () => {
    const [own] = await db
      .select()
      .from(ticketDetail)
      .where(sql`${ticketDetail.ticketId} = ${id} and ${ticketDetail.file} is not null`)
      .limit(1)
    const file = (tok: string, message: number) =>
      t.app.inject(`/help/ticket/file?${new URLSearchParams({ token: tok, message: String(message) })}`)
    const ok = await file(token, own?.id ?? 0)
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toBe('application/pdf')
    expect(ok.headers['cache-control']).toBe('private, no-store')
    expect(ok.headers['content-disposition']).toMatch(/^attachment/)
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // Another ticket's message through this ticket's link, and a forged token: both 404.
    expect((await file(token, otherFileMessage)).statusCode).toBe(404)
    expect((await file(`${id}.${'B'.repeat(43)}`, own?.id ?? 0)).statusCode).toBe(404)
    expect((await file(otherToken, otherFileMessage)).statusCode).toBe(200)
    // A photo: stored as .jpg by the media store, served as image/jpeg (it was image/jpg).
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer()
    const sent = await send(
      pageUrl(token),
      body({ message: 'A photo of the slip.' }, { fileName: 'slip.jpg', content: photo }),
    )
    expect(sent.statusCode, sent.body).toBe(201)
    const [withPhoto] = await db
      .select()
      .from(ticketDetail)
      .where(eq(ticketDetail.ticketId, id))
      .orderBy(desc(ticketDetail.id))
      .limit(1)
    expect(withPhoto?.file).toMatch(/\.jpg$/)
    const jpeg = await file(token, withPhoto?.id ?? 0)
    expect(jpeg.statusCode).toBe(200)
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    // An internal note's file is never the requester's.
    const [staff] = await db.select().from(users).where(eq(users.email, testAdmin.email))
    const note = await db.transaction((tx) =>
      addMessage(
        tx as unknown as Db,
        id,
        {
          authorKind: 'staff',
          message: 'Internal copy',
          isInternal: true,
          userId: staff?.id,
          via: 'staff',
          attachment: { path: own?.file ?? '', name: 'internal.pdf' },
        },
        ctx,
      ),
    )
    expect((await file(token, note.detail.id)).statusCode).toBe(404)
  })
})

describe('a supporter’s area', () => {
  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: nextIp(),
    })

  it('lists the account’s help requests (by account or proved address), each to its page, and asks for more', async () => {
    const email = 'helped.supporter@example.com'
    const password = 'a long enough password'
    expect(
      (await form('/register', { name: 'Nila Roy', email, password, confirm: password })).statusCode,
    ).toBe(200)
    const link = /\/verify-email\?token=([\w-]+)/.exec((await lastMailTo(email))?.text ?? '')?.[1]
    const confirmed = await form(`/verify-email?token=${link}`, { password })
    expect(confirmed.statusCode).toBe(303)
    const cookies = Object.fromEntries(confirmed.cookies.map((c) => [c.name, c.value]))

    // One sent before signing up, with the address; someone else's with another address.
    expect(
      (await send('/help', body({ ...(await valid()), email, subject: 'Asked before signing up' })))
        .statusCode,
    ).toBe(201)
    expect((await send('/help', body({ ...(await valid()), subject: 'Not theirs at all' }))).statusCode).toBe(
      201,
    )
    const [theirs] = await db.select().from(ticket).where(eq(ticket.subject, 'Asked before signing up'))

    const area = await t.app.inject({ url: '/account', cookies })
    expect(area.statusCode).toBe(200)
    expect(area.headers['cache-control']).toMatch(/no-store/)
    expect(area.body).toContain('Help Requests')
    expect(area.body).toContain('Asked before signing up')
    expect(area.body).not.toContain('Not theirs at all')
    const href = `/help/ticket?${new URLSearchParams({ token: await ticketPageToken(db, theirs?.id ?? 0) })}`
    expect(area.body).toContain(`href="${href}"`)
    expect(area.body).toContain('>Ask for help</a>')
    expect((await t.app.inject(href)).statusCode).toBe(200)
  })
})
