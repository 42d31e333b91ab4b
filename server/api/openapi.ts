/**
 * The OpenAPI document, generated from the resource declarations (fields, list keys, privacy) so
 * it cannot drift from the routes. Served at /openapi.json and browsable at /docs.
 */

import type { ResourceDeclaration, TableWithId } from '../resources/define.ts'
import type { Field, Fields } from '../resources/fields.ts'

type Schema = Record<string, unknown>

function fieldSchema(f: Field): Schema {
  const nullable = (s: Schema): Schema => (f.nullable ? { anyOf: [s, { type: 'null' }] } : s)
  switch (f.kind) {
    case 'int':
      return nullable({ type: 'integer' })
    case 'ref':
      return nullable({ type: 'integer', minimum: 1, description: `id of a ${f.ref}` })
    case 'refs':
      return { type: 'array', items: { type: 'integer', minimum: 1 }, description: `ids of ${f.ref} records` }
    case 'bool':
      return { type: 'boolean' }
    case 'date':
      return nullable({ type: 'string', format: 'date' })
    case 'datetime':
      return nullable({
        type: 'string',
        format: 'date-time',
        description: 'ISO 8601; without an offset, local time in the organisation’s time zone',
      })
    case 'email':
      return nullable({ type: 'string', format: 'email', maxLength: f.max })
    case 'enum':
      return nullable({ type: 'string', enum: [...(f.values ?? [])] })
    case 'file':
      return {
        type: 'string',
        format: 'binary',
        description: `Upload (${f.upload?.accept.join(' or ')}) as a multipart file part; JSON may send null to remove the file.`,
      }
    case 'password':
      return { type: 'string', minLength: f.min, maxLength: f.max, writeOnly: true }
    case 'html':
      return nullable({ type: 'string', maxLength: f.max, description: 'HTML; sanitised on save' })
    default:
      return nullable({ type: 'string', maxLength: f.max })
  }
}

function inputSchema(fields: Fields, forCreate: boolean): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, fieldSchema(f)])),
    required: forCreate
      ? Object.entries(fields)
          .filter(([, f]) => f.required)
          .map(([name]) => name)
      : undefined,
  }
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
        parameters: pageParams,
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
  const write = [{ bearer: [] }]
  const body = (forCreate: boolean) => {
    const schema = inputSchema(r.fields ?? {}, forCreate)
    return { required: true, content: { 'application/json': { schema }, 'multipart/form-data': { schema } } }
  }
  paths[`${base}create/`] = {
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
  paths[`${base}update/{id}`] = { put: update, patch: update }
  paths[`${base}delete/{id}`] = {
    delete: {
      tags,
      security: write,
      summary: `Delete a ${r.label.toLowerCase()}`,
      parameters: [idParam],
      responses: { '200': json('Deleted'), ...errorResponses },
    },
  }
  paths[`${base}delete_multiple/`] = {
    delete: {
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
    },
  }
  if (Object.values(r.fields).some((f) => f.searchable)) {
    paths[`${base}search/`] = {
      get: {
        tags,
        security,
        summary: `Search ${r.label.toLowerCase()} records`,
        parameters: [
          { name: 'searchKey', in: 'query', required: true, schema: { type: 'string' } },
          ...pageParams,
        ],
        responses: { '200': json('Page', envelope), ...errorResponses },
      },
    }
  }
  return paths
}

export function buildOpenApi(resources: readonly ResourceDeclaration<TableWithId>[]): Schema {
  const auth = '/user/api/v1/user/'
  const credentials = {
    type: 'object',
    required: ['email', 'password'],
    properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
  }
  const post = (summary: string, schema?: Schema, security: unknown[] = []) => ({
    post: {
      tags: ['auth'],
      summary,
      security,
      ...(schema ? { requestBody: { content: { 'application/json': { schema } } } } : {}),
      responses: { '200': json('OK'), ...errorResponses },
    },
  })
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kizuna API',
      version: '1',
      description:
        'Content and back-office API. Paths, list keys and JSON follow the original service; differences are listed in docs/api-compat.md. Writes need `Authorization: Bearer <access token>` from the login route.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: {
      [`${auth}login/`]: post('Sign in: access and refresh tokens plus the user', credentials),
      [`${auth}refresh/`]: post('New token pair for a refresh token', {
        type: 'object',
        required: ['refresh'],
        properties: { refresh: { type: 'string' } },
      }),
      [`${auth}logout/`]: post('Revoke the current session', undefined, [{ bearer: [] }]),
      [`${auth}passwordchange/`]: post(
        'Change the password',
        {
          type: 'object',
          properties: { old_password: { type: 'string' }, new_password: { type: 'string', minLength: 10 } },
        },
        [{ bearer: [] }],
      ),
      [`${auth}reset_password/`]: post('Email a single-use link to choose a new password', {
        type: 'object',
        properties: { email: { type: 'string', format: 'email' } },
      }),
      [`${auth}reset_password_confirm/`]: post('Set a new password with the emailed token', {
        type: 'object',
        properties: { token: { type: 'string' }, new_password: { type: 'string', minLength: 10 } },
      }),
      '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/': {
        get: { tags: ['cms_menu'], summary: 'Published menus as a tree', responses: { '200': json('Tree') } },
      },
      '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/{id}': {
        get: {
          tags: ['cms_menu_content'],
          summary: 'A menu’s blocks: key → HTML, in editor order',
          parameters: [idParam],
          responses: { '200': json('Map'), ...errorResponses },
        },
      },
      '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/{id}': {
        get: {
          tags: ['cms_menu_content_image'],
          summary: 'A menu’s images: head → stored name (one) or list (several)',
          parameters: [idParam],
          responses: { '200': json('Map'), ...errorResponses },
        },
      },
      '/cms_menu/api/v1/cms_menu/move/{id}': {
        put: {
          tags: ['cms_menu'],
          security: [{ bearer: [] }],
          summary: 'Move a menu under a parent at a place; siblings renumbered',
          parameters: [idParam],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    parent: { type: ['integer', 'null'] },
                    position: { type: 'integer', minimum: 0 },
                  },
                },
              },
            },
          },
          responses: { '200': json('Moved'), ...errorResponses },
        },
      },
      ...Object.assign({}, ...resources.map(resourcePaths)),
    },
  }
}
