/**
 * The blog, testimonial, service and team member pages through inject(): every route renders its
 * content (the database's demo content) in the first response, unknown ids and pages are 404, the
 * three blog layouts differ, and the demo data holds together. Drafts, scheduled records and
 * comments are tested in tests/api/content-area.test.ts and blog-comments.test.ts.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listDemoMediaFiles } from '../../server/demo/demo-media.ts'
import { demoPosts as sampleBlog } from '../../server/modules/content/demo/blog.ts'
import { demoServices as sampleServices } from '../../server/modules/content/demo/services.ts'
import { demoTeam as sampleTeam } from '../../server/modules/content/demo/team.ts'
import { demoTestimonials as sampleTestimonials } from '../../server/modules/content/demo/testimonials.ts'
import { slugOf as slug } from '../../server/modules/content/slugs.ts'
import { employee } from '../../server/modules/org/tables.ts'
import { blogPaths, dateText, POSTS_PER_PAGE } from '../../server/site/pages/stories.ts'
import type { PageData } from '../../web/page-data.ts'
import { createTestApp } from '../support/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

/** The response, its HTML without React's text separators (<!-- -->). */
const get = async (url: string) => {
  const response = await t.app.inject(url)
  return { statusCode: response.statusCode, body: response.body.replaceAll('<!-- -->', '') }
}
/** The opening tags of the links to href, whatever the order of their attributes. */
const links = (html: string, href: string) =>
  html.match(new RegExp(`<a [^>]*href="${href.replace(/[?]/g, '\\?')}"[^>]*>`, 'g')) ?? []
const data = async (path: string) =>
  (await t.app.inject(`/__page-data?path=${encodeURIComponent(path)}`)).json() as PageData
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

const newest = [...sampleBlog].sort((a, b) => b.date.localeCompare(a.date))

/** A demo team member's employee id (the database numbers them after the management team). */
async function employeeIdOf(name: string): Promise<number> {
  const [first = '', ...rest] = name.split(' ')
  const [row] = await t.db
    .select({ id: employee.id })
    .from(employee)
    .where(and(eq(employee.firstName, first), eq(employee.lastName, rest.join(' '))))
  if (!row) throw new Error(`no employee ${name}`)
  return row.id
}
const layouts = Object.entries(blogPaths) as [keyof typeof blogPaths, { list: string; single: string }][]

