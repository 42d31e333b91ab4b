/**
 * The blog (three layouts, each with its list and single post), testimonials, service and team
 * member pages, from the sample data modules. Unknown ids, filters and pages give the 404 page.
 */
import type { SidebarLink } from '../../../web/components/Sidebar.tsx'
import type {
  BlogLayout,
  BlogSidebar,
  DateText,
  PostCard,
  PostComment,
  PostVideo,
  StoryBody,
} from '../../../web/pages/stories/types.ts'
import { PageImages } from '../images.ts'
import type { FixedRoute, LoadedPage, PageContext } from '../page-context.ts'
import { type SampleBlogPost, type SampleComment, sampleBlog } from '../samples/blog.ts'
import { sampleProjects } from '../samples/projects.ts'
import { sampleServices } from '../samples/services.ts'
import { sampleTeam } from '../samples/team.ts'
import { sampleTestimonials } from '../samples/testimonials.ts'
import { shareLinks, showDate } from './sample-pages.ts'

export const POSTS_PER_PAGE = 6

/** Each blog layout's list and single-post paths. */
export const blogPaths: Record<BlogLayout, { list: string; single: string }> = {
  right: { list: '/blog', single: '/blog-single' },
  left: { list: '/blog-left-sidebar', single: '/blog-single-left-sidebar' },
  full: { list: '/blog-fullwidth', single: '/blog-single-fullwidth' },
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Formatted here, not in the browser, so the server's HTML and the hydrated page agree. */
export const dateText = (iso: string): DateText => ({ iso, text: showDate(iso) })

export const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A whole number written the one canonical way ("2", not "02"), or null. */
function wholeNumber(text: string | null | undefined): number | null {
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null
}

const VIDEO_SITES: Record<string, string> = {
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'vimeo.com': 'Vimeo',
  'facebook.com': 'Facebook',
}

function videoOf(post: SampleBlogPost): PostVideo | null {
  if (post.format !== 'video' || !post.videoUrl) return null
  const host = new URL(post.videoUrl).hostname.replace(/^www\./, '')
  return { url: post.videoUrl, site: VIDEO_SITES[host] ?? host }
}

const countComments = (comments: SampleComment[]): number =>
  comments.reduce((sum, c) => sum + 1 + countComments(c.replies), 0)

const toComment = (c: SampleComment): PostComment => ({
  id: c.id,
  author: c.author,
  date: dateText(c.date),
  text: c.text,
  replies: c.replies.map(toComment),
})

/** The page, once its images are completed (one query for all of them). */
async function page(
  ctx: PageContext,
  images: PageImages,
  title: string,
  description: string,
  body: StoryBody,
): Promise<LoadedPage> {
  await images.complete(ctx)
  return { body, title: `${title} | ${ctx.site.siteName}`, description: description.slice(0, 160) }
}

// ---------------------------------------------------------------------------------------------
// Blog

/** Newest first, as lists show them. */
const newestFirst = () => [...sampleBlog].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)

const authorOf = (post: SampleBlogPost) => sampleTeam.find((member) => member.id === post.authorId) ?? null

function postCard(post: SampleBlogPost, layout: BlogLayout, images: PageImages, siteName: string): PostCard {
  return {
    id: post.id,
    href: `${blogPaths[layout].single}/${post.id}`,
    title: post.title,
    image: images.ref(post.image, post.imageAlt),
    video: videoOf(post),
    author: authorOf(post)?.name ?? siteName,
    date: dateText(post.date),
    comments: countComments(post.comments),
    excerpt: post.excerpt,
  }
}

function countBy(labels: string[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a.localeCompare(b))
}

