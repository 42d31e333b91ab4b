/**
 * The public site: every page is rendered on the server from one in-process data load and
 * hydrated in the browser. /__page-data gives the same data as JSON for client-side navigation;
 * /assets/* serves the hashed client bundle built by scripts/build.mjs.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { NavItem, PageData } from '../../web/page-data.ts'
import type { Db } from '../db/client.ts'
import { lastValue } from '../http/query.ts'
import type { ResponseCache } from '../http/response-cache.ts'
import { hiddenRoute, routeSchema } from '../http/route-docs.ts'
import type { LogDedupe } from '../lib/log-dedupe.ts'
import { projectRoot } from '../lib/paths.ts'
import type { FormCookie } from './forms/form-guard.ts'
import { LastGoodPages, type RenderedPage, sendUncached, servePage, servePersonal } from './page-cache.ts'
import type { SiteTime } from './page-context.ts'
import { loadPageData } from './page-data.ts'
import { isCanonicalPage, isPersonalPage, normalizePageUrl } from './page-keys.ts'
import { asksForPreview, mayPreview, PREVIEW_CACHE_CONTROL } from './preview.ts'
import { type ClientAssets, movedDocument, renderDocument } from './render.tsx'
import { registerSeoRoutes } from './seo-routes.ts'
import { siteReads } from './site-reads.ts'

const publicDir = path.join(projectRoot, 'dist/public')

/** The built client's files (scripts/build.mjs writes the manifest); none when not built yet. */
function readAssets(): ClientAssets {
  const manifest = path.join(publicDir, 'manifest.json')
  if (!existsSync(manifest)) return { js: null, css: [] }
  return JSON.parse(readFileSync(manifest, 'utf8')) as ClientAssets
}

