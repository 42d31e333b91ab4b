/**
 * Blog comments (issue 11 §6): a visitor's comment is stored pending and not shown, the
 * organisation is emailed, and it appears on the post (count and list) once staff approve it.
 * The public form is guarded like the others (honeypot, signed start time, per-address limit),
 * the text stays plain text, bad input gets a 4xx, and the commenter's email and address hash
 * never reach the public, in the API or the pages' JSON.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../../server/db/schema.ts'
import { generalSetting } from '../../server/modules/cms/tables.ts'
import { blogComment, blogPost } from '../../server/modules/content/tables.ts'
import { GUARD_MESSAGES, signFormToken } from '../../server/site/forms/form-guard.ts'
import type { PageData } from '../../web/page-data.ts'
import { testAccounts } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'

const time = { now: Date.now() }
let t: Awaited<ReturnType<typeof createTestApp>>
let as: Awaited<ReturnType<typeof testAccounts>>
/** A public post, and the guard fields of a form started a minute ago. */
let postId: number
let guard: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ clock: () => time.now })
  as = await testAccounts(t.app, t.db)
  // The newest: its card is on the first page of the blog.
  const [post] = await t.db
    .select({ id: blogPost.id })
    .from(blogPost)
    .where(eq(blogPost.status, 'published'))
    .orderBy(desc(blogPost.publishAt))
    .limit(1)
  postId = post?.id as number
  guard = { website: '', form_started: await signFormToken(t.db, time.now - 60_000) }
})
afterAll(() => t?.close())

let ipCounter = 0
/** A fresh client address, so each test starts under the rate limit. */
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const comment = (overrides: Record<string, string> = {}) => ({
  comment: 'The relief lists are a great idea.',
  name: 'Nasrin Akter',
  email: 'Nasrin.Akter@Example.com',
  ...overrides,
})

const send = (payload: object, { url = `/blog-single/${postId}`, ip = nextIp() } = {}) =>
  t.app.inject({ method: 'POST', url, payload: { ...guard, ...payload }, remoteAddress: ip })

const pageData = async (path: string) =>
  (await t.app.inject(`/__page-data?path=${encodeURIComponent(path)}`)).json() as PageData

async function shown(path = `/blog-single/${postId}`) {
  const data = await pageData(path)
  if (data.body.kind !== 'blog-post') throw new Error(data.body.kind)
  const flat = (list: typeof data.body.post.commentTree): typeof list =>
    list.flatMap((c) => [c, ...flat(c.replies)])
  return {
    count: data.body.post.comments,
    comments: flat(data.body.post.commentTree),
    json: JSON.stringify(data),
  }
}

const stored = async (name: string) =>
  t.db.select().from(blogComment).where(eq(blogComment.name, name)).orderBy(desc(blogComment.id))

