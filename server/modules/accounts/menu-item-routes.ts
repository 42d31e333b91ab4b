/**
 * The back office's navigation (api-contract §4.4): the whole tree, and the tree a role sees,
 * where an assigned entry brings its parents along so the tree stays connected.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildMenuTree, type MenuNode } from '../../../common/menu-tree.ts'
import type { ApiDeps } from '../../api/legacy/json-route.ts'
import { getJson } from '../../api/legacy/json-route.ts'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { menuItem, role, roleMenu } from '../../db/schema.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { menuItemFields } from './menu-item.ts'

type Item = typeof menuItem.$inferSelect
type Nested = ReturnType<typeof menuItemFields> & { children: Nested[] }

const present = (node: MenuNode<Item>): Nested => ({
  ...menuItemFields(node.menu),
  children: node.children.map(present),
})

async function treeForRole(db: Db, roleId: number): Promise<Nested[]> {
  const items = await db.select().from(menuItem)
  const assigned = await db
    .select({ id: roleMenu.menuItemId })
    .from(roleMenu)
    .where(eq(roleMenu.roleId, roleId))
  const byId = new Map(items.map((i) => [i.id, i]))
  const included = new Set<number>()
  for (const { id } of assigned) {
    for (
      let at: Item | undefined = byId.get(id);
      at && !included.has(at.id);
      at = at.parentId ? byId.get(at.parentId) : undefined
    ) {
      included.add(at.id)
    }
  }
  return buildMenuTree(
    items.filter((i) => included.has(i.id)),
    false,
  ).map(present)
}

export function registerMenuItemRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const base = '/menu_item/api/v1/menu_item/'
  const privateJson = { preHandler: requirePermission('menu_item', 'read'), cache: false }
  const docs = (summary: string, byRole = false) =>
    routeSchema({
      summary,
      tags: ['menu_item'],
      auth: 'staff',
      params: byRole ? idParams : undefined,
      answers: { 200: '{"menu_items": [{…, "children": […]}]}', ...ERROR_ANSWERS },
    })

  getJson(
    app,
    deps,
    `${base}nested_menu_item_without_pagination/all/`,
    async () => ({ menu_items: buildMenuTree(await deps.db.select().from(menuItem), false).map(present) }),
    { ...privateJson, schema: docs('Every back-office menu item as a tree') },
  )

  getJson(
    app,
    deps,
    `${base}nested_menu_item_by_role_id/:id`,
    async (request) => {
      const id = parseId(request.params.id ?? '', 'Role')
      const [found] = await deps.db.select({ id: role.id }).from(role).where(eq(role.id, id))
      if (!found) throw new ApiError(404, `Role ${id} does not exist.`)
      return { menu_items: await treeForRole(deps.db, id) }
    },
    { ...privateJson, schema: docs("A role's back-office navigation as a tree", true) },
  )

  // Any signed-in user may read their own navigation.
  getJson(
    app,
    deps,
    `${base}nested_menu_item_by_user_role/`,
    async (request) => {
      const auth = await requireUser(request)
      return { menu_items: auth.user.roleId === null ? [] : await treeForRole(deps.db, auth.user.roleId) }
    },
    { cache: false, schema: docs("The signed-in user's back-office navigation") },
  )
}
