/**
 * The managed content (issue 11 §6) through the API and the pages: staff create and read back
 * every content resource; drafts and scheduled records are invisible to anonymous readers of the
 * API (lists, detail, search) and of the site (list and single pages, the site search) while staff
 * see them; and a publish date passing makes a record public without a restart, through the
 * app's clock, even when the pages were cached before.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { employee } from '../../server/modules/org/tables.ts'
import { signIn, testAccounts } from '../support/accounts.ts'
import { testAdmin } from '../support/paths.ts'
import { createTestApp } from '../support/test-app.ts'

const HOUR = 60 * 60 * 1000
const time = { now: Date.now() }
let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
beforeAll(async () => {
  t = await createTestApp({ clock: () => time.now })
  as = await testAccounts(t.app, t.db)
})
afterAll(() => t?.close())

/** Moves the app's clock on; the staff sign in again, as their tokens (an hour) end by the same clock. */
async function moveClockTo(ms: number) {
  time.now = ms
  as.admin = await signIn(t.app, testAdmin.email, testAdmin.password)
  as.editor = await signIn(t.app, 'editor@kizuna.example', 'test account password')
}

type Row = Record<string, unknown> & { id: number }
const api = (resource: string) => `/${resource}/api/v1/${resource}/`
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const listOf = (body: Record<string, unknown>): Row[] =>
  (Object.values(body).find((v) => Array.isArray(v)) as Row[] | undefined) ?? []
/** An ISO moment with Dhaka's offset, as a person in the organisation writes it. */
const dhaka = (ms: number) => new Date(ms + 6 * HOUR).toISOString().replace('Z', '+06:00')

let counter = 0
const unique = () => `Zephyrine${Date.now().toString(36)}${++counter}`

/** Each content resource: a record as staff send it, and the pages that show it. */
const kinds = [
  {
    resource: 'event',
    record: (word: string) => ({
      title: `Open day ${word}`,
      summary: `A morning at the workshop, ${word}.`,
      body: `<p>Come and see the ${word} booths.</p>`,
      starts_at: dhaka(time.now + 30 * 24 * HOUR),
      ends_at: dhaka(time.now + 30 * 24 * HOUR + 3 * HOUR),
      venue_name: 'Tongi workshop',
      venue_address: 'Plot 14, BSCIC Industrial Estate, Tongi',
      map_url: 'https://www.openstreetmap.org/?mlat=23.8893&mlon=90.4051',
      schedule: '09:30 Welcome\n10:00 Tour',
    }),
    single: (id: number) => `/event-single/${id}`,
    lists: ['/event', '/event-s2'],
  },
  {
    resource: 'project',
    record: (word: string) => ({
      title: `Well ${word}`,
      summary: `Clean water, ${word}.`,
      body: `<p>The ${word} well.</p>`,
      client: 'A school',
      location: 'Tongi',
      period: 'May 2026',
      duration: '2 months',
      tag: 'Water',
    }),
    single: (id: number) => `/project-single/${id}`,
    lists: ['/project'],
  },
  {
    resource: 'service',
    record: (word: string) => ({
      title: `Course ${word}`,
      summary: `Learn ${word}.`,
      description: `<p>All about ${word}.</p>`,
      benefits: 'Who can join?\nAnyone.',
      position: 50,
    }),
    single: (id: number) => `/service-single/${id}`,
    lists: ['/service-single/1'],
  },
  {
    resource: 'testimonial',
    record: (word: string) => ({
      name: `Rahim ${word}`,
      role: 'Graduate',
      quote: `The ${word} course changed my life.`,
      position: 50,
    }),
    single: null,
    lists: ['/testimonial'],
  },
  {
    resource: 'blog_post',
    record: (word: string) => ({
      title: `News ${word}`,
      excerpt: `What happened: ${word}.`,
      body: `<p>The ${word} story.</p>`,
      tags: `Intake, ${word}`,
      quote: 'Words worth quoting.',
      quote_by: 'A teacher',
    }),
    single: (id: number) => `/blog-single/${id}`,
    lists: ['/blog'],
  },
] as const

type Kind = (typeof kinds)[number]

