/** Fixed paths of the CMS-backed site itself, and the loader of the CMS content templates. */
import type { MenuTemplate } from '../../../common/menu-templates.ts'
import type { Block, SearchResult, TeamMember } from '../../../web/page-data.ts'
import type { Db } from '../../db/client.ts'
import { mediaUrl } from '../../http/wire.ts'
import { managementTeam } from '../../modules/org/staff-profile-service.ts'
import { describe, type SiteRoute, type TemplateLoader } from '../page-context.ts'
import { MAX_QUERY_LENGTH, searchSite } from './search.ts'

export async function loadTeam(db: Db): Promise<TeamMember[]> {
  const rows = await managementTeam(db)
  return rows.map((e) => ({
    id: e.id,
    name: `${e.firstName} ${e.lastName}`.trim(),
    designation: e.designation,
    image: mediaUrl(e.image),
  }))
}

/** The banner of each content template, as the catalogue's table names them; others show the menu's name. */
const TEMPLATE_TITLES: Partial<Record<MenuTemplate, string>> = {
  about: 'About Us',
  service: 'Our Services',
  clients: 'Our Clients',
  message: 'Important Message for You',
  mission: 'Our Mission & Vision',
  performance: 'Our Performance',
  'language-center': 'Japan & Korean Language Center',
  privacy: 'Privacy Notice',
}

/**
 * A menu page drawn by one of the content templates (web/pages/templates/): its blocks, and for the
 * about template the management team too.
 */
export const contentPage: TemplateLoader = async (ctx, menu, blocks) => {
  const title = TEMPLATE_TITLES[menu.template as MenuTemplate] ?? menu.name
  const team =
    menu.template === 'about' ? await ctx.section('team', [] as TeamMember[], () => ctx.team()) : null
  return {
    body: {
      kind: 'content',
      menuId: menu.id,
      template: menu.template,
      title,
      blocks,
      ...(team ? { team } : {}),
    },
    title: `${title} | ${ctx.site.siteName}`,
    description: describe(blocks.find((b) => b.html)?.html ?? title),
  }
}

export const coreRoutes: SiteRoute[] = [
  {
    // The home page's company cards link here; the index is only for the original's links.
    path: '/company/:id/:name?',
    async load(ctx, params) {
      const home = ctx.menuWithTemplate('home')
      const name = params.name ?? ''
      const blocks = home ? await ctx.section('company', [] as Block[], () => ctx.blocksOf(home.id)) : []
      const block = blocks.find((b) => b.key.toLowerCase() === name.toLowerCase()) ?? null
      if (!block) return null
      return {
        body: { kind: 'company', title: block.key, block },
        title: `${block.key} | ${ctx.site.siteName}`,
        description: describe(block.html || block.key),
      }
    },
  },
  {
    // /search?q=: the header's search box and the sidebars' search widgets submit here.
    path: '/search',
    query: ['q'],
    listed: false,
    async load(ctx) {
      const asked = ctx.query.get('q') ?? ''
      // Shown without its NULs (U+0000), which the database cannot search for: see below.
      const query = asked.replaceAll('\u0000', '').trim().replace(/\s+/g, ' ')
      const site = ctx.site.siteName
      const none = { results: [] as SearchResult[], limited: false }
      const page = (status: number, error: string | null, found = none) => ({
        status,
        body: { kind: 'search' as const, query: query.slice(0, MAX_QUERY_LENGTH), error, ...found },
        title: query ? `Search results for “${query.slice(0, 60)}” | ${site}` : `Search | ${site}`,
        description: `Search the pages, notices and circulars of ${site}.`,
      })
      if (query.length > MAX_QUERY_LENGTH)
        return page(
          400,
          `Please search for at most ${MAX_QUERY_LENGTH} characters: yours had ${query.length}.`,
        )
      // The database cannot search for U+0000; a visitor gets the search page saying so.
      if (asked.includes('\u0000'))
        return page(
          400,
          'The search contains a NUL character, which cannot be searched for. Please remove it.',
        )
      if (!query) return page(200, null)
      const found = await ctx.section('search', null, () => searchSite(ctx, query))
      if (!found) return page(503, 'The search is not available right now. Please try again in a moment.')
      return page(200, null, found)
    },
  },
]
