/**
 * The public site: every page is rendered on the server from one in-process data load and
 * hydrated in the browser. /__page-data gives the same data as JSON for client-side navigation;
 * /assets/* serves the hashed client bundle built by scripts/build.mjs.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { projectRoot } from '../paths.ts'
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

export async function registerSiteRoutes(app: FastifyInstance, db: Db, publicUrl: string) {
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
    })
  }

  async function renderSite(request: FastifyRequest, reply: FastifyReply) {
    // The query string too: /search reads q from it.
    const data = await loadPageData(db, request.url, request.log)
    return reply
      .code(data.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await renderDocument(data, assets, publicUrl))
  }

  registerSeoRoutes(app, db, publicUrl)
  for (const pattern of ['/', '/:first', '/:first/:second', '/:first/:second/:third'])
    app.get(pattern, renderSite)

  app.get<{ Querystring: { path?: string } }>('/__page-data', async (request, reply) => {
    const pagePath = request.query.path ?? '/'
    if (!pagePath.startsWith('/') || pagePath.length > 500)
      return reply.code(400).send({ detail: 'path must be a site path such as /about/3.' })
    const data = await loadPageData(db, pagePath, request.log)
    return reply.header('cache-control', 'no-cache').send(data)
  })

  return renderSite
}
