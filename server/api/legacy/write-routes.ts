/**
 * create/, update/{id}, delete/{id} and delete_multiple/ of every declared resource with fields,
 * and search/ of every resource with searchable fields (api-contract §3). Each write needs a
 * signed-in user with `<resource>.<action>`.
 */
import { and, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { parseBody } from '../../http/validation.ts'
import type { UploadLimits } from '../../media/media-store.ts'
import { type BodyLimits, MAX_BULK_FILES, readUploadBody } from '../../media/read-upload-body.ts'
import { type Actor, answerNotesOf, type CrudService } from '../../resources/crud-service.ts'
import {
  hasGenericWrites,
  type PresentContext,
  type ResourceDeclaration,
  type TableWithId,
} from '../../resources/define.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import { presentersOf } from '../../resources/present.ts'
import { versionOfWritten } from '../../resources/row-version.ts'
import { assertPublicOrdering, audienceOf, listFor, visibleWhere } from './audience.ts'
import { type ApiDeps, serializeAnswer, Versioned } from './json-route.ts'
import { isSearchable, listFilters, searchMatches, searchText } from './list-filters.ts'
import { pageOfRecords } from './pagination.ts'
import { versionCheck } from './version-conflict.ts'

/** Ids beyond the database's integer range cannot exist; the database would refuse to compare them. */
const NO_SUCH_ID = 'No record has so large an id.'

const idsBody = z.object({
  ids: z
    .array(z.number({ message: 'Each id must be a number.' }).int().positive().max(PG_INT_MAX, NO_SUCH_ID), {
      message: 'Send {"ids": [1, 2, …]}.',
    })
    .min(1, 'Send at least one id.')
    .max(500, 'Delete at most 500 at a time.'),
})

async function actorOf(request: FastifyRequest): Promise<Actor> {
  const auth = await requireUser(request)
  return { id: auth.user.id, email: auth.user.email, ip: request.ip }
}

/** A written record's answer, with its new ETag when the write read its version (issue 10 §5). */
function sendRecord(reply: FastifyReply, row: object, body: object): FastifyReply {
  const version = versionOfWritten(row)
  const { text, etag } = serializeAnswer(version === undefined ? body : new Versioned(body, version))
  if (etag) reply.header('etag', etag)
  return reply.type('application/json; charset=utf-8').send(text)
}

const fileFields = (resource: ResourceDeclaration<TableWithId>) =>
  Object.values(resource.fields ?? {}).filter((f) => f.kind === 'file').length

export function registerWriteRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  crud: CrudService,
  limits: UploadLimits,
): void {
  for (const resource of deps.registry.resources) {
    if (resource.genericRoutes === false) continue
    if (hasGenericWrites(resource)) registerResourceWrites(app, deps, crud, resource, limits)
    registerSearch(app, deps, resource)
  }
}

