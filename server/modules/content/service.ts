/**
 * What the public site reads of this area: events, projects, services, testimonials, the blog and
 * its approved comments, and the search over them. Every read answers what the public sees at a
 * moment (PublicView.at, the app's clock), by the one rule of publishing.ts; the API applies the
 * same rule through the declarations' publicWhere, and the lists follow the declarations' order
 * (listOrder), as the API's lists do. The pages (server/site/pages/charity.ts,
 * stories.ts) build their bodies from these rows.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, min, ne, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { listOrder } from '../../resources/public-read.ts'
import { type StaffProfile, staffProfilesById } from '../org/staff-profile-service.ts'
import { blogPostResource } from './blog-resources.ts'
import { eventResource, projectResource, serviceResource, testimonialResource } from './charity-resources.ts'
import { visibleAt } from './publishing.ts'
import { slugOf, slugSql } from './slugs.ts'
import { blogCategory, blogComment, blogPost, event, project, service, testimonial } from './tables.ts'

/** The public's view of the content at one moment. */
export interface PublicView {
  db: Db
  at: Date
}

export type EventRow = typeof event.$inferSelect
export type ProjectRow = typeof project.$inferSelect
export type ServiceRow = typeof service.$inferSelect
export type TestimonialRow = typeof testimonial.$inferSelect
export type PostRow = typeof blogPost.$inferSelect

/** The records around one in a list: the one before it and the one after it. */
export interface Neighbours<T> {
  before: T | null
  after: T | null
}

// ---------------------------------------------------------------------------------------------
// Events, projects, services, testimonials

/** Soonest first. */
export function publicEvents(view: PublicView): Promise<EventRow[]> {
  return view.db
    .select()
    .from(event)
    .where(visibleAt(event, view.at))
    .orderBy(...listOrder(eventResource))
}

export async function publicEvent(view: PublicView, id: number): Promise<EventRow | null> {
  const [row] = await view.db
    .select()
    .from(event)
    .where(and(eq(event.id, id), visibleAt(event, view.at)))
  return row ?? null
}

/** Newest first; `limit` for the sidebars' thumbnails. */
export function publicProjects(view: PublicView, limit?: number): Promise<ProjectRow[]> {
  const query = view.db
    .select()
    .from(project)
    .where(visibleAt(project, view.at))
    .orderBy(...listOrder(projectResource))
  return limit === undefined ? query : query.limit(limit)
}

/** A public project, with the projects before and after it in the list (newer, then older). */
export async function publicProject(
  view: PublicView,
  id: number,
): Promise<{ project: ProjectRow; neighbours: Neighbours<ProjectRow> } | null> {
  const [row] = await view.db
    .select()
    .from(project)
    .where(and(eq(project.id, id), visibleAt(project, view.at)))
  if (!row) return null
  const neighbours = await neighboursOf(view, project, row)
  return { project: row, neighbours: { before: neighbours.newer, after: neighbours.older } }
}

export function publicServices(view: PublicView): Promise<ServiceRow[]> {
  return view.db
    .select()
    .from(service)
    .where(visibleAt(service, view.at))
    .orderBy(...listOrder(serviceResource))
}

export function publicTestimonials(view: PublicView): Promise<TestimonialRow[]> {
  return view.db
    .select()
    .from(testimonial)
    .where(visibleAt(testimonial, view.at))
    .orderBy(...listOrder(testimonialResource))
}

/**
 * The public rows published just before and just after `row` (ties broken by id), in a table
 * listed newest first.
 */
async function neighboursOf<T extends typeof project | typeof blogPost>(
  view: PublicView,
  table: T,
  row: { id: number; publishAt: Date },
): Promise<{ newer: T['$inferSelect'] | null; older: T['$inferSelect'] | null }> {
  const t = table as typeof blogPost
  const position = sql`(${t.publishAt}, ${t.id})`
  const here = sql`(${row.publishAt}, ${row.id})`
  const [newer, older] = await Promise.all([
    view.db
      .select()
      .from(t)
      .where(and(visibleAt(t, view.at), sql`${position} > ${here}`))
      .orderBy(asc(t.publishAt), asc(t.id))
      .limit(1),
    view.db
      .select()
      .from(t)
      .where(and(visibleAt(t, view.at), sql`${position} < ${here}`))
      .orderBy(desc(t.publishAt), desc(t.id))
      .limit(1),
  ])
  return { newer: (newer[0] as T['$inferSelect']) ?? null, older: (older[0] as T['$inferSelect']) ?? null }
}

// ---------------------------------------------------------------------------------------------
// Blog

/** A list's filter: a category's slug and a tag's slug, from its links. */
export interface PostFilter {
  category: string | null
  tag: string | null
}

function postFilter(filter: PostFilter): SQL | undefined {
  return and(
    filter.category === null
      ? undefined
      : inArray(
          blogPost.categoryId,
          sql`(select ${blogCategory.id} from ${blogCategory} where ${blogCategory.slug} = ${filter.category})`,
        ),
    filter.tag === null
      ? undefined
      : sql`exists (select 1 from unnest(string_to_array(${blogPost.tags}, ',')) as t(tag) where ${slugSql(sql`t.tag`)} = ${filter.tag})`,
  )
}

