/**
 * The public site: every page is rendered on the server from one in-process data load and
 * hydrated in the browser. /__page-data gives the same data as JSON for client-side navigation;
 * /assets/* serves the hashed client bundle built by scripts/build.mjs.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PageData } from '../../web/page-data.ts'
import type { Db } from '../db/client.ts'
import { lastValue } from '../http/query.ts'
import type { ResponseCache } from '../http/response-cache.ts'
import { projectRoot } from '../paths.ts'
import { LastGoodPages, type RenderedPage, servePage } from './page-cache.ts'
import { loadPageData } from './page-data.ts'
import { asksForPreview, mayPreview, PREVIEW_CACHE_CONTROL } from './preview.ts'
import { type ClientAssets, renderDocument } from './render.tsx'
import { registerSeoRoutes } from './seo-routes.ts'

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

  const deps = { cache, lastGood: new LastGoodPages(), log: app.log }

  /** The HTML page of a URL (the query string too: /search reads q from it). */
  async function renderHtml(request: FastifyRequest, url: string, preview: boolean) {
    const failures: string[] = []
    const data = await loadPageData(db, url, request.log, { publicUrl, failures, preview })
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
    const data = await loadPageData(db, pagePath, request.log, { publicUrl, failures, preview })
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
   * same URL shows the preview to staff.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    pageUrl: string,
    render: (preview: boolean) => Promise<RenderedPage>,
  ) {
    if (!asksForPreview(pageUrl)) return servePage(deps, request, reply, key, () => render(false))
    if (!(await mayPreview(request)))
      return servePage(deps, request, reply, key, () => render(false), PREVIEW_CACHE_CONTROL)
    const page = await render(true)
    return reply
      .code(page.status)
      .header('cache-control', PREVIEW_CACHE_CONTROL)
      .type(page.contentType)
      .send(page.body)
  }

  async function renderSite(request: FastifyRequest, reply: FastifyReply) {
    return answer(request, reply, request.url, request.url, (preview) =>
      renderHtml(request, request.url, preview),
    )
  }

  registerSeoRoutes(app, db, publicUrl)
  for (const pattern of ['/', '/:first', '/:first/:second', '/:first/:second/:third'])
    app.get(pattern, renderSite)

  // The same pages as JSON, for navigation in the browser.
  app.get<{ Querystring: { path?: string | string[] } }>('/__page-data', async (request, reply) => {
    const pagePath = lastValue(request.query.path) ?? '/'
    if (!pagePath.startsWith('/') || pagePath.length > 500)
      return reply.code(400).send({ detail: 'path must be a site path such as /about/3.' })
    return answer(request, reply, `/__page-data ${pagePath}`, pagePath, (preview) =>
      renderJson(request, pagePath, preview),
    )
  })

  return { renderSite, sendPage }
}
