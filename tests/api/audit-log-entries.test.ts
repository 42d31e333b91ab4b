/**
 * The audit log as staff read it: each entry names its resource as the back office does
 * ("Notice") and says whether its record still exists (the screen links only to those); sign-ins
 * and failed sign-ins are recorded (email tried, why, the address; never the password), filtered
 * by action, and failures are written no faster than the login limiter admits attempts.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema.ts'
import { testAccounts } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp()
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

type Entry = Record<string, unknown>
const entries = async (query: string): Promise<Entry[]> =>
  (
    await t.app.inject({ url: `/audit_log/api/v1/audit_log/all/?size=100&${query}`, headers: as.admin })
  ).json().audit_logs

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/api/v1/user/login/',
    payload: { email, password },
    remoteAddress: ip,
  })

describe('audit log entries', () => {
  it('name the screen and say whether the record is still there', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/notice/api/v1/notice/create/',
      headers: as.admin,
      payload: { title: 'Audited notice' },
    })
    const id = created.json().id
    const [entry] = await entries(`resource=notice&record_id=${id}`)
    expect(entry).toMatchObject({ resource: 'notice', resource_label: 'Notice', record_exists: true })

    await t.app.inject({ method: 'DELETE', url: `/notice/api/v1/notice/delete/${id}`, headers: as.admin })
    const after = await entries(`resource=notice&record_id=${id}`)
    expect(after.map((e) => [e.action, e.record_exists])).toEqual([
      ['delete', false],
      ['create', false],
    ])
    const one = await t.app.inject({ url: `/audit_log/api/v1/audit_log/${after[0]?.id}`, headers: as.admin })
    expect(one.json()).toMatchObject({ resource_label: 'Notice', record_exists: false })
  })

  it('record sign-ins and failed sign-ins with the email, the reason and the address, never the password', async () => {
    await login(testAdmin.email, testAdmin.password, '10.77.0.1')
    await login(testAdmin.email, 'a wrong secret guess', '10.77.0.2')
    await login('stranger@kizuna.example', 'another secret guess', '10.77.0.3')

    const [signedIn] = await entries('action=sign_in')
    expect(signedIn).toMatchObject({
      action: 'sign_in',
      resource: 'user',
      resource_label: 'User',
      user_email: testAdmin.email,
      record_exists: true,
      ip: '10.77.0.1',
    })
    expect(signedIn?.user).toBe(signedIn?.record_id)

    const failed = await entries('action=sign_in_failed')
    expect(failed.slice(0, 2)).toMatchObject([
      {
        user_email: 'stranger@kizuna.example',
        record_id: null,
        detail: 'No account has this email.',
        ip: '10.77.0.3',
        user: null,
      },
      {
        user_email: testAdmin.email,
        record_id: signedIn?.record_id,
        detail: 'Wrong password.',
        ip: '10.77.0.2',
        user: null,
      },
    ])
    expect(failed.every((e) => e.action === 'sign_in_failed')).toBe(true)
    const all = JSON.stringify(await entries(''))
    expect(all).not.toContain('a wrong secret guess')
    expect(all).not.toContain('another secret guess')
  })

  it('write failed sign-ins no faster than the login limiter admits attempts', async () => {
    const ip = '10.77.1.1'
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`flood${i}@kizuna.example`, 'guess', ip)),
    )
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(20)
    const [written] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.ip, ip), eq(auditLog.action, 'sign_in_failed')))
    expect(written?.n).toBeLessThanOrEqual(20)
    const long = await login(`${'x'.repeat(300)}@kizuna.example`, 'guess', '10.77.2.1')
    expect(long.statusCode).toBe(401)
  })
})
