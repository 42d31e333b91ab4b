/**
 * The help desk through the API (issue 16 items 1 and 3): Support opens a ticket for a caller,
 * the acknowledgement is mailed with the ticket number, the requester's link and the reply token;
 * a staff reply meets the response target and, waiting for the requester, pauses the resolution
 * clock; the requester's answer starts it again; internal notes stay with staff; attachments are
 * checked and served to staff only; roles, bad input and the original's paths; the database
 * refuses to rewrite a thread. The app's clock stands on Sunday 16 September 2035, 10:00 in Dhaka.
 * Runs on PGlite and, with scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleIdByName } from '../../server/auth/permissions.ts'
import type { Db } from '../../server/db/client.ts'
import { emailOutbox, users } from '../../server/db/schema.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { ticketDetail, ticketPriority, ticketStatus } from '../../server/modules/helpdesk/tables.ts'
import { ticketOfPageToken, ticketOfReply } from '../../server/modules/helpdesk/ticket-links.ts'
import { addMessage } from '../../server/modules/helpdesk/ticket-service.ts'
import { signIn, testAccounts } from '../support/accounts.ts'
import { bookKeepers, signInAs } from '../support/book-keepers.ts'
import { multipart } from '../support/multipart.ts'
import { testAdmin } from '../support/paths.ts'
import { sqlState } from '../support/sql-state.ts'
import { createTestApp } from '../support/test-app.ts'

const BASE = '/ticket/api/v1/ticket/'
const DETAIL = '/ticket_detail/api/v1/ticket_detail/'
/** Sunday 16 September 2035, 10:00 in Dhaka (UTC+6). */
let now = Date.parse('2035-09-16T04:00:00Z')
const HOUR = 3_600_000

let t: Awaited<ReturnType<typeof createTestApp>>
let db: Db
let support: Record<string, string>
let admin: Record<string, string>
let editor: Record<string, string>
let accountant: Record<string, string>
let supportId: number

const idOf = async (table: typeof ticketStatus | typeof ticketPriority, name: string) => {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name))
  if (!row) throw new Error(`no ${name}`)
  return row.id
}

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    config: {
      helpdeskAddress: 'help@kizuna.test',
      sessionIdleMs: 30 * 24 * HOUR,
      sessionMaxMs: 60 * 24 * HOUR,
    },
  })
  db = t.db
  ;({ admin, editor } = await testAccounts(t.app, db))
  accountant = (await bookKeepers(t.app, db)).Accountant
  const [user] = await db
    .insert(users)
    .values({
      email: 'support@kizuna.example',
      firstName: 'Sumi',
      lastName: 'Das',
      passwordHash: await hashPassword('support password'),
      roleId: (await roleIdByName(db, 'Support')) ?? null,
    })
    .returning()
  supportId = user?.id ?? 0
  support = await signIn(t.app, 'support@kizuna.example', 'support password')
}, 120_000)
afterAll(() => t?.close())

/** Moves the clock; access tokens last an hour, so everyone signs in again. */
async function advance(ms: number) {
  now += ms
  support = await signIn(t.app, 'support@kizuna.example', 'support password')
  admin = await signIn(t.app, testAdmin.email, testAdmin.password)
  editor = await signIn(t.app, 'editor@kizuna.example', 'test account password')
  accountant = await signInAs(t.app, 'Accountant')
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) })

const lastMailTo = async (to: string) => {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, to))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1)
  return mail
}

