/**
 * What the server answers when a route throws or nothing matches. Under the API everything is JSON
 * `{"detail": "…"}` with a 4xx a client can act on; the original sent Django's HTML error pages and
 * 500s for bad ids.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  DATABASE_UNAVAILABLE_DETAIL,
  OUTAGE_RETRY_AFTER_SECONDS,
  unavailableCause,
} from '../db/unavailable.ts'
import { errorSignature, LogDedupe } from '../lib/log-dedupe.ts'
import { ApiError, InvalidIdError, truncate } from './api-error.ts'
import type { RouteTable } from './route-table.ts'
import { ValidationError } from './validation.ts'

const API_PATH = /^\/[A-Za-z0-9_-]+\/api\//

function pathOf(request: FastifyRequest): { path: string; query: string } {
  const [path = '/', query = ''] = request.url.split(/\?(.*)/s)
  return { path, query: query ? `?${query}` : '' }
}

/** The original redirected /all to /all/ (Django's APPEND_SLASH); we also redirect /5/ to /5. */
function redirectForSlash(request: FastifyRequest, reply: FastifyReply, routes: RouteTable): boolean {
  const { path, query } = pathOf(request)
  const target = routes.slashAlternative(request.method, path)
  if (!target) return false
  // 308 keeps the method and body of a PUT or POST; GET gets the original's 301.
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308
  reply.redirect(target + query, status)
  return true
}

/**
 * The books' database guards (migration 0012) refuse with their own SQLSTATEs: LG001 a change to a
 * posted voucher, LG002 an unbalanced voucher or a contra off cash and bank, LG003 a date in a
 * locked or closed period; giving's (migration 0017) GV001, a change to a received gift, a dues
 * payment or a money receipt; the stores' (migration 0020) ST001, a changed stock movement or posted
 * purchase, order or invoice, a stock chain that does not add up or falls below zero. The services check the same first, so these reach a client only
 * when a path bypassed them; the database's message says what was refused.
 */
const BOOKS_GUARD_STATES = new Set(['LG001', 'LG002', 'LG003', 'GV001', 'ST001'])

function booksGuardRefusal(error: unknown): string | null {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && BOOKS_GUARD_STATES.has(e.code))
      return typeof e.message === 'string' ? e.message : 'The books refused this change.'
    e = e.cause as typeof e
  }
  return null
}

export type SiteRenderer = (request: FastifyRequest, reply: FastifyReply) => unknown

/**
 * Installs the not-found and error handlers; returns the setter for the public site's renderer,
 * which unknown URLs are handed to once the site routes exist. Server errors are logged through
 * `repeated`: an outage fails every request alike and must not flood the log.
 */
export function installErrorHandlers(
  app: FastifyInstance,
  routes: RouteTable,
  repeated: LogDedupe = new LogDedupe(app.log),
): (renderer: SiteRenderer) => void {
  let siteRenderer: SiteRenderer | undefined
  app.setNotFoundHandler((request, reply) => {
    const { path } = pathOf(request)
    if (redirectForSlash(request, reply, routes)) return reply
    const allowed = routes.allowedMethods(path)
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: `Method "${request.method}" not allowed. This path answers ${allowed.join(', ')}.` })
    }
    if (API_PATH.test(path)) {
      return reply.code(404).send({ detail: `No API endpoint ${request.method} ${truncate(path, 200)}.` })
    }
    if (path.startsWith('/media/') || path.startsWith('/assets/') || path.startsWith('/admin/assets/'))
      return reply.code(404).send({ detail: 'File not found.' })
    // Everything else is a site URL: the site renders its own 404 page (or the page, for a
    // path that only differs by a trailing slash).
    if (siteRenderer && (request.method === 'GET' || request.method === 'HEAD'))
      return siteRenderer(request, reply)
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  })

  app.setErrorHandler((error: FastifyError | ApiError | ValidationError, request, reply) => {
    if (error instanceof InvalidIdError && redirectForSlash(request, reply, routes)) return reply
    if (error instanceof ValidationError) return reply.code(400).send(error.fields)
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ detail: error.detail, ...error.extra })
    }
    const refused = booksGuardRefusal(error)
    if (refused) return reply.code(409).send({ detail: refused })
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500
    if (status >= 500) {
      // The database cannot be reached: an outage the client can wait out, not a bug. The driver's
      // error is logged, not drizzle's wrapper (its message holds the SQL and its parameters).
      const unavailable = unavailableCause(error)
      if (unavailable) {
        repeated.report(
          `unavailable ${errorSignature(unavailable)}`,
          'error',
          { err: unavailable },
          'database unavailable',
          request.log,
        )
        return reply
          .code(503)
          .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
          .send({ detail: DATABASE_UNAVAILABLE_DETAIL })
      }
      repeated.report(errorSignature(error), 'error', { err: error }, 'request failed', request.log)
      return reply
        .code(500)
        .send({ detail: 'Something went wrong on our side. It has been logged; please try again.' })
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type…) keep their status.
    return reply.code(status).send({ detail: error.message })
  })
  return (renderer) => {
    siteRenderer = renderer
  }
}