const moderate = (id: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/blog_comment/api/v1/blog_comment/update/${id}`,
    headers: as.editor,
    payload: { status },
  })

describe('a comment', () => {
  it('is stored pending and emailed, shown only once approved, and hidden again when rejected', async () => {
    const before = await shown()
    const response = await send(comment({ name: 'Pending Person' }))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().detail).toBe(
      'Thank you, Pending Person! Your comment is awaiting moderation: it will appear under the post once approved.',
    )
    const [row] = await stored('Pending Person')
    expect(row).toMatchObject({
      postId,
      status: 'pending',
      email: 'nasrin.akter@example.com',
      body: 'The relief lists are a great idea.',
      parentId: null,
    })
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/)
    expect((await shown()).count).toBe(before.count)
    expect((await t.app.inject(`/blog-single/${postId}`)).body).not.toContain('Pending Person')

    const [mail] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1)
    const [settings] = await t.db.select({ email: generalSetting.email }).from(generalSetting)
    expect(mail?.recipient).toBe(settings?.email)
    expect(mail?.subject).toMatch(/^Comment to moderate on “.+”, from Pending Person$/)
    expect(mail?.text).toContain('The relief lists are a great idea.')
    expect(mail?.text).toContain(`http://kizuna.test/blog-single/${postId}`)
    expect(mail?.text).toContain('http://kizuna.test/admin/blog_comment')

    expect((await moderate(row?.id as number, 'approved')).statusCode).toBe(200)
    const after = await shown()
    expect(after.count).toBe(before.count + 1)
    expect(after.comments.map((c) => c.author)).toContain('Pending Person')
    // Without React's text separators (<!-- -->).
    const html = (await t.app.inject(`/blog-single/${postId}`)).body.replaceAll('<!-- -->', '')
    expect(html).toContain('<h3 class="comment__author">Pending Person</h3>')
    expect(html).toContain(`${after.count} Comments</h2>`)
    // The list's card counts it too.
    const list = await pageData('/blog')
    if (list.body.kind !== 'blog') throw new Error(list.body.kind)
    expect(list.body.posts.find((p) => p.id === postId)?.comments).toBe(after.count)

    expect((await moderate(row?.id as number, 'rejected')).statusCode).toBe(200)
    expect((await shown()).count).toBe(before.count)
  })

  it('stays plain text: markup is shown as written, never run', async () => {
    const text = '<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)>\nSecond line'
    expect((await send(comment({ name: 'Markup Tester', comment: text }))).statusCode).toBe(201)
    const [row] = await stored('Markup Tester')
    expect(row?.body).toBe(text)
    await moderate(row?.id as number, 'approved')
    const html = (await t.app.inject(`/blog-single/${postId}`)).body
    expect(html).toContain(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt;\nSecond line</p>',
    )
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
  })

  it('never gives the public the commenter’s email or address hash', async () => {
    const [row] = await stored('Pending Person')
    await moderate(row?.id as number, 'approved')
    const base = '/blog_comment/api/v1/blog_comment/'
    for (const url of [`${base}all/?size=100`, `${base}without_pagination/all/`, `${base}${row?.id}`]) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).not.toContain('nasrin.akter@example.com')
      expect(response.body, url).not.toContain(String(row?.ipHash))
    }
    const publicRow = (await t.app.inject(`${base}${row?.id}`)).json()
    expect(publicRow).toMatchObject({
      email: null,
      ip_hash: null,
      name: 'Pending Person',
      status: 'approved',
    })
    // Searching by the email finds nothing for the public, the comment for staff.
    expect((await t.app.inject(`${base}search/?searchKey=nasrin.akter`)).json().total_elements).toBe(0)
    const staff = (await t.app.inject({ url: `${base}${row?.id}`, headers: as.editor })).json()
    expect(staff).toMatchObject({ email: 'nasrin.akter@example.com', ip_hash: row?.ipHash })
    expect((await shown()).json).not.toContain('nasrin.akter@example.com')
    expect(JSON.stringify(await pageData('/blog'))).not.toContain('nasrin.akter@example.com')
    expect((await t.app.inject(`/blog-single/${postId}`)).body).not.toContain('nasrin.akter@example.com')
  })

  it('is hidden while its post is not public, and so are answers to a hidden comment', async () => {
    const [parent] = await stored('Pending Person')
    const reply = await t.app.inject({
      method: 'POST',
      url: '/blog_comment/api/v1/blog_comment/create/',
      headers: as.editor,
      payload: {
        post: postId,
        parent: parent?.id,
        name: 'Staff Reply',
        body: 'Thank you!',
        status: 'approved',
      },
    })
    expect(reply.statusCode, reply.body).toBe(201)
    expect((await shown()).comments.map((c) => c.author)).toContain('Staff Reply')
    await moderate(parent?.id as number, 'pending')
    const hidden = (await shown()).comments.map((c) => c.author)
    expect(hidden).not.toContain('Staff Reply')
    expect(hidden).not.toContain('Pending Person')
    const api = listOf((await t.app.inject('/blog_comment/api/v1/blog_comment/all/?size=100')).json())
    expect(api.map((c) => c.name)).not.toContain('Staff Reply')
    await moderate(parent?.id as number, 'approved')

    await t.db.update(blogPost).set({ status: 'draft' }).where(eq(blogPost.id, postId))
    // Written past the API: on PostgreSQL its notification arrives a moment later.
    t.app.responseCache.invalidate()
    try {
      const publicList = listOf(
        (await t.app.inject('/blog_comment/api/v1/blog_comment/all/?size=100')).json(),
      )
      expect(publicList.some((c) => c.post === postId)).toBe(false)
      expect((await t.app.inject(`/blog-single/${postId}`)).statusCode).toBe(404)
      const refused = await send(comment())
      expect(refused.statusCode).toBe(404)
      expect(refused.json().detail).toMatch(/does not exist, or is not published/)
    } finally {
      await t.db.update(blogPost).set({ status: 'published' }).where(eq(blogPost.id, postId))
      t.app.responseCache.invalidate()
    }
  })
})

