/**
 * PostgreSQL cannot store or compare U+0000 in text, so a NUL in a query string or a body used to
 * fail deep inside a query as a 500. This hook refuses it with a 400 naming the field before any
 * handler runs, on every route; multipart bodies, read by their handlers, are checked by parseBody.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './api-error.ts'
import { keyWithNul, NUL_MESSAGE, nulFieldError, printable } from './validation.ts'

/** The site's page routes (server/site/site-routes.ts); unmatched URLs render the site's 404 page. */
const SITE_PAGE_ROUTES = new Set(['/', '/:first', '/:first/:second', '/:first/:second/:third'])

/**
 * Site pages read no query parameter but the search page's q, and the search page refuses a NUL
 * there itself, as its own 400 page: a visitor should see the site, not JSON. Their other
 * parameters never reach the database.
 */
function isSitePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const route = request.routeOptions.url
  return route === undefined || SITE_PAGE_ROUTES.has(route)
}

/** What a request would be refused for, or null: a NUL in a query parameter or the parsed body. */
function nulProblem(request: FastifyRequest): Error | null {
  const query = request.query
  if (query !== null && typeof query === 'object' && !isSitePage(request)) {
    const key = keyWithNul(query)
    if (key !== null) {
      const name = key.includes('\u0000') ? `The name of query parameter "${printable(key)}"` : key
      return new ApiError(400, `${name} ${NUL_MESSAGE}`)
    }
  }
  const body = request.body
  if (typeof body === 'string' && body.includes('\u0000')) return new ApiError(400, `The body ${NUL_MESSAGE}`)
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) {
    const key = keyWithNul(body)
    if (key !== null) return nulFieldError(key)
  }
  return null
}

export function installNulCheck(app: FastifyInstance): void {
  // Synchronous (a callback, not async): it runs on every request, and an async hook costs each
  // one a promise and a trip through the microtask queue.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = nulProblem(request)
    if (problem) done(problem)
    else done()
  })
}
