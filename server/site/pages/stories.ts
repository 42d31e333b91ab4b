/**
 * The blog (three layouts, each with its list and single post), testimonials, service and team
 * member pages. Posts, testimonials and services are managed content read through the content
 * area's service (what the public sees at the page's moment); team members are employees, the one
 * staff model. Unknown, draft and scheduled ids, filters that match nothing and pages past the end
 * give the 404 page.
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
import {
  approvedComments,
  authorsOf,
  type CategoryCount,
  type CommentNode,
  categoriesById,
  countComments,
  type PostFilter,
  type PostRow,
  publicCategories,
  publicPost,
  publicPostsPage,
  publicServices,
  publicTags,
  publicTestimonials,
  recentPosts,
  tagsOf,
} from '../../modules/content/service.ts'
import { slugOf } from '../../modules/content/slugs.ts'
import { type StaffProfile, staffProfile } from '../../modules/org/staff-profile-service.ts'
import { questionsOf } from '../../resources/text-lists.ts'
import { PageImages } from '../images.ts'
import type { LoadedPage, PageContext, SiteRoute } from '../page-context.ts'
import { sanitizeStoredHtml } from '../stored-html.ts'
import { summarize } from '../summary.ts'
import {
  localDate,
  photos,
  projectLinks,
  publicView,
  shareLinks,
  showDate,
  wholeNumber,
} from './sample-pages.ts'

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

const VIDEO_SITES: Record<string, string> = {
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'vimeo.com': 'Vimeo',
  'facebook.com': 'Facebook',
}

function videoOf(post: PostRow): PostVideo | null {
  if (!post.videoUrl) return null
  try {
    const host = new URL(post.videoUrl).hostname.replace(/^www\./, '')
    return { url: post.videoUrl, site: VIDEO_SITES[host] ?? host }
  } catch {
    // Stored links are checked on write; one that is not a full address is shown as no video.
    return null
  }
}

const toComment = (ctx: PageContext, c: CommentNode): PostComment => ({
  id: c.id,
  author: c.name,
  date: dateText(localDate(c.createdAt, ctx.timeZone)),
  text: c.body,
  replies: c.replies.map((reply) => toComment(ctx, reply)),
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
  return { body, title: `${title} | ${ctx.site.siteName}`, description: summarize(description) }
}

// ---------------------------------------------------------------------------------------------
// Blog

/** What the cards of some posts need besides the posts: their writers and comments. */
async function cardData(ctx: PageContext, posts: readonly PostRow[]) {
  const [authors, comments] = await Promise.all([
    ctx.section('authors', new Map<number, StaffProfile>(), () => authorsOf(ctx.db, posts)),
    ctx.section('comments', new Map<number, CommentNode[]>(), () =>
      approvedComments(
        ctx.db,
        posts.map((p) => p.id),
      ),
    ),
  ])
  return { authors, comments }
}

function postCard(
  ctx: PageContext,
  post: PostRow,
  layout: BlogLayout,
  images: PageImages,
  data: Awaited<ReturnType<typeof cardData>>,
): PostCard {
  return {
    id: post.id,
    href: `${blogPaths[layout].single}/${post.id}`,
    title: post.title,
    image: images.ref(post.image ?? '', post.imageAlt || post.title),
    video: videoOf(post),
    author: (post.authorId !== null && data.authors.get(post.authorId)?.name) || ctx.site.siteName,
    date: dateText(localDate(post.publishAt, ctx.timeZone)),
    comments: countComments(data.comments.get(post.id) ?? []),
    excerpt: post.excerpt,
  }
}

async function blogSidebar(
  ctx: PageContext,
  layout: BlogLayout,
  postsTitle: string,
  posts: PostRow[],
  images: PageImages,
): Promise<BlogSidebar> {
  const { list, single } = blogPaths[layout]
  const view = publicView(ctx)
  const [categories, tags, projects] = await Promise.all([
    ctx.section('categories', [] as CategoryCount[], () => publicCategories(view)),
    ctx.section('tags', [] as string[], () => publicTags(view)),
    projectLinks(ctx, images),
  ])
  return {
    categories: categories.map((c) => ({
      label: c.name,
      href: `${list}?category=${encodeURIComponent(c.slug)}`,
      meta: c.posts === 1 ? '1 post' : `${c.posts} posts`,
    })),
    postsTitle,
    posts: posts.map((p) => ({
      label: p.title,
      href: `${single}/${p.id}`,
      meta: showDate(localDate(p.publishAt, ctx.timeZone)),
      image: images.ref(p.image ?? '', ''),
    })),
    projects,
    tags: tags.map((label) => ({ label, href: `${list}?tag=${slugOf(label)}` })),
  }
}