const listOf = (body: Record<string, unknown>) =>
  (Object.values(body).find((v) => Array.isArray(v)) as Record<string, unknown>[] | undefined) ?? []

describe('the comment form refuses', () => {
  it('missing, malformed and oversized fields, naming each, and stores nothing', async () => {
    const count = (await t.db.select().from(blogComment)).length
    const empty = await send({ comment: ' ', name: '', email: 'not-an-address' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual({
      comment: ['Please write your comment'],
      name: ['Please enter your name'],
      email: ['Please enter a valid email'],
    })
    const long = await send(comment({ comment: 'x'.repeat(5001) }))
    expect(long.statusCode).toBe(400)
    expect(long.json().errors.comment[0]).toMatch(/under 5000 characters/)
    const nul = await send(comment({ comment: 'a\u0000b' }))
    expect(nul.statusCode).toBe(400)
    const huge = await send(comment({ comment: 'x'.repeat(40_000) }))
    expect(huge.statusCode).toBe(413)
    expect((await t.db.select().from(blogComment)).length).toBe(count)
  })

  it('unknown, malformed, draft and scheduled posts with a 404', async () => {
    const [draft] = await t.db
      .insert(blogPost)
      .values({ title: 'Not yet', status: 'draft' })
      .returning({ id: blogPost.id })
    const [scheduled] = await t.db
      .insert(blogPost)
      .values({ title: 'Later', status: 'published', publishAt: new Date(time.now + 3_600_000) })
      .returning({ id: blogPost.id })
    for (const id of ['99999', '01', String(draft?.id), String(scheduled?.id)])
      expect((await send(comment(), { url: `/blog-single/${id}` })).statusCode, id).toBe(404)
  })

  it('a filled honeypot and a form sent too quickly', async () => {
    const honeypot = await send({ ...comment(), website: 'http://spam.example' })
    expect(honeypot.statusCode).toBe(400)
    expect(honeypot.json().detail).toBe(GUARD_MESSAGES.honeypot)
    const quick = await send({ ...comment(), form_started: await signFormToken(t.db, time.now - 500) })
    expect(quick.statusCode).toBe(400)
    expect(quick.json().detail).toBe(GUARD_MESSAGES.tooQuick)
    const forged = await send({ ...comment(), form_started: `${time.now - 60_000}.${'x'.repeat(43)}` })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().detail).toBe(GUARD_MESSAGES.missing)
  })

  it('a sixth comment from one address within ten minutes, until the window passes', async () => {
    const ip = nextIp()
    for (let i = 1; i <= 5; i++)
      expect((await send(comment({ name: `Busy ${i}` }), { ip })).statusCode).toBe(201)
    const sixth = await send(comment({ name: 'Busy 6' }), { ip })
    expect(sixth.statusCode).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    expect(sixth.json().detail).toMatch(/several comments in a short time/)
    expect(await stored('Busy 6')).toEqual([])
    time.now += 11 * 60 * 1000
    guard = { website: '', form_started: await signFormToken(t.db, time.now - 60_000) }
    expect((await send(comment({ name: 'Busy 7' }), { ip })).statusCode).toBe(201)
  })
})

describe('without JavaScript', () => {
  it('answers the post’s page with the thanks, or with the messages and what was typed', async () => {
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/blog-single-left-sidebar/${postId}`,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...guard, ...fields }).toString(),
        remoteAddress: nextIp(),
      })
    const refused = await post(comment({ name: 'Kept Name', email: '' }))
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['content-type']).toMatch(/^text\/html/)
    expect(refused.body).toContain('class="story-layout story-layout--left"')
    expect(refused.body).toContain('Please enter your email')
    expect(refused.body).toMatch(/name="name" value="Kept Name"/)
    const sent = await post(comment({ name: 'No Script' }))
    expect(sent.statusCode).toBe(200)
    expect(sent.body).toContain('Your comment is awaiting moderation')
    expect(await stored('No Script')).toHaveLength(1)
  })
})
