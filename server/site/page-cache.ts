/**
 * Rendered pages, cached like the API's answers (server/http/response-cache.ts: by URL, with an
 * ETag, dropped on any content change), plus the last whole copy of each page, kept through
 * changes: when the database fails, visitors get that copy rather than an empty or broken page.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { unavailableCause } from '../db/unavailable.ts'
import { type Encoding, encodedBody } from '../http/compression.ts'
import { type CachedResponse, makeCachedResponse, type ResponseCache } from '../http/response-cache.ts'
import { errorSignature, type LogDedupe } from '../lib/log-dedupe.ts'
import { type FormCookie, privateCacheControl } from './forms/form-guard.ts'

/**
 * Browsers revalidate every time (a cheap 304); a CDN or proxy may serve a page for 30 s while
 * it revalidates, and for a day if Kizuna cannot answer at all.
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400'

/** A person's own page (SiteRoute.personal): for this browser alone, and kept by none. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store'

/** A page that rendered with some sections missing is served, but never cached. */
const DEGRADED_CACHE_CONTROL = 'no-store'

export interface RenderedPage {
  status: number
  body: string
  contentType: string
  /** Names of the sections that could not be loaded; empty for a whole page. */
  failures: string[]
  /** Where a 301 points. */
  location?: string
}

/**
 * The last whole copy of each page, in two tiers. Canonical pages (`isCanonical`: home, the
 * published menus' pages, the site routes without parameters) are never evicted: there are as
 * many as menus and routes. Every other key (a page of search results, a 404) goes to a bounded map, least recently
 * used out first, so however many URLs are asked for, the canonical copies stay.
 */
export class LastGoodPages {
  private readonly canonical = new Map<string, CachedResponse>()
  private readonly others = new Map<string, CachedResponse>()

  constructor(
    private readonly isCanonical: (key: string) => boolean = () => false,
    private readonly maxOthers = 500,
  ) {}

  get size(): { canonical: number; others: number } {
    return { canonical: this.canonical.size, others: this.others.size }
  }

