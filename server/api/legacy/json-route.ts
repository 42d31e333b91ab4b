import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify'
import type { Db } from '../../db/client.ts'
import { sendBody } from '../../http/compression.ts'
import { entityTag } from '../../http/if-match.ts'
import { type CachedResponse, makeCachedResponse, type ResponseCache } from '../../http/response-cache.ts'
import type { RouteTable } from '../../http/route-table.ts'
import { stringifyOrdered } from '../../http/wire.ts'
import type { Registry } from '../../resources/registry.ts'
import { type Audience, audienceOf } from './audience.ts'

export interface ApiDeps {
  db: Db
  timeZone: string
  cache: ResponseCache
  routes: RouteTable
  /** The resources the app serves (the areas' declarations). */
  registry: Registry
  /** Now, in milliseconds; tests move it. */
  clock: () => number
}

type Params = Record<string, string>
type Query = Record<string, unknown>
export type Produce = (
  request: FastifyRequest<{ Params: Params; Querystring: Query }>,
  audience: Audience,
) => Promise<unknown>

/** An answer of one record with its row version: sent with the record's strong ETag (issue 10 §5). */
export class Versioned {
  constructor(
    readonly body: unknown,
    readonly version: string,
  ) {}
}

/** The JSON text of an answer and, for a Versioned one, its ETag. */
export function serializeAnswer(answer: unknown): { text: string; etag?: string } {
  if (!(answer instanceof Versioned)) return { text: stringifyOrdered(answer) }
  const text = stringifyOrdered(answer.body)
  return { text, etag: entityTag(answer.version, text) }
}

/**
 * A public GET endpoint answering JSON. Answers are cached by URL until the data changes, carry an
 * ETag (a matching If-None-Match gets 304), and errors thrown by `produce` are never cached.
 */
export interface GetJsonOptions {
  /** Runs before the handler, e.g. a permission check for a private resource. */
  preHandler?: preHandlerAsyncHookHandler
  /** Private answers are never cached: their tables send no change notifications. */
  cache?: boolean
  /**
   * The resource whose `read` permission makes a staff reader (audience.ts). Staff answers are
   * computed per request and sent `private, no-store`; only the public answer is cached, so the
   * cache (keyed by URL) never gives one audience's answer to the other. Without it every reader
   * gets the public answer.
   */
  staffReads?: string
  /** The route's documentation (server/http/route-docs.ts). */
  schema?: FastifySchema
}

export function getJson(
  app: FastifyInstance,
  deps: ApiDeps,
  path: string,
  produce: Produce,
  options: GetJsonOptions = {},
): void {
  deps.routes.add('GET', path)
  const cacheable = options.cache ?? true
  app.get<{ Params: Params; Querystring: Query }>(
    path,
    { preHandler: options.preHandler, schema: options.schema },
    async (request, reply) => {
      // Answers differ by who asks: shared caches must not give one reader's answer to another.
      reply.header('vary', 'authorization, cookie')
      const audience = options.staffReads ? await audienceOf(request, options.staffReads) : 'public'
      if (!cacheable || audience === 'staff') {
        // Set first: an error answer (404) of a private read must not be kept either.
        reply.header('cache-control', 'private, no-store')
        const { text, etag } = serializeAnswer(await produce(request, audience))
        if (etag) {
          reply.header('etag', etag)
          if (request.headers['if-none-match'] === etag) return reply.code(304).send()
        }
        return reply.type('application/json; charset=utf-8').send(text)
      }
      const key = request.url
      let entry = deps.cache.get(key)
      if (!entry) {
        const generation = deps.cache.generation
        const { text, etag } = serializeAnswer(await produce(request, 'public'))
        // A record's entry keeps the record's ETag, so If-None-Match and If-Match see the same one.
        entry = makeCachedResponse(text)
        if (etag) entry = { ...entry, etag }
        deps.cache.set(key, entry, generation)
      }
      return sendCached(request, reply, entry)
    },
  )
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache')
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
  return sendBody(request, reply, entry)
}
