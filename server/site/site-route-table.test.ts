import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SiteRoute } from './page-context.ts'
import { normalizePageUrl } from './page-keys.ts'
import { listedPaths, matchSiteRoute, singlePageUrls, siteRoutes } from './site-route-table.ts'

/** The first literal segment of each route: a menu named like one would be that route's page. */
const reserved = new Set(
  siteRoutes
    .map((r) => r.path.split('/').filter(Boolean)[0]?.toLowerCase())
    .filter((s) => s && !s.startsWith(':')),
)

/** Text for a free parameter: no slash, and as a raw path segment no '%' (it would be decoded). */
const word = fc
  .string({ minLength: 1, maxLength: 10, unit: 'grapheme-ascii' })
  .filter((s) => !/[/%?#]/.test(s) && s.trim() === s && s !== '.' && s !== '..')

const randomCase = (text: string, flips: boolean[]) =>
  [...text].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c.toLowerCase())).join('')

/** A URL path for `route`, with its parameters, the way a browser or a hand might spell it. */
function urlFor(route: SiteRoute) {
  const segments = route.path.split('/').filter(Boolean)
  return fc
    .record({
      values: fc.tuple(
        ...segments.map((segment) => {
          const optional = segment.endsWith('?')
          const bare = optional ? segment.slice(0, -1) : segment
          const choice = /^:[^(]+\((.*)\)$/.exec(bare)?.[1]
          const value = !bare.startsWith(':')
            ? fc.constant(bare)
            : bare === ':id'
              ? fc.integer({ min: 0, max: 999_999_999 }).map(String)
              : choice
                ? fc.constantFrom(...choice.split('|'))
                : word.filter((w) => !reserved.has(w.toLowerCase()))
          return optional ? fc.option(value, { nil: undefined }) : value
        }),
      ),
      flips: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
      encoded: fc.boolean(),
      slashes: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ values, flips, encoded, slashes }) => {
      const parts = (values as (string | undefined)[])
        .flatMap((v, i) => {
          if (v === undefined) return []
          // Literal words and choices in any case; free parameters as written.
          const literal = !(segments[i] as string).startsWith(':') || /\(/.test(segments[i] as string)
          return [literal ? randomCase(v, flips) : v]
        })
        .map((p) => (encoded ? encodeURIComponent(p) : p))
      // A path that would end in an optional segment left out still needs its first slash.
      return `/${parts.join('/')}${'/'.repeat(parts.length === 0 ? 0 : slashes)}`
    })
}

describe('the site route table', () => {
  it('reads every URL generated for a route as that route, case, encoding and trailing slashes aside', () => {
    for (const route of siteRoutes) {
      fc.assert(
        fc.property(urlFor(route), (url) => {
          expect(matchSiteRoute(url)?.route.path, url).toBe(route.path)
        }),
        { numRuns: 50 },
      )
    }
  })

  it('gives the parameters as the path spells them, the home page and menus included', () => {
    expect(matchSiteRoute('/')?.route.path).toBe('/')
    expect(matchSiteRoute('/HOME/')?.route.path).toBe('/home')
    expect(matchSiteRoute('/home/4')?.params).toEqual({ id: '4' })
    expect(matchSiteRoute('/Our%20Services/12')).toMatchObject({
      route: { path: '/:menu/:id' },
      params: { menu: 'Our Services', id: '12' },
    })
    expect(matchSiteRoute('/about/1234567890')).toBeNull()
    expect(matchSiteRoute('/about')).toBeNull()
    expect(matchSiteRoute('/cause-single/3')?.route.path).toBe('/cause-single/:id')
  })

  it('normalises a URL idempotently, keeping only the parameters its route reads', () => {
    const routeUrl = fc
      .constantFrom(...siteRoutes)
      .chain((route) => urlFor(route).map((url) => ({ route, url })))
    const params = fc.array(
      fc.tuple(
        fc.constantFrom('q', 'page', 'tag', 'category', 'utm_source', 'fbclid', 'x'),
        fc.string({ maxLength: 6 }),
      ),
      { maxLength: 6 },
    )
    fc.assert(
      fc.property(routeUrl, params, ({ route, url }, given) => {
        const query = new URLSearchParams(given).toString()
        const once = normalizePageUrl(query ? `${url}?${query}` : url)
        expect(normalizePageUrl(once)).toBe(once)
        const [path, kept = ''] = once.split('?')
        expect(path).toBe(url)
        for (const name of new URLSearchParams(kept).keys()) expect(route.query ?? []).toContain(name)
      }),
    )
  })

  it('lists the pages without parameters in the sitemap, forms and the search aside, all canonical', () => {
    expect(listedPaths).toEqual(
      expect.arrayContaining(['/', '/notice/', '/our%20Management%20team/', '/cause', '/contact']),
    )
    for (const path of ['/home', '/circular/', '/login', '/search', '/newsletter'])
      expect(listedPaths).not.toContain(path)
    for (const path of listedPaths) expect(singlePageUrls.has(path), path).toBe(true)
    for (const url of ['/notice', '/notice/', '/our%20Management%20team', '/home', '/search', '/cause/'])
      expect(singlePageUrls.has(url), url).toBe(true)
    expect(singlePageUrls.has('/cause-single/1')).toBe(false)
  })
})