function registerResourceWrites(
  app: FastifyInstance,
  deps: ApiDeps,
  crud: CrudService,
  resource: ResourceDeclaration<TableWithId>,
  limits: UploadLimits,
) {
  const base = `/${resource.name}/api/v1/${resource.name}/`
  const ctx: PresentContext = { db: deps.db, timeZone: deps.timeZone, now: deps.clock }
  const accepts = Object.values(resource.fields ?? {}).flatMap((f) => f.upload?.accept ?? [])
  // The multipart body is cut off at what the form can hold: one file per file field (a bulk
  // upload: MAX_BULK_FILES) of the largest kind it accepts, and its fields.
  const bodyLimits: BodyLimits = {
    maxFileBytes: Math.max(
      accepts.includes('image') ? limits.maxImageBytes : 0,
      accepts.includes('pdf') ? limits.maxPdfBytes : 0,
      1,
    ),
    maxFiles: resource.bulkUpload ? MAX_BULK_FILES : Math.max(fileFields(resource), 1),
  }

  deps.routes.add('POST', `${base}create/`)
  app.post(
    `${base}create/`,
    { preHandler: requirePermission(resource.name, 'create') },
    async (request, reply) => {
      const actor = await actorOf(request)
      const { body, files } = await readUploadBody(request, bodyLimits)
      const bulk = resource.bulkUpload
      const bulkFiles = bulk ? files.filter((f) => bulk.pattern.test(f.fieldName)) : []
      if (bulk && bulkFiles.length > 0) {
        // One record per file; all or nothing.
        const created: number[] = []
        try {
          for (const file of bulkFiles) {
            const row = await crud.create(resource, body, actor, [{ ...file, fieldName: bulk.field }])
            created.push(row.id as number)
          }
        } catch (error) {
          if (created.length > 0) await crud.delete(resource, created, actor)
          throw error
        }
        const rows = await deps.db.select().from(resource.table).where(inArray(resource.table.id, created))
        return reply
          .code(201)
          .send(await Promise.all(rows.map((row) => presentersOf(resource).detail(row, ctx))))
      }
      const row = await crud.create(resource, body, actor, files)
      const presented = await presentersOf(resource).detail(row, ctx)
      return sendRecord(reply.code(201), row, { ...presented, ...answerNotesOf(row) })
    },
  )

  for (const method of ['PUT', 'PATCH'] as const) {
    deps.routes.add(method, `${base}update/:id`)
    app.route<{ Params: { id: string } }>({
      method,
      url: `${base}update/:id`,
      preHandler: requirePermission(resource.name, 'update'),
      handler: async (request, reply) => {
        const id = parseId(request.params.id, resource.label)
        const check = versionCheck(request, resource, deps.timeZone)
        const actor = await actorOf(request)
        const { body, files } = await readUploadBody(request, bodyLimits)
        const row = await crud.update(resource, id, body, actor, files, check)
        return sendRecord(reply, row, await presentersOf(resource).detail(row, ctx))
      },
    })
  }

  deps.routes.add('DELETE', `${base}delete/:id`)
  app.delete<{ Params: { id: string } }>(
    `${base}delete/:id`,
    { preHandler: requirePermission(resource.name, 'delete') },
    async (request) => {
      const id = parseId(request.params.id, resource.label)
      const check = versionCheck(request, resource, deps.timeZone)
      await crud.delete(resource, [id], await actorOf(request), check)
      return { detail: `${resource.label} ${id} deleted.` }
    },
  )

  // DELETE with a body, as the original; POST too, for clients that cannot send a DELETE body.
  for (const method of ['DELETE', 'POST'] as const) {
    deps.routes.add(method, `${base}delete_multiple/`)
    app.route({
      method,
      url: `${base}delete_multiple/`,
      preHandler: requirePermission(resource.name, 'delete'),
      handler: async (request) => {
        const { ids } = parseBody(idsBody, request.body)
        const unique = [...new Set(ids)]
        await crud.delete(resource, unique, await actorOf(request))
        return { detail: `Deleted ${unique.length} ${resource.label.toLowerCase()} record(s).`, ids: unique }
      },
    })
  }
}

/**
 * search/?searchKey=… over the declared searchable fields, with the list filters too (a menu's
 * blocks matching a text, list-filters.ts); paginated; counts after filtering. The public searches
 * only the rows it may see and never by a personal field (a match would reveal it): audience.ts.
 */
function registerSearch(app: FastifyInstance, deps: ApiDeps, resource: ResourceDeclaration<TableWithId>) {
  if (!isSearchable(resource)) return
  const base = `/${resource.name}/api/v1/${resource.name}/`
  const ctx: PresentContext = { db: deps.db, timeZone: deps.timeZone, now: deps.clock }
  deps.routes.add('GET', `${base}search/`)
  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${base}search/`,
    { preHandler: resource.private ? requirePermission(resource.name, 'read') : undefined },
    async (request, reply) => {
      reply.header('vary', 'authorization, cookie')
      const audience = await audienceOf(request, resource.name)
      if (audience === 'staff') reply.header('cache-control', 'private, no-store')
      const text = searchText(resource, request.query)
      if (!text) throw new ApiError(400, `Enter something to search for: ?searchKey=….`)
      assertPublicOrdering(resource, audience, request.query)
      const where = await visibleWhere(
        resource,
        audience,
        ctx,
        and(searchMatches(resource, audience, text), listFilters(resource, audience, request.query, ctx)),
      )
      return listFor(resource, audience, await pageOfRecords(deps.db, resource, where, request.query, ctx))
    },
  )
}