describe('a ticket from opening to resolution', () => {
  let id: number

  it('Support opens one for a caller: numbered, acknowledged by email, its clock running', async () => {
    const response = await call('POST', `${BASE}create/`, support, {
      subject: 'Certificate for the welding course',
      message: 'I finished the 6G course in August. When can I collect my certificate?',
      requester_name: 'Mitu Sarkar',
      requester_email: 'mitu@example.com',
      ticket_priority: await idOf(ticketPriority, 'High'),
      assignee: supportId,
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    id = body.id
    expect(body.ticket_number).toMatch(/^T-\d{6}$/)
    expect(body.ticket_status.name).toBe('Open')
    expect(body.channel).toBe('staff')
    expect(body.assignee).toMatchObject({ id: supportId, name: 'Sumi Das' })
    // High: first response within 4 working hours: Sunday 14:00 in Dhaka.
    expect(body.sla.response).toMatchObject({ state: 'running', target_minutes: 240, elapsed_minutes: 0 })
    expect(body.sla.response.due_at).toMatch(/^2035-09-16T14:00:00\.000000\+06:00$/)
    const mail = await lastMailTo('mitu@example.com')
    expect(mail?.subject).toContain(body.ticket_number)
    const ref = /\[ref:(t\d+\.[\w-]{12})\]/.exec(mail?.subject ?? '')?.[1]
    expect(await ticketOfReply(db, [ref ?? ''])).toBe(id)
    expect(mail?.replyTo).toBe(`help+${ref}@kizuna.test`)
    const link = /\/help\/ticket\?token=([\w.%-]+)/.exec(mail?.text ?? '')?.[1]
    expect(await ticketOfPageToken(db, decodeURIComponent(link ?? ''))).toBe(id)
  })

  it('a staff reply meets the response target; waiting for the requester pauses the resolution clock', async () => {
    await advance(HOUR)
    const waiting = await idOf(ticketStatus, 'Waiting for requester')
    const reply = await call('POST', `${DETAIL}create/`, support, {
      ticket: id,
      message: 'Your certificate is ready at the head office. Please bring your NID.',
      ticket_status: waiting,
    })
    expect(reply.statusCode, reply.body).toBe(201)
    const ticketNow = (await call('GET', `${BASE}${id}`, support)).json()
    expect(ticketNow.first_responded_at).not.toBeNull()
    expect(ticketNow.sla.response.state).toBe('met')
    expect(ticketNow.sla.resolution).toMatchObject({ state: 'paused', due_at: null, elapsed_minutes: 60 })
    expect(ticketNow.resolution_due_at).toBeNull()
    const mail = await lastMailTo('mitu@example.com')
    expect(mail?.text).toContain('Your certificate is ready')
  })

  it('an internal note stays with staff: not mailed, not in the requester’s thread', async () => {
    const note = await call('POST', `${DETAIL}create/`, support, {
      ticket: id,
      message: 'Certificate is in the blue file, second shelf.',
      is_internal: true,
    })
    expect(note.statusCode, note.body).toBe(201)
    const mail = await lastMailTo('mitu@example.com')
    expect(mail?.text).not.toContain('blue file')
    const staffView = (await call('GET', `${DETAIL}get_all_by_ticket_id/${id}`, support)).json()
    expect(staffView.map((m: { is_internal: boolean }) => m.is_internal)).toEqual([false, false, true])
  })

  it('the requester’s answer puts the ticket back where tickets start, its clock running again', async () => {
    await advance(2 * HOUR)
    await db.transaction(async (tx) =>
      addMessage(
        tx as unknown as Db,
        id,
        { authorKind: 'requester', message: 'Can my brother collect it for me?', via: 'email' },
        { timeZone: 'Asia/Dhaka', now: () => new Date(now) },
      ),
    )
    const ticketNow = (await call('GET', `${BASE}${id}`, support)).json()
    expect(ticketNow.ticket_status.name).toBe('Open')
    expect(ticketNow.sla.resolution.state).toBe('running')
    // High: 16 working hours to resolve; 1 hour counted before the pause.
    expect(ticketNow.sla.resolution.elapsed_minutes).toBe(60)
  })

  it('lists what is breached and due today by the same rule the standing gives', async () => {
    await advance(8 * HOUR) // Sunday 21:00: past the working day
    const breached = (await call('GET', `${BASE}all/?sla=breached&size=100`, support)).json()
    for (const row of breached.tickets)
      expect([row.sla.response.state, row.sla.resolution.state]).toContain('breached')
    const all = (await call('GET', `${BASE}all/?size=100`, support)).json()
    const expected = all.tickets.filter(
      (row: { sla: { response: { state: string }; resolution: { state: string } } }) =>
        row.sla.response.state === 'breached' || row.sla.resolution.state === 'breached',
    )
    expect(breached.total_elements).toBe(expected.length)
    expect((await call('GET', `${BASE}all/?sla=late`, support)).statusCode).toBe(400)
  })

  it('resolving stops the clock and meets the target', async () => {
    const resolved = await call('POST', `${BASE}update/${id}`, support, {
      ticket_status: await idOf(ticketStatus, 'Resolved'),
    })
    expect(resolved.statusCode, resolved.body).toBe(200)
    expect(resolved.json().sla.resolution.state).toMatch(/^met/)
    expect(resolved.json().resolved_at).not.toBeNull()
    expect(resolved.json().next_due_at).toBeUndefined()
  })

  it('the database refuses to rewrite a thread', async () => {
    expect(
      await sqlState(() =>
        db.update(ticketDetail).set({ message: 'changed' }).where(eq(ticketDetail.ticketId, id)),
      ),
    ).toBe('23514')
  })
})

describe('who may do what, and bad input', () => {
  it('staff without the help desk’s permissions are refused; nobody signed in is asked to sign in', async () => {
    expect((await call('GET', `${BASE}all/`, editor)).statusCode).toBe(403)
    expect((await call('GET', `${BASE}all/`, accountant)).statusCode).toBe(403)
    expect((await call('GET', `${BASE}all/`, {})).statusCode).toBe(401)
    const opened = await call('POST', `${BASE}create/`, accountant, {
      subject: 'x',
      message: 'y',
      requester_name: 'A',
      requester_email: 'a@example.com',
    })
    expect(opened.statusCode).toBe(403)
    expect((await call('GET', `${BASE}all/`, admin)).statusCode).toBe(200)
  })

  it('names the problem: missing subject, unknown status, bad id, NUL, a disguised file', async () => {
    const missing = await call('POST', `${BASE}create/`, support, { message: 'no subject' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toHaveProperty('subject')
    const [any] = (await call('GET', `${BASE}all/?size=1`, support)).json().tickets
    const unknown = await call('POST', `${BASE}update/${any.id}`, support, { ticket_status: 99999 })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().ticket_status[0]).toContain('does not exist')
    expect((await call('POST', `${BASE}update/abc`, support, { ticket_status: 1 })).statusCode).toBe(400)
    expect((await call('POST', `${BASE}update/${any.id}`, support, {})).statusCode).toBe(400)
    const nul = await call('POST', `${DETAIL}create/`, support, { ticket: any.id, message: 'a\u0000b' })
    expect(nul.statusCode).toBe(400)
    const svg = multipart([
      { name: 'ticket', value: String(any.id) },
      { name: 'message', value: 'see file' },
      {
        name: 'file',
        file: { fileName: 'photo.png', content: Buffer.from('<svg onload="alert(1)"></svg>') },
      },
    ])
    const disguised = await t.app.inject({
      method: 'POST',
      url: `${DETAIL}create/`,
      headers: { ...support, ...svg.headers },
      payload: svg.payload,
    })
    expect(disguised.statusCode).toBe(400)
    expect(disguised.body).toContain('SVG')
  })

  it('an attachment is kept private: served to staff with no-store, never under /media/', async () => {
    const [any] = (await call('GET', `${BASE}all/?size=1`, support)).json().tickets
    const doc = await PDFDocument.create()
    doc.addPage()
    const pdf = Buffer.from(await doc.save())
    const form = multipart([
      { name: 'ticket', value: String(any.id) },
      { name: 'message', value: 'The form, signed.' },
      { name: 'file', file: { fileName: 'form.pdf', content: pdf, contentType: 'application/pdf' } },
    ])
    const sent = await t.app.inject({
      method: 'POST',
      url: `${DETAIL}create/`,
      headers: { ...support, ...form.headers },
      payload: form.payload,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const message = sent.json()
    const [row] = await db.select().from(ticketDetail).where(eq(ticketDetail.id, message.id))
    expect(row?.file).toMatch(/^private\/tickets\//)
    expect((await t.app.inject({ url: `/media/${row?.file}` })).statusCode).toBe(404)
    const file = await call('GET', `${DETAIL}${message.id}/file`, support)
    expect(file.statusCode).toBe(200)
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect((await call('GET', `${DETAIL}${message.id}/file`, editor)).statusCode).toBe(403)
  })

  it('answers the original’s department lists and the client’s own list', async () => {
    const support_ = await call('GET', `${BASE}ticket_of_support_department/`, support)
    expect(support_.statusCode).toBe(200)
    expect(support_.json()).toHaveProperty('tickets')
    for (const row of support_.json().tickets) expect(row.ticket_department.name).toMatch(/^Support/)
    const mine = await call('GET', `${BASE}ticket_for_client/all/`, support)
    expect(mine.statusCode).toBe(200)
  })
})

describe('the tickets report', () => {
  it('counts the tickets opened in the range per department, as the list has them', async () => {
    const range = 'date_after=2035-09-01&date_before=2035-09-30'
    const report = await call('GET', `/ticket_report/api/v1/ticket_report/?${range}`, support)
    expect(report.statusCode, report.body).toBe(200)
    const listed = (await call('GET', `${BASE}all/?${range}&size=100`, support)).json()
    expect(report.json().totals.opened).toBe(listed.total_elements)
    const opened = report.json().departments.reduce((sum: number, d: { opened: number }) => sum + d.opened, 0)
    expect(opened).toBe(listed.total_elements)
    const { totals } = report.json()
    expect(totals.resolved + totals.open).toBe(totals.opened)
    expect(totals.response.met + totals.response.late + totals.response.pending).toBe(totals.opened)
    const csv = await call('GET', `/ticket_report/api/v1/ticket_report/?${range}&format=csv`, support)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain(`Total,${totals.opened},`)
    expect((await call('GET', `/ticket_report/api/v1/ticket_report/?${range}`, accountant)).statusCode).toBe(
      403,
    )
    expect(
      (await call('GET', '/ticket_report/api/v1/ticket_report/?date_after=2035-13-01', support)).statusCode,
    ).toBe(400)
  })
})
