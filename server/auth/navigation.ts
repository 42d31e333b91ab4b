/**
 * Adds the back office's shipped navigation (common/admin-navigation.ts) to a database at start:
 * the entries it lacks, found by menu_id, each given to the built-in roles when it is added.
 * Entries that exist are left as they are, so an administrator's renames, order and role menus
 * survive restarts; a new release's new screen still appears for the built-in roles.
 */
import { inArray } from 'drizzle-orm'
import { adminNavigation, screenUrl } from '../../common/admin-navigation.ts'
import type { Db } from '../db/client.ts'
import { menuItem, roleMenu } from '../db/schema.ts'
import { ADMINISTRATOR, CONTENT_RESOURCES, EDITOR, roleIdByName } from './permissions.ts'

/** Which built-in roles get a screen's entry when it is first added. */
function builtinRolesFor(resource: string): string[] {
  return (CONTENT_RESOURCES as readonly string[]).includes(resource)
    ? [ADMINISTRATOR, EDITOR]
    : [ADMINISTRATOR]
}

export async function syncNavigation(db: Db): Promise<void> {
  const wanted = adminNavigation.flatMap((g) => [g.id, ...g.screens.map((s) => s.resource)])
  const existing = await db
    .select({ id: menuItem.id, menuId: menuItem.menuId })
    .from(menuItem)
    .where(inArray(menuItem.menuId, wanted))
  const idOf = new Map(existing.map((row) => [row.menuId, row.id]))
  const roleIds = new Map<string, number | undefined>([
    [ADMINISTRATOR, await roleIdByName(db, ADMINISTRATOR)],
    [EDITOR, await roleIdByName(db, EDITOR)],
  ])

  for (const [groupIndex, group] of adminNavigation.entries()) {
    let groupId = idOf.get(group.id)
    if (groupId === undefined) {
      const [row] = await db
        .insert(menuItem)
        .values({ menuId: group.id, title: group.title, type: 'group', position: groupIndex + 1 })
        .returning({ id: menuItem.id })
      groupId = row?.id
    }
    if (groupId === undefined) continue
    for (const [index, screen] of group.screens.entries()) {
      if (idOf.has(screen.resource)) continue
      const [row] = await db
        .insert(menuItem)
        .values({
          menuId: screen.resource,
          title: screen.title,
          type: 'item',
          url: screenUrl(screen.resource),
          parentId: groupId,
          position: index + 1,
        })
        .returning({ id: menuItem.id })
      if (!row) continue
      const grants = builtinRolesFor(screen.resource)
        .map((name) => roleIds.get(name))
        .filter((id): id is number => id !== undefined)
      if (grants.length > 0)
        await db.insert(roleMenu).values(grants.map((roleId) => ({ roleId, menuItemId: row.id })))
    }
  }
}
