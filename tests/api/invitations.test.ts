/**
 * New users without a password are invited: an email with a 7-day single-use link to choose one,
 * kept in Outgoing email without SMTP; the answer tells the admin what became of it; the admin can
 * send a new one while the user has no password. A password in the create body still works. A
 * user must have a role.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authToken, emailOutbox, users } from '../../server/db/schema.ts'
import { invitationDetail } from '../../server/modules/accounts/invitation.ts'
import { signIn, testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
let editorRole: number
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
  const roles = await t.app.inject({ url: '/role/api/v1/role/without_pagination/all/', headers: as.admin })
  editorRole = roles.json().roles.find((r: { name: string }) => r.name === 'Editor').id
})
afterAll(() => t?.close())

const call = (method: 'POST' | 'PATCH', url: string, payload?: object, headers = as.admin) =>
  t.app.inject({ method, url, headers, payload })

/** The token of the latest email to `recipient`, read from its link as the invitee would. */
async function linkTokenFor(recipient: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, recipient))
    .orderBy(emailOutbox.id)
    .then((rows) => rows.slice(-1))
  const link = /http:\/\/kizuna\.test\/admin\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0]
  return { mail, link, token: link ? new URL(link).searchParams.get('token') : null }
}

const choose = (token: string | null, password: string) =>
  call('POST', '/user/api/v1/user/reset_password_confirm/', { token, new_password: password }, {})

describe('invitations', () => {
  it('invites a user created without a password: a 7-day link to choose it, then they sign in', async () => {
    const before = Date.now()
    const created = await call('POST', '/user/api/v1/user/create/', {
      email: 'invited@kizuna.example',
      first_name: 'Ina',
      role: editorRole,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ email: 'invited@kizuna.example', role: 'Editor' })
    expect(created.json().invitation).toEqual({
      outcome: 'kept',
      detail:
        'No mail server is set up: the invitation to invited@kizuna.example is kept in Outgoing email, with its link.',
    })
    const { mail, link, token } = await linkTokenFor('invited@kizuna.example')
    expect(mail?.subject).toBe('You are invited to the Kizuna back office')
    expect(link).toContain('invited=1')
    const [stored] = await t.db
      .select()
      .from(authToken)
      .where(and(eq(authToken.userId, created.json().id), eq(authToken.purpose, 'invite')))
    const days = ((stored?.expiresAt.getTime() ?? 0) - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)

    expect((await choose(token, 'my own long password')).statusCode).toBe(200)
    await signIn(t.app, 'invited@kizuna.example', 'my own long password')
    // Single use.
    expect((await choose(token, 'another long password')).statusCode).toBe(400)
    // Nothing left to invite to.
    const again = await call('POST', `/user/api/v1/user/invite/${created.json().id}/`)
    expect(again.statusCode).toBe(409)
  })

  it('sends a new invitation on request; only the newest link works', async () => {
    const created = await call('POST', '/user/api/v1/user/create/', {
      email: 'twice@kizuna.example',
      role: editorRole,
    })
    const first = await linkTokenFor('twice@kizuna.example')
    const resent = await call('POST', `/user/api/v1/user/invite/${created.json().id}/`)
    expect(resent.statusCode).toBe(200)
    expect(resent.json()).toMatchObject({
      outcome: 'kept',
      detail: expect.stringContaining('twice@kizuna.example'),
    })
    const second = await linkTokenFor('twice@kizuna.example')
    expect(second.token).not.toBe(first.token)
    expect((await choose(first.token, 'an old link password')).statusCode).toBe(400)
    expect((await choose(second.token, 'the new link password')).statusCode).toBe(200)
    expect((await call('POST', '/user/api/v1/user/invite/99999/')).statusCode).toBe(404)
    expect(
      (await call('POST', `/user/api/v1/user/invite/${created.json().id}/`, {}, as.editor)).statusCode,
    ).toBe(403)
  })

  it('still takes a password in the create body, and then sends no invitation', async () => {
    const created = await call('POST', '/user/api/v1/user/create/', {
      email: 'with.password@kizuna.example',
      role: editorRole,
      password: 'chosen by the admin',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).not.toHaveProperty('invitation')
    expect((await linkTokenFor('with.password@kizuna.example')).mail).toBeUndefined()
    await signIn(t.app, 'with.password@kizuna.example', 'chosen by the admin')
  })

  it('tells the admin what became of the email', () => {
    expect(invitationDetail('sent', 'a@kizuna.example')).toBe('Invitation sent to a@kizuna.example.')
    expect(invitationDetail('failed', 'a@kizuna.example')).toMatch(/could not be sent.*Outgoing email/)
  })
})

describe('a user must have a role', () => {
  it('refuses a create without one, naming the field', async () => {
    const answer = await call('POST', '/user/api/v1/user/create/', { email: 'roleless@kizuna.example' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ role: ['This field is required.'] })
  })

  it('refuses to take a user’s role away, and an edit of a user who has none', async () => {
    const created = await call('POST', '/user/api/v1/user/create/', {
      email: 'keeps.role@kizuna.example',
      role: editorRole,
      password: 'a long enough password',
    })
    const cleared = await call('PATCH', `/user/api/v1/user/update/${created.json().id}`, { role: null })
    expect(cleared.statusCode).toBe(400)
    expect(Object.keys(cleared.json())).toEqual(['role'])
    const [old] = await t.db
      .insert(users)
      .values({ email: 'from.before@kizuna.example' })
      .returning({ id: users.id })
    const edited = await call('PATCH', `/user/api/v1/user/update/${old?.id}`, { first_name: 'Olga' })
    expect(edited.statusCode).toBe(400)
    expect(edited.json()).toEqual({ role: ['Choose a role: a user acts through one.'] })
    const fixed = await call('PATCH', `/user/api/v1/user/update/${old?.id}`, { role: editorRole })
    expect(fixed.statusCode).toBe(200)
  })
})
