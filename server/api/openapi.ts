/**
 * The OpenAPI document, generated from the resource declarations (fields, list keys, privacy) so
 * it cannot drift from the routes. Served at /openapi.json and browsable at /docs.
 */

import { toJson } from '../http/route-docs.ts'
import { hasGenericWrites, type ResourceDeclaration, type TableWithId } from '../resources/define.ts'
import { type Field, type Fields, inputSchemas } from '../resources/fields.ts'
import { EQUALITY_FILTER_KINDS, filterableFields } from '../resources/list-columns.ts'

type Schema = Record<string, unknown>

/** What a field's JSON Schema cannot say by itself. */
function fieldNote(f: Field): string | undefined {
  switch (f.kind) {
    case 'ref':
      return `id of a ${f.ref}`
    case 'refs':
      return `ids of ${f.ref} records`
    case 'datetime':
      return 'ISO 8601; without an offset, local time in the organisation’s time zone'
    case 'decimal':
      return `exact decimal as a string, at most ${f.scale ?? 2} digits after the point`
    case 'html':
      return 'HTML; sanitised on save'
    default:
      return f.help
  }
}

/**
 * The body of create or update: the very zod schema the write service validates with
 * (fields.ts inputSchemas), as JSON Schema, with each field's note. A file is a multipart part.
 */
function inputSchema(fields: Fields, forCreate: boolean): Schema {
  const schemas = inputSchemas(fields)
  const json = toJson(forCreate ? schemas.create : schemas.update, 'input')
  const properties = (json.properties ?? {}) as Record<string, Schema>
  for (const [name, f] of Object.entries(fields)) {
    if (f.kind === 'file') {
      properties[name] = {
        type: 'string',
        format: 'binary',
        description: `Upload (${f.upload?.accept.join(' or ')}) as a multipart file part; JSON may send null to remove the file.`,
      }
      continue
    }
    const note = fieldNote(f)
    if (note && properties[name]) properties[name] = { ...properties[name], description: note }
    if (f.kind === 'password' && properties[name]) properties[name] = { ...properties[name], writeOnly: true }
  }
  return json
}

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }
const pageParams = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
  {
    name: 'ordering',
    in: 'query',
    description: 'id or a declared field; a leading "-" for descending order',
    schema: { type: 'string' },
  },
]
/** The list filters of all/, search/ and export/ (server/api/legacy/list-filters.ts). */
function filterParams(r: ResourceDeclaration<TableWithId>): Schema[] {
  return filterableFields(r).flatMap(([name, f]) => {
    if (EQUALITY_FILTER_KINDS.includes(f.kind)) {
      const schema =
        f.kind === 'bool'
          ? { type: 'boolean' }
          : f.kind === 'ref'
            ? { type: 'integer', minimum: 1 }
            : { type: 'string', enum: [...(f.values ?? [])] }
      const what = f.kind === 'ref' ? `the ${f.ref} id` : 'the value'
      return [{ name, in: 'query', description: `Only records whose ${name} is ${what}`, schema }]
    }
    const format = f.kind === 'date' ? 'date' : 'a date or a date-time with its offset'
    return (['from', 'to'] as const).map((end) => ({
      name: `${name}_${end}`,
      in: 'query',
      description: `Only records whose ${name} is on or ${end === 'from' ? 'after' : 'before'} this (${format}; inclusive)`,
      schema: { type: 'string' },
    }))
  })
}

const errorResponses = {
  '400': { description: 'Invalid input: {"field": ["message"]} or {"detail": "…"}' },
  '401': { description: 'Not signed in, or the token is not valid' },
  '403': { description: 'Signed in without the permission' },
  '404': { description: 'No such record' },
  '409': { description: 'Conflict: {"detail": "…", "field": "…"}' },
  '413': { description: 'Upload too large' },
}
const json = (description: string, schema: Schema = { type: 'object' }) => ({
  description,
  content: { 'application/json': { schema } },
})

