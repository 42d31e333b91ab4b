/**
 * The page cache's key for a site URL, and which pages are canonical. A URL keeps only the query
 * parameters its page reads (FixedRoute.query: /search's q, the blog lists' category, tag and
 * page), so utm_*, fbclid or random parameters reach neither the cache nor the page. Canonical
 * pages (home, every published menu page, the fixed routes without parameters) keep their last
 * good copy whatever else is asked (page-cache.ts).
 */
import { fixedRoutes, matchFixedRoute } from './fixed-routes.ts'
import { parseSitePath } from './page-data.ts'

/** The path and the parameters its page reads, in the order the route declares them. */
export function normalizePageUrl(url: string): string {
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return url
  const path = url.slice(0, queryAt)
  const target = parseSitePath(path)
  const reads = target?.kind === 'fixed' ? (matchFixedRoute(target.path)?.route.query ?? []) : []
  const given = new URLSearchParams(url.slice(queryAt + 1))
  const kept = new URLSearchParams()
  // The pages read each parameter with get(): its first value is all that can matter.
  for (const name of reads) {
    const value = given.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `${path}?${query}` : path
}

/** The spec's pages at fixed paths, as browsers request them (percent-encoded). */
const FIXED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/notice',
  '/notice/',
  '/circular',
  '/circular/',
  '/our%20Management%20team',
  '/our%20Management%20team/',
  ...fixedRoutes.filter((route) => !route.path.includes(':')).map((route) => encodeURI(route.path)),
])

/** Whether a normalized page URL is a canonical page, given the published menus' paths. */
export function isCanonicalPage(url: string, menuPaths: ReadonlySet<string>): boolean {
  return !url.includes('?') && (FIXED_PATHS.has(url) || menuPaths.has(url))
}
