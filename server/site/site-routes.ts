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
import type { ResponseCache } from '../http/response-cache.ts'
import { projectRoot } from '../paths.ts'
import { LastGoodPages, servePage } from './page-cache.ts'
import { loadPageData } from './page-data.ts'
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

  async function renderSite(request: FastifyRequest, reply: FastifyReply) {
    return servePage(deps, request, reply, request.url, async () => {
      const failures: string[] = []
      // The query string too: /search reads q from it.
      const data = await loadPageData(db, request.url, request.log, { publicUrl, failures })
      return {
        status: data.status,
        body: await renderDocument(data, assets, publicUrl),
        contentType: 'text/html; charset=utf-8',
        failures,
      }
    })
  }

  registerSeoRoutes(app, db, publicUrl)
  for (const pattern of ['/', '/:first', '/:first/:second', '/:first/:second/:third'])
    app.get(pattern, renderSite)

  // The same pages as JSON, for navigation in the browser.
  app.get<{ Querystring: { path?: string } }>('/__page-data', async (request, reply) => {
    const pagePath = request.query.path ?? '/'
    if (!pagePath.startsWith('/') || pagePath.length > 500)
      return reply.code(400).send({ detail: 'path must be a site path such as /about/3.' })
    return servePage(deps, request, reply, `/__page-data ${pagePath}`, async () => {
      const failures: string[] = []
      const data = await loadPageData(db, pagePath, request.log, { publicUrl, failures })
      // 200 even for the 404 page: the browser shows what it received.
      return {
        status: 200,
        body: JSON.stringify(data),
        contentType: 'application/json; charset=utf-8',
        failures,
      }
    })
  })

  return { renderSite, sendPage }
}