  get(key: string): CachedResponse | undefined {
    const kept = this.canonical.get(key)
    if (kept) return kept
    const entry = this.others.get(key)
    if (entry) {
      this.others.delete(key)
      this.others.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: CachedResponse): void {
    if (this.isCanonical(key)) {
      this.others.delete(key)
      this.canonical.set(key, entry)
      return
    }
    this.canonical.delete(key)
    this.others.delete(key)
    this.others.set(key, entry)
    for (const oldest of this.others.keys()) {
      if (this.others.size <= this.maxOthers) break
      this.others.delete(oldest)
    }
  }

  /** After the canonical pages changed (a menu renamed, unpublished): demotes the copies no longer canonical. */
  reclassify(): void {
    for (const [key, entry] of this.canonical) {
      if (this.isCanonical(key)) continue
      this.canonical.delete(key)
      this.set(key, entry)
    }
  }
}

/**
 * The headers of a page besides the security headers and the form cookie, as name, value, name,
 * value: what both ways of sending one (`send` and `sendHit`) add.
 */
function pageHeaders(
  entry: CachedResponse,
  cacheControl: string,
  encoding: Encoding | null,
  notModified: boolean,
) {
  const head = ['etag', entry.etag, 'cache-control', cacheControl]
  if (entry.location) head.push('location', entry.location)
  if (notModified) return head
  head.push('vary', 'accept-encoding', 'content-type', entry.contentType)
  if (encoding) head.push('content-encoding', encoding)
  return head
}

const notModified = (request: FastifyRequest, entry: CachedResponse) =>
  request.headers['if-none-match'] === entry.etag

/** Sends a page through Fastify's reply, its onSend hooks (the form cookie's) included. */
function send(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, cacheControl: string) {
  const unchanged = notModified(request, entry)
  const { body, encoding } = unchanged
    ? { body: undefined, encoding: null }
    : encodedBody(entry, request.headers['accept-encoding'])
  const head = pageHeaders(entry, cacheControl, encoding, unchanged)
  for (let i = 0; i < head.length; i += 2) reply.header(head[i] as string, head[i + 1])
  return reply.code(unchanged ? 304 : (entry.status ?? 200)).send(body)
}

/**
 * Sends a cached page straight to Node's response, in one writeHead: the headers the request's
 * hooks set on the reply (the security headers), the page's, the form cookie's. Fastify's
 * reply.send and onSend hooks cost a fifth of a cached page (ADR 018), and every other request
 * is a hit. What an onSend hook adds to a page must therefore be added here too, as the form
 * cookie is: page-cache.test.ts compares a hit's headers with those of the same page sent by
 * `send`. onResponse hooks and the request log still run (Fastify listens for the response's end).
 */
function sendHit(
  deps: PageCacheDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  cacheControl: string,
) {
  const unchanged = notModified(request, entry)
  // As the onSend hook: on HTML with a body (a 304 has no content type).
  const cookie =
    !unchanged && entry.contentType.startsWith('text/html') ? deps.formCookie?.lineFor(request) : null
  // Until the cookie's key is loaded only the hook can wait for it.
  if (cookie === undefined) return send(request, reply, entry, cacheControl)
  const { body, encoding } = unchanged
    ? { body: undefined, encoding: null }
    : encodedBody(entry, request.headers['accept-encoding'])
  const head: string[] = []
  const set = reply.getHeaders()
  for (const name in set) {
    const value = set[name]
    if (Array.isArray(value)) for (const one of value) head.push(name, one)
    else if (value !== undefined) head.push(name, String(value))
  }
  head.push(
    ...pageHeaders(entry, cookie ? privateCacheControl(cacheControl) : cacheControl, encoding, unchanged),
  )
  if (cookie) head.push('set-cookie', cookie)
  if (body) head.push('content-length', String(body.length))
  reply.hijack()
  reply.raw.writeHead(unchanged ? 304 : (entry.status ?? 200), head)
  reply.raw.end(body)
  return reply
}

/** Sends a page rendered for this request alone (a degraded page, a staff preview). */
export function sendUncached(reply: FastifyReply, page: RenderedPage, cacheControl: string) {
  if (page.location) reply.header('location', page.location)
  return reply.code(page.status).header('cache-control', cacheControl).type(page.contentType).send(page.body)
}

export interface PageCacheDeps {
  cache: ResponseCache
  lastGood: LastGoodPages
  log: FastifyBaseLogger
  /** Logs a failure once per interval: in an outage every page request fails alike. */
  repeated: LogDedupe
  /** The forms' cookie, which a cached page sent by `sendHit` sets itself. */
  formCookie?: FormCookie
}

/**
 * Answers from the cache, or renders, caches and answers. `render` throwing, or reporting failed
 * sections, means the data could not be read: the last whole copy is served if there is one
 * (marked with x-kizuna-stale), otherwise the degraded page, or a 503 when there is nothing.
 * `cacheControl` is what browsers and shared caches are told of a whole page.
 */
export function servePage(
  deps: PageCacheDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  render: () => Promise<RenderedPage>,
  cacheControl = PAGE_CACHE_CONTROL,
): FastifyReply | Promise<FastifyReply> {
  // A hit is answered here and now: no promise, no await, on the path most requests take.
  const cached = deps.cache.get(key)
  if (cached) return sendHit(deps, request, reply, cached, cacheControl)
  return renderAndServe(deps, request, reply, key, render, cacheControl)
}

/**
 * A person's own page (SiteRoute.personal): rendered for this request, answered `private,
 * no-store`, and kept neither in the cache nor as a last good copy, which would show one donor's
 * page to whoever asks for the URL next, or an old state of the gift. When it cannot be rendered,
 * the degraded page or a 503, as any page without a last good copy.
 */
export async function servePersonal(
  deps: Pick<PageCacheDeps, 'repeated'>,
  request: FastifyRequest,
  reply: FastifyReply,
  render: () => Promise<RenderedPage>,
): Promise<FastifyReply> {
  let page: RenderedPage | null = null
  try {
    page = await render()
  } catch (error) {
    reportRenderFailure(deps, request, error, request.url)
  }
  if (page) return sendUncached(reply, page, PERSONAL_CACHE_CONTROL)
  return sendUnavailable(reply, PERSONAL_CACHE_CONTROL)
}

function reportRenderFailure(
  deps: Pick<PageCacheDeps, 'repeated'>,
  request: FastifyRequest,
  error: unknown,
  key: string,
) {
  const cause = unavailableCause(error)
  deps.repeated.report(
    `page ${errorSignature(cause ?? error)}`,
    'error',
    { err: cause ?? error, key },
    cause ? 'a page could not be rendered: database unavailable' : 'a page could not be rendered',
    request.log,
  )
}

function sendUnavailable(reply: FastifyReply, cacheControl: string) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .header('cache-control', cacheControl)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title></head>' +
        '<body><h1>Temporarily unavailable</h1><p>This page cannot be shown right now. Please try again in a minute.</p></body></html>',
    )
}

async function renderAndServe(
  deps: PageCacheDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  render: () => Promise<RenderedPage>,
  cacheControl: string,
): Promise<FastifyReply> {
  const generation = deps.cache.generation
  let page: RenderedPage | null = null
  try {
    page = await render()
  } catch (error) {
    reportRenderFailure(deps, request, error, key)
  }
  if (page && page.failures.length === 0) {
    const entry = {
      ...makeCachedResponse(page.body, page.contentType),
      status: page.status,
      ...(page.location ? { location: page.location } : {}),
    }
    deps.cache.set(key, entry, generation)
    deps.lastGood.set(key, entry)
    return send(request, reply, entry, cacheControl)
  }
  const stale = deps.lastGood.get(key)
  if (stale) {
    reply.header('x-kizuna-stale', 'true')
    return send(request, reply, stale, DEGRADED_CACHE_CONTROL)
  }
  if (page) return sendUncached(reply, page, DEGRADED_CACHE_CONTROL)
  return sendUnavailable(reply, DEGRADED_CACHE_CONTROL)
}
