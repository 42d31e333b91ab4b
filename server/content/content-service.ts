/**
 * Reads of the public content. The API presents these in the original's shapes; the server-rendered
 * site (issue 4) calls the same functions in-process instead of going over HTTP.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { cmsMenu, cmsMenuContent, cmsMenuContentImage } from '../db/schema.ts'
import { buildMenuTree } from './menu-tree.ts'

export type MenuRecord = typeof cmsMenu.$inferSelect

/** The navigation tree: published menus only, by position. */
export async function publishedMenuTree(db: Db) {
  const rows = await db.select().from(cmsMenu)
  return buildMenuTree(rows, true)
}

/** A menu the public may see, or null. */
export async function findPublishedMenu(db: Db, id: number): Promise<MenuRecord | null> {
  const [row] = await db
    .select()
    .from(cmsMenu)
    .where(and(eq(cmsMenu.id, id), eq(cmsMenu.isPublished, true)))
  return row ?? null
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
