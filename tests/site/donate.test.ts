/**
 * The donation form without a payment gateway, through inject(): /donate offers the causes open for
 * gifts and the general fund, the giving settings' presets and offline instructions, no online
 * option and no card field; a pledge is stored (pledged), staff and the donor are emailed, and the
 * gift's page says what happens next. Posted without JavaScript it answers a 303 to that page, or
 * the form again with its messages. The guard, the per-address limit and card fields refuse as
 * they should. Monthly pledges start a promise and email its signed link.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../../server/db/schema.ts'
import { cause, donation, givingSetting, recurringGift } from '../../server/modules/giving/tables.ts'
import { signFormToken } from '../../server/site/forms/form-guard.ts'
import type { PageData } from '../../web/page-data.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let guard: Record<string, string>
let openCause: number
let endedCause: number
const INSTRUCTIONS = 'Bank transfer: Dutch-Bangla Bank, A/C 123-456-789\nbKash (merchant): 01700-000000'

beforeAll(async () => {
  t = await createTestApp()
  guard = { website: '', form_started: await signFormToken(t.db, Date.now() - 60_000) }
  await t.db
    .update(givingSetting)
    .set({
      notifyEmail: 'giving@meghsetu.example',
      offlineInstructions: INSTRUCTIONS,
      presets: '300, 800,x,1500',
    })
    .where(eq(givingSetting.id, 1))
  const [open] = await t.db
    .insert(cause)
    .values({
      name: 'Winter blankets for Kurigram',
      status: 'published',
      publishAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: cause.id })
  const [ended] = await t.db
    .insert(cause)
    .values({ name: 'Flood relief 2024', status: 'published', endDate: '2024-12-31' })
    .returning({ id: cause.id })
  openCause = open?.id as number
  endedCause = ended?.id as number
})
afterAll(() => t?.close())

let ipCounter = 0
const nextIp = () => `10.99.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const pledge = {
  amount: '800',
  otherAmount: '',
  frequency: 'once',
  cause: '',
  firstName: 'Karim',
  lastName: 'Uddin',
  email: 'karim.uddin@example.com',
  phone: '',
  address: '',
  anonymous: '',
  message: 'For the children’s books.',
  way: 'offline',
}

const give = (fields: Record<string, string>, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/donate', payload: { ...guard, ...fields }, remoteAddress })

/** A browser without JavaScript: a urlencoded post that asks for the page back. */
const giveWithoutScript = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/donate',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...guard, ...fields }).toString(),
    remoteAddress: nextIp(),
  })

const mailsTo = (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to)).orderBy(desc(emailOutbox.id))

const referenceOf = (location: string) => new URL(location, 'http://x').searchParams.get('ref') as string

