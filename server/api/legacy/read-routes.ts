/** all/, the unpaginated list and {id} of every declared resource (api-contract §3.1). */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../auth/request-auth.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import type { PresentContext, ResourceDeclaration, Row, TableWithId } from '../../resources/define.ts'
import { resources } from '../../resources/registry.ts'
import { rowVersion } from '../../resources/row-version.ts'
import { type ApiDeps, getJson, Versioned } from './json-route.ts'
import { pageOfRecords } from './pagination.ts'

export function registerReadRoutes(app: FastifyInstance, deps: ApiDeps): void {
  for (const resource of resources) registerResource(app, deps, resource)
}

function registerResource(app: FastifyInstance, deps: ApiDeps, resource: ResourceDeclaration<TableWithId>) {
  const base = `/${resource.name}/api/v1/${resource.name}/`
  const ctx: PresentContext = { db: deps.db, timeZone: deps.timeZone }
  const { table } = resource
  const options = resource.private
    ? { preHandler: requirePermission(resource.name, 'read'), cache: false }
    : {}

  getJson(
    app,
    deps,
    `${base}all/`,
    (request) => pageOfRecords(deps.db, resource, resource.filters?.(request.query, ctx), request.query, ctx),
    options,
  )

  for (const path of resource.unpaginatedPaths) {
    getJson(
      app,
      deps,
      `${base}${path}`,
      async () => {
        const order = (resource.unpaginatedOrderBy ?? resource.orderBy)(table)
        const rows = await deps.db
          .select()
          .from(table)
          .orderBy(...order)
        const present = resource.presentUnpaginated ?? resource.presentList
        return { [resource.listKey]: await present(rows, ctx) }
      },
      options,
    )
  }

  getJson(
    app,
    deps,
    `${base}:id`,
    async (request) => {
      const id = parseId(request.params.id ?? '', resource.label)
      // The row and its version in one statement, so the ETag names exactly the version presented.
      const [found] = await deps.db
        .select({ row: table, version: rowVersion })
        .from(table)
        .where(eq(table.id, id))
      if (!found) throw new ApiError(404, `${resource.label} ${id} does not exist.`)
      return new Versioned(await resource.presentDetail(found.row as Row<TableWithId>, ctx), found.version)
    },
    options,
  )
}
