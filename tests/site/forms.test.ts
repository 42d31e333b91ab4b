/**
 * The forms through inject(): the pages render (also without a Contact menu), the map is taken
 * only from allowed hosts, and the contact, newsletter and volunteer endpoints store and mail what
 * is valid, refuse what is not with the spec's message for the field, limit sizes (413) and rates
 * (429), answer a browser without JavaScript with the page again, and keep CVs private.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { asc, desc, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../../server/db/schema.ts'
import { createMailer } from '../../server/mail/mailer.ts'
import { cmsMenu } from '../../server/modules/cms/tables.ts'
import {
  contactMessage,
  newsletterSubscriber,
  volunteerApplication,
} from '../../server/modules/messages/tables.ts'
import { employee } from '../../server/modules/org/tables.ts'
import { FORM_STARTED_COOKIE, GUARD_MESSAGES, signFormToken } from '../../server/site/forms/form-guard.ts'
import { mapEmbed } from '../../server/site/forms/map-embed.ts'
import { PAGE_CACHE_CONTROL } from '../../server/site/page-cache.ts'
import { STARTED_PLACEHOLDER } from '../../web/components/form-guard-fields.ts'
import { signIn } from '../support/accounts.ts'
import { multipart, type Part } from '../support/multipart.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Record<string, string>
/** What a person's browser sends besides the fields: an empty honeypot, a form started a minute ago. */
let guard: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  admin = await signIn(t.app, testAdmin.email, testAdmin.password)
  guard = { website: '', form_started: await signFormToken(t.db, Date.now() - 60_000) }
})
afterAll(() => t?.close())