function blogSidebar(
  layout: BlogLayout,
  postsTitle: string,
  posts: SampleBlogPost[],
  images: PageImages,
): BlogSidebar {
  const list = blogPaths[layout].list
  return {
    categories: countBy(sampleBlog.map((p) => p.category)).map(([label, count]) => ({
      label,
      href: `${list}?category=${slug(label)}`,
      meta: count === 1 ? '1 post' : `${count} posts`,
    })),
    postsTitle,
    posts: posts.map((p) => ({
      label: p.title,
      href: `${blogPaths[layout].single}/${p.id}`,
      meta: showDate(p.date),
      image: images.ref(p.image, ''),
    })),
    projects: sampleProjects.slice(0, 6).map((p) => ({
      label: p.title,
      href: `/project-single/${p.id}`,
      image: images.ref(p.image, ''),
    })),
    tags: countBy(sampleBlog.flatMap((p) => p.tags)).map(([label]) => ({
      label,
      href: `${list}?tag=${slug(label)}`,
    })),
  }
}

/** The posts a list shows for its ?category= and ?tag=, or null for a filter that matches nothing. */
function filteredPosts(query: URLSearchParams) {
  const category = query.get('category')
  const tag = query.get('tag')
  let posts = newestFirst()
  const labels: string[] = []
  if (category !== null) {
    posts = posts.filter((p) => slug(p.category) === category)
    if (posts[0]) labels.push(`Category: ${posts[0].category}`)
  }
  if (tag !== null) {
    const label = posts.flatMap((p) => p.tags).find((t) => slug(t) === tag)
    posts = posts.filter((p) => p.tags.some((t) => slug(t) === tag))
    if (label) labels.push(`Tag: ${label}`)
  }
  if (posts.length === 0) return null
  const params = new URLSearchParams()
  if (category !== null) params.set('category', category)
  if (tag !== null) params.set('tag', tag)
  return { posts, label: labels.length > 0 ? labels.join(' · ') : null, params }
}

async function blogList(ctx: PageContext, layout: BlogLayout): Promise<LoadedPage | null> {
  const found = filteredPosts(ctx.query)
  const rawPage = ctx.query.get('page')
  const current = rawPage === null ? 1 : wholeNumber(rawPage)
  if (!found || current === null) return null
  const pageCount = Math.ceil(found.posts.length / POSTS_PER_PAGE)
  if (current > pageCount) return null
  const shown = found.posts.slice((current - 1) * POSTS_PER_PAGE, current * POSTS_PER_PAGE)
  const images = new PageImages()
  const list = blogPaths[layout].list
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const params = new URLSearchParams(found.params)
    if (i > 0) params.set('page', String(i + 1))
    const search = params.toString()
    return search ? `${list}?${search}` : list
  })
  const heading = found.label ? `Latest News, ${found.label}` : 'Latest News'
  return page(
    ctx,
    images,
    current > 1 ? `${heading}, page ${current}` : heading,
    `News, stories and results from ${ctx.site.siteName}: language courses, welding, safe migration and our foundation's work.`,
    {
      kind: 'blog',
      layout,
      posts: shown.map((p) => postCard(p, layout, images, ctx.site.siteName)),
      pagination: { page: current, pages },
      filter: found.label ? { label: found.label, clear: list } : null,
      sidebar:
        layout === 'full' ? null : blogSidebar(layout, 'Recent Posts', newestFirst().slice(0, 3), images),
    },
  )
}

/** Up to three posts of the same category, then the newest others. */
function relatedTo(post: SampleBlogPost): SampleBlogPost[] {
  const others = newestFirst().filter((p) => p.id !== post.id)
  return [
    ...others.filter((p) => p.category === post.category),
    ...others.filter((p) => p.category !== post.category),
  ].slice(0, 3)
}

