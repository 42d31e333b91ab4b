/**
 * The charity pages through inject(): each route renders its content in the first response (the
 * causes, events and projects from the database's demo content), unknown ids give the 404 page,
 * and the page data has the shape the components expect. A cause's raised amount is the sum of
 * its completed gifts, and the page says so as soon as a gift completes (the donation table's
 * change notification clears the page cache). The forms' checks have their unit tests beside them
 * (web/pages/charity/rules.test.ts); drafts and scheduled records are tested in
 * tests/api/content-area.test.ts and tests/api/causes.test.ts.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client.ts'
import { demoEvents } from '../../server/modules/content/demo/events.ts'
import { demoProjects } from '../../server/modules/content/demo/projects.ts'
import { demoServices } from '../../server/modules/content/demo/services.ts'
import { demoCauses } from '../../server/modules/giving/demo/causes.ts'
import { completeDonation, openDonation } from '../../server/modules/giving/donations.ts'
import { cause } from '../../server/modules/giving/tables.ts'
import { sampleMediaFiles } from '../../server/site/samples/sample-media.ts'
import type { PageData } from '../../web/page-data.ts'
import { createTestApp } from '../support/test-app.ts'
import { until } from '../support/until.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const get = async (path: string) => {
  const response = await t.app.inject(path)
  return { status: response.statusCode, html: response.body }
}
const data = async (path: string) =>
  (await t.app.inject(`/__page-data?path=${encodeURIComponent(path)}`)).json() as PageData
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('sample and demo data', () => {
  it('has 12 causes, 9 events and 9 projects with unique ids and names, and lists every image for the demo seed', () => {
    expect(demoCauses).toHaveLength(12)
    expect(demoEvents).toHaveLength(9)
    expect(demoProjects).toHaveLength(9)
    for (const list of [demoEvents, demoProjects])
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length)
    expect(new Set(demoCauses.map((c) => c.name)).size).toBe(12)
    const media = new Set(sampleMediaFiles())
    const used = [
      ...demoCauses.flatMap((c) => [c.image, ...(c.pictures ?? []).map((p) => p.file)]),
      ...demoEvents.map((e) => e.image),
      ...demoProjects.flatMap((p) => [p.image, ...p.images.map((i) => i.file)]),
    ]
    expect(used.filter((file) => !media.has(file))).toEqual([])
  })
})

describe('causes', () => {
  it('/cause lists the 12 demo causes with chip, progress bar, amounts, campaigner and Donate Now', async () => {
    const { status, html } = await get('/cause')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Causes</h1>')
    expect(html).toContain('We Love To Help')
    expect(html).toContain('Our Featured Campaigns')
    expect(count(html, /class="cause-card"/g)).toBe(12)
    for (const id of demoCauses.map((_, i) => i + 1)) expect(html).toContain(`href="/cause-single/${id}"`)
    expect(count(html, /role="progressbar"/g)).toBe(12)
    expect(html).toContain('BDT\u00a01,280,000')
    expect(html).toContain('<span class="charity-chip">Scholarship</span>')
    expect(html).toContain('Sadia Afrin')
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(count(main, /href="\/donate">Donate Now</g)).toBe(12)
  })

  it('/cause-single/{id} shows the cause from its blocks, its two tabs, the donation form and the sidebar', async () => {
    const { status, html } = await get('/cause-single/3')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Flood Relief for Families in Sirajdikhan</h1>')
    // Before hydration the tabs are headed sections, so everything is in the first response.
    for (const tab of ['Description', 'Donations']) expect(html).toContain(`<h2>${tab}</h2>`)
    // No comments: the sample discussion and its form that sent nothing are gone.
    expect(html).not.toContain('<h2>Comments</h2>')
    expect(html).not.toContain('Leave a Comment')
    expect(html).toContain('When the rivers rose in August')
    expect(html).toContain('How Your Gift Is Used')
    expect(html).toContain('<li><p>Rice, lentils, oil and salt for two weeks per family</p></li>')
    expect(html).toContain('alt="Volunteers handing over relief from a boat"')
    expect(html).toContain('Make a Donation')
    expect(html).toContain('Related Causes')
    const page = await data('/cause-single/3')
    expect(page.body).toMatchObject({
      kind: 'cause',
      cause: {
        id: 3,
        category: 'Relief',
        goal: 'BDT\u00a0950,000',
        endedOn: null,
        description: { key: 'description' },
        uses: { key: 'uses', images: [] },
        more: [],
      },
    })
    if (page.body.kind !== 'cause') throw new Error('not a cause')
    expect(page.body.cause.description?.images).toHaveLength(1)
    expect(page.body.sidebar.related).toHaveLength(4)
    expect(page.body.sidebar.related[0]?.href).toBe('/cause-single/8') // the other Relief cause first
    expect(page.body.sidebar.projects).toHaveLength(6)
    expect(page.body.sidebar.tags.map((tag) => tag.label)).toEqual(
      expect.arrayContaining([
        'Scholarship',
        'Skills',
        'Relief',
        'Education',
        'Health',
        'Women',
        'Community',
      ]),
    )
  })

  it('an ended cause says so and offers no donation form', async () => {
    const { status, html } = await get('/cause-single/8')
    expect(status).toBe(200)
    expect(html).toContain('This cause ended on')
    expect(html).not.toContain('Make a Donation')
    expect(html).not.toContain('<h2>Donations</h2>')
  })

  it('shows the new raised amount once a gift completes, with no edit to the cause', async () => {
    const raisedOf = async () => {
      const page = await data('/cause-single/1')
      if (page.body.kind !== 'cause') throw new Error('not a cause')
      return { raised: page.body.cause.raised, donors: page.body.cause.donors }
    }
    const before = await raisedOf()
    const html = (await get('/cause-single/1')).html
    expect(html).toContain(`<dd>${before.raised}</dd>`)
    const gift = await openDonation(t.db, {
      causeId: 1,
      amount: 1_500_00n,
      channel: 'offline',
      donor: { firstName: 'Rahima', lastName: 'Khatun', email: 'rahima.page@example.org' },
    })
    // Pledged, not received: the page does not change.
    expect(await raisedOf()).toEqual(before)
    const today = new Date().toISOString().slice(0, 10)
    await t.db.transaction((tx) =>
      completeDonation(
        tx as unknown as Db,
        gift.id,
        { method: 'cash', receivedOn: today },
        { id: null },
        new Date(),
      ),
    )
    const raisedBefore = Number(before.raised.replace(/\D/g, ''))
    const expected = `BDT\u00a0${(raisedBefore + 1500).toLocaleString('en-US')}`
    // The page is served from the cache until the donation's change notification clears it.
    await until(async () => (await get('/cause-single/1')).html.includes(`<dd>${expected}</dd>`))
    expect(await raisedOf()).toEqual({ raised: expected, donors: before.donors + 1 })
    expect((await get('/cause')).html).toContain(expected)
  })

  it('a draft cause is not on the site', async () => {
    await t.db.update(cause).set({ status: 'draft' }).where(eq(cause.id, 12))
    await until(async () => (await get('/cause-single/12')).status === 404)
    expect(count((await get('/cause')).html, /class="cause-card"/g)).toBe(11)
    await t.db.update(cause).set({ status: 'published' }).where(eq(cause.id, 12))
  })

  it.each(['/cause-single/999', '/cause-single/abc', '/cause-single/0', '/cause-single/1/2'])(
    '%s is the 404 page',
    async (path) => {
      const { status, html } = await get(path)
      expect(status).toBe(404)
      expect(html).toContain('Oops! Page Not Found!')
    },
  )
})

describe('events', () => {
  it('/event shows all 9 events as a grid, soonest first', async () => {
    const { status, html } = await get('/event')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Events</h1>')
    expect(count(html, /class="event-card"/g)).toBe(9)
    expect(html).toContain('class="charity-grid"')
    expect(count(html, /Learn More<span class="visually-hidden">/g)).toBe(9)
    const page = await data('/event')
    if (page.body.kind !== 'events') throw new Error('not events')
    expect(page.body.layout).toBe('grid')
    const dates = page.body.events.map((e) => e.dateTime)
    expect(dates).toEqual([...dates].sort())
  })

  it('/event-s2 shows the same events as wide rows under "Fundraising Events"', async () => {
    const { status, html } = await get('/event-s2')
    expect(status).toBe(200)
    expect(html).toContain('Fundraising Events')
    expect(html).toContain('class="event-rows"')
    expect(count(html, /class="event-card"/g)).toBe(9)
    expect((await data('/event-s2')).body).toMatchObject({ kind: 'events', layout: 'wide' })
  })

  it('/event-single/{id} has the schedule, the venue with a map link (nothing embedded) and a contact form', async () => {
    const { status, html } = await get('/event-single/3')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Welding Workshop Open Day</h1>')
    for (const tab of ['Event Schedule', 'Location', 'Contact Us']) expect(html).toContain(`<h2>${tab}</h2>`)
    expect(html).toContain('Live 6G pipe qualification test')
    expect(html).toContain('Plot 14, BSCIC Industrial Estate, Tongi, Gazipur 1710')
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=23.8893&amp;mlon=90.4051')
    expect(html).not.toContain('<iframe')
    for (const label of ['Your Name', 'Your Email', 'Message', 'Submit Now']) expect(html).toContain(label)
    expect(html).toContain('Related Events')
  })

  it.each(['/event-single/0', '/event-single/10', '/event-single/x'])('%s is the 404 page', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

describe('projects', () => {
  it('/project shows all 9 projects linking to their pages', async () => {
    const { status, html } = await get('/project')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Projects</h1>')
    expect(count(html, /class="project-tile"/g)).toBe(9)
    for (const project of demoProjects) expect(html).toContain(`href="/project-single/${project.id}"`)
  })

  it('/project-single/{id} has facts, two pictures, tags, share links and previous/next', async () => {
    const { status, html } = await get('/project-single/2')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Tube Well for Bhawal Primary School</h1>')
    for (const fact of ['Client', 'Location', 'Date', 'Duration', 'Tag'])
      expect(html).toContain(`<dt>${fact}</dt>`)
    expect(html).toContain('alt="Trainees welding the pump frame"')
    const page = `http%3A%2F%2Fkizuna.test%2Fproject-single%2F2`
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${page}" target="_blank"`)
    expect(html).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${page}`)
    expect(html).toContain(`https://x.com/intent/post?url=${page}`)
    expect(html).toContain('rel="prev" href="/project-single/1"')
    expect(html).toContain('rel="next" href="/project-single/3"')
    expect(html).toContain('Best Benefits of Project')
    expect(html).toContain(`href="/service-single/${demoServices[0]?.id}"`)
  })

  it('the first project has no previous link and the last no next link', async () => {
    const first = (await data('/project-single/1')).body
    const last = (await data('/project-single/9')).body
    expect(first).toMatchObject({ kind: 'project', previous: null, next: { href: '/project-single/2' } })
    expect(last).toMatchObject({ kind: 'project', previous: { href: '/project-single/8' }, next: null })
  })

  it.each(['/project-single/99', '/project-single/abc'])('%s is the 404 page', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

describe('donate', () => {
  it('/donate renders the donation form, which posts to /donate and asks for no card details', async () => {
    const { status, html } = await get('/donate')
    expect(status).toBe(200)
    expect(html).toContain('<h1>Donate</h1>')
    expect(html).toContain('Make a Donation')
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'Message (optional)'])
      expect(html).toContain(label)
    const form = html.slice(html.indexOf('<form class="form-grid donation-form"'), html.indexOf('</form>'))
    expect(form).toMatch(/action="\/donate" method="post"/)
    expect(form).not.toMatch(/card|cvv|expiry/i)
    // Without a gateway (the tests' configuration) online giving is not offered (tests/site/donate.test.ts).
    expect(form).toContain('<input type="hidden" name="way" value="offline"/>')
  })

  it('serves every image of the pages', async () => {
    const html = (await get('/cause-single/1')).html + (await get('/project-single/1')).html
    const sources = [...new Set([...html.matchAll(/src="(\/media\/sample\/[^"]+)"/g)].map((m) => m[1]))]
    expect(sources.length).toBeGreaterThan(15)
    for (const src of sources) expect((await t.app.inject(src as string)).statusCode, src).toBe(200)
  })
})
