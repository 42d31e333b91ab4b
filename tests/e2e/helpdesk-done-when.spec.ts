/**
 * Issue 16's "done when", in a real browser: a visitor opens a ticket on the site's Help page; staff
 * find it on the dashboard's help desk figures and in the list, its first response due when the
 * business calendar says (working hours Sunday to Thursday and the holidays, read back from the
 * API and counted with the same clock the server uses); staff reply and wait for the requester,
 * the response target is met and the resolution clock paused; the visitor answers through the
 * emailed link, and the ticket is back to Open with its resolution clock running. The dashboard's
 * ticket figures equal the totals of the lists they link to.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addWorkingMs, type BusinessCalendar, type Stretch } from '../../common/business-clock.ts'
import { testAdmin } from '../support/paths.ts'
import {
  backOfficePage,
  type StaffSession,
  signInToBackOffice,
  staffSession,
  watchErrors,
} from './back-office.ts'
import { launchBrowser, openPage, visit } from './browser.ts'

const base = inject('baseUrl')
const stamp = Date.now().toString(36)
const SUBJECT = `Medical test before the Japan visa (${stamp})`
const EMAIL = `nasrin.${stamp}@example.com`
const ANSWER = `The medical report is attached to my file at the agency (${stamp}).`

let browser: Browser
let staff: Page
let api: StaffSession
let errors: string[]
let ticketId: number
let number: string

beforeAll(async () => {
  api = await staffSession(base, testAdmin.email, testAdmin.password)
  browser = await launchBrowser()
  staff = await backOfficePage(browser)
  await signInToBackOffice(staff, base)
  errors = watchErrors(staff)
})
afterAll(() => browser?.close())

interface Ticket {
  id: number
  ticket_number: string
  created_at: string
  ticket_status: { name: string }
  sla: {
    response: { state: string; due_at: string | null }
    resolution: { state: string; due_at: string | null }
  }
}

/** The calendar as the help desk keeps it, read through the API. */
async function calendar(): Promise<BusinessCalendar> {
  const hours = await api.call<{
    business_hours: { weekday: number; start_minute: number; end_minute: number }[]
  }>('GET', '/business_hours/api/v1/business_hours/all/?size=100')
  const week: Stretch[][] = [[], [], [], [], [], [], []]
  for (const h of hours.json.business_hours) week[h.weekday]?.push({ from: h.start_minute, to: h.end_minute })
  const days = await api.call<{ holidays: { date: string }[] }>(
    'GET',
    '/holiday/api/v1/holiday/all/?size=100',
  )
  return { timeZone: 'Asia/Dhaka', week, holidays: new Set(days.json.holidays.map((d) => d.date)) }
}

const ticketNow = async () => (await api.call<Ticket>('GET', `/ticket/api/v1/ticket/${ticketId}`)).json

/** The page link in the newest email to the requester. */
async function mailedLink(): Promise<string> {
  const list = await api.call<{ emails: { id: number }[] }>(
    'GET',
    `/email_outbox/api/v1/email_outbox/all/?recipient=${encodeURIComponent(EMAIL)}`,
  )
  const mail = await api.call<{ text: string }>(
    'GET',
    `/email_outbox/api/v1/email_outbox/${list.json.emails[0]?.id}`,
  )
  const link = /https?:\/\/\S+\/help\/ticket\?token=\S+/.exec(mail.json.text)?.[0]
  if (!link) throw new Error('no ticket link was emailed')
  return link.replace(/^https?:\/\/[^/]+/, base)
}

