/**
 * The site's routes, declared once: every page the site answers, its path pattern, the query
 * parameters it reads and its loader, in the order they are tried (the first match wins). From
 * this table come which page a path asks for (page-data.ts), the page cache's keys and canonical
 * pages (page-keys.ts) and sitemap.xml (seo-routes.ts). Paths compare case-insensitively,
 * percent-encoded or not, with or without trailing slashes; ids are 1 to 9 digits.
 */
import type { SiteRoute } from './page-context.ts'
import { accountRoutes } from './pages/account.ts'
import { charityRoutes } from './pages/charity.ts'
import { cmsRoutes, menuRoute } from './pages/cms.ts'
import { coreRoutes } from './pages/core.ts'
import { donateRoutes } from './pages/donate.ts'
import { formRoutes } from './pages/forms.ts'
import { helpRoutes } from './pages/help.ts'
import { storyRoutes } from './pages/stories.ts'
import {
  compilePattern,
  matchPattern,
  pathSegments,
  type RouteParams,
  type RoutePattern,
} from './route-pattern.ts'

export const siteRoutes: readonly SiteRoute[] = [
  ...cmsRoutes,
  ...coreRoutes,
  ...charityRoutes,
  ...donateRoutes,
  ...storyRoutes,
  ...formRoutes,
  ...helpRoutes,
  ...accountRoutes,
  menuRoute,
]

const compiled: readonly { route: SiteRoute; pattern: RoutePattern }[] = siteRoutes.map((route) => ({
  route,
  pattern: compilePattern(route.path),
}))

export interface SiteRouteMatch {
  route: SiteRoute
  /** As the path spells them (decoded); a ':name(a|b)' parameter in lower case. */
  params: RouteParams
}

/** The route a URL path (no query string) asks for, with its parameters; null for none (a 404). */
export function matchSiteRoute(path: string): SiteRouteMatch | null {
  const parts = pathSegments(path)
  if (!parts) return null
  for (const { route, pattern } of compiled) {
    const params = matchPattern(pattern, parts)
    if (params) return { route, params }
  }
  return null
}

/** Routes without parameters: each one page, at its declared path as the site links to it. */
const singlePages = compiled.filter(({ pattern }) => !pattern.hasParams).map(({ route }) => route)

/**
 * The URLs of the pages without parameters, as browsers request them (percent-encoded), with and
 * without the trailing slash: the canonical pages besides the published menus'.
 */
export const singlePageUrls: ReadonlySet<string> = new Set(
  singlePages.flatMap(({ path }) => {
    const bare = encodeURI(path.replace(/\/+$/, '')) || '/'
    return bare === '/' ? ['/'] : [bare, `${bare}/`]
  }),
)

/** The pages without parameters that sitemap.xml lists, percent-encoded, as the site links to them. */
export const listedPaths: readonly string[] = singlePages
  .filter((route) => route.listed !== false)
  .map((route) => encodeURI(route.path))