/** The list's filter from ?category= and ?tag=, and the words that say what it shows. */
async function filterOf(ctx: PageContext): Promise<{ filter: PostFilter; label: string | null }> {
  const category = ctx.query.get('category')
  const tag = ctx.query.get('tag')
  const view = publicView(ctx)
  const labels: string[] = []
  if (category !== null) {
    const found = (await publicCategories(view)).find((c) => c.slug === category)
    if (found) labels.push(`Category: ${found.name}`)
  }
  if (tag !== null) {
    const found = (await publicTags(view)).find((label) => slugOf(label) === tag)
    if (found) labels.push(`Tag: ${found}`)
  }
  return { filter: { category, tag }, label: labels.length > 0 ? labels.join(' · ') : null }
}

async function blogList(ctx: PageContext, layout: BlogLayout): Promise<LoadedPage | null> {
  const rawPage = ctx.query.get('page')
  const current = rawPage === null ? 1 : wholeNumber(rawPage)
  if (current === null) return null
  const { filter, label } = await filterOf(ctx)
  const filtered = filter.category !== null || filter.tag !== null
  const view = publicView(ctx)
  const { posts, total } = await publicPostsPage(view, filter, {
    offset: (current - 1) * POSTS_PER_PAGE,
    limit: POSTS_PER_PAGE,
  })
  // A filter that matches nothing is not a page; the whole list is, even before the first post.
  if (filtered && total === 0) return null
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
  if (current > pageCount) return null
  const images = new PageImages()
  const list = blogPaths[layout].list
  const params = new URLSearchParams()
  if (filter.category !== null) params.set('category', filter.category)
  if (filter.tag !== null) params.set('tag', filter.tag)
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const query = new URLSearchParams(params)
    if (i > 0) query.set('page', String(i + 1))
    const search = query.toString()
    return search ? `${list}?${search}` : list
  })
  const [data, recent] = await Promise.all([
    cardData(ctx, posts),
    layout === 'full'
      ? Promise.resolve([])
      : ctx.section('recent posts', [] as PostRow[], () => recentPosts(view, 3)),
  ])
  const heading = label ? `Latest News, ${label}` : 'Latest News'
  return page(
    ctx,
    images,
    current > 1 ? `${heading}, page ${current}` : heading,
    `News, stories and results from ${ctx.site.siteName}: language courses, welding, safe migration and our foundation's work.`,
    {
      kind: 'blog',
      layout,
      posts: posts.map((p) => postCard(ctx, p, layout, images, data)),
      pagination: { page: current, pages },
      filter: label ? { label, clear: list } : null,
      sidebar: layout === 'full' ? null : await blogSidebar(ctx, layout, 'Recent Posts', recent, images),
    },
  )
}

async function blogPost(
  ctx: PageContext,
  layout: BlogLayout,
  id: string | undefined,
): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  const view = publicView(ctx)
  const found = wanted === null ? null : await publicPost(view, wanted)
  if (!found) return null
  const { post, neighbours } = found
  const [data, categories, related] = await Promise.all([
    cardData(ctx, [post]),
    categoriesById(ctx.db, [post.categoryId]),
    layout === 'full'
      ? Promise.resolve([])
      : ctx.section('related posts', [] as PostRow[], () => recentPosts(view, 3, post)),
  ])
  const author = post.authorId === null ? undefined : data.authors.get(post.authorId)
  const category = post.categoryId === null ? undefined : categories.get(post.categoryId)
  const images = new PageImages()
  const paths = blogPaths[layout]
  const near = (other: PostRow | null): SidebarLink | null =>
    other ? { label: other.title, href: `${paths.single}/${other.id}` } : null
  const href = `${paths.single}/${post.id}`
  return page(ctx, images, post.title, post.excerpt || post.title, {
    kind: 'blog-post',
    layout,
    banner: layout === 'full' ? 'Latest News' : post.title,
    post: {
      ...postCard(ctx, post, layout, images, data),
      body: sanitizeStoredHtml(post.body),
      quote: post.quote ? { text: post.quote, cite: post.quoteBy || null } : null,
      gallery: photos(
        images,
        [
          [post.gallery1, post.gallery1Alt],
          [post.gallery2, post.gallery2Alt],
        ],
        post.title,
      ),
      category: category
        ? { label: category.name, href: `${paths.list}?category=${encodeURIComponent(category.slug)}` }
        : null,
      tags: tagsOf(post).map((tag) => ({ label: tag, href: `${paths.list}?tag=${slugOf(tag)}` })),
      share: shareLinks(`${ctx.publicUrl}${href}`, post.title),
      authorCard: author
        ? {
            name: author.name,
            role: author.role,
            image: images.ref(author.image ?? '', ''),
            bio: author.bio[0] ?? '',
            href: `/team-single/${author.id}`,
          }
        : null,
      commentTree: (data.comments.get(post.id) ?? []).map((c) => toComment(ctx, c)),
    },
    previous: near(neighbours.before),
    next: near(neighbours.after),
    sidebar: layout === 'full' ? null : await blogSidebar(ctx, layout, 'Related Posts', related, images),
    commentAction: href,
    submission: null,
  })
}