describe('a ticket from the site to a reply and back', () => {
  it('a visitor opens a ticket on the Help page and gets its number', async () => {
    const { page, close } = await openPage(browser, 1280)
    await visit(page, `${base}/help`)
    await page.getByLabel('Name', { exact: true }).fill('Nasrin Sultana')
    await page.getByLabel('Email', { exact: true }).fill(EMAIL)
    await page.getByLabel('What is it about?').selectOption({ label: 'Work abroad and visas' })
    await page.getByLabel('Subject').fill(SUBJECT)
    await page.getByLabel('Message').fill('Which hospital does the medical test for the Japan welding visa?')
    await page.locator('main form').getByRole('button', { name: 'Send Request' }).click()
    const thanks = page.getByText(/your request is ticket T-\d{6}/)
    await thanks.waitFor()
    number = /T-\d{6}/.exec((await thanks.textContent()) ?? '')?.[0] ?? ''
    await close()
    const found = await api.call<{ tickets: Ticket[] }>(
      'GET',
      `/ticket/api/v1/ticket/all/?key=${encodeURIComponent(number)}`,
    )
    ticketId = found.json.tickets[0]?.id ?? 0
    expect(found.json.tickets[0]?.ticket_number).toBe(number)
  })

  it('is due when the business calendar says, and staff see it in the list', async () => {
    const ticket = await ticketNow()
    expect(ticket.sla.response.state).toBe('running')
    // The public's tickets take the default priority, Medium: a first response within 8 working hours.
    const due = addWorkingMs(await calendar(), new Date(ticket.created_at), 8 * 60 * 60_000)
    expect(Date.parse(ticket.sla.response.due_at ?? '')).toBe(due?.getTime())
    await staff.goto(`${base}/admin/ticket?filter=${encodeURIComponent('{}')}`)
    const row = staff.getByRole('row').filter({ hasText: SUBJECT })
    await row.waitFor()
    expect(await row.textContent()).toMatch(/Due in|Breached/)
  })

  it('the dashboard’s ticket figures equal the lists they link to', async () => {
    await staff.goto(`${base}/admin/`)
    for (const [key, sla] of [
      ['tickets_breached', 'breached'],
      ['tickets_due_today', 'due_today'],
    ] as const) {
      const value = staff.locator(`[data-figure="${key}"] [data-value]`)
      await value.waitFor()
      const shown = Number((await value.textContent())?.replaceAll(',', ''))
      const list = await api.call<{ total_elements: number }>('GET', `/ticket/api/v1/ticket/all/?sla=${sla}`)
      expect(shown, key).toBe(list.json.total_elements)
    }
    await staff.locator('[data-figure="tickets_breached"] a').first().click()
    await staff.waitForURL(/\/admin\/ticket/)
    expect(decodeURIComponent(staff.url())).toContain('"sla":"breached"')
  })

  it('staff reply and wait for the requester: the response is met, the resolution paused', async () => {
    await staff.goto(`${base}/admin/ticket/${ticketId}/show`)
    await staff.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor()
    const message = staff.getByLabel('Message to the requester')
    await message.fill(
      'Any of the hospitals on the embassy’s list; please send us your report once you have it.',
    )
    await message.press('Control+Enter')
    await expect.poll(async () => (await ticketNow()).sla.response.state).toBe('met')
    const ticket = await ticketNow()
    expect(ticket.ticket_status.name).toBe('Waiting for requester')
    expect(ticket.sla.resolution).toMatchObject({ state: 'paused', due_at: null })
  })

  it('the visitor answers through the emailed link; the ticket is open again, its clock running', async () => {
    const { page, close } = await openPage(browser, 1280)
    await visit(page, await mailedLink())
    await page.getByRole('heading', { level: 1, name: `Ticket ${number}` }).waitFor()
    await page.getByText('Any of the hospitals on the embassy’s list').waitFor()
    await page.getByLabel('Your message').fill(ANSWER)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText(ANSWER).waitFor()
    await close()
    const ticket = await ticketNow()
    expect(ticket.ticket_status.name).toBe('Open')
    expect(ticket.sla.resolution.state).toMatch(/running|breached/)
    await staff.reload()
    await staff.getByText(ANSWER).waitFor()
    expect(errors).toEqual([])
  })
})
