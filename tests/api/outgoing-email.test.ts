/**
 * The Outgoing email screen's API: every message Kizuna sent or kept, newest first, with its
 * status and, one at a time, its body; for the Administrator only (no other role may be given it,
 * since the bodies hold password links); and whether SMTP is set up.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailAttachment, emailOutbox, permission, role } from '../../server/db/schema.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

const base = '/email_outbox/api/v1/email_outbox/'
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers })

describe('Outgoing email', () => {
  it('lists what was sent, kept or refused, and shows a body with its link', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/user/api/v1/user/reset_password/',
      payload: { email: 'editor@kizuna.example' },
    })
    expect(asked.statusCode).toBe(200)
    await t.db.insert(emailOutbox).values([
      { recipient: 'sent@kizuna.example', subject: 'Went out', text: 'x', sentAt: new Date() },
      {
        recipient: 'refused@kizuna.example',
        subject: 'Refused',
        text: 'x',
        error: '550 mailbox unavailable',
      },
    ])

    const list = await get(`${base}all/`, as.admin)
    expect(list.statusCode).toBe(200)
    const emails = list.json().emails as Record<string, unknown>[]
    expect(emails.slice(0, 3)).toMatchObject([
      { recipient: 'refused@kizuna.example', status: 'failed', error: '550 mailbox unavailable' },
      { recipient: 'sent@kizuna.example', status: 'sent', error: null },
      { recipient: 'editor@kizuna.example', subject: 'Choose a new password', status: 'kept' },
    ])
    expect(emails[0]).not.toHaveProperty('text')

    const kept = await get(`${base}${emails[2]?.id}`, as.admin)
    expect(kept.json().text).toMatch(/http:\/\/kizuna\.test\/admin\/reset-password\?token=kzp_/)

    const failed = await get(`${base}all/?status=failed`, as.admin)
    expect(failed.json().emails.map((e: { recipient: string }) => e.recipient)).toEqual([
      'refused@kizuna.example',
    ])
    const byRecipient = await get(`${base}all/?recipient=EDITOR@`, as.admin)
    expect(
      byRecipient.json().emails.every((e: { recipient: string }) => e.recipient.startsWith('editor@')),
    ).toBe(true)
    expect((await get(`${base}all/?status=lost`, as.admin)).statusCode).toBe(400)
  })

  it('names a message’s attachments (a receipt’s PDF) by file name, type and size', async () => {
    const [mail] = await t.db
      .insert(emailOutbox)
      .values({ recipient: 'donor@kizuna.example', subject: 'Money receipt', text: 'Attached.' })
      .returning()
    await t.db.insert(emailAttachment).values({
      outboxId: mail?.id as number,
      filename: 'MR-2026-27-000001.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7 a receipt'),
    })
    const shown = (await get(`${base}${mail?.id}`, as.admin)).json()
    expect(shown.attachments).toEqual([
      { filename: 'MR-2026-27-000001.pdf', content_type: 'application/pdf', size: 18 },
    ])
    const [plain] = (await get(`${base}all/?recipient=editor@`, as.admin)).json().emails
    expect((await get(`${base}${plain.id}`, as.admin)).json().attachments).toEqual([])
  })

  it('says whether an SMTP server takes the mail', async () => {
    const answer = await get(`${base}smtp/`, as.admin)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ smtp: false })
  })

  it('is for the Administrator only: not the Editor, and no other role can be given it', async () => {
    expect((await get(`${base}all/`, as.editor)).statusCode).toBe(403)
    expect((await get(`${base}smtp/`, as.editor)).statusCode).toBe(403)
    expect((await get(`${base}all/`, {})).statusCode).toBe(401)
    const [read] = await t.db.select().from(permission).where(eq(permission.name, 'email_outbox.read'))
    const [nobody] = await t.db.select().from(role).where(eq(role.name, 'No permissions'))
    const grant = await t.app.inject({
      method: 'PATCH',
      url: `/role/api/v1/role/update/${nobody?.id}`,
      headers: as.admin,
      payload: { permissions: [read?.id] },
    })
    expect(grant.statusCode).toBe(400)
    expect(grant.json().permissions[0]).toMatch(/Only the built-in Administrator/)
    expect((await get(`${base}all/`, as.nobody)).statusCode).toBe(403)
  })

  it('is a screen of the Administrator: in its navigation and admin schema, not the Editor’s', async () => {
    const adminSchema = (await get('/api/v1/admin/schema', as.admin)).json()
    expect(adminSchema.resources.find((r: { name: string }) => r.name === 'email_outbox')).toMatchObject({
      label: 'Outgoing email',
      plural: 'Outgoing email',
      writable: false,
      nav: { group: 'accounts' },
    })
    const editorSchema = (await get('/api/v1/admin/schema', as.editor)).json()
    expect(editorSchema.resources.some((r: { name: string }) => r.name === 'email_outbox')).toBe(false)
  })
})