describe('blog lists', () => {
  it.each(layouts)(
    '%s layout: banner, six newest posts linking to its own single layout',
    async (_, paths) => {
      const response = await get(paths.list)
      expect(response.statusCode).toBe(200)
      const html = response.body
      expect(html).toContain('<h1>Latest News</h1>')
      expect(count(html, /<article class="post-card">/g)).toBe(POSTS_PER_PAGE)
      for (const post of newest.slice(0, POSTS_PER_PAGE)) {
        expect(html).toContain(`<a href="${paths.single}/${post.id}">${escaped(post.title)}</a>`)
      }
      expect(html).not.toContain(escaped(newest[POSTS_PER_PAGE]?.title ?? '-'))
      expect(html).toMatch(/By [A-Z][a-z]+ [A-Z]/)
      expect(html).toContain('Read More…')
    },
  )

  it('places the sidebar right, left or nowhere', async () => {
    const right = (await get('/blog')).body
    const left = (await get('/blog-left-sidebar')).body
    const full = (await get('/blog-fullwidth')).body
    expect(right).toContain('class="story-layout story-layout--right"')
    expect(left).toContain('class="story-layout story-layout--left"')
    expect(full).toContain('class="story-layout story-layout--full"')
    for (const html of [right, left]) {
      expect(html).toContain('<aside class="sidebar" aria-label="Blog">')
      expect(html).toContain('Categories')
      expect(html).toContain('Recent Posts')
    }
    expect(full).not.toContain('<aside class="sidebar"')
  })

  it('pages through the posts with ?page=, six at a time; other pages are 404', async () => {
    const second = await get('/blog?page=2')
    expect(second.statusCode).toBe(200)
    for (const post of newest.slice(6, 12)) expect(second.body).toContain(`/blog-single/${post.id}"`)
    expect(links(second.body, '/blog?page=2')).toContainEqual(expect.stringContaining('aria-current="page"'))
    expect(links(second.body, '/blog?page=3')).not.toContainEqual(expect.stringContaining('aria-current'))
    expect(links(second.body, '/blog')).toContainEqual(expect.stringContaining('rel="prev"'))
    expect(links(second.body, '/blog?page=3')).toContainEqual(expect.stringContaining('rel="next"'))
    const last = await get('/blog-left-sidebar?page=3')
    expect(count(last.body, /<article class="post-card">/g)).toBe(sampleBlog.length - 12)
    for (const bad of ['?page=4', '?page=0', '?page=-1', '?page=two', '?page=02', '?page='])
      expect((await get(`/blog${bad}`)).statusCode, bad).toBe(404)
    const page = await data('/blog-fullwidth?page=2')
    expect(page.body).toMatchObject({
      kind: 'blog',
      layout: 'full',
      sidebar: null,
      pagination: { page: 2, pages: ['/blog-fullwidth', '/blog-fullwidth?page=2', '/blog-fullwidth?page=3'] },
    })
  })

  it('lists one category or tag from the sidebar links, and 404 for one that has no posts', async () => {
    const category = 'Welding Skills'
    const response = await get(`/blog?category=${slug(category)}`)
    expect(response.statusCode).toBe(200)
    const inCategory = sampleBlog.filter((p) => p.category === category)
    expect(count(response.body, /<article class="post-card">/g)).toBe(inCategory.length)
    expect(response.body).toContain(`Showing Category: ${category}.`)
    const tagged = await data('/blog-left-sidebar?tag=safe-migration')
    if (tagged.body.kind !== 'blog') throw new Error(tagged.body.kind)
    expect(tagged.body.posts.map((p) => p.id).sort()).toEqual(
      sampleBlog
        .filter((p) => p.tags.includes('Safe migration'))
        .map((p) => p.id)
        .sort(),
    )
    expect((await get('/blog?category=astrology')).statusCode).toBe(404)
    expect((await get('/blog?tag=nothing')).statusCode).toBe(404)
  })

  it('gives video posts a play link to the video and a closed dialog, loading nothing from that site', async () => {
    const video = sampleBlog.find((p) => p.format === 'video')
    if (!video?.videoUrl) throw new Error('no video post')
    const onPage = newest.findIndex((p) => p.id === video.id)
    const pageNumber = Math.floor(onPage / POSTS_PER_PAGE) + 1
    const html = (await get(pageNumber === 1 ? '/blog' : `/blog?page=${pageNumber}`)).body
    expect(html).toContain(`class="play-button" href="${video.videoUrl}" target="_blank"`)
    expect(html).toContain(`Play video: ${escaped(video.title)}`)
    expect(html).toMatch(/<dialog class="video-dialog" aria-labelledby="[^"]+" closedby="any">/)
    expect(html).not.toMatch(/<(iframe|video|embed)\b/)
    expect(html).not.toMatch(/<(img|source|script)[^>]+youtube/)
  })
})

