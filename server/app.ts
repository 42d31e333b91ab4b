/**
 * Builds the one Fastify application: API, media, the site and the back office.
 * `main.ts` runs it; tests call `buildApp` and use `inject()`.
 */
import { mkdirSync } from 'node:fs'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { registerAdminRoutes } from './admin/admin-routes.ts'
import { registerAdminSchemaRoute } from './api/admin-schema-route.ts'
import { registerFileUsageRoute } from './api/file-usage-route.ts'
import type { ApiDeps } from './api/legacy/json-route.ts'
import { registerReadRoutes } from './api/legacy/read-routes.ts'
import { registerWriteRoutes } from './api/legacy/write-routes.ts'
import { openApiHead, resourceOpenApiPaths } from './api/openapi.ts'
import { accountActions } from './auth/account-actions.ts'
import { registerAuthRoutes } from './auth/auth-routes.ts'
import { registerSetupRoutes } from './auth/bootstrap.ts'
import { DEFAULT_LOGIN_LIMITS, LoginLimiter } from './auth/login-limiter.ts'
import { installRequestAuth } from './auth/request-auth.ts'
import type { Config } from './config.ts'
import { appliedMigrationCount, type Database } from './db/client.ts'
import { expectedMigrationCount } from './db/migrations.ts'
import { unavailableCause } from './db/unavailable.ts'
import { installErrorHandlers } from './http/errors.ts'
import { installNulCheck } from './http/nul-check.ts'
import { createRateLimitStore } from './http/rate-limit-store.ts'
import { ResponseCache } from './http/response-cache.ts'
import { documentWithSchemas, hiddenRoute, routeSchema, zodToOpenApi } from './http/route-docs.ts'
import { RouteTable } from './http/route-table.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { purgeJobsJob } from './jobs/purge-job.ts'
import { type JobDefinition, JobRunner } from './jobs/runner.ts'
import { errorSignature, LogDedupe } from './lib/log-dedupe.ts'
import { withLogSerializers } from './lib/log-serializers.ts'
import { mailRetryJob } from './mail/mail-retry.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { MediaCache, registerMediaRoutes } from './media/media-routes.ts'
import { MediaStore } from './media/media-store.ts'
import type { Area, AreaDeps } from './modules/area.ts'
import { siteIdentity } from './modules/cms/site-identity-service.ts'
import { createSmtpReceiver, inboundDeps, type SmtpReceiver } from './modules/helpdesk/inbound/index.ts'
import { areas as allAreas, registryOf } from './modules/index.ts'
import type { PaymentProvider } from './payments/provider.ts'
import { SslcommerzProvider } from './payments/sslcommerz.ts'
import { CrudService } from './resources/crud-service.ts'
import { installFormCookie } from './site/forms/form-guard.ts'
import { registerFormRoutes } from './site/forms/form-routes.ts'
import { registerSiteRoutes } from './site/site-routes.ts'

export type AppConfig = Pick<
  Config,
  | 'mediaDir'
  | 'timeZone'
  | 'publicUrl'
  | 'smtpUrl'
  | 'mailFrom'
  | 'maxImageBytes'
  | 'maxPdfBytes'
  | 'trustProxy'
  | 'formMinFillSeconds'
  | 'sessionIdleMs'
  | 'sessionMaxMs'
  | 'payments'
> &
  Partial<Pick<Config, 'helpdeskAddress' | 'inboundMail'>>

export interface AppOptions {
  config: AppConfig
  database: Database
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger
  /** Tests replace the mailer to read what was sent. */
  mailer?: Mailer
  /** Tests move time forward to see rate limits and form timings end. */
  clock?: () => number
  /** The areas served; default every area (tests add a fixture area). */
  areas?: readonly Area[]
  /** Tests hand in a gateway of their own; default SSLCommerz when `config.payments` is set. */
  payments?: PaymentProvider
}