let ipCounter = 0
/** A fresh client address, so each test starts under the rate limits. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const post = (url: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload: { ...guard, ...payload }, remoteAddress })

const page = (url: string) => t.app.inject(url)

const validContact = {
  name: 'Farhana',
  lastname: 'Begum',
  email: 'farhana.begum@example.com',
  subject: 'Support',
  message: 'Is there a Japanese evening class for working people this autumn?',
}

// The smallest whole PDF: a catalog, a page tree and one page (uploads are parsed by pdf-lib).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

function volunteerBody(fields: Record<string, string>, file?: Part['file']) {
  const parts: Part[] = Object.entries({ ...guard, ...fields }).map(([name, value]) => ({ name, value }))
  if (file) parts.push({ name: 'cv', file })
  return multipart(parts)
}

const validVolunteer = {
  firstName: 'Tanvir',
  email: 'tanvir@example.com',
  subject: 'Weekend Japanese conversation club',
  about: 'I passed JLPT N3 and can help beginners on Fridays.',
}

const postVolunteer = (body: ReturnType<typeof multipart>, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/volunteer',
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  })

async function lastMail() {
  const [mail] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1)
  return mail
}

describe('form pages', () => {
  it.each([
    ['/contact', '<h1>Contact Us</h1>'],
    ['/login', '<h1>Sign In</h1>'],
    ['/register', '<h1>Signup</h1>'],
    ['/forgot-password', '<h1>Forgot Password</h1>'],
    ['/volunteer', '<h1>Volunteer</h1>'],
    ['/newsletter', '<h1>Newsletter</h1>'],
  ])('%s renders with its heading', async (url, heading) => {
    const response = await page(url)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(heading)
    // The footer's newsletter is on every page.
    expect(response.body).toContain('Join 20,000 Subscribers')
  })

  it('shows the Contact menu: its three cards, the map from an allowed host, and the form', async () => {
    const response = await page('/contact')
    for (const text of ['<h2>Address</h2>', '<h2>Email Us</h2>', '<h2>Call Now</h2>', 'Have Any Question?'])
      expect(response.body).toContain(text)
    // The demo writes the map as the original did, the embed address alone in a paragraph.
    expect(response.body).toMatch(
      /<iframe class="contact-map" src="https:\/\/www\.google\.com\/maps\/embed\?pb=![^"]+" title="Map showing where to find Meghsetu Group" loading="lazy">/,
    )
    for (const label of ['Name', 'Lastname', 'Email', 'Subject', 'Message'])
      expect(response.body).toContain(`>${label}</label>`)
    expect(response.body).toMatch(/<form class="form-card form-grid"[^>]* action="\/contact" method="post"/)
    expect(response.body).toContain('<option value="" selected="">Subject</option><option>Buying</option>')
  })

  it('renders the same page for the menu with the contact template, and its data as JSON', async () => {
    const [menu] = await t.db.select().from(cmsMenu).where(eq(cmsMenu.name, 'Contact'))
    const response = await page(`/contact/${menu?.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Contact Us</h1>')
    const data = (await page('/__page-data?path=/contact')).json()
    expect(data.body).toMatchObject({
      kind: 'contact',
      cards: [{ key: 'Address' }, { key: 'Email Us' }, { key: 'Call Now' }],
      map: { src: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/) },
      submission: null,
    })
  })

  it('still renders the contact form when there is no Contact menu', async () => {
    await t.db.update(cmsMenu).set({ isPublished: false }).where(eq(cmsMenu.name, 'Contact'))
    // A write straight to the database reaches the page cache by NOTIFY, which PostgreSQL delivers
    // a moment later; the API's own writes clear it at once.
    t.app.responseCache.invalidate()
    try {
      const response = await page('/contact')
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('Have Any Question?')
      expect(response.body).toContain('action="/contact"')
      expect(response.body).not.toContain('<h2>Address</h2>')
      expect(response.body).not.toContain('<iframe')
    } finally {
      await t.db.update(cmsMenu).set({ isPublished: true }).where(eq(cmsMenu.name, 'Contact'))
      t.app.responseCache.invalidate()
    }
  })

  it('gives the volunteer page its picture; the account pages have no banner and real password fields', async () => {
    const volunteer = (await page('/__page-data?path=/volunteer')).json()
    expect(volunteer.body).toMatchObject({
      kind: 'volunteer',
      image: {
        src: '/media/sample/volunteer-community-hands-1.jpg',
        alt: expect.stringContaining('Volunteers'),
      },
      team: expect.any(Array),
    })
    const login = await page('/login')
    expect(login.body).not.toContain('class="title-banner"')
    expect(login.body).toMatch(/<input id="login-password" type="password" autocomplete="current-password"/i)
    expect(login.body).toMatch(/name="email" value=""/)
    expect(login.body).toMatch(/name="password" value=""/)
    const register = await page('/register')
    expect(register.body).toMatch(/<input id="register-confirm" type="password" autocomplete="new-password"/i)
  })
})

describe('volunteer team slider', () => {
  it('shows the first six employees with a written profile, each linking to their page, and nothing without any', async () => {
    const profiled = await t.db
      .select({ id: employee.id, bio: employee.bio })
      .from(employee)
      .where(ne(employee.bio, ''))
      .orderBy(asc(employee.displayOrder), asc(employee.firstName), asc(employee.id))
    expect(profiled.length).toBeGreaterThan(6)
    const response = await page('/volunteer')
    expect(response.body).toContain('Expert Team')
    expect(response.body).toContain('<h2 id="volunteer-team">Meet Our Volunteer Team</h2>')
    const links = [...response.body.matchAll(/href="\/team-single\/(\d+)"/g)].map((m) => Number(m[1]))
    expect(links).toEqual(profiled.slice(0, 6).map((e) => e.id))
    try {
      await t.db.update(employee).set({ bio: '' })
      // Written past the API: on PostgreSQL its notification arrives a moment later.
      t.app.responseCache.invalidate()
      expect((await page('/volunteer')).body).not.toContain('Meet Our Volunteer Team')
    } finally {
      for (const { id, bio } of profiled) await t.db.update(employee).set({ bio }).where(eq(employee.id, id))
      t.app.responseCache.invalidate()
    }
  })
})

describe('map of the contact page', () => {
  const title = 'Map'
  it('takes the src of the iframe, decoded, from allowed https hosts only', () => {
    expect(mapEmbed('<iframe src="https://www.google.com/maps/embed?pb=1&amp;q=2"></iframe>', title)).toEqual(
      {
        src: 'https://www.google.com/maps/embed?pb=1&q=2',
        title,
      },
    )
    expect(
      mapEmbed('<p>https://www.openstreetmap.org/export/embed.html?bbox=1&amp;layer=mapnik</p>', title),
    ).toEqual({ src: 'https://www.openstreetmap.org/export/embed.html?bbox=1&layer=mapnik', title })
    // The original's form: Google's embed address, its pb= parameter full of "!", alone in a paragraph.
    const google = 'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3649.2!2d90.3968!3d23.8725!5e0'
    expect(mapEmbed(`<p>${google}</p>`, title)).toEqual({ src: google, title })
    for (const html of [
      '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>',
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
      '<p>https://www.google.com.evil.example/maps/embed</p>',
      '<p>https://evil.example/?https://www.google.com/maps</p>',
      '<p>See https://www.google.com/maps/embed?pb=1 for the way</p>',
      '<p>javascript:alert(1)</p>',
      '',
    ])
      expect(mapEmbed(html, title), html).toBeNull()
  })
})

describe('POST /contact', () => {
  it('stores a valid message without the raw address, mails it to the site email, and thanks the sender', async () => {
    const ip = nextIp()
    const response = await post('/contact', validContact, ip)
    expect(response.statusCode).toBe(201)
    expect(response.json().detail).toMatch(/^Thank you, Farhana!/)
    const [row] = await t.db.select().from(contactMessage).orderBy(desc(contactMessage.id)).limit(1)
    expect(row).toMatchObject({
      firstName: 'Farhana',
      lastName: 'Begum',
      email: 'farhana.begum@example.com',
      subject: 'Support',
      status: 'new',
    })
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.ipHash).not.toContain(ip)
    const mail = await lastMail()
    expect(mail).toMatchObject({
      recipient: 'info@meghsetu.example',
      subject: 'Contact form: Support, from Farhana Begum',
    })
    expect(mail?.text).toContain('Is there a Japanese evening class')
  })

  it.each([
    ['name', { name: '' }, 'Please enter your name'],
    ['name', { name: '   ' }, 'Please enter your name'],
    ['lastname', { lastname: undefined }, 'Please enter your Lastname'],
    ['email', { email: '' }, 'Please enter your email'],
    ['email', { email: 'farhana@' }, 'Please enter a valid email'],
    ['subject', { subject: '' }, 'Please enter your subject'],
    ['subject', { subject: 'Other' }, 'Please enter your subject'],
    ['message', { message: '' }, 'Please enter your note'],
    ['message', { message: 'x'.repeat(5001) }, 'Please keep your note under 5,000 characters.'],
    ['name', { name: 42 }, 'Send name as text.'],
  ])('refuses a bad %s with 400 and its message (%j)', async (field, change, message) => {
    const before = await t.db.$count(contactMessage)
    const response = await post('/contact', { ...validContact, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      detail: 'Please check the fields marked.',
      errors: { [field]: [message] },
    })
    expect(await t.db.$count(contactMessage)).toBe(before)
  })

  it('names every field of an empty form', async () => {
    const response = await post('/contact', {})
    expect(response.json().errors).toEqual({
      name: ['Please enter your name'],
      lastname: ['Please enter your Lastname'],
      email: ['Please enter your email'],
      subject: ['Please enter your subject'],
      message: ['Please enter your note'],
    })
  })

  it('refuses an oversize body with 413', async () => {
    const response = await post('/contact', { ...validContact, message: 'x'.repeat(40_000) })
    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toEqual(expect.any(String))
    const form = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...guard, ...validContact, message: 'x'.repeat(40_000) }).toString(),
      remoteAddress: nextIp(),
    })
    expect(form.statusCode).toBe(413)
  })

  it('accepts five messages from one address in ten minutes, then answers 429 with Retry-After', async () => {
    const ip = nextIp()
    for (let i = 0; i < 5; i++) expect((await post('/contact', validContact, ip)).statusCode).toBe(201)
    const limited = await post('/contact', validContact, ip)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().detail).toMatch(/try again in 10 minutes/)
    expect((await post('/contact', validContact)).statusCode).toBe(201)
  })

  it('answers a browser without JavaScript with the page: errors with the input kept, or the thank-you', async () => {
    const form = (values: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...guard, ...values }).toString(),
        remoteAddress: nextIp(),
      })
    const invalid = await form({ ...validContact, email: 'nope', message: '' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(invalid.body).toContain('Please enter your note')
    expect(invalid.body).toMatch(/<input id="contact-name"[^>]* name="name" value="Farhana"/)
    expect(invalid.body).toMatch(
      /<input id="contact-email" aria-invalid="true" aria-describedby="contact-email-error"[^>]* value="nope"/,
    )
    expect(invalid.body).toContain(
      '<p id="contact-email-error" class="form-field__error">Please enter a valid email</p>',
    )
    const sent = await form(validContact)
    expect(sent.statusCode).toBe(200)
    expect(sent.body).toContain('Thank you')
    expect(sent.body).toContain('Your message has reached Meghsetu Group')
  })
})

describe('POST /newsletter', () => {
  it('stores an address once, whatever its case, and answers the same both times', async () => {
    const ip = nextIp()
    const first = await post('/newsletter', { email: 'Rina.Akter@Example.com' }, ip)
    const again = await post('/newsletter', { email: 'rina.akter@example.com ' }, ip)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json().detail).toBe(first.json().detail)
    const rows = await t.db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, 'rina.akter@example.com'))
    expect(rows).toHaveLength(1)
    // Until its owner opens the emailed link (tests/site/newsletter-opt-in.test.ts).
    expect(rows[0]?.status).toBe('pending')
  })

  it.each([
    [{}, 'Please enter your email'],
    [{ email: '' }, 'Please enter your email'],
    [{ email: 'rina@example' }, 'Please enter a valid email'],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await post('/newsletter', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ email: [message] })
  })

  it('limits body size and rate', async () => {
    expect((await post('/newsletter', { email: `${'a'.repeat(5000)}@example.com` })).statusCode).toBe(413)
    const ip = nextIp()
    for (let i = 0; i < 10; i++)
      expect((await post('/newsletter', { email: `reader${i}@example.com` }, ip)).statusCode).toBe(201)
    expect((await post('/newsletter', { email: 'reader10@example.com' }, ip)).statusCode).toBe(429)
  })

  it('answers a browser without JavaScript with the newsletter page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...guard, email: 'no-js@example.com' }).toString(),
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Newsletter</h1>')
    expect(response.body).toContain(
      'Thank you! Please check no-js@example.com: we have sent you a link to confirm your subscription.',
    )
  })
})

describe('POST /volunteer', () => {
  it('stores the application and its CV privately, mails the organisation, and lets staff download the CV', async () => {
    const response = await postVolunteer(
      volunteerBody(validVolunteer, {
        fileName: 'Tanvir CV.pdf',
        content: PDF,
        contentType: 'application/pdf',
      }),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      mailed: true,
      detail: expect.stringMatching(/^Thank you, Tanvir!/),
    })
    const [row] = await t.db
      .select()
      .from(volunteerApplication)
      .orderBy(desc(volunteerApplication.id))
      .limit(1)
    expect(row).toMatchObject({ firstName: 'Tanvir', email: 'tanvir@example.com', status: 'new' })
    expect(row?.cv).toMatch(/^private\/volunteer-cv\/tanvir-cv-[0-9a-f]{8}\.pdf$/)
    expect(existsSync(path.join(t.mediaDir, row?.cv ?? 'missing'))).toBe(true)
    expect((await t.app.inject(`/media/${row?.cv}`)).statusCode).toBe(404)
    const cvUrl = `/volunteer_application/api/v1/volunteer_application/${row?.id}/cv`
    expect((await t.app.inject(cvUrl)).statusCode).toBe(401)
    const download = await t.app.inject({ url: cvUrl, headers: admin })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    // A private file: never kept by a shared cache (sendFile's default would make it public for a year).
    expect(download.headers['cache-control']).toBe('private, no-store')
    expect(download.rawPayload.equals(PDF)).toBe(true)
    const mail = await lastMail()
    expect(mail?.subject).toBe('Volunteer application: Tanvir, Weekend Japanese conversation club')
    expect(mail?.text).toContain(cvUrl)

    // Staff see it in the back office's list and may delete it, with its file.
    const list = await t.app.inject({
      url: '/volunteer_application/api/v1/volunteer_application/all/',
      headers: admin,
    })
    expect(list.json().volunteer_applications[0]).toMatchObject({ id: row?.id, cv: cvUrl })
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/volunteer_application/api/v1/volunteer_application/delete/${row?.id}`,
      headers: admin,
    })
    expect(deleted.statusCode).toBe(200)
    expect(existsSync(path.join(t.mediaDir, row?.cv ?? 'missing'))).toBe(false)
  })

  it('refuses a file that is not a PDF, whatever its name says, and stores nothing', async () => {
    const before = await t.db.$count(volunteerApplication)
    const response = await postVolunteer(
      volunteerBody(validVolunteer, {
        fileName: 'cv.pdf',
        content: Buffer.from('MZ\x90\x00 this is a program, not a CV'),
        contentType: 'application/pdf',
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      detail: 'Please check the fields marked.',
      errors: { cv: ['The CV must be a PDF file.'] },
    })
    expect(await t.db.$count(volunteerApplication)).toBe(before)
  })

  it.each([
    ['firstName', { firstName: '' }, 'Please enter your first name'],
    ['email', { email: 'tanvir' }, 'Please enter a valid email'],
    ['subject', { subject: '' }, 'Please enter a subject'],
  ])('refuses a bad %s with 400', async (field, change, message) => {
    const response = await postVolunteer(
      volunteerBody({ ...validVolunteer, ...change }, { fileName: 'cv.pdf', content: PDF }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ [field]: [message] })
  })

  it('asks for the CV when there is none, and refuses one over 5 MB with 413', async () => {
    const missing = await postVolunteer(volunteerBody(validVolunteer))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual({ cv: ['Please upload your CV as a PDF'] })
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await postVolunteer(volunteerBody(validVolunteer, { fileName: 'cv.pdf', content: big }))
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().errors).toEqual({ cv: ['The CV must be 5 MB or smaller.'] })
  })

  it('limits applications to three an hour from one address', async () => {
    const ip = nextIp()
    for (let i = 0; i < 3; i++)
      expect(
        (await postVolunteer(volunteerBody(validVolunteer, { fileName: 'cv.pdf', content: PDF }), ip))
          .statusCode,
      ).toBe(201)
    expect(
      (await postVolunteer(volunteerBody(validVolunteer, { fileName: 'cv.pdf', content: PDF }), ip))
        .statusCode,
    ).toBe(429)
  })

  it('says the email failed only when it did, and keeps the application', async () => {
    const broken = await createTestApp({
      mailerFactory: (db) =>
        createMailer({
          db,
          smtpUrl: 'smtp://127.0.0.1:1',
          from: 'Kizuna <no-reply@kizuna.example>',
          log: { info() {}, warn() {} },
        }),
    })
    try {
      const body = volunteerBody(
        { ...validVolunteer, form_started: await signFormToken(broken.db, Date.now() - 60_000) },
        { fileName: 'cv.pdf', content: PDF },
      )
      const response = await broken.app.inject({
        method: 'POST',
        url: '/volunteer',
        payload: body.payload,
        headers: body.headers,
      })
      expect(response.statusCode).toBe(201)
      expect(response.json()).toMatchObject({
        mailed: false,
        detail: expect.stringMatching(
          /^Error occurred while sending email\. Please try again later\. Your application itself was saved/,
        ),
      })
      expect(await broken.db.$count(volunteerApplication)).toBe(1)
    } finally {
      await broken.close()
    }
  })
})

describe('the submissions in the back office', () => {
  it('are private: staff with permission read them, nobody else', async () => {
    await post('/contact', validContact)
    for (const name of ['contact_message', 'newsletter_subscriber', 'volunteer_application']) {
      const url = `/${name}/api/v1/${name}/all/`
      expect((await t.app.inject(url)).statusCode).toBe(401)
      expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200)
    }
    const list = await t.app.inject({ url: '/contact_message/api/v1/contact_message/all/', headers: admin })
    expect(list.json().contact_messages[0]).toMatchObject({
      first_name: 'Farhana',
      subject: 'Support',
      status: 'new',
    })
  })
})

describe('issue 10: honeypot and minimum fill time on the public forms', () => {
  const counts = async () => ({
    contact: await t.db.$count(contactMessage),
    newsletter: await t.db.$count(newsletterSubscriber),
    volunteer: await t.db.$count(volunteerApplication),
    mail: await t.db.$count(emailOutbox),
  })

  it('renders a hidden honeypot and the placeholder in every form, cached pages included, and the time in a cookie', async () => {
    for (const url of ['/contact', '/volunteer', '/newsletter', '/', '/contact']) {
      const response = await page(url)
      const body = response.body
      // Off screen, out of the tab order, hidden from screen readers, never autofilled.
      const honeypot =
        /<div class="form-guard" aria-hidden="true"><label>Leave this field empty(<input [^>]*>)/.exec(
          body,
        )?.[1]
      for (const attribute of [
        'type="text"',
        'tabindex="-1"',
        'autocomplete="off"',
        'name="website"',
        'value=""',
      ])
        expect(honeypot?.toLowerCase(), url).toContain(attribute)
      // Cached pages are never rewritten: the script fetches a token, a browser without it has the cookie.
      expect(body, url).toContain(`name="form_started" value="${STARTED_PLACEHOLDER}"`)
      const cookie = response.cookies.find((c) => c.name === FORM_STARTED_COOKIE)?.value ?? ''
      expect(cookie, url).toMatch(/^\d+\.[\w-]{43}$/)
      expect(Math.abs(Date.now() - Number(cookie.split('.')[0]))).toBeLessThan(60_000)
    }
  })

  it('answers the forms script a fresh token and the minimum, never cached', async () => {
    const response = await t.app.inject('/__form-token')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ token: expect.stringMatching(/^\d+\.[\w-]{43}$/), min_fill_seconds: 3 })
  })

  it.each([
    ['a filled honeypot', { website: 'http://spam.example' }, GUARD_MESSAGES.honeypot],
    ['no token', { form_started: undefined }, GUARD_MESSAGES.missing],
    ['a forged token', { form_started: `${Date.now() - 60_000}.${'A'.repeat(43)}` }, GUARD_MESSAGES.missing],
    ['a token that is not one', { form_started: 'yesterday' }, GUARD_MESSAGES.missing],
  ])('refuses %s with 400, storing and mailing nothing', async (_, change, detail) => {
    const before = await counts()
    const contact = await post('/contact', { ...validContact, ...change })
    expect(contact.statusCode).toBe(400)
    expect(contact.json()).toEqual({ detail })
    const newsletter = await post('/newsletter', { email: 'guarded@example.com', ...change })
    expect(newsletter.statusCode).toBe(400)
    expect(newsletter.json()).toEqual({ detail })
    const volunteer = await postVolunteer(
      volunteerBody(
        { ...validVolunteer, ...(change as Record<string, string>) },
        { fileName: 'cv.pdf', content: PDF },
      ),
    )
    expect(volunteer.statusCode).toBe(400)
    expect(volunteer.json()).toEqual({ detail })
    expect(await counts()).toEqual(before)
  })

  it('refuses a form sent sooner than FORM_MIN_FILL_SECONDS after it was shown, and takes it a moment later', async () => {
    const before = await counts()
    const now = Date.now()
    // Tokens signed for earlier times stand for the wait: 2 s is too soon, 4 s is enough.
    const tooSoon = await signFormToken(t.db, now - 2000)
    for (const [url, payload] of [
      ['/contact', validContact],
      ['/newsletter', { email: 'quick@example.com' }],
    ] as const) {
      const response = await post(url, { ...payload, form_started: tooSoon })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toBe(
        'This form was sent too quickly. Please wait a moment and send it again.',
      )
    }
    expect(await counts()).toEqual(before)
    const later = await signFormToken(t.db, now - 4000)
    expect((await post('/contact', { ...validContact, form_started: later })).statusCode).toBe(201)
  })

  it('refuses a token from the future or kept for more than a day', async () => {
    const future = await signFormToken(t.db, Date.now() + 60 * 60 * 1000)
    expect((await post('/contact', { ...validContact, form_started: future })).json().detail).toBe(
      GUARD_MESSAGES.missing,
    )
    const old = await signFormToken(t.db, Date.now() - 25 * 60 * 60 * 1000)
    expect((await post('/contact', { ...validContact, form_started: old })).json().detail).toBe(
      GUARD_MESSAGES.expired,
    )
  })

  it('answers a browser without JavaScript with the page, its values and a fresh cookie to send again', async () => {
    const before = await counts()
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...validContact,
        form_started: await signFormToken(t.db, Date.now()),
      }).toString(),
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('This form was sent too quickly. Please wait a moment and send it again.')
    expect(response.body).toMatch(/<input id="contact-name"[^>]* name="name" value="Farhana"/)
    expect(response.body).toContain(`name="form_started" value="${STARTED_PLACEHOLDER}"`)
    expect(response.cookies.find((c) => c.name === FORM_STARTED_COOKIE)?.value).toMatch(/^\d+\.[\w-]{43}$/)
    expect(await counts()).toEqual(before)
  })
})

describe('issue 10: without JavaScript the form-started time travels in a cookie, cached pages unchanged', () => {
  /**
   * An app of its own with a clock the tests move, so no test waits for FORM_MIN_FILL_SECONDS,
   * behind one proxy, so x-forwarded-proto says https.
   */
  let c: Awaited<ReturnType<typeof createTestApp>>
  let now = Date.now()
  beforeAll(async () => {
    c = await createTestApp({ clock: () => now, config: { trustProxy: 1 } })
  })
  afterAll(() => c?.close())

  const cookieOf = (response: { cookies: { name: string; value: string; secure?: boolean }[] }) =>
    response.cookies.find((cookie) => cookie.name === FORM_STARTED_COOKIE)
  const noScriptPost = (url: string, fields: Record<string, string>, cookie?: string) =>
    c.app.inject({
      method: 'POST',
      url,
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie: `${FORM_STARTED_COOKIE}=${cookie}` } : {}),
      },
      payload: new URLSearchParams({ website: '', form_started: STARTED_PLACEHOLDER, ...fields }).toString(),
      remoteAddress: nextIp(),
    })

  it('sends brotli pages byte for byte from the cache, the placeholder in the form and the time in a private cookie', async () => {
    now = Date.now()
    const first = await c.app.inject({ url: '/contact', headers: { 'accept-encoding': 'br' } })
    expect(first.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
      `name="form_started" value="${STARTED_PLACEHOLDER}"`,
    )
    const cookie = cookieOf(first)
    expect(cookie?.value).toMatch(/^\d+\.[\w-]{43}$/)
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 24 * 60 * 60 })
    expect(cookie?.secure).toBeFalsy()
    // A shared cache must not give one visitor's cookie to the others.
    expect(first.headers['cache-control']).not.toMatch(/public/)
    expect(first.headers['cache-control']).toMatch(/private/)

    // With a valid cookie: no new one, and the page may be shared again.
    const again = await c.app.inject({
      url: '/contact',
      headers: { 'accept-encoding': 'br', cookie: `${FORM_STARTED_COOKIE}=${cookie?.value}` },
    })
    expect(again.headers['set-cookie']).toBeUndefined()
    expect(again.headers['cache-control']).toBe(PAGE_CACHE_CONTROL)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)

    // An expired or forged cookie is replaced.
    for (const stale of [await signFormToken(c.db, now - 25 * 60 * 60 * 1000), `${now}.${'A'.repeat(43)}`]) {
      const replaced = await c.app.inject({
        url: '/',
        headers: { cookie: `${FORM_STARTED_COOKIE}=${stale}` },
      })
      expect(cookieOf(replaced)?.value).toMatch(/^\d+\.[\w-]{43}$/)
      expect(cookieOf(replaced)?.value).not.toBe(stale)
    }
  })

  it('replaces a cookie it found genuine before once it has expired', async () => {
    now = Date.now()
    const token = await signFormToken(c.db, now)
    const page = () => c.app.inject({ url: '/', headers: { cookie: `${FORM_STARTED_COOKIE}=${token}` } })
    // The first page checks the cookie's signature and remembers it; the second trusts the memory.
    for (let i = 0; i < 2; i++) expect((await page()).headers['set-cookie']).toBeUndefined()
    now += 24 * 60 * 60 * 1000 + 1
    const replaced = cookieOf(await page())?.value
    expect(replaced).toMatch(/^\d+\.[\w-]{43}$/)
    expect(replaced).not.toBe(token)
  })

  it('marks the cookie Secure behind https', async () => {
    const response = await c.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })
    expect(cookieOf(response)?.secure).toBe(true)
  })

  it('takes a contact post with the placeholder once the cookie is old enough, and refuses it as too quick before', async () => {
    now = Date.now()
    const before = await c.db.$count(contactMessage)
    const fresh = cookieOf(
      await c.app.inject({ url: '/contact', headers: { 'accept-encoding': 'br' } }),
    )?.value
    const quick = await noScriptPost('/contact', validContact, fresh)
    expect(quick.statusCode).toBe(400)
    expect(quick.body).toContain(GUARD_MESSAGES.tooQuick)
    const older = await signFormToken(c.db, now - 4000)
    const sent = await noScriptPost('/contact', validContact, older)
    expect(sent.statusCode).toBe(200)
    expect(sent.body).toContain('Thank you, Farhana!')
    expect(await c.db.$count(contactMessage)).toBe(before + 1)
    // The honeypot still counts.
    const trap = await noScriptPost('/contact', { ...validContact, website: 'http://spam.example' }, older)
    expect(trap.statusCode).toBe(400)
    expect(trap.body).toContain(GUARD_MESSAGES.honeypot)
  })

  it('refuses a post with neither token nor cookie with a page that sets one, and takes the second send', async () => {
    now = Date.now()
    const before = await c.db.$count(newsletterSubscriber)
    const refusedPost = await noScriptPost('/newsletter', { email: 'cdn.visitor@example.com' })
    expect(refusedPost.statusCode).toBe(400)
    expect(refusedPost.body).toContain(GUARD_MESSAGES.sendAgain)
    expect(refusedPost.body).toContain('value="cdn.visitor@example.com"')
    const cookie = cookieOf(refusedPost)?.value
    expect(cookie).toMatch(/^\d+\.[\w-]{43}$/)
    now += 5000
    const second = await noScriptPost('/newsletter', { email: 'cdn.visitor@example.com' }, cookie)
    expect(second.statusCode).toBe(200)
    expect(second.headers['set-cookie']).toBeUndefined()
    expect(await c.db.$count(newsletterSubscriber)).toBe(before + 1)
  })

  it('keeps the JSON path as it was: a cookie does not stand in for the field', async () => {
    now = Date.now()
    const cookie = await signFormToken(c.db, now - 60_000)
    const response = await c.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { cookie: `${FORM_STARTED_COOKIE}=${cookie}` },
      payload: { ...validContact, website: '', form_started: STARTED_PLACEHOLDER },
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: GUARD_MESSAGES.missing })
  })
})
