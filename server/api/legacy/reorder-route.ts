/**
 * PUT /{resource}/api/v1/{resource}/reorder/: the keyed blocks or images of one owner (a menu's
 * page, a cause) put in a new order in one call, every id of the owner's once. The screens that
 * reorder by dragging or by the arrow buttons save the whole order so two positions never clash.
 */
import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../http/validation.ts'
import { audit } from '../../resources/crud-service.ts'
import type { ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import type { ApiDeps } from './json-route.ts'

/** A table of positioned records that belong to an owner. */
export type PositionedTable = PgTable & {
  id: PgColumn
  position: PgColumn
  updatedAt: PgColumn
  updatedBy: PgColumn
}

export interface Reorderable {
  resource: ResourceDeclaration<TableWithId>
  table: PositionedTable
  /** The column naming the owner, and its key in the body ("cms_menu", "cause"). */
  ownerColumn: PgColumn
  ownerKey: string
  /** The owner in sentences: "menu", "cause". */
  ownerLabel: string
}

export function registerReorderRoute(
  app: FastifyInstance,
  deps: ApiDeps,
  { resource, table, ownerColumn, ownerKey, ownerLabel }: Reorderable,
  onChange: () => void,
): void {
  const records = resource.label.toLowerCase()
  const body = z.object({
    [ownerKey]: z
      .number({ message: `Send the ${ownerLabel} id.` })
      .int()
      .positive()
      // Ids beyond the database's integer range cannot exist; the database would refuse to compare them.
      .max(PG_INT_MAX, `No ${ownerLabel} has so large an id.`),
    ids: z
      .array(z.number().int().positive().max(PG_INT_MAX, 'No record has so large an id.'), {
        message: 'Send the ids in their new order.',
      })
      .min(1)
      .max(2000),
  })
  const path = `/${resource.name}/api/v1/${resource.name}/reorder/`
  deps.routes.add('PUT', path)
  const schema = routeSchema({
    summary: `Save the order of a ${ownerLabel}'s ${records} records: every id, once, in the new order`,
    tags: [resource.name],
    auth: 'staff',
    body,
    answers: { 200: 'Order saved', ...ERROR_ANSWERS },
  })
  app.put(path, { preHandler: requirePermission(resource.name, 'update'), schema }, async (request) => {
    const sent = parseBody(body, request.body) as { ids: number[] } & Record<string, number>
    const ownerId = sent[ownerKey] as number
    const auth = await requireUser(request)
    const actor = { id: auth.user.id, email: auth.user.email, ip: request.ip }
    await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db
      const rows = (await tx
        .select({ id: table.id, position: table.position })
        .from(table)
        .where(eq(ownerColumn, ownerId))) as { id: number; position: number }[]
      const current = new Set(rows.map((r) => r.id))
      const wanted = new Set(sent.ids)
      if (
        wanted.size !== sent.ids.length ||
        current.size !== wanted.size ||
        [...wanted].some((id) => !current.has(id))
      ) {
        throw new ValidationError({
          ids: [`Send every one of the ${ownerLabel}'s ${current.size} ${records} ids exactly once.`],
        })
      }
      for (const [index, id] of sent.ids.entries()) {
        const before = rows.find((r) => r.id === id)?.position
        if (before === index + 1) continue
        await tx
          .update(table)
          .set({ position: index + 1, updatedAt: new Date(), updatedBy: actor.id } as never)
          .where(and(eq(table.id, id), eq(ownerColumn, ownerId)))
        await audit(tx, actor, resource, id, 'update', { position: { before, after: index + 1 } })
      }
    })
    onChange()
    return { detail: `Order saved for ${sent.ids.length} ${records} record(s).`, ids: sent.ids }
  })
}