describe('/donate without a payment gateway', () => {
  it('offers the causes open for gifts, the presets, the offline instructions and no online or card field', async () => {
    const page = await t.app.inject('/donate')
    expect(page.statusCode).toBe(200)
    const data = (await t.app.inject('/__page-data?path=/donate')).json() as PageData
    expect(data.site.giving).toEqual({
      online: false,
      presets: [300, 800, 1500],
      offlineInstructions: INSTRUCTIONS,
    })
    expect(data.body).toMatchObject({ kind: 'donate', submission: null })
    const causes = (data.body as { causes: { name: string }[] }).causes.map((c) => c.name)
    expect(causes).toContain('Winter blankets for Kurigram')
    expect(causes).not.toContain('Flood relief 2024')
    const form = page.body.slice(
      page.body.indexOf('<form class="form-grid donation-form"'),
      page.body.indexOf('</form>', page.body.indexOf('donation-form')),
    )
    expect(form).toMatch(/action="\/donate" method="post"/)
    expect(form).toContain('<option value="" selected="">General fund (where it is needed most)</option>')
    for (const preset of ['BDT\u00a0300', 'BDT\u00a0800', 'BDT\u00a01,500']) expect(form).toContain(preset)
    expect(form).toContain('<input type="hidden" name="way" value="offline"/>')
    expect(form).toContain('Online giving is not open at the moment')
    expect(form).toContain('Dutch-Bangla Bank, A/C 123-456-789')
    expect(form).not.toMatch(/card|cvv|cvc|expiry/i)
    expect(form).toContain('privacy notice')
  })

  it('stores a pledge, emails staff and the donor, and sends the script on to the gift’s page', async () => {
    const response = await give({ ...pledge, cause: String(openCause) })
    expect(response.statusCode).toBe(201)
    const answer = response.json() as { redirect_url: string; reference: string }
    expect(answer.redirect_url).toBe(`http://kizuna.test/donate/thanks?ref=${answer.reference}`)
    const [row] = await t.db.select().from(donation).where(eq(donation.transactionId, answer.reference))
    expect(row).toMatchObject({
      status: 'pledged',
      channel: 'offline',
      amount: '800.00',
      causeId: openCause,
      firstName: 'Karim',
      message: 'For the children’s books.',
      method: null,
    })
    const [staff] = await mailsTo('giving@meghsetu.example')
    expect(staff?.subject).toBe(
      `Pledge ${answer.reference}: Tk 800.00 for Winter blankets for Kurigram, from Karim Uddin`,
    )
    expect(staff?.replyTo).toBe('karim.uddin@example.com')
    const [toDonor] = await mailsTo('karim.uddin@example.com')
    expect(toDonor?.text).toContain(INSTRUCTIONS)
    expect(toDonor?.text).toContain(`Please quote your reference ${answer.reference}`)
    const page = await t.app.inject(`/donate/thanks?ref=${answer.reference}`)
    expect(page.body).toContain('Thank you, Karim: your pledge is noted')
    expect(page.body).toContain('Dutch-Bangla Bank, A/C 123-456-789')
    expect(page.body).not.toContain('karim.uddin@example.com')
  })

  it('tells the site’s email when the giving settings name none', async () => {
    await t.db.update(givingSetting).set({ notifyEmail: null }).where(eq(givingSetting.id, 1))
    try {
      const response = await give({ ...pledge, email: 'nasrin@example.com', firstName: 'Nasrin' })
      const { reference } = response.json() as { reference: string }
      const [staff] = await mailsTo('info@meghsetu.example')
      expect(staff?.subject).toContain(`Pledge ${reference}`)
    } finally {
      await t.db
        .update(givingSetting)
        .set({ notifyEmail: 'giving@meghsetu.example' })
        .where(eq(givingSetting.id, 1))
    }
  })

  it('works without JavaScript: a 303 to the gift’s page, or the form again with its messages and values', async () => {
    const sent = await giveWithoutScript({ ...pledge, amount: '300', otherAmount: '1,250.50' })
    expect(sent.statusCode).toBe(303)
    const reference = referenceOf(sent.headers.location as string)
    const [row] = await t.db.select().from(donation).where(eq(donation.transactionId, reference))
    // The amount typed under "another amount" is the gift: the preset stays chosen without a script.
    expect(row?.amount).toBe('1250.50')

    const refused = await giveWithoutScript({
      ...pledge,
      firstName: '',
      email: 'karim@',
      cause: String(openCause),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(refused.body).toContain(
      '<p id="donation-firstName-error" class="form-field__error">Enter your first name.</p>',
    )
    expect(refused.body).toMatch(/<input id="donation-email"[^>]* value="karim@"/)
    expect(refused.body).toMatch(new RegExp(`<option value="${openCause}" selected="">Winter blankets`))
  })

  it('refuses online giving, an ended cause and card fields, naming the field', async () => {
    expect((await give({ ...pledge, way: 'online', phone: '01711111111', address: 'Dhaka' })).json()).toEqual(
      {
        detail: 'Please check the fields marked.',
        errors: { way: ['Online giving is not open at the moment: please choose to give offline.'] },
      },
    )
    expect((await give({ ...pledge, cause: String(endedCause) })).json()).toEqual({
      detail: 'Please check the fields marked.',
      errors: { cause: ['The cause "Flood relief 2024" ended on 2024-12-31 and takes no more gifts.'] },
    })
    const card = await give({ ...pledge, cardNumber: '4111111111111111', cvv: '123' })
    expect(card.statusCode).toBe(400)
    expect(card.json().detail).toMatch(/^Card data is never accepted here.*cardNumber, cvv\.$/)
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(donation)
      .where(eq(donation.causeId, endedCause))
    expect(count?.n).toBe(0)
  })

  it('is guarded like the other forms: the honeypot, the start token and ten gifts an hour per address', async () => {
    expect((await give({ ...pledge, website: 'http://spam.example' })).statusCode).toBe(400)
    expect((await give({ ...pledge, form_started: '' })).json().detail).toMatch(/reload the page/)
    const ip = nextIp()
    for (let i = 0; i < 10; i++) expect((await give(pledge, ip)).statusCode).toBe(201)
    const limited = await give(pledge, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('pledges monthly: the promise, this month’s pledge, and the signed link in the donor’s email', async () => {
    const response = await give({ ...pledge, frequency: 'monthly', email: 'monthly.karim@example.com' })
    const { reference } = response.json() as { reference: string }
    const [row] = await t.db.select().from(donation).where(eq(donation.transactionId, reference))
    const [gift] = await t.db
      .select()
      .from(recurringGift)
      .where(eq(recurringGift.id, row?.recurringGiftId as number))
    expect(gift).toMatchObject({ status: 'active', channel: 'offline', amount: '800.00' })
    const [mail] = await mailsTo('monthly.karim@example.com')
    expect(mail?.text).toMatch(
      /To change the amount or stop your monthly gift: http:\/\/kizuna\.test\/donate\/monthly\?token=\d+\.[\w-]{43}/,
    )
    expect((await t.app.inject(`/donate/thanks?ref=${reference}`)).body).toContain(
      'This is a month of your monthly gift',
    )
  })
})

describe('a donor’s own pages', () => {
  const tokenIn = (text: string) => /\/donate\/monthly\?token=([\w.-]+)/.exec(text)?.[1] as string

  it('are answered private, no-store, HTML and JSON alike, and kept by no cache on the server', async () => {
    const response = await give({ ...pledge, frequency: 'monthly', email: 'private.karim@example.com' })
    const { reference } = response.json() as { reference: string }
    const [mail] = await mailsTo('private.karim@example.com')
    const token = tokenIn(mail?.text ?? '')
    const urls = [`/donate/thanks?ref=${reference}`, `/donate/monthly?token=${token}`]
    for (const url of urls) {
      for (const asked of [url, `/__page-data?path=${encodeURIComponent(url)}`]) {
        const page = await t.app.inject(asked)
        expect(page.statusCode, asked).toBe(200)
        expect(page.body, asked).toContain('Karim')
        expect(page.headers['cache-control'], asked).toBe('private, no-store')
        expect(page.headers.etag, asked).toBeUndefined()
      }
      expect(t.app.responseCache.get(url)).toBeUndefined()
      expect(t.app.responseCache.get(`/__page-data ${url}`)).toBeUndefined()
    }
    // The public pages beside them are cached as before.
    await t.app.inject('/donate')
    expect(t.app.responseCache.get('/donate')).toBeDefined()
  })

  it('show the gift as it is now, on the next request', async () => {
    const response = await give({ ...pledge, email: 'state.karim@example.com' })
    const { reference } = response.json() as { reference: string }
    const url = `/donate/thanks?ref=${reference}`
    const data = () => t.app.inject(`/__page-data?path=${encodeURIComponent(url)}`)
    expect((await t.app.inject(url)).body).toContain('your pledge is noted')
    expect(((await data()).json() as PageData).body).toMatchObject({ gift: { status: 'pledged' } })

    await t.db.update(donation).set({ status: 'cancelled' }).where(eq(donation.transactionId, reference))
    const page = await t.app.inject(url)
    expect(page.body).not.toContain('your pledge is noted')
    expect(page.body).toContain('You cancelled the payment')
    expect(((await data()).json() as PageData).body).toMatchObject({ gift: { status: 'cancelled' } })
  })
})
