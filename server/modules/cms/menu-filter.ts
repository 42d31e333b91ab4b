/**
 * Row filters of menus and of a menu's blocks and images: ?cms_menu={id} (the back office's page
 * screen) and the rows the public may see (the site's rule, content-service.ts publicMenus).
 */
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ApiError } from '../../http/api-error.ts'
import type { PresentContext, WriteContext } from '../../resources/define.ts'
import { publicMenus } from './content-service.ts'
import { nextBlockPosition } from './menu-service.ts'
import type { cmsMenuContent, cmsMenuContentImage } from './tables.ts'

export const byMenu =
  (column: PgColumn) =>
  (query: Record<string, unknown>): SQL | undefined => {
    const value = query.cms_menu
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string' || !/^\d{1,10}$/.test(value))
      throw new ApiError(400, 'cms_menu must be a menu id (a whole number).')
    return eq(column, Number(value))
  }

/** publicWhere of records keyed by a menu id: those of menus the public may see. */
export const inPublicMenu =
  (column: PgColumn) =>
  async (ctx: PresentContext): Promise<SQL> => {
    const ids = (await publicMenus(ctx.db)).map((menu) => menu.id)
    return ids.length === 0 ? sql`false` : inArray(column, ids)
  }

/**
 * What a menu's blocks and images share: the Editor writes them, they list in the menu's order,
 * filter by menu, and are public when their menu is.
 */
export const menuPart = (table: typeof cmsMenuContent | typeof cmsMenuContentImage) => ({
  grants: { Editor: 'write' as const },
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: () => [asc(table.cmsMenuId), asc(table.position), asc(table.id)],
  filters: byMenu(table.cmsMenuId),
  publicWhere: inPublicMenu(table.cmsMenuId),
})

/** The beforeCreate hook of a menu's blocks and images: a new one goes last unless placed. */
export const placeLastIn =
  (table: typeof cmsMenuContent | typeof cmsMenuContentImage) =>
  async (values: Record<string, unknown>, ctx: WriteContext) => {
    if (values.position === undefined)
      values.position = await nextBlockPosition(ctx.db, table, values.cmsMenuId as number)
  }
