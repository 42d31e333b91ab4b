/**
 * Issue 12 items 11 and 12 in the browser: a user created without a password is invited; without
 * SMTP the invitation is read on the Outgoing email screen, whose link the new user follows to
 * choose a password and sign in; a user must have a role; the audit log names each entry's screen,
 * links to records that still exist and lists sign-ins.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { backOfficePage, signInToBackOffice, staffSession } from './back-office.ts'
import { axeViolations, launchBrowser, screenshot } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now()
const invitee = { email: `invitee-${stamp}@kizuna.example`, password: 'my very own password' }

let browser: Browser
let admin: Page
beforeAll(async () => {
  browser = await launchBrowser()
  admin = await backOfficePage(browser)
  await signInToBackOffice(admin, base)
})
afterAll(() => browser?.close())

describe('invitations through Outgoing email', () => {
  it('refuses a user without a role, and invites one created without a password', async () => {
    await admin.goto(`${base}/admin/user/create`)
    await admin.getByLabel('Email').fill(invitee.email)
    await admin.getByLabel('First name').fill('Ina')
    await admin.getByRole('button', { name: 'Save' }).click()
    await admin.getByText('Choose a role: a user acts through one.').waitFor()
    await admin.getByRole('combobox', { name: 'Role' }).click()
    await admin.getByRole('option', { name: 'Editor', exact: true }).click()
    await admin.getByRole('button', { name: 'Save' }).click()
    await admin
      .getByText(`No mail server is set up: the invitation to ${invitee.email} is kept in Outgoing email`)
      .waitFor()
  })

  it('lists the invitation in Outgoing email, says SMTP is not set up, and shows its link', async () => {
    await admin.getByRole('menuitem', { name: 'Outgoing email', exact: true }).click()
    await admin.locator('td.column-recipient').first().waitFor()
    await admin.getByText('No mail server is set up (SMTP_URL)').waitFor()
    const row = admin.getByRole('row').filter({ hasText: invitee.email }).first()
    await row.getByText('You are invited to the Kizuna back office').waitFor()
    await row.getByText('Kept (not sent)').waitFor()
    expect(await axeViolations(admin)).toEqual([])
    await screenshot(admin, 'admin-outgoing-email-list')

    await row.click()
    const link = admin.getByRole('link', { name: /\/admin\/reset-password\?token=/ })
    await link.waitFor()
    expect(await axeViolations(admin)).toEqual([])
    await screenshot(admin, 'admin-outgoing-email-show')

    // The invitee follows the link, in a browser of their own.
    const href = (await link.getAttribute('href')) ?? ''
    const own = await backOfficePage(browser)
    await own.goto(`${base}${new URL(href).pathname}${new URL(href).search}`)
    await own.getByRole('heading', { name: 'Choose your password' }).waitFor()
    await own.locator('input[name="new_password"]').fill(invitee.password)
    await own.locator('input[name="confirm_password"]').fill(invitee.password)
    await own.getByRole('button', { name: 'Set the new password' }).click()
    await own.waitForURL(/\/admin\/login/)
    await signInToBackOffice(own, base, invitee.email, invitee.password)
    await own.context().close()
  })

  it('is not offered to the Editor', async () => {
    const own = await backOfficePage(browser)
    await signInToBackOffice(own, base, invitee.email, invitee.password)
    expect(await own.getByRole('menuitem', { name: 'Outgoing email', exact: true }).count()).toBe(0)
    await own.goto(`${base}/admin/email_outbox`)
    await own.getByText('Access denied').first().waitFor()
    await own.context().close()
  })
})

describe('the audit log', () => {
  it('names screens, links to records that exist (not to deleted ones), and lists sign-ins', async () => {
    const api = await staffSession(base, testAdmin.email, testAdmin.password)
    const notice = await api.call<{ id: number }>('POST', '/notice/api/v1/notice/create/', {
      title: `Audit ${stamp}`,
    })
    await api.call('DELETE', `/notice/api/v1/notice/delete/${notice.json.id}`)

    const filtered = (filter: object) =>
      `${base}/admin/audit_log?filter=${encodeURIComponent(JSON.stringify(filter))}`
    await admin.goto(filtered({ resource: 'notice', record_id: notice.json.id }))
    await admin.getByRole('row').filter({ hasText: 'Deleted' }).first().waitFor()
    await admin.getByText(`Notice ${notice.json.id}`).first().waitFor()
    expect(await admin.getByRole('link', { name: `Notice ${notice.json.id}` }).count()).toBe(0)

    await admin.goto(filtered({ action: 'sign_in' }))
    const signIn = admin.getByRole('row').filter({ hasText: invitee.email }).first()
    await signIn.getByText('Signed in').waitFor()
    await signIn.getByText('User', { exact: true }).waitFor()
    expect(await axeViolations(admin)).toEqual([])
    await screenshot(admin, 'admin-audit-log-sign-ins')

    await signIn.getByRole('link', { name: /^User \d+$/ }).click()
    await admin.waitForURL(/\/admin\/user\/\d+$/)
    await expect.poll(() => admin.getByLabel('Email').inputValue()).toBe(invitee.email)
  })
})