export async function buildApp({
  config,
  database,
  logger = false,
  mailer,
  clock = Date.now,
  areas = allAreas,
  payments = config.payments ? new SslcommerzProvider(config.payments) : undefined,
}: AppOptions) {
  const registry = registryOf(areas)
  const app = Fastify({
    // Logged errors never carry SQL parameters or the values of a database error's detail.
    ...withLogSerializers(logger),
    // Requests that never finish must not hold a shutdown forever.
    requestTimeout: 30_000,
    return503OnClosing: true,
    trustProxy: trustProxyOption(config.trustProxy),
  })

  // Every method + URL Fastify registers, so the fuzz suite (tests/fuzz/) covers new routes by itself.
  const registeredRoutes: RegisteredRoute[] = []
  app.addHook('onRoute', (route) => {
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide)
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, hidden })
  })
  app.decorate('registeredRoutes', registeredRoutes as readonly RegisteredRoute[])

  const cache = new ResponseCache(undefined, undefined, clock)
  const mediaCache = new MediaCache()
  const routes = new RouteTable()
  const deps: ApiDeps = { db: database.db, timeZone: config.timeZone, cache, routes, registry, clock }
  app.decorate('responseCache', cache)
  // Errors repeated by every request of an outage are logged once per interval, with a count.
  const repeated = new LogDedupe(app.log)
  app.addHook('onClose', async () => repeated.flush())
  // First, before any route: Fastify gives each route the error handler in place when it is
  // registered, and awaiting a plugin later would freeze routes declared before it.
  const setSiteRenderer = installErrorHandlers(app, routes, repeated)
  // CSP, nosniff, referrer policy, framing, HSTS over https: every answer, before any route.
  registerSecurityHeaders(app, {
    formActions: config.payments ? [new URL(config.payments.baseUrl).origin] : [],
  })
  // The OpenAPI document is generated from the routes' own zod schemas (server/http/route-docs.ts),
  // so swagger listens before any route is added.
  documentWithSchemas(app)
  await app.register(swagger, {
    openapi: openApiHead as never,
    transform: zodToOpenApi,
    // The generic routes of the declarations are described from the declarations themselves.
    transformObject: (document) => {
      const openapi = 'openapiObject' in document ? document.openapiObject : {}
      return {
        ...openapi,
        paths: {
          ...(openapi as { paths?: object }).paths,
          ...resourceOpenApiPaths(registry.resources),
        } as never,
      }
    },
  })

  await database.listen(
    (table) => {
      app.log.debug({ table }, 'data changed; response cache cleared')
      cache.invalidate()
      // A change may have replaced or removed files; re-read them from disk.
      mediaCache.clear()
    },
    () => {
      // Changes made while nobody listens are never announced: cache nothing until listening again.
      app.log.warn('change notifications lost; response cache disabled until they are back')
      cache.setEnabled(false)
    },
    () => {
      // Flushed again: a change may have been missed between the loss and the new LISTEN.
      app.log.info('change notifications back; response cache enabled')
      cache.setEnabled(true)
      mediaCache.clear()
    },
  )

  await app.register(cookie)
  // The original accepted form posts as well as JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )
  const sessions = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs, clock }
  installRequestAuth(app, database.db, sessions)
  // PostgreSQL refuses NUL in text: a 400 naming the field, not a 500 from the query.
  installNulCheck(app)
  mkdirSync(config.mediaDir, { recursive: true })
  const appMailer =
    mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
  // Shared by every process on PostgreSQL; in memory on the embedded database.
  const rateLimits = createRateLimitStore(database)
  const mediaStore = new MediaStore(database.db, config.mediaDir, config)
  const accountDeps = {
    db: database.db,
    publicUrl: config.publicUrl,
    mailer: appMailer,
    limiter: new LoginLimiter(rateLimits, DEFAULT_LOGIN_LIMITS, clock),
    sessions,
    siteName: async () => (await siteIdentity(database.db)).name,
  }

  // The site's pages and the back office sit on the root, outside the API's scope: neither
  // answers other origins, and a cached page runs none of the API's hooks (CORS, multipart).
  const formCookie = installFormCookie(app, { db: database.db, clock })
  const site = await registerSiteRoutes(
    app,
    database.db,
    config.publicUrl,
    cache,
    repeated,
    { clock, timeZone: config.timeZone },
    formCookie,
    payments !== undefined,
  )
  setSiteRenderer(site.renderSite)
  await registerAdminRoutes(app, undefined, config)

  // The areas' background jobs, gathered with their routes' deps (registerApiRoutes).
  const areaJobs: JobDefinition[] = []
  let inboundSmtp: SmtpReceiver | undefined
  await app.register(async (api) => {
    // Any origin, as the original: API clients authenticate with Bearer tokens, which browsers
    // never send on their own. Cookie sessions are not exposed cross-origin (no credentials) and
    // their changes need the CSRF header. Its OPTIONS route answers preflights for every path.
    await api.register(cors, {
      origin: '*',
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'x-csrf-token'],
    })
    await registerApiRoutes(api)
  })

  async function registerApiRoutes(api: FastifyInstance) {
    await registerMediaRoutes(api, config.mediaDir, mediaCache)

    api.get(
      '/healthz',
      {
        schema: routeSchema({
          summary: 'Liveness: the process answers',
          tags: ['operations'],
          answers: { 200: '{"status": "ok"}' },
        }),
      },
      async () => ({ status: 'ok' }),
    )
    const expectedMigrations = expectedMigrationCount()
    const readiness = routeSchema({
      summary: 'Readiness: migrations applied and the database reachable',
      tags: ['operations'],
      answers: { 200: 'Ready', 503: 'Migrating, or the database is unavailable' },
    })
    api.get('/readyz', { schema: readiness }, async (_request, reply) => {
      try {
        const applied = await appliedMigrationCount(database.db)
        if (applied < expectedMigrations) {
          return reply.code(503).send({ status: 'migrating', applied, expected: expectedMigrations })
        }
        return { status: 'ready', database: database.kind, migrations: applied }
      } catch (error) {
        // Never the error's message: drizzle's holds the SQL text.
        const cause = unavailableCause(error) ?? error
        repeated.report(`readyz ${errorSignature(cause)}`, 'error', { err: cause }, 'readiness check failed')
        return reply.code(503).send({ status: 'unavailable', detail: 'database unavailable' })
      }
    })

    registerAuthRoutes(api, { ...accountDeps, timeZone: config.timeZone })
    registerSetupRoutes(api, database.db)
    registerReadRoutes(api, deps)
    registerAdminSchemaRoute(api, deps)
    const crud = new CrudService(database.db, registry, () => cache.invalidate(), mediaStore, config.timeZone)
    registerFileUsageRoute(api, deps, crud.usage)
    // Only the writes take files: multipart's parser and hooks stay in their scope.
    await api.register(async (uploads) => {
      // Limits are set per request from the resource's accepted file kinds (see readUploadBody).
      await uploads.register(multipart)
      registerWriteRoutes(uploads, deps, crud, config)
    })
    const areaDeps: AreaDeps = {
      ...deps,
      crud,
      mailer: appMailer,
      media: mediaStore,
      publicUrl: config.publicUrl,
      payments,
      rateLimits,
      helpdeskAddress: config.helpdeskAddress,
      mailFrom: config.mailFrom,
      inboundMail: config.inboundMail,
    }
    // The help desk's SMTP receiver (INBOUND_SMTP_PORT): built here, listening once main.ts starts it.
    const inbound = inboundDeps(areaDeps)
    const smtpPort = config.inboundMail?.smtpPort
    if (inbound && smtpPort !== undefined && config.inboundMail)
      inboundSmtp = createSmtpReceiver(
        { ...inbound, log: app.log },
        { host: config.inboundMail.smtpHost, port: smtpPort },
      )
    for (const area of areas) areaJobs.push(...(area.jobs?.(areaDeps) ?? []))
    // Each area is a plugin: its routes, hooks and decorations stay in its own scope.
    for (const area of areas) {
      const register = area.routes
      if (register) await api.register(async (scope) => register(scope, areaDeps))
    }
    // No validator badge: it is an image from validator.swagger.io, which the CSP refuses.
    await api.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } })
    api.get('/openapi.json', { schema: hiddenRoute('This document.') }, async () => api.swagger())
    await registerFormRoutes(api, {
      db: database.db,
      mailer: appMailer,
      media: mediaStore,
      publicUrl: config.publicUrl,
      sendPage: site.sendPage,
      reads: site.reads,
      rateLimits,
      clock,
      timeZone: config.timeZone,
      minFillMs: config.formMinFillSeconds * 1000,
      payments,
      helpdeskAddress: config.helpdeskAddress,
      // The account pages posted without JavaScript: the same limiter and sessions as the API's.
      accounts: accountActions(accountDeps),
    })
  }

  // Background work, run once across processes (ADR 023). Built here, started by main.ts after
  // listen (tests tick it by hand); a close waits for the run in progress.
  const jobs = new JobRunner({
    db: database.db,
    jobs: [mailRetryJob(appMailer), purgeJobsJob, ...areaJobs],
    log: app.log,
    timeZone: config.timeZone,
    clock,
  })
  app.decorate('jobs', jobs)
  app.addHook('onClose', () => jobs.stop())
  app.decorate('inboundSmtp', inboundSmtp)
  app.addHook('onClose', async () => inboundSmtp?.close())
  return app
}

/**
 * TRUST_PROXY for Fastify (proxy-addr): a list as is; a hop count as "the socket's peer and the
 * next n-1 addresses from the right are proxies" (what Fastify does with a number, which its types
 * do not accept), so the client is the right-most address no trusted proxy wrote.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return trust
}

export interface RegisteredRoute {
  method: string
  url: string
  /** Left out of the OpenAPI document on purpose (a site page, the docs themselves). */
  hidden: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache
    registeredRoutes: readonly RegisteredRoute[]
    jobs: JobRunner
    /** The help desk's SMTP receiver when INBOUND_SMTP_PORT is set; main.ts starts it after listen. */
    inboundSmtp: SmtpReceiver | undefined
  }
}