/** One page of the public posts a list shows, newest first, and how many there are in all. */
export async function publicPostsPage(
  view: PublicView,
  filter: PostFilter,
  page: { offset: number; limit: number },
): Promise<{ posts: PostRow[]; total: number }> {
  const where = and(visibleAt(blogPost, view.at), postFilter(filter))
  const [posts, [totals]] = await Promise.all([
    view.db
      .select()
      .from(blogPost)
      .where(where)
      .orderBy(...listOrder(blogPostResource))
      .limit(page.limit)
      .offset(page.offset),
    view.db.select({ n: count() }).from(blogPost).where(where),
  ])
  return { posts, total: totals?.n ?? 0 }
}

/** The newest public posts; with `near`, those of its category first and never itself. */
export function recentPosts(view: PublicView, limit: number, near?: PostRow): Promise<PostRow[]> {
  const sameCategory =
    near?.categoryId != null ? sql`(${blogPost.categoryId} = ${near.categoryId}) desc nulls last` : undefined
  return view.db
    .select()
    .from(blogPost)
    .where(and(visibleAt(blogPost, view.at), near ? ne(blogPost.id, near.id) : undefined))
    .orderBy(...(sameCategory ? [sameCategory] : []), ...listOrder(blogPostResource))
    .limit(limit)
}

/** A public post with the posts published before and after it. */
export async function publicPost(
  view: PublicView,
  id: number,
): Promise<{ post: PostRow; neighbours: Neighbours<PostRow> } | null> {
  const [row] = await view.db
    .select()
    .from(blogPost)
    .where(and(eq(blogPost.id, id), visibleAt(blogPost, view.at)))
  if (!row) return null
  const { newer, older } = await neighboursOf(view, blogPost, row)
  return { post: row, neighbours: { before: older, after: newer } }
}

export interface CategoryCount {
  id: number
  name: string
  slug: string
  posts: number
}

/** The categories that have public posts, by name, with how many. */
export function publicCategories(view: PublicView): Promise<CategoryCount[]> {
  return view.db
    .select({ id: blogCategory.id, name: blogCategory.name, slug: blogCategory.slug, posts: count() })
    .from(blogCategory)
    .innerJoin(blogPost, and(eq(blogPost.categoryId, blogCategory.id), visibleAt(blogPost, view.at)))
    .groupBy(blogCategory.id)
    .orderBy(asc(blogCategory.name))
}

/** The tags of the public posts, one per slug, alphabetically. */
export async function publicTags(view: PublicView): Promise<string[]> {
  const rows = await view.db
    .selectDistinct({ tag: sql<string>`trim(t.tag)` })
    .from(blogPost)
    .innerJoin(sql`unnest(string_to_array(${blogPost.tags}, ',')) as t(tag)`, sql`true`)
    .where(and(visibleAt(blogPost, view.at), sql`trim(t.tag) <> ''`))
  const bySlug = new Map<string, string>()
  for (const { tag } of rows.sort((a, b) => a.tag.localeCompare(b.tag))) {
    const slug = slugOf(tag)
    if (slug && !bySlug.has(slug)) bySlug.set(slug, tag)
  }
  return [...bySlug.values()]
}

/** A post's tags as written, in order, without empty ones. */
export const tagsOf = (post: Pick<PostRow, 'tags'>) =>
  post.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => slugOf(tag) !== '')

/** The categories of some posts, by id. */
export async function categoriesById(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, { name: string; slug: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: blogCategory.id, name: blogCategory.name, slug: blogCategory.slug })
    .from(blogCategory)
    .where(inArray(blogCategory.id, wanted))
  return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }]))
}

/** The writers of some posts: those shown on the website. */
export function authorsOf(db: Db, posts: readonly PostRow[]): Promise<Map<number, StaffProfile>> {
  return staffProfilesById(
    db,
    posts.flatMap((p) => (p.authorId === null ? [] : [p.authorId])),
  )
}

// ---------------------------------------------------------------------------------------------
// Comments

export interface CommentNode {
  id: number
  name: string
  body: string
  createdAt: Date
  replies: CommentNode[]
}

/** Nodes in a tree count themselves and every reply below. */
export const countComments = (nodes: readonly CommentNode[]): number =>
  nodes.reduce((n, node) => n + 1 + countComments(node.replies), 0)

/**
 * The approved comments of each post as trees, oldest first. A reply shows only under a shown
 * comment: one that answers a pending or rejected comment is left out with it.
 */
