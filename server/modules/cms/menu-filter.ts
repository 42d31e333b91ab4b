/**
 * Row filters of menus and of a menu's blocks and images: ?cms_menu={id} (the back office's page
 * screen) and the rows the public may see (the site's rule, content-service.ts publicMenus).
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ApiError } from '../../http/api-error.ts'
import type { PresentContext } from '../../resources/define.ts'
import { publicMenus } from './content-service.ts'

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
