/**
 * all/, the unpaginated list and {id} of every declared resource (api-contract §3.1). Public
 * resources answer each reader as audience.ts says: staff see everything, the public what the
 * site shows. all/ takes the list filters of list-filters.ts (?status=new, ?date_from=…); export/
 * (export-route.ts) writes every row of the same list as CSV.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../auth/request-auth.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import type { PresentContext, ResourceDeclaration, Row, TableWithId } from '../../resources/define.ts'
import { presentersOf } from '../../resources/present.ts'
import { rowVersion } from '../../resources/row-version.ts'
import { assertPublicOrdering, listFor, presentFor, visibleWhere } from './audience.ts'
import { registerExport } from './export-route.ts'
import { type ApiDeps, getJson, Versioned } from './json-route.ts'
import { listFilters } from './list-filters.ts'
import { pageOfRecords } from './pagination.ts'

export function registerReadRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const resource of deps.registry.resources) {
    if (resource.genericRoutes === false) continue
    registerResource(app, deps, resource)
    registerExport(app, deps, resource)
  }
}

function registerResource(app: FastifyInstance, deps: ApiDeps, resource: ResourceDeclaration<TableWithId>) {
  const base = `/${resource.name}/api/v1/${resource.name}/`
  const ctx: PresentContext = {
    db: deps.db,
    timeZone: deps.timeZone,
    now: deps.clock,
    registry: deps.registry,
  }
  const { table } = resource
  // A private resource's readers passed the permission check, so they are always staff.
  const options = resource.private
    ? { preHandler: requirePermission(resource.name, 'read'), cache: false, staffReads: resource.name }
    : { staffReads: resource.name }

  getJson(
    app,
    deps,
    `${base}all/`,
    async (request, audience) => {
      assertPublicOrdering(resource, audience, request.query)
      const where = await visibleWhere(
        resource,
        audience,
        ctx,
        listFilters(resource, audience, request.query, ctx),
      )
      return listFor(resource, audience, await pageOfRecords(deps.db, resource, where, request.query, ctx))
    },
    options,
  )

  for (const path of resource.unpaginatedPaths) {
    getJson(
      app,
      deps,
      `${base}${path}`,
      async (_request, audience) => {
        const order = (resource.unpaginatedOrderBy ?? resource.orderBy)(table)
        const rows = await deps.db
          .select()
          .from(table)
          .where(await visibleWhere(resource, audience, ctx))
          .orderBy(...order)
        const present = presentersOf(resource).unpaginated
        return listFor(resource, audience, { [resource.listKey]: await present(rows, ctx) })
      },
      options,
    )
  }

  getJson(
    app,
    deps,
    `${base}:id`,
    async (request, audience) => {
      const id = parseId(request.params.id ?? '', resource.label)
      const where = await visibleWhere(resource, audience, ctx, eq(table.id, id))
      // The row and its version in one statement, so the ETag names exactly the version presented.
      const [found] = await deps.db.select({ row: table, version: rowVersion }).from(table).where(and(where))
      if (!found) throw new ApiError(404, `${resource.label} ${id} does not exist.`)
      const body = await presentersOf(resource).detail(found.row as Row<TableWithId>, ctx)
      return new Versioned(presentFor(resource, audience, body), found.version)
    },
    options,
  )
}
