/**
 * The Help page in a real browser (issue 16 item 2): a visitor asks for help and sees the ticket
 * number; the page link from the acknowledgement (read from the outbox through the API) shows the
 * thread and takes a reply, with the script and without it; axe at 1280 and 390 px, no console
 * errors.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The browser reports an answer with status 4xx as a console error; those are expected here. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e))

/** The ticket page's link in the newest email to `to`, read through the outbox's API as staff. */
async function pageLinkMailedTo(to: string): Promise<string> {
  const login = await fetch(`${base}/user/api/v1/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: testAdmin.email, password: testAdmin.password }),
  })
  const headers = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` }
  const outbox = `${base}/email_outbox/api/v1/email_outbox/`
  const list = (await (
    await fetch(`${outbox}all/?recipient=${encodeURIComponent(to)}`, { headers })
  ).json()) as {
    emails: { id: number }[]
  }
  const mail = (await (await fetch(`${outbox}${list.emails[0]?.id}`, { headers })).json()) as { text: string }
  const link = /https?:\/\/\S+\/help\/ticket\?token=\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no ticket link was emailed to ${to}`)
  return link
}

describe('the Help page', () => {
  it('renders at 1280 and 390 px with no console errors and no axe violations', async () => {
    for (const width of [1280, 390]) {
      const { page, errors, close } = await openPage(browser, width)
      const response = await visit(page, `${base}/help`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').allTextContents()).toEqual(['Help'])
      await screenshot(page, `help-${width}`)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    }
  })

  it('asks for help, shows the ticket number, then the emailed link shows the thread and takes a reply', async () => {
    const { page, errors, close } = await openPage(browser, 1280)
    await visit(page, `${base}/help`)
    const form = page.locator('main form')
    await form.getByRole('button', { name: 'Send Request' }).click()
    expect(await page.locator('.form-field__error').allTextContents()).toContain(
      'Please choose what your request is about',
    )
    await page.getByLabel('Name', { exact: true }).fill('Rina Akter')
    await page.getByLabel('Email', { exact: true }).fill('rina.e2e@example.com')
    await page.getByLabel('What is it about?').selectOption({ label: 'Donations and receipts' })
    await page.getByLabel('Subject').fill('Receipt for my August gift')
    await page.getByLabel('Message').fill('I gave 5,000 taka on 12 August and have no receipt yet.')
    await form.getByRole('button', { name: 'Send Request' }).click()
    const thanks = page.getByText(/your request is ticket T-\d{6}/)
    await thanks.waitFor()
    const number = /T-\d{6}/.exec((await thanks.textContent()) ?? '')?.[0]
    expect(await axeViolations(page)).toEqual([])

    const link = await pageLinkMailedTo('rina.e2e@example.com')
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await visit(page, link)
      expect(await page.locator('h1').allTextContents()).toEqual([`Ticket ${number}`])
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, `help-ticket-${width}`)
    }
    await page.getByLabel('Your message').fill('The transaction number is TX-4471.')
    await page.locator('main form').getByRole('button', { name: 'Send', exact: true }).click()
    await page.locator('.help-thread').getByText('The transaction number is TX-4471.').waitFor()
    expect(unexpected(errors)).toEqual([])
    await close()
  })

  it('works without JavaScript: the request, then a reply on the ticket’s page', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(`${base}/help`)
    await page.getByLabel('Name', { exact: true }).fill('Karim Uddin')
    await page.getByLabel('Email', { exact: true }).fill('karim.e2e@example.com')
    await page.getByLabel('What is it about?').selectOption({ label: 'Courses and admission' })
    await page.getByLabel('Subject').fill('Evening Japanese class')
    await page.getByLabel('Message').fill('Is there an evening class for working people?')
    await page.locator('main form').getByRole('button', { name: 'Send Request' }).click()
    await page.getByText(/your request is ticket T-\d{6}/).waitFor()
    await page.goto(await pageLinkMailedTo('karim.e2e@example.com'))
    await page.getByLabel('Your message').fill('Saturdays would suit me too.')
    await page.locator('main form').getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('your message is added to your request').waitFor()
    expect(await page.locator('.help-thread').textContent()).toContain('Saturdays would suit me too.')
    await context.close()
  })

  it('says a forged link is not valid (404)', async () => {
    const { page, close } = await openPage(browser, 390)
    const response = await visit(page, `${base}/help/ticket?token=1.${'A'.repeat(43)}`)
    expect(response?.status()).toBe(404)
    await page.getByText('This link is not valid').first().waitFor()
    await close()
  })
})
