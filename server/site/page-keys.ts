/**
 * The page cache's key for a site URL, and which pages are canonical, from the site route table.
 * A URL keeps only the query parameters its route reads (SiteRoute.query: /search's q, the blog
 * lists' category, tag and page), so utm_*, fbclid or random parameters reach neither the cache
 * nor the page. Canonical pages (every route without parameters, home among them, and every
 * published menu page) keep their last good copy whatever else is asked (page-cache.ts).
 */
import { matchSiteRoute, singlePageUrls } from './site-route-table.ts'

/** The path and the parameters its page reads, in the order the route declares them. */
export function normalizePageUrl(url: string): string {
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return url
  const path = url.slice(0, queryAt)
  const reads = matchSiteRoute(path)?.route.query ?? []
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

/** Whether a page URL is a person's own page (SiteRoute.personal): never cached anywhere. */
export function isPersonalPage(url: string): boolean {
  const queryAt = url.indexOf('?')
  return matchSiteRoute(queryAt < 0 ? url : url.slice(0, queryAt))?.route.personal === true
}

/** Whether a normalized page URL is a canonical page, given the published menus' paths. */
export function isCanonicalPage(url: string, menuPaths: ReadonlySet<string>): boolean {
  return !url.includes('?') && (singlePageUrls.has(url) || menuPaths.has(url))
}
