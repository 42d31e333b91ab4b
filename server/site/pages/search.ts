/**
 * Site search: published menus by name and by the text of their blocks (one result per page), the
 * public posts, events, projects and services by title, summary and text (the content area's
 * search: drafts and scheduled records are not found), the public causes by name, category,
 * summary and the text of their blocks (so a cause's category tag finds its causes), then notices
 * and circulars by title.
 * Case-insensitive; the database does the matching with the visitor's words as a bound parameter,
 * and the excerpt is cut from the plain text.
 */
import { and, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { menuPath } from '../../../common/menu-path.ts'
import { flattenMenuTree } from '../../../common/menu-tree.ts'
import type { SearchResult } from '../../../web/page-data.ts'
import { publicDocuments } from '../../modules/cms/document-service.ts'
import { cmsMenuContent } from '../../modules/cms/tables.ts'
import { type FoundKind, searchPublic } from '../../modules/content/service.ts'
import { searchCauses } from '../../modules/giving/cause-service.ts'
import { type PageContext, readContext, textOf } from '../page-context.ts'
import { localDate, publicView } from './sample-pages.ts'

/** Longer queries get a message instead of a search. */
export const MAX_QUERY_LENGTH = 200
/** Results shown at most. */
export const MAX_RESULTS = 50

const EXCERPT_BEFORE = 80
const EXCERPT_AFTER = 140

/** A LIKE pattern that matches `text` anywhere, with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** As the sanitiser stores text: the query's characters as they appear inside editor HTML. */
const asStoredHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)

/** Plain text around the first match of `pattern`, cut at word boundaries; null if no match. */
export function excerpt(text: string, pattern: RegExp): SearchResult['excerpt'] {
  const found = pattern.exec(text)
  if (!found) return null
  const start = found.index
  const end = start + found[0].length
  let before = text.slice(Math.max(0, start - EXCERPT_BEFORE), start)
  let after = text.slice(end, end + EXCERPT_AFTER)
  if (start > EXCERPT_BEFORE) before = `…${before.replace(/^\S*\s/, '')}`
  if (end + EXCERPT_AFTER < text.length) after = `${after.replace(/\s\S*$/, '')}…`
  return { before, match: found[0], after }
}

/** Tags out, whitespace collapsed: the block's text as textOf gives it, entities aside. */
const blockText = (): SQL =>
  sql`regexp_replace(regexp_replace(${cmsMenuContent.value}, ${'<[^>]*>'}, ' ', 'g'), ${'\\s+'}, ' ', 'g')`

async function searchMenus(ctx: PageContext, query: string, pattern: RegExp): Promise<SearchResult[]> {
  const menus = flattenMenuTree(ctx.tree)
  if (menus.length === 0) return []
  const text = blockText()
  const rows = await ctx.db
    .select({ menuId: cmsMenuContent.cmsMenuId, value: cmsMenuContent.value })
    .from(cmsMenuContent)
    .where(
      and(
        inArray(
          cmsMenuContent.cmsMenuId,
          menus.map((m) => m.id),
        ),
        or(ilike(text, containing(query)), ilike(text, containing(asStoredHtml(query)))),
      ),
    )
    .orderBy(cmsMenuContent.position, cmsMenuContent.id)
  const found = new Map<number, SearchResult['excerpt']>()
  for (const row of rows) {
    if (found.has(row.menuId)) continue
    const match = excerpt(textOf(row.value), pattern)
    if (match) found.set(row.menuId, match)
  }
  return menus.flatMap((menu) => {
    const inText = found.get(menu.id)
    if (!inText && !pattern.test(menu.name)) return []
    return [
      {
        title: menu.name,
        href: menuPath(menu.name, menu.id),
        type: 'Page',
        date: null,
        excerpt: inText ?? null,
      },
    ]
  })
}

async function searchDocuments(ctx: PageContext, query: string, limit: number): Promise<SearchResult[]> {
  const kinds = [
    { kind: 'notice', type: 'Notice' },
    { kind: 'circular', type: 'Circular' },
  ] as const
  const lists = await Promise.all(
    kinds.map(async ({ kind, type }) => {
      const rows = await publicDocuments(readContext(ctx), kind, { titleLike: containing(query), limit })
      return rows.map(
        (row): SearchResult => ({
          title: row.title,
          href: `/pdfShow/${kind}/${row.id}`,
          type,
          date: row.date,
          excerpt: null,
        }),
      )
    }),
  )
  return lists.flat()
}

const CONTENT: Record<FoundKind, { type: string; href: (id: number) => string }> = {
  post: { type: 'News', href: (id) => `/blog-single/${id}` },
  event: { type: 'Event', href: (id) => `/event-single/${id}` },
  project: { type: 'Project', href: (id) => `/project-single/${id}` },
  service: { type: 'Service', href: (id) => `/service-single/${id}` },
}

async function searchContent(
  ctx: PageContext,
  query: string,
  pattern: RegExp,
  limit: number,
): Promise<SearchResult[]> {
  const found = await searchPublic(
    publicView(ctx),
    [containing(query), containing(asStoredHtml(query))],
    limit,
  )
  return found.map((f) => ({
    title: f.title,
    href: CONTENT[f.kind].href(f.id),
    type: CONTENT[f.kind].type,
    date: f.date ? localDate(f.date, ctx.timeZone) : null,
    excerpt: excerpt(`${f.summary} ${textOf(f.html)}`.trim(), pattern),
  }))
}

async function searchCausePages(
  ctx: PageContext,
  query: string,
  pattern: RegExp,
  limit: number,
): Promise<SearchResult[]> {
  const found = await searchCauses(
    publicView(ctx),
    [containing(query), containing(asStoredHtml(query))],
    limit,
  )
  return found.map((c) => ({
    title: c.name,
    href: `/cause-single/${c.id}`,
    type: 'Cause',
    date: null,
    excerpt: excerpt(`${c.category}: ${c.summary} ${textOf(c.html)}`.trim(), pattern),
  }))
}

/** The first MAX_RESULTS results for a query of 1 to MAX_QUERY_LENGTH characters. */
export async function searchSite(ctx: PageContext, query: string) {
  const pattern = new RegExp(escapeRegExp(query), 'iu')
  const [pages, content, causes, documents] = await Promise.all([
    searchMenus(ctx, query, pattern),
    searchContent(ctx, query, pattern, MAX_RESULTS + 1),
    searchCausePages(ctx, query, pattern, MAX_RESULTS + 1),
    searchDocuments(ctx, query, MAX_RESULTS + 1),
  ])
  const all = [...pages, ...content, ...causes, ...documents]
  return { results: all.slice(0, MAX_RESULTS), limited: all.length > MAX_RESULTS }
}