export async function registerSiteRoutes(
  app: FastifyInstance,
  db: Db,
  publicUrl: string,
  cache: ResponseCache,
  repeated: LogDedupe,
  time: SiteTime,
  formCookie?: FormCookie,
  /** A payment gateway is configured: the donation form offers giving online. */
  onlineGiving = false,
) {
  const assets = readAssets()
  if (!assets.js)
    app.log.warn('The browser bundle is not built (npm run build): pages render without scripts or styles.')
  if (existsSync(path.join(publicDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(publicDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      // File names carry a content hash.
      maxAge: '365d',
      immutable: true,
      // scripts/build.mjs writes .br and .gz copies.
      preCompressed: true,
    })
  }

  /** Sends a page as HTML, uncached; the forms use it to answer a post made without JavaScript. */
  async function sendPage(reply: FastifyReply, data: PageData) {
    return reply
      .code(data.status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await renderDocument(data, assets, publicUrl))
  }

  /** The published menus' page paths, as of the last whole page: with the routes without parameters, the canonical pages. */
  let menuPaths: ReadonlySet<string> = new Set()
  const JSON_KEY_PREFIX = '/__page-data '
  const lastGood = new LastGoodPages((key) =>
    isCanonicalPage(key.startsWith(JSON_KEY_PREFIX) ? key.slice(JSON_KEY_PREFIX.length) : key, menuPaths),
  )
  const deps = { cache, lastGood, log: app.log, repeated, formCookie }
  const reads = siteReads(db, cache, { onlineGiving })

  /** Notes the menus' paths from a page's navigation, which lists every published menu. */
  function noteMenus(data: PageData, failures: string[], preview: boolean) {
    if (preview || failures.length > 0) return
    const paths = new Set<string>()
    const walk = (items: NavItem[]) => {
      for (const item of items) {
        paths.add(item.href)
        walk(item.children)
      }
    }
    walk(data.nav)
    if (paths.size === menuPaths.size && [...paths].every((p) => menuPaths.has(p))) return
    menuPaths = paths
    lastGood.reclassify()
  }

  /**
   * The 301 from a renamed menu's old address to its current path, with the query parameters the
   * page reads (from the normalized URL: what the cache key holds, never a visitor's junk) and a
   * staff preview's flag, so the preview of a hidden menu survives the move.
   */
  function movedPage(movedTo: string, url: string, preview: boolean, failures: string[]): RenderedPage {
    const queryAt = url.indexOf('?')
    const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1))
    const location = normalizePageUrl(query.size > 0 ? `${movedTo}?${query}` : movedTo)
    const target = preview ? `${location}${location.includes('?') ? '&' : '?'}preview=1` : location
    return {
      status: 301,
      body: movedDocument(target),
      contentType: 'text/html; charset=utf-8',
      failures,
      location: target,
    }
  }

  /** The HTML page of a normalized URL (its query holds only what the page reads: /search's q). */
  async function renderHtml(request: FastifyRequest, url: string, preview: boolean) {
    const failures: string[] = []
    const data = await loadPageData(db, url, request.log, { reads, publicUrl, time, failures, preview })
    noteMenus(data, failures, preview)
    if (data.status === 301) return movedPage(data.path, url, preview, failures)
    return {
      status: data.status,
      body: await renderDocument(data, assets, publicUrl),
      contentType: 'text/html; charset=utf-8',
      failures,
    }
  }

  /** The page as the browser's navigation asks for it: its data as JSON, 200 even for the 404 page. */
  async function renderJson(request: FastifyRequest, pagePath: string, preview: boolean) {
    const failures: string[] = []
    const data = await loadPageData(db, pagePath, request.log, { reads, publicUrl, time, failures, preview })
    noteMenus(data, failures, preview)
    return {
      status: 200,
      body: JSON.stringify(data),
      contentType: 'application/json; charset=utf-8',
      failures,
    }
  }

  /**
   * A page from the page cache, or for staff asking for a preview one rendered for this request
   * alone. The public answer to a preview URL is cached here, but no shared cache may keep it: the
   * same URL shows the preview to staff. A person's own page (SiteRoute.personal) is rendered for
   * each request and kept by no cache, HTML and JSON alike.
   */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    pageUrl: string,
    render: (preview: boolean) => Promise<RenderedPage>,
  ): FastifyReply | Promise<FastifyReply> {
    if (isPersonalPage(pageUrl)) return servePersonal(deps, request, reply, () => render(false))
    // Not async: a cached page is answered without a promise (servePage).
    if (!asksForPreview(pageUrl)) return servePage(deps, request, reply, key, () => render(false))
    return answerPreview(request, reply, key, render)
  }

  async function answerPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    render: (preview: boolean) => Promise<RenderedPage>,
  ) {
    if (!(await mayPreview(request)))
      return servePage(deps, request, reply, key, () => render(false), PREVIEW_CACHE_CONTROL)
    return sendUncached(reply, await render(true), PREVIEW_CACHE_CONTROL)
  }

  /**
   * Keyed and rendered with the parameters the page reads alone (page-keys.ts): a URL with junk
   * parameters is the same page, and cannot add cache entries or push out last good copies.
   */
  function renderSite(request: FastifyRequest, reply: FastifyReply) {
    const url = normalizePageUrl(request.url)
    return answer(request, reply, url, request.url, (preview) => renderHtml(request, url, preview))
  }

  registerSeoRoutes(app, db, publicUrl)
  const pages = hiddenRoute('Pages of the public site (HTML), not an API.')
  for (const pattern of ['/', '/:first', '/:first/:second', '/:first/:second/:third'])
    app.get(pattern, { schema: pages }, renderSite)

  // The same pages as JSON, for navigation in the browser.
  const pageDataSchema = routeSchema({
    summary: "A site page's data as JSON, for navigation in the browser without a full page load",
    tags: ['site'],
    querystring: z.object({
      path: z.string().startsWith('/').max(500).describe('A site path, e.g. /about/3'),
    }),
    answers: { 200: 'The page data', 400: 'Not a site path', 404: 'No such page (its data says so)' },
  })
  app.get<{ Querystring: { path?: string | string[] } }>(
    '/__page-data',
    { schema: pageDataSchema },
    async (request, reply) => {
      const pagePath = lastValue(request.query.path) ?? '/'
      if (!pagePath.startsWith('/') || pagePath.length > 500)
        return reply.code(400).send({ detail: 'path must be a site path such as /about/3.' })
      const url = normalizePageUrl(pagePath)
      return answer(request, reply, JSON_KEY_PREFIX + url, pagePath, (preview) =>
        renderJson(request, url, preview),
      )
    },
  )

  return { renderSite, sendPage, reads }
}
