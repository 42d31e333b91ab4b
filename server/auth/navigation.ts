/**
 * Adds the back office's navigation, as the declarations plan it (server/resources/navigation-plan.ts),
 * to a database at start: the entries it lacks, found by menu_id, each given to the built-in roles
 * when it is added. Entries that exist are left as they are, so an administrator's renames, order
 * and role menus survive restarts; a new release's new screen still appears for the built-in roles.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { menuItem, roleMenu } from '../db/schema.ts'
import { BUILTIN_ROLE_NAMES, type ResourceDeclaration, type TableWithId } from '../resources/define.ts'
import { navigationPlan } from '../resources/navigation-plan.ts'
import { ADMINISTRATOR, roleIdByName } from './permissions.ts'

export async function syncNavigation(db: Db, resources: readonly ResourceDeclaration<TableWithId>[]) {
  const plan = navigationPlan(resources)
  const wanted = plan.flatMap((g) => [g.menuId, ...g.entries.map((e) => e.resource)])
  if (wanted.length === 0) return
  const existing = await db
    .select({ id: menuItem.id, menuId: menuItem.menuId })
    .from(menuItem)
    .where(inArray(menuItem.menuId, wanted))
  const idOf = new Map(existing.map((row) => [row.menuId, row.id]))
  const administrator = await roleIdByName(db, ADMINISTRATOR)
  const builtinIds = new Map<string, number | undefined>()
  for (const name of BUILTIN_ROLE_NAMES) builtinIds.set(name, await roleIdByName(db, name))

  for (const [groupIndex, group] of plan.entries()) {
    let groupId = idOf.get(group.menuId)
    if (groupId === undefined) {
      const [row] = await db
        .insert(menuItem)
        .values({ menuId: group.menuId, title: group.title, type: 'group', position: groupIndex + 1 })
        .returning({ id: menuItem.id })
      groupId = row?.id
    }
    if (groupId === undefined) continue
    for (const [index, entry] of group.entries.entries()) {
      if (idOf.has(entry.resource)) continue
      const [row] = await db
        .insert(menuItem)
        .values({
          menuId: entry.resource,
          title: entry.title,
          type: 'item',
          url: entry.url,
          parentId: groupId,
          position: index + 1,
        })
        .returning({ id: menuItem.id })
      if (!row) continue
      const grants = [administrator, ...entry.roles.map((name) => builtinIds.get(name))].filter(
        (id): id is number => id !== undefined,
      )
      if (grants.length > 0)
        await db.insert(roleMenu).values(grants.map((roleId) => ({ roleId, menuItemId: row.id })))
    }
  }
}
