/**
 * Reads of the public content. The API presents these in the original's shapes; the server-rendered
 * site (issue 4) calls the same functions in-process instead of going over HTTP.
 */
import { asc, eq } from 'drizzle-orm'
import { buildMenuTree, flattenMenuTree } from '../../../common/menu-tree.ts'
import type { Db } from '../../db/client.ts'
import { cmsMenu, cmsMenuContent, cmsMenuContentImage } from './tables.ts'

export type MenuRecord = typeof cmsMenu.$inferSelect

/** The navigation tree: published menus only, by position. */
export async function publishedMenuTree(db: Db) {
  const rows = await db.select().from(cmsMenu)
  return buildMenuTree(rows, true)
}

/**
 * The menus the public may see, and so whose pages, blocks and images it may read: the rule of the
 * whole public side (navigation, sitemap, site search, menu pages, anonymous API reads). A menu is
 * public when it is published and so is every menu above it: hiding a menu hides its subtree.
 */
export async function publicMenus(db: Db): Promise<MenuRecord[]> {
  return flattenMenuTree(await publishedMenuTree(db))
}

/** A menu the public may see (publicMenus), or null. */
export async function findPublishedMenu(db: Db, id: number): Promise<MenuRecord | null> {
  return (await publicMenus(db)).find((menu) => menu.id === id) ?? null
}

/** A menu whether published or not, for staff previewing its page before it goes live. */
export async function findMenuForPreview(db: Db, id: number): Promise<MenuRecord | null> {
  const [row] = await db.select().from(cmsMenu).where(eq(cmsMenu.id, id))
  return row ?? null
}

export function menuContentRows(db: Db, menuId: number) {
  return db
    .select()
    .from(cmsMenuContent)
    .where(eq(cmsMenuContent.cmsMenuId, menuId))
    .orderBy(asc(cmsMenuContent.position), asc(cmsMenuContent.id))
}

export function menuImageRows(db: Db, menuId: number) {
  return db
    .select()
    .from(cmsMenuContentImage)
    .where(eq(cmsMenuContentImage.cmsMenuId, menuId))
    .orderBy(asc(cmsMenuContentImage.position), asc(cmsMenuContentImage.id))
}
