/**
 * Routes carry their request schemas as zod objects (`schema` of a Fastify route) and the OpenAPI
 * document is generated from the routes the app registered (@fastify/swagger, dynamic mode, with the
 * zod → JSON Schema transform below). A handler parses with the same zod object its route declares,
 * so the document cannot drift from what the route accepts. Fastify's own validation is not used:
 * the handlers keep the original service's error shapes ({"field": ["…"]}, {"detail": "…"}),
 * multipart bodies are read as they stream, and a schema here documents, the handler enforces.
 * Every route is documented or hidden with a reason (tests/api/openapi.test.ts checks).
 */
import type { FastifyInstance, FastifySchema } from 'fastify'
import { z } from 'zod'

/** Answers besides 200 that most routes give, documented once. */
export const ERROR_ANSWERS = {
  400: 'Invalid input: {"field": ["message"]} or {"detail": "…"}',
  401: 'Not signed in, or the token is not valid',
  403: 'Signed in without the permission',
  404: 'No such record',
} as const

type Answer = string | { description: string; body?: z.ZodType; contentType?: string }

export interface RouteDocs {
  summary: string
  description?: string
  /** The resource or area, grouping routes in /docs. */
  tags: string[]
  /** `staff`: a bearer token or the back office's session cookie (with its CSRF header for changes). */
  auth?: 'public' | 'staff'
  params?: z.ZodObject
  querystring?: z.ZodObject
  body?: z.ZodType
  /** Content types the body may arrive in; default JSON. */
  consumes?: string[]
  /** By status code: a description, or a description with the body's schema and content type. */
  answers: Record<number, Answer>
}

/** The Fastify `schema` of a documented route. */
export function routeSchema(docs: RouteDocs): FastifySchema {
  const schema: Record<string, unknown> = {
    summary: docs.summary,
    description: docs.description,
    tags: docs.tags,
    security: docs.auth === 'staff' ? [{ bearer: [] }, { session: [] }] : [],
    params: docs.params,
    querystring: docs.querystring,
    body: docs.body,
    consumes: docs.consumes,
    response: docs.answers,
  }
  // Fastify warns about a part that is present but undefined.
  for (const [key, value] of Object.entries(schema)) if (value === undefined) delete schema[key]
  return schema as FastifySchema
}

/** A route left out of the document, and why (a page of the site, a file, the docs themselves). */
export function hiddenRoute(reason: string): FastifySchema {
  return { hide: true, description: reason } as FastifySchema
}

/** `{id}` as the generic routes read it: a positive whole number. */
export const idParams = z.object({
  // The largest PostgreSQL integer: no record has a larger id.
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Record id'),
})

/** A zod schema as JSON Schema: what a request may send (`input`) or what an answer holds (`output`). */
export const toJson = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  return json
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType

function responseDocs(answers: Record<string, Answer> | undefined) {
  if (!answers) return undefined
  return Object.fromEntries(
    Object.entries(answers).map(([code, answer]) => {
      if (typeof answer === 'string') return [code, { description: answer, type: 'null' }]
      if (!answer.body) return [code, { description: answer.description, type: 'null' }]
      return [
        code,
        {
          description: answer.description,
          content: { [answer.contentType ?? 'application/json']: { schema: toJson(answer.body, 'output') } },
        },
      ]
    }),
  )
}

/** @fastify/swagger's `transform`: the zod parts of a route's schema as JSON Schema. */
export function zodToOpenApi({ schema, url }: { schema: FastifySchema; url: string }) {
  if (!schema) return { schema, url }
  const s = schema as Record<string, unknown>
  const out: Record<string, unknown> = { ...s }
  for (const part of ['params', 'querystring', 'headers'] as const)
    if (isZod(s[part])) out[part] = toJson(s[part], 'input')
  // One body schema for every content type the route consumes (JSON, multipart, form posts).
  if (isZod(s.body)) out.body = toJson(s.body, 'input')
  out.response = responseDocs(s.response as Record<string, Answer> | undefined)
  return { schema: out as FastifySchema, url }
}

/**
 * Fastify would compile route schemas with Ajv and fast-json-stringify; ours are zod objects that
 * document, and handlers parse and serialise themselves (see the comment at the top).
 */
export function documentWithSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }))
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
}