export async function approvedComments(
  db: Db,
  postIds: readonly number[],
): Promise<Map<number, CommentNode[]>> {
  const trees = new Map<number, CommentNode[]>(postIds.map((id) => [id, []]))
  if (postIds.length === 0) return trees
  const rows = await db
    .select({
      id: blogComment.id,
      postId: blogComment.postId,
      parentId: blogComment.parentId,
      name: blogComment.name,
      body: blogComment.body,
      createdAt: blogComment.createdAt,
    })
    .from(blogComment)
    .where(and(inArray(blogComment.postId, [...postIds]), eq(blogComment.status, 'approved')))
    .orderBy(asc(blogComment.createdAt), asc(blogComment.id))
  const nodes = new Map(rows.map((r) => [r.id, { ...r, replies: [] as CommentNode[] }]))
  for (const row of rows) {
    const node = nodes.get(row.id) as CommentNode
    if (row.parentId === null) trees.get(row.postId)?.push(node)
    else nodes.get(row.parentId)?.replies.push(node)
  }
  const strip = ({ id, name, body, createdAt, replies }: CommentNode): CommentNode => ({
    id,
    name,
    body,
    createdAt,
    replies: replies.map(strip),
  })
  return new Map([...trees].map(([postId, list]) => [postId, list.map(strip)]))
}

export interface NewComment {
  postId: number
  name: string
  email: string
  body: string
  ipHash: string
}

/** Stores a visitor's comment, pending moderation; null when the post is not public. */
export async function addComment(
  view: PublicView,
  comment: NewComment,
): Promise<{ id: number; post: PostRow } | null> {
  const found = await publicPost(view, comment.postId)
  if (!found) return null
  const [row] = await view.db
    .insert(blogComment)
    .values({ ...comment, status: 'pending' })
    .returning({ id: blogComment.id })
  if (!row) throw new Error('the comment could not be stored')
  return { id: row.id, post: found.post }
}

// ---------------------------------------------------------------------------------------------
// Scheduling and search

const scheduled = [event, project, service, testimonial, blogPost] as const

/** The earliest publish date after `after` of any published record: when the public view next changes. */
export async function nextPublishAt(db: Db, after: Date): Promise<Date | null> {
  const firsts = await Promise.all(
    scheduled.map(async (t) => {
      const [row] = await db
        .select({ at: min(t.publishAt) })
        .from(t)
        .where(and(eq(t.status, 'published'), gt(t.publishAt, after)))
      return row?.at ?? null
    }),
  )
  const moments = firsts.filter((at): at is Date => at !== null).map((at) => at.getTime())
  return moments.length === 0 ? null : new Date(Math.min(...moments))
}

export type FoundKind = 'event' | 'project' | 'service' | 'post'

export interface Found {
  kind: FoundKind
  id: number
  title: string
  /** The event's start or the post's publication; null for projects and services. */
  date: Date | null
  /** Where the words were found besides the title: the summary, then the text as HTML. */
  summary: string
  html: string
}

/** Tags out, whitespace collapsed: an HTML column's text, for matching words. */
const textOfHtml = (column: PgColumn) =>
  sql`regexp_replace(regexp_replace(${column}, ${'<[^>]*>'}, ' ', 'g'), ${'\\s+'}, ' ', 'g')`

/**
 * Public events, projects, services and posts whose title, summary or text contains one of the
 * LIKE patterns; at most `limit` of each kind, posts and events by date, the others by title.
 */
export async function searchPublic(
  view: PublicView,
  patterns: readonly string[],
  limit: number,
): Promise<Found[]> {
  const matching = (...columns: (SQL | PgColumn)[]) =>
    or(...patterns.flatMap((pattern) => columns.map((column) => ilike(column, pattern))))
  const [events, projects, services, posts] = await Promise.all([
    view.db
      .select({
        id: event.id,
        title: event.title,
        date: event.startsAt,
        summary: event.summary,
        html: event.body,
      })
      .from(event)
      .where(and(visibleAt(event, view.at), matching(event.title, event.summary, textOfHtml(event.body))))
      .orderBy(desc(event.startsAt), desc(event.id))
      .limit(limit),
    view.db
      .select({ id: project.id, title: project.title, summary: project.summary, html: project.body })
      .from(project)
      .where(
        and(visibleAt(project, view.at), matching(project.title, project.summary, textOfHtml(project.body))),
      )
      .orderBy(asc(project.title), asc(project.id))
      .limit(limit),
    view.db
      .select({ id: service.id, title: service.title, summary: service.summary, html: service.description })
      .from(service)
      .where(
        and(
          visibleAt(service, view.at),
          matching(service.title, service.summary, textOfHtml(service.description)),
        ),
      )
      .orderBy(asc(service.title), asc(service.id))
      .limit(limit),
    view.db
      .select({
        id: blogPost.id,
        title: blogPost.title,
        date: blogPost.publishAt,
        summary: blogPost.excerpt,
        html: blogPost.body,
      })
      .from(blogPost)
      .where(
        and(
          visibleAt(blogPost, view.at),
          matching(blogPost.title, blogPost.excerpt, textOfHtml(blogPost.body)),
        ),
      )
      .orderBy(desc(blogPost.publishAt), desc(blogPost.id))
      .limit(limit),
  ])
  return [
    ...posts.map((r): Found => ({ kind: 'post', ...r })),
    ...events.map((r): Found => ({ kind: 'event', ...r })),
    ...projects.map((r): Found => ({ kind: 'project', date: null, ...r })),
    ...services.map((r): Found => ({ kind: 'service', date: null, ...r })),
  ]
}