describe('blog posts', () => {
  const post = sampleBlog[4] as (typeof sampleBlog)[number]

  it.each(layouts)('%s layout: the whole post, its comments and the comment form', async (layout, paths) => {
    const response = await get(`${paths.single}/${post.id}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain(layout === 'full' ? '<h1>Latest News</h1>' : `<h1>${escaped(post.title)}</h1>`)
    expect(html).toContain(`<h2 class="post__title">${escaped(post.title)}</h2>`)
    for (const paragraph of post.body) expect(html).toContain(`<p>${paragraph.replace(/&/g, '&amp;')}</p>`)
    expect(html).toContain(`<blockquote><p>${escaped(post.quote.text)}</p></blockquote>`)
    expect(count(html.slice(html.indexOf('post__gallery')), /<img /g)).toBeGreaterThanOrEqual(2)
    expect(html).toContain(`href="${paths.list}?tag=${slug(post.tags[0] as string)}"`)
    // Share links: absolute address of the post, new tab, no scripts of those sites.
    const shared = encodeURIComponent(`http://kizuna.test${paths.single}/${post.id}`)
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${shared}" target="_blank"`)
    expect(html).not.toMatch(/<script[^>]+src="https?:/)
    expect(links(html, `${paths.single}/${post.id - 1}`)).toContainEqual(
      expect.stringContaining('rel="prev"'),
    )
    expect(links(html, `${paths.single}/${post.id + 1}`)).toContainEqual(
      expect.stringContaining('rel="next"'),
    )
    expect(html).toContain('<h2 id="author-box-title">Author: ')
    // Replies are lists inside the comment they answer.
    expect(html).toMatch(/<li><article class="comment">(?:(?!<\/li>).)*<\/article><ol class="comments"><li>/)
    for (const label of ['Comment', 'Name', 'Email'])
      expect(html).toMatch(new RegExp(`<label for="comment-[a-z]+">${label}`))
    expect(html).toMatch(new RegExp(`<form [^>]*action="${paths.single}/${post.id}" method="post"`))
    expect(html).toContain('Post Comment</button>')
    if (layout === 'full') expect(html).not.toContain('<aside class="sidebar"')
    else {
      expect(html).toContain('Related Posts')
      expect(html).toContain('Categories')
      expect(html).toContain('How We Can Help You!')
      expect(html).toContain('>Projects</h2>')
    }
  })

  it('has no previous link on the first post and no next link on the last', async () => {
    const first = (await get('/blog-single/1')).body
    expect(first).not.toContain('rel="prev"')
    expect(first).toContain('rel="next"')
    const last = (await get(`/blog-single/${sampleBlog.length}`)).body
    expect(last).toContain('rel="prev"')
    expect(last).not.toContain('rel="next"')
  })

  it.each(layouts)('%s layout: unknown and malformed ids are 404', async (_, paths) => {
    for (const id of ['999', '0', 'abc', '1x', '01', ''])
      expect((await get(`${paths.single}/${id}`)).statusCode, `${paths.single}/${id}`).toBe(404)
  })

  it('counts every comment, replies included', async () => {
    const page = await data(`/blog-single/${post.id}`)
    if (page.body.kind !== 'blog-post') throw new Error(page.body.kind)
    const nodes = (list: { replies: unknown[] }[]): number =>
      list.reduce((n, c) => n + 1 + nodes(c.replies as { replies: unknown[] }[]), 0)
    expect(page.body.post.comments).toBe(nodes(post.comments))
    expect(page.body.post.date).toEqual({ iso: post.date, text: dateText(post.date).text })
  })
})

describe('testimonials, services and team members', () => {
  it('shows the testimonials as quotes with names and roles in a carousel', async () => {
    const response = await get('/testimonial')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<h1>Testimonials</h1>')
    expect(html).toContain('Testimonial</p>')
    expect(html).toContain('What People Say About Us</h2>')
    expect(html).toContain('aria-roledescription="carousel"')
    expect(count(html, /<figure class="quote-card"><blockquote>/g)).toBe(sampleTestimonials.length)
    for (const quote of sampleTestimonials) {
      expect(html).toContain(`<strong>${quote.name}</strong>${escaped(quote.role)}`)
    }
    // Three a view above 1200 px, two to 991, one from 767 (catalogue §7.3).
    expect(html).toContain('--pv:3;--pv-1500:3;--pv-1200:2;--pv-991:2;--pv-767:1;--pv-480:1')
  })

  it('shows a service with three others, a closed benefits accordion and all services', async () => {
    const service = sampleServices[1] as (typeof sampleServices)[number]
    const response = await get(`/service-single/${service.id}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain(`<h1>${escaped(service.title)}</h1>`)
    for (const paragraph of service.description) expect(html).toContain(escaped(paragraph))
    const solutions = html.slice(html.indexOf('Our Solutions'), html.indexOf('Benefits</h2>'))
    expect(solutions.match(/href="\/service-single\/\d+"/g)).toEqual(
      [3, 4, 5].map((id) => `href="/service-single/${id}"`),
    )
    expect(count(html, /<details name="benefits" class="accordion__item">/g)).toBe(4)
    expect(html).not.toMatch(/<details[^>]* open/)
    for (const benefit of service.benefits) expect(html).toContain(escaped(benefit.question))
    const sidebar = html.slice(html.indexOf('<aside class="sidebar"'), html.indexOf('</aside>'))
    expect(count(sidebar, /href="\/service-single\/\d+"/g)).toBe(sampleServices.length)
    expect(sidebar).toContain('action="/search"')
    expect(sidebar).not.toMatch(/newsletter/i)
  })

  it('wraps round to the first services after the last one', async () => {
    const last = sampleServices.at(-1) as (typeof sampleServices)[number]
    const page = await data(`/service-single/${last.id}`)
    if (page.body.kind !== 'service-detail') throw new Error(page.body.kind)
    expect(page.body.solutions.map((s) => s.href)).toEqual([
      '/service-single/1',
      '/service-single/2',
      '/service-single/3',
    ])
  })

  it('shows a team member with facts, rings, education, languages and the contact form', async () => {
    const member = sampleTeam[2] as (typeof sampleTeam)[number]
    const response = await get(`/team-single/${await employeeIdOf(member.name)}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain(`<h1>${member.name}</h1>`)
    for (const fact of ['Position', 'Practice Area', 'Experience', 'Address', 'Phone', 'Email'])
      expect(html).toContain(`<dt>${fact}</dt>`)
    expect(html).toContain(`href="mailto:${member.email}"`)
    expect(html).toContain(`href="tel:${member.phone.replace(/[^+\d]/g, '')}"`)
    expect(html).toContain(`<strong>${member.record.success}%</strong> Success`)
    expect(html).toContain(`<strong>${member.record.donors}+</strong> Donors`)
    expect(count(html, /<figure class="ring">/g)).toBe(4)
    for (const line of [...member.education, ...member.languages]) expect(html).toContain(escaped(line))
    for (const label of ['Name', 'Email', 'Message'])
      expect(html).toMatch(new RegExp(`<label for="contact-me-[a-z]+">${label}`))
  })

  it.each(['/service-single', '/team-single'])('%s: unknown and malformed ids are 404', async (path) => {
    for (const id of ['999', '0', 'abc', '01'])
      expect((await get(`${path}/${id}`)).statusCode, `${path}/${id}`).toBe(404)
  })
})

describe('demo data', () => {
  it('has the records the pages need, with unique ids', () => {
    expect(sampleBlog).toHaveLength(15)
    expect(sampleTeam).toHaveLength(10)
    expect(sampleTestimonials).toHaveLength(6)
    expect(sampleServices.length).toBeGreaterThanOrEqual(6)
    expect(sampleServices.length).toBeLessThanOrEqual(8)
    for (const list of [sampleBlog, sampleTeam, sampleTestimonials, sampleServices])
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length)
    for (const service of sampleServices) expect(service.benefits).toHaveLength(4)
  })

  it('has posts written by team members, ids in date order, and a URL for every video post', () => {
    for (const post of sampleBlog) {
      expect(
        sampleTeam.some((m) => m.id === post.authorId),
        `post ${post.id}`,
      ).toBe(true)
      if (post.format === 'video') expect(post.videoUrl).toMatch(/^https:\/\//)
    }
    const byDate = [...sampleBlog].sort((a, b) => a.date.localeCompare(b.date)).map((p) => p.id)
    expect(byDate).toEqual(sampleBlog.map((p) => p.id))
  })

  it('gives the demo seed every image the records use', () => {
    const seeded = new Set(listDemoMediaFiles())
    const used = [
      ...sampleBlog.flatMap((p) => [p.image, ...p.gallery.map((g) => g.path)]),
      ...sampleServices.flatMap((s) => [s.image, ...s.subImages.map((i) => i.path)]),
      ...sampleTeam.map((m) => m.image),
      ...sampleTestimonials.map((q) => q.image),
    ]
    for (const file of used) expect(seeded.has(file), file).toBe(true)
    for (const file of [...sampleTeam, ...sampleTestimonials].map((r) => r.image))
      expect(file).toMatch(/^sample\/portrait-[a-z]+-[a-z]+\.jpg$/)
  })
})
