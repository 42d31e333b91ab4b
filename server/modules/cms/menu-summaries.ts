import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { PresentContext } from '../../resources/define.ts'
import { cmsMenu } from './tables.ts'

/** `{id, name, parent}` of each referenced menu: how content and image lists show their menu. */
export async function menuSummaries(ctx: PresentContext, menuIds: number[]) {
  const wanted = [...new Set(menuIds)]
  const rows =
    wanted.length === 0
      ? []
      : await ctx.db
          .select({ id: cmsMenu.id, name: cmsMenu.name, parent: cmsMenu.parentId })
          .from(cmsMenu)
          .where(inArray(cmsMenu.id, wanted))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return (id: number) => byId.get(id) ?? null
}

/** "Page About": where staff find a menu's blocks and images (the menu's page screen). */
export async function pageName(db: Db, menuId: number): Promise<string> {
  const [menu] = await db.select({ name: cmsMenu.name }).from(cmsMenu).where(eq(cmsMenu.id, menuId))
  return `Page ${menu?.name ?? menuId}`
}