const blogRoutes: SiteRoute[] = (Object.keys(blogPaths) as BlogLayout[]).flatMap((layout) => [
  { path: blogPaths[layout].list, query: ['category', 'tag', 'page'], load: (ctx) => blogList(ctx, layout) },
  { path: `${blogPaths[layout].single}/:id`, load: (ctx, params) => blogPost(ctx, layout, params.id) },
])

// ---------------------------------------------------------------------------------------------
// Testimonials, services, team members

async function testimonials(ctx: PageContext): Promise<LoadedPage> {
  const images = new PageImages()
  const quotes = await publicTestimonials(publicView(ctx))
  return page(
    ctx,
    images,
    'Testimonials',
    'What trainees, employers, families and donors say about our work.',
    {
      kind: 'testimonials',
      quotes: quotes.map((t) => ({
        id: t.id,
        name: t.name,
        role: t.role,
        quote: t.quote,
        image: images.ref(t.photo ?? '', ''),
      })),
    },
  )
}

async function serviceDetail(ctx: PageContext, id: string | undefined): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  if (wanted === null) return null
  const services = await publicServices(publicView(ctx))
  const at = services.findIndex((s) => s.id === wanted)
  const service = services[at]
  if (!service) return null
  // The three services after this one, coming round to the first.
  const solutions = [1, 2, 3]
    .map((step) => services[(at + step) % services.length])
    .filter((s): s is (typeof services)[number] => s !== undefined && s !== service)
  const images = new PageImages()
  return page(ctx, images, service.title, service.summary || service.title, {
    kind: 'service-detail',
    service: {
      id: service.id,
      title: service.title,
      description: sanitizeStoredHtml(service.description),
      image: images.ref(service.image ?? '', service.imageAlt || service.title),
      subImages: photos(
        images,
        [
          [service.photo1, service.photo1Alt],
          [service.photo2, service.photo2Alt],
        ],
        service.title,
      ),
      benefits: questionsOf(service.benefits),
    },
    solutions: solutions.map((s) => ({
      href: `/service-single/${s.id}`,
      title: s.title,
      summary: s.summary,
      image: images.ref(s.image ?? '', ''),
    })),
    services: services.map((s) => ({ label: s.title, href: `/service-single/${s.id}` })),
  })
}

async function teamMember(ctx: PageContext, id: string | undefined): Promise<LoadedPage | null> {
  const wanted = wholeNumber(id)
  const member = wanted === null ? null : await staffProfile(ctx.db, wanted)
  if (!member) return null
  const images = new PageImages()
  const about = [member.role, member.bio[0]].filter(Boolean).join(': ')
  return page(ctx, images, member.name, about ? `${member.name}, ${about}` : member.name, {
    kind: 'team-member',
    member: { ...member, image: images.ref(member.image ?? '', `Portrait of ${member.name}`) },
  })
}

export const storyRoutes: SiteRoute[] = [
  ...blogRoutes,
  { path: '/testimonial', load: testimonials },
  { path: '/service-single/:id', load: (ctx, params) => serviceDetail(ctx, params.id) },
  { path: '/team-single/:id', load: (ctx, params) => teamMember(ctx, params.id) },
]
