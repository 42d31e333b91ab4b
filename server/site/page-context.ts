/**
 * What a page loader gets: the database, the site settings and menu tree already loaded for the
 * header, and helpers that load each menu's blocks once and keep a failing section from failing
 * the page. Loaders return the page's body with its <title> and meta description.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { MenuTemplate } from '../../common/menu-templates.ts'
import type { MenuNode } from '../../common/menu-tree.ts'
import type { Block, PageBody, SiteSettings, TeamMember } from '../../web/page-data.ts'
import type { Db } from '../db/client.ts'
import type { MenuRecord } from '../modules/cms/content-service.ts'
import type { PresentContext } from '../resources/define.ts'
import { summarize } from './summary.ts'

export interface PageContext {
  db: Db
  log: FastifyBaseLogger
  site: SiteSettings
  /** The site's address (PUBLIC_URL, no trailing slash), for absolute links such as share links. */
  publicUrl: string
  /** The moment the page shows (the app's clock): content published by then, scheduled content not yet. */
  now: Date
  /** The organisation's time zone (TIME_ZONE), in which dates and times are shown. */
  timeZone: string
  tree: MenuNode<MenuRecord>[]
  /** The page URL's query string: only the parameters its route declares (SiteRoute.query). */
  query: URLSearchParams
  /** A menu's blocks with their images, loaded once per page however often asked for. */
  blocksOf(menuId: number): Promise<Block[]>
  /** The management team (employees shown on the site as such), by display order. */
  team(): Promise<TeamMember[]>
  /** Runs a section's load; on failure logs it and returns the fallback so the page still renders. */
  section<T>(name: string, fallback: T, load: () => Promise<T>): Promise<T>
  /** Whether menus that are not published show too: a staff preview (preview.ts), never cached. */
  preview: boolean
  /**
   * The oldest published menu with that template (lowest id): how pages at fixed paths (/contact,
   * the home page) find their content, so renaming or moving the menu leaves them whole.
   */
  menuWithTemplate(template: MenuTemplate): MenuRecord | null
}

/** The app's clock and the organisation's time zone, which every page load needs. */
export interface SiteTime {
  clock: () => number
  timeZone: string
}

export interface LoadedPage {
  body: PageBody
  title: string
  description: string
  /** The response status when it is not 200 (a search that cannot run answers 400). */
  status?: number
  /** A page no search engine should list (a ticket's page, reached by a signed link). */
  noindex?: boolean
}

/**
 * What a loader returns for a page asked for under an address it no longer has (a renamed menu's
 * old /{name}/{id}): its current path, percent-encoded as the site links to it. Visitors get a 301.
 */
export interface MovedPage {
  movedTo: string
}

/**
 * One entry of the site route table (site-route-table.ts): a path pattern (route-pattern.ts:
 * '/cause-single/:id', '/:menu/:id'), as the site links to it, and the page's loader. A route
 * without parameters is one canonical page (its last good copy is kept) and is in sitemap.xml
 * unless `listed` is false. The loader returns null for a record that does not exist (the visitor
 * gets the 404 page), or where the page lives now (MovedPage).
 */
export interface SiteRoute {
  path: string
  /**
   * The query parameters the page reads from ctx.query. Only these reach it: the page cache keys
   * and renders a URL with these alone, so junk parameters (utm_*, fbclid) add no cache entries.
   */
  query?: readonly string[]
  /** false for a page without parameters that search engines need not list (a form, the search). */
  listed?: boolean
  /**
   * true for a page that shows one person's data (a donor's name and gift, reached by a reference
   * or a signed link): its HTML and its /__page-data JSON are rendered for each request, answered
   * `private, no-store`, and never kept in the page cache or as a last good copy.
   */
  personal?: boolean
  load(ctx: PageContext, params: Record<string, string | undefined>): Promise<LoadedPage | MovedPage | null>
}

/** A page for a CMS menu whose template is not the generic one. */
export type TemplateLoader = (ctx: PageContext, menu: MenuRecord, blocks: Block[]) => Promise<LoadedPage>

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** Text of editor HTML, for meta descriptions, excerpts and search. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()

export const describe = (html: string) => summarize(textOf(html))

/** What the areas' read services take (the API's context): the page's database, zone and moment. */
export const readContext = (ctx: PageContext): PresentContext => ({
  db: ctx.db,
  timeZone: ctx.timeZone,
  now: () => ctx.now.getTime(),
})