async function blogPost(ctx: PageContext, layout: BlogLayout, id: string | undefined) {
  const wanted = wholeNumber(id)
  const post = sampleBlog.find((p) => p.id === wanted)
  if (!post) return null
  const author = authorOf(post)
  const chronological = [...sampleBlog].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  const at = chronological.indexOf(post)
  const images = new PageImages()
  const paths = blogPaths[layout]
  const near = (other: SampleBlogPost | undefined): SidebarLink | null =>
    other ? { label: other.title, href: `${paths.single}/${other.id}` } : null
  const href = `${paths.single}/${post.id}`
  return page(ctx, images, post.title, post.excerpt, {
    kind: 'blog-post',
    layout,
    banner: layout === 'full' ? 'Latest News' : post.title,
    post: {
      ...postCard(post, layout, images, ctx.site.siteName),
      body: post.body,
      quote: post.quote,
      gallery: post.gallery.map((g) => images.ref(g.path, g.alt)),
      category: { label: post.category, href: `${paths.list}?category=${slug(post.category)}` },
      tags: post.tags.map((tag) => ({ label: tag, href: `${paths.list}?tag=${slug(tag)}` })),
      share: shareLinks(`${ctx.publicUrl}${href}`, post.title),
      authorCard: author
        ? {
            name: author.name,
            role: author.role,
            image: images.ref(author.image, ''),
            bio: author.bio[0] ?? '',
            href: `/team-single/${author.id}`,
          }
        : null,
      commentTree: post.comments.map(toComment),
    },
    previous: near(chronological[at - 1]),
    next: near(chronological[at + 1]),
    sidebar: layout === 'full' ? null : blogSidebar(layout, 'Related Posts', relatedTo(post), images),
  })
}

const blogRoutes: FixedRoute[] = (Object.keys(blogPaths) as BlogLayout[]).flatMap((layout) => [
  { path: blogPaths[layout].list, query: ['category', 'tag', 'page'], load: (ctx) => blogList(ctx, layout) },
  { path: `${blogPaths[layout].single}/:id`, load: (ctx, params) => blogPost(ctx, layout, params.id) },
])

// ---------------------------------------------------------------------------------------------
// Testimonials, services, team members

async function testimonials(ctx: PageContext): Promise<LoadedPage> {
  const images = new PageImages()
  return page(
    ctx,
    images,
    'Testimonials',
    'What trainees, employers, families and donors say about our work.',
    {
      kind: 'testimonials',
      quotes: sampleTestimonials.map((t) => ({
        id: t.id,
        name: t.name,
        role: t.role,
        quote: t.quote,
        image: images.ref(t.image, ''),
      })),
    },
  )
}

async function serviceDetail(ctx: PageContext, id: string | undefined): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  const at = sampleServices.findIndex((s) => s.id === wanted)
  const service = sampleServices[at]
  if (!service) return null
  // The three services after this one, coming round to the first.
  const solutions = [1, 2, 3]
    .map((step) => sampleServices[(at + step) % sampleServices.length])
    .filter((s): s is (typeof sampleServices)[number] => s !== undefined && s !== service)
  const images = new PageImages()
  return page(ctx, images, service.title, service.summary, {
    kind: 'service-detail',
    service: {
      id: service.id,
      title: service.title,
      description: service.description,
      image: images.ref(service.image, service.imageAlt),
      subImages: service.subImages.map((i) => images.ref(i.path, i.alt)),
      benefits: service.benefits,
    },
    solutions: solutions.map((s) => ({
      href: `/service-single/${s.id}`,
      title: s.title,
      summary: s.summary,
      image: images.ref(s.image, ''),
    })),
    services: sampleServices.map((s) => ({ label: s.title, href: `/service-single/${s.id}` })),
  })
}

async function teamMember(ctx: PageContext, id: string | undefined): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  const member = sampleTeam.find((m) => m.id === wanted)
  if (!member) return null
  const images = new PageImages()
  return page(ctx, images, member.name, `${member.name}, ${member.role}: ${member.bio[0] ?? ''}`, {
    kind: 'team-member',
    member: { ...member, image: images.ref(member.image, `Portrait of ${member.name}`) },
  })
}

export const storyRoutes: FixedRoute[] = [
  ...blogRoutes,
  { path: '/testimonial', load: testimonials },
  { path: '/service-single/:id', load: (ctx, params) => serviceDetail(ctx, params.id) },
  { path: '/team-single/:id', load: (ctx, params) => teamMember(ctx, params.id) },
]