async function create(kind: Kind, values: Record<string, unknown>, headers = as.editor): Promise<Row> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${api(kind.resource)}create/`,
    headers,
    payload: values,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function update(kind: Kind, id: number, values: Record<string, unknown>): Promise<Row> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `${api(kind.resource)}update/${id}`,
    headers: as.editor,
    payload: values,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** The titles the site search finds for `word` (its page shows the words searched for too). */
async function searchResults(word: string): Promise<string[]> {
  const page = await get(`/__page-data?path=${encodeURIComponent(`/search?q=${word}`)}`)
  return (page.json().body.results as { title: string }[]).map((r) => r.title)
}

/** Where anonymous readers could meet the record: API list, unpaginated list, detail, search, pages. */
async function publicSightings(kind: Kind, id: number, word: string): Promise<string[]> {
  const seen: string[] = []
  const base = api(kind.resource)
  for (const url of [
    `${base}all/?size=100`,
    `${base}without_pagination/all/`,
    `${base}search/?searchKey=${word}`,
  ]) {
    const response = await get(url)
    expect(response.statusCode, url).toBe(200)
    if (listOf(response.json()).some((r) => r.id === id)) seen.push(url)
  }
  if ((await get(`${base}${id}`)).statusCode === 200) seen.push(`${base}${id}`)
  if (kind.single) {
    const single = await get(kind.single(id))
    if (single.statusCode === 200) seen.push(kind.single(id))
    else expect(single.statusCode).toBe(404)
  }
  for (const list of kind.lists) if ((await get(list)).body.includes(word)) seen.push(list)
  if (kind.resource !== 'testimonial' && (await searchResults(word)).length > 0) seen.push('/search')
  return seen
}

/** Everything publicSightings looks at, for a record the public sees. */
const allSightings = (kind: Kind, id: number, word: string) => [
  `${api(kind.resource)}all/?size=100`,
  `${api(kind.resource)}without_pagination/all/`,
  `${api(kind.resource)}search/?searchKey=${word}`,
  `${api(kind.resource)}${id}`,
  ...(kind.single ? [kind.single(id)] : []),
  ...kind.lists,
  ...(kind.resource === 'testimonial' ? [] : ['/search']),
]

describe.each(kinds.map((kind) => [kind.resource, kind] as const))('%s', (_name, kind) => {
  it('reads back what staff sent, as sent', async () => {
    const word = unique()
    const sent = { ...kind.record(word), status: 'draft', publish_at: dhaka(time.now - HOUR) }
    const created = await create(kind, sent)
    const read = (await get(`${api(kind.resource)}${created.id}`, as.editor)).json()
    for (const [field, value] of Object.entries(sent)) {
      if (field.endsWith('_at')) expect(Date.parse(read[field]), field).toBe(Date.parse(String(value)))
      else expect(read[field], field).toEqual(value)
    }
    // Moments come back in the organisation's zone, as the original wrote timestamps.
    expect(read.publish_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+06:00$/)
  })

  it('keeps a draft and a scheduled record from the public, shows them to staff, and publishes on the date without a restart', async () => {
    const word = unique()
    const draft = await create(kind, { ...kind.record(word), status: 'draft' })
    expect(draft.status).toBe('draft')
    expect(await publicSightings(kind, draft.id, word)).toEqual([])
    // Staff see drafts through the API.
    const staffList = (await get(`${api(kind.resource)}all/?size=100&status=draft`, as.editor)).json()
    expect(listOf(staffList).map((r) => r.id)).toContain(draft.id)
    expect((await get(`${api(kind.resource)}${draft.id}`, as.editor)).statusCode).toBe(200)

    // Scheduled for an hour from now: still not public, and the pages are cached like that.
    const at = time.now + HOUR
    await update(kind, draft.id, { status: 'published', publish_at: new Date(at).toISOString() })
    expect(await publicSightings(kind, draft.id, word)).toEqual([])

    // The hour passes: no write, no restart; the cached pages and answers must not hide it.
    await moveClockTo(at + 1_000)
    expect(await publicSightings(kind, draft.id, word)).toEqual(allSightings(kind, draft.id, word))

    // Back to draft: gone again at once (a write clears the caches).
    await update(kind, draft.id, { status: 'draft' })
    expect(await publicSightings(kind, draft.id, word)).toEqual([])
  })
})

describe('dates and filters', () => {
  const event = kinds[0]

  it('reads a local date and time in the organisation’s zone, and refuses what is not a moment', async () => {
    const created = await create(event, {
      ...event.record(unique()),
      starts_at: '2027-01-23T10:00',
      publish_at: '2026-01-01 09:00',
    })
    expect(created.starts_at).toBe('2027-01-23T10:00:00.000000+06:00')
    expect(created.publish_at).toBe('2026-01-01T09:00:00.000000+06:00')
    const refused = await t.app.inject({
      method: 'POST',
      url: `${api('event')}create/`,
      headers: as.editor,
      payload: { ...event.record(unique()), starts_at: 'next Tuesday', publish_at: '2026-02-30T10:00' },
    })
    expect(refused.statusCode).toBe(400)
    expect(Object.keys(refused.json()).sort()).toEqual(['publish_at', 'starts_at'])
    const noStatus = await t.app.inject({
      method: 'POST',
      url: `${api('event')}create/`,
      headers: as.editor,
      payload: { ...event.record(unique()), status: 'live' },
    })
    expect(noStatus.statusCode).toBe(400)
    expect(noStatus.json()).toHaveProperty('status')
  })

  it('filters the lists by status and category, and refuses a filter that cannot match', async () => {
    const drafts = listOf((await get(`${api('event')}all/?size=100&status=draft`, as.editor)).json())
    expect(drafts.length).toBeGreaterThan(0)
    expect(drafts.every((r) => r.status === 'draft')).toBe(true)
    const published = listOf((await get(`${api('event')}all/?size=100&status=published`, as.editor)).json())
    expect(published.every((r) => r.status === 'published')).toBe(true)
    expect(published.length).toBeGreaterThanOrEqual(9)
    expect((await get(`${api('event')}all/?status=live`, as.editor)).statusCode).toBe(400)
    const categories = listOf((await get(`${api('blog_category')}all/?size=100`)).json())
    const welding = categories.find((c) => c.name === 'Welding Skills') as Row
    const posts = listOf((await get(`${api('blog_post')}all/?size=100&category=${welding.id}`)).json())
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.every((p) => p.category === welding.id)).toBe(true)
    expect((await get(`${api('blog_post')}all/?category=abc`)).statusCode).toBe(400)
  })

  it('makes a category’s slug from its name unless one is given', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `${api('blog_category')}create/`,
      headers: as.editor,
      payload: { name: 'Life in Japan & Korea' },
    })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json().slug).toBe('life-in-japan-korea')
    const given = await t.app.inject({
      method: 'POST',
      url: `${api('blog_category')}create/`,
      headers: as.editor,
      payload: { name: 'Alumni', slug: 'Our Alumni!' },
    })
    expect(given.json().slug).toBe('our-alumni')
  })
})

describe('the public pages', () => {
  it('show a scheduled post on the blog list, its category and the search once its date passes', async () => {
    const word = unique()
    const category = (await get(`${api('blog_category')}all/?size=1`)).json().blog_categories[0] as Row
    const post = await create(kinds[4], {
      ...kinds[4].record(word),
      category: category.id,
      status: 'published',
      publish_at: new Date(time.now + 2 * HOUR).toISOString(),
    })
    const categoryList = `/blog?category=${category.slug}`
    const lists = ['/blog', categoryList]
    for (const url of lists) expect((await get(url)).body, url).not.toContain(word)
    expect((await get(`/blog?tag=${word.toLowerCase()}`)).statusCode).toBe(404)
    expect(await searchResults(word)).toEqual([])
    await moveClockTo(time.now + 2 * HOUR + 1)
    for (const url of [...lists, `/blog?tag=${word.toLowerCase()}`])
      expect((await get(url)).body, url).toContain(`/blog-single/${post.id}"`)
    const found = await get(`/__page-data?path=${encodeURIComponent(`/search?q=${word}`)}`)
    expect(found.json().body.results).toEqual([
      expect.objectContaining({ title: `News ${word}`, href: `/blog-single/${post.id}`, type: 'News' }),
    ])
  })

  it('show a team member from the employee records, with the work contacts only, and hide one not shown on the website', async () => {
    const [member] = await t.db.select().from(employee).where(eq(employee.firstName, 'Yuki'))
    if (!member) throw new Error('no demo employee Yuki')
    const page = await get(`/team-single/${member.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h1>Yuki Tanaka</h1>')
    expect(page.body).toContain(`href="mailto:${member.publicEmail}"`)
    const [chairman] = await t.db.select().from(employee).where(eq(employee.firstName, 'Rafiqul'))
    if (!chairman?.email) throw new Error('no demo employee Rafiqul')
    const sparse = await get(`/team-single/${chairman.id}`)
    expect(sparse.statusCode).toBe(200)
    for (const personal of [chairman.email, chairman.phone, chairman.username])
      expect(sparse.body).not.toContain(personal)
    expect(sparse.body).not.toContain('<h2 id="experience-title">')
    await t.db.update(employee).set({ showOnWebsite: false }).where(eq(employee.id, member.id))
    // Written past the API: on PostgreSQL its notification arrives a moment later.
    t.app.responseCache.invalidate()
    try {
      expect((await get(`/team-single/${member.id}`)).statusCode).toBe(404)
      // Her posts stay, signed by the organisation.
      const blog = await get('/blog-single/1')
      expect(blog.body).not.toContain('Author: Yuki Tanaka')
    } finally {
      await t.db.update(employee).set({ showOnWebsite: true }).where(eq(employee.id, member.id))
      t.app.responseCache.invalidate()
    }
  })

  it('give the Editor every content screen', async () => {
    const menu = await get('/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/', as.editor)
    const screens = (menu.json().menu_items as { children: { menu_id: string }[] }[]).flatMap((g) =>
      g.children.map((e) => e.menu_id),
    )
    for (const resource of [
      'event',
      'project',
      'service',
      'testimonial',
      'blog_post',
      'blog_category',
      'blog_comment',
    ])
      expect(screens).toContain(resource)
  })
})