function resourcePaths(r: ResourceDeclaration<TableWithId>): Record<string, Schema> {
  const base = `/${r.name}/api/v1/${r.name}/`
  const tags = [r.name]
  const security = r.private ? [{ bearer: [] }] : []
  const envelope = {
    type: 'object',
    properties: {
      [r.listKey]: { type: 'array', items: { type: 'object' } },
      page: { type: 'integer' },
      size: { type: 'integer' },
      total_pages: { type: 'integer' },
      total_elements: { type: 'integer' },
    },
  }
  const paths: Record<string, Schema> = {
    [`${base}all/`]: {
      get: {
        tags,
        security,
        summary: `${r.label} list, paginated`,
        parameters: [...pageParams, ...filterParams(r)],
        responses: { '200': json('Page', envelope), ...errorResponses },
      },
    },
    [`${base}{id}`]: {
      get: {
        tags,
        security,
        summary: `One ${r.label.toLowerCase()}`,
        parameters: [idParam],
        responses: { '200': json(r.label), ...errorResponses },
      },
    },
  }
  const searchable = Object.values(r.fields ?? {}).some((f) => f.searchable && f.column)
  paths[`${base}export/`] = {
    get: {
      tags,
      security: [{ bearer: [] }],
      summary: `Every ${r.label.toLowerCase()} record the list shows, as CSV (staff with ${r.name}.read)`,
      description:
        'The list’s query (filters, searchKey, ordering) without pages: every matching row, streamed. UTF-8 with a byte order mark; the header row is the list’s column labels; cells that a spreadsheet would run as a formula start with an apostrophe.',
      parameters: [
        ...(searchable ? [{ name: 'searchKey', in: 'query', schema: { type: 'string' } }] : []),
        pageParams[2],
        ...filterParams(r),
      ],
      responses: {
        '200': {
          description: 'CSV file (Content-Disposition: attachment)',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...errorResponses,
      },
    },
  }
  for (const p of r.unpaginatedPaths) {
    paths[`${base}${p}`] = {
      get: {
        tags,
        security,
        summary: `${r.label} list, all`,
        responses: {
          '200': json('List', {
            type: 'object',
            properties: { [r.listKey]: { type: 'array', items: { type: 'object' } } },
          }),
        },
      },
    }
  }
  if (!r.fields) return paths
  if (hasGenericWrites(r)) Object.assign(paths, writePaths(r, base, tags))
  if (searchable) {
    paths[`${base}search/`] = {
      get: {
        tags,
        security,
        summary: `Search ${r.label.toLowerCase()} records`,
        parameters: [
          { name: 'searchKey', in: 'query', required: true, schema: { type: 'string' } },
          ...pageParams,
          ...filterParams(r),
        ],
        responses: { '200': json('Page', envelope), ...errorResponses },
      },
    }
  }
  return paths
}

/** The generic write routes of a resource written through them (hasGenericWrites). */
function writePaths(
  r: ResourceDeclaration<TableWithId>,
  base: string,
  tags: string[],
): Record<string, Schema> {
  const written: Record<string, Schema> = {}
  const write = [{ bearer: [] }]
  const body = (forCreate: boolean) => {
    const schema = inputSchema(r.fields ?? {}, forCreate)
    return { required: true, content: { 'application/json': { schema }, 'multipart/form-data': { schema } } }
  }
  written[`${base}create/`] = {
    post: {
      tags,
      security: write,
      summary: `Create a ${r.label.toLowerCase()}`,
      requestBody: body(true),
      responses: { '201': json('Created'), ...errorResponses },
    },
  }
  const update = {
    tags,
    security: write,
    summary: `Change a ${r.label.toLowerCase()} (fields left out are kept)`,
    parameters: [idParam],
    requestBody: body(false),
    responses: { '200': json('Updated'), ...errorResponses },
  }
  written[`${base}update/{id}`] = { put: update, patch: update }
  written[`${base}delete/{id}`] = {
    delete: {
      tags,
      security: write,
      summary: `Delete a ${r.label.toLowerCase()}`,
      parameters: [idParam],
      responses: { '200': json('Deleted'), ...errorResponses },
    },
  }
  const deleteMultiple = {
    tags,
    security: write,
    summary: 'Delete several, all or nothing',
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['ids'],
            properties: { ids: { type: 'array', items: { type: 'integer' } } },
          },
        },
      },
    },
    responses: { '200': json('Deleted'), ...errorResponses },
  }
  // DELETE with a body as the original; POST for clients that cannot send one.
  written[`${base}delete_multiple/`] = { delete: deleteMultiple, post: deleteMultiple }
  return written
}

/** The document's head: what the routes' own schemas do not say. */
export const openApiHead = {
  openapi: '3.1.0',
  info: {
    title: 'Kizuna API',
    version: '1',
    description:
      'Content and back-office API. Paths, list keys and JSON follow the original service; differences are listed in docs/api-compat.md. API clients send `Authorization: Bearer <access token>` from the login route; the back office uses the session cookie from the session route, with its CSRF token in `X-CSRF-Token` on changes.',
  },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
      session: { type: 'apiKey', in: 'cookie', name: 'kizuna_session' },
    },
  },
} as const

/** The generic routes of every declared resource, by path. */
export function resourceOpenApiPaths(resources: readonly ResourceDeclaration<TableWithId>[]): Schema {
  return Object.assign({}, ...resources.filter((r) => r.genericRoutes !== false).map(resourcePaths))
}
