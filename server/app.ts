/**
 * Builds the one Fastify application: API, media and (later) the site and the back office.
 * `main.ts` runs it; tests call `buildApp` and use `inject()`.
 */
import { mkdirSync } from 'node:fs'
import cors from '@fastify/cors'
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify'
import { registerContentRoutes } from './api/legacy/content-routes.ts'
import type { ApiDeps } from './api/legacy/json-route.ts'
import { registerReadRoutes } from './api/legacy/read-routes.ts'
import type { Config } from './config.ts'
import { appliedMigrationCount, type Database } from './db/client.ts'
import { expectedMigrationCount } from './db/migrations.ts'
import { installErrorHandlers } from './http/errors.ts'
import { ResponseCache } from './http/response-cache.ts'
import { registerRootPage } from './http/root-page.ts'
import { RouteTable } from './http/route-table.ts'
import { MediaCache, registerMediaRoutes } from './media/media-routes.ts'

export interface AppOptions {
  config: Pick<Config, 'mediaDir' | 'timeZone'>
  database: Database
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger
}

export async function buildApp({ config, database, logger = false }: AppOptions) {
  const app = Fastify({
    ...(logger && typeof logger === 'object' && 'child' in logger ? { loggerInstance: logger } : { logger }),
    // Requests that never finish must not hold a shutdown forever.
    requestTimeout: 30_000,
    return503OnClosing: true,
  })

  const cache = new ResponseCache()
  const mediaCache = new MediaCache()
  const routes = new RouteTable()
  const deps: ApiDeps = { db: database.db, timeZone: config.timeZone, cache, routes }
  app.decorate('responseCache', cache)

  await database.listen(
    (table) => {
      app.log.debug({ table }, 'data changed; response cache cleared')
      cache.invalidate()
      // A change may have replaced or removed files; re-read them from disk.
      mediaCache.clear()
    },
    () => cache.setEnabled(false),
  )

  // The original allowed any origin; the public API is read-only here, so GET and HEAD.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] })

  mkdirSync(config.mediaDir, { recursive: true })
  await registerMediaRoutes(app, config.mediaDir, mediaCache)

  app.get('/healthz', async () => ({ status: 'ok' }))
  const expectedMigrations = expectedMigrationCount()
  app.get('/readyz', async (_request, reply) => {
    try {
      const applied = await appliedMigrationCount(database.db)
      if (applied < expectedMigrations) {
        return reply.code(503).send({ status: 'migrating', applied, expected: expectedMigrations })
      }
      return { status: 'ready', database: database.kind, migrations: applied }
    } catch (error) {
      return reply.code(503).send({ status: 'unavailable', detail: (error as Error).message })
    }
  })

  registerReadRoutes(app, deps)
  registerContentRoutes(app, deps)
  registerRootPage(app)
  installErrorHandlers(app, routes)
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache
  }
}
