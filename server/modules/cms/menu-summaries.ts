import { inArray } from 'drizzle-orm'
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
