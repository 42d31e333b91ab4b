/**
 * What a menu-tree editor needs beyond CRUD: move a menu under another parent at a given place
 * (siblings renumbered in the same call), and put a menu's content blocks or images in a new order
 * (api/legacy/reorder-route.ts, which causes share).
 */
import { asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type ApiDeps, serializeAnswer, Versioned } from '../../api/legacy/json-route.ts'
import { registerReorderRoute } from '../../api/legacy/reorder-route.ts'
import { versionCheck } from '../../api/legacy/version-conflict.ts'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../http/validation.ts'
import { type Actor, audit } from '../../resources/crud-service.ts'
import { PG_INT_MAX } from '../../resources/fields.ts'
import { presentersOf } from '../../resources/present.ts'
import { lockVersion, rowVersion } from '../../resources/row-version.ts'
import { cmsMenuResource } from './cms-menu.ts'
import { cmsMenuContentResource } from './cms-menu-content.ts'
import { cmsMenuContentImageResource } from './cms-menu-content-image.ts'
import { assertNotUnderItself } from './menu-service.ts'
import { cmsMenu, cmsMenuContent, cmsMenuContentImage } from './tables.ts'

// Ids beyond the database's integer range cannot exist; the database would refuse to compare them.
const NO_SUCH_MENU = 'No menu has so large an id.'

const moveBody = z.object({
  parent: z
    .number({ message: 'Send the new parent menu id, or null for the top level.' })
    .int()
    .positive()
    .max(PG_INT_MAX, NO_SUCH_MENU)
    .nullable(),
  position: z.number({ message: 'Send the 0-based place among the new siblings.' }).int().min(0).max(10_000),
})

export function registerOrderRoutes(app: FastifyInstance, deps: ApiDeps, onChange: () => void): void {
  const { db } = deps
  const ctx = { db, timeZone: deps.timeZone }

  const actorOf = async (request: Parameters<typeof requireUser>[0]): Promise<Actor> => {
    const auth = await requireUser(request)
    return { id: auth.user.id, email: auth.user.email, ip: request.ip }
  }

  const movePath = '/cms_menu/api/v1/cms_menu/move/:id'
  deps.routes.add('PUT', movePath)
  app.put<{ Params: { id: string } }>(
    movePath,
    {
      preHandler: requirePermission('cms_menu', 'update'),
      schema: routeSchema({
        summary: 'Move a menu under a parent (null: the top) at a place; its siblings are renumbered',
        tags: ['cms_menu'],
        auth: 'staff',
        params: idParams,
        body: moveBody,
        answers: {
          200: 'The moved menu',
          ...ERROR_ANSWERS,
          409: 'Changed by someone else since read (If-Match)',
        },
      }),
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'Menu')
      // If-Match is optional here: it guards the moved menu only (its siblings are renumbered).
      const check = versionCheck(request, cmsMenuResource, deps.timeZone)
      const body = parseBody(moveBody, request.body)
      const actor = await actorOf(request)
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db
        const version = check && (await lockVersion(tx, cmsMenu, id))
        if (check && version !== undefined) await check(tx, id, version)
        const [menu] = await tx.select().from(cmsMenu).where(eq(cmsMenu.id, id))
        if (!menu) throw new ApiError(404, `Menu ${id} does not exist.`)
        if (body.parent !== null) {
          const [parent] = await tx
            .select({ id: cmsMenu.id })
            .from(cmsMenu)
            .where(eq(cmsMenu.id, body.parent))
          if (!parent) throw new ValidationError({ parent: [`Menu ${body.parent} does not exist.`] })
          await assertNotUnderItself(tx, id, body.parent)
        }
        const siblings = await tx
          .select()
          .from(cmsMenu)
          .where(body.parent === null ? isNull(cmsMenu.parentId) : eq(cmsMenu.parentId, body.parent))
          .orderBy(asc(cmsMenu.position), asc(cmsMenu.id))
        const order = siblings.filter((s) => s.id !== id)
        order.splice(Math.min(body.position, order.length), 0, { ...menu, parentId: body.parent })
        for (const [index, sibling] of order.entries()) {
          const position = index + 1
          const parentChanged = sibling.id === id && menu.parentId !== body.parent
          if (sibling.position === position && !parentChanged) continue
          await tx
            .update(cmsMenu)
            .set({
              position,
              parentId: sibling.id === id ? body.parent : sibling.parentId,
              updatedAt: new Date(),
              updatedBy: actor.id,
            })
            .where(eq(cmsMenu.id, sibling.id))
          const changes: Record<string, unknown> = { position: { before: sibling.position, after: position } }
          if (parentChanged) changes.parent = { before: menu.parentId, after: body.parent }
          await audit(tx, actor, cmsMenuResource as never, sibling.id, 'update', changes)
        }
      })
      onChange()
      const [moved] = await db
        .select({ row: cmsMenu, version: rowVersion })
        .from(cmsMenu)
        .where(eq(cmsMenu.id, id))
      if (!moved) throw new ApiError(404, `Menu ${id} does not exist.`)
      const { text, etag } = serializeAnswer(
        new Versioned(await presentersOf(cmsMenuResource).detail(moved.row, ctx), moved.version),
      )
      return reply.header('etag', etag).type('application/json; charset=utf-8').send(text)
    },
  )

  registerReorderRoute(
    app,
    deps,
    {
      resource: cmsMenuContentResource as never,
      table: cmsMenuContent,
      ownerColumn: cmsMenuContent.cmsMenuId,
      ownerKey: 'cms_menu',
      ownerLabel: 'menu',
    },
    onChange,
  )
  registerReorderRoute(
    app,
    deps,
    {
      resource: cmsMenuContentImageResource as never,
      table: cmsMenuContentImage,
      ownerColumn: cmsMenuContentImage.cmsMenuId,
      ownerKey: 'cms_menu',
      ownerLabel: 'menu',
    },
    onChange,
  )
}
