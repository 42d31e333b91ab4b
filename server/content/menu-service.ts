/** Changes to the menu tree that need more than a row update. */
import { count, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { cmsMenu, cmsMenuContent, cmsMenuContentImage } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

const FOREIGN_KEY_VIOLATION = '23503'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Deletes a menu that has nothing under it. A menu with sub-menus, content blocks or images is
 * refused with 409 and a reason an editor can act on; the database's RESTRICT keys back this up
 * when a child is added between the check and the delete.
 */
export async function deleteMenu(db: Db, id: number): Promise<void> {
  const [menu] = await db.select().from(cmsMenu).where(eq(cmsMenu.id, id))
  if (!menu) throw new ApiError(404, `Menu ${id} does not exist.`)
  const [[children], [contents], [images]] = await Promise.all([
    db.select({ n: count() }).from(cmsMenu).where(eq(cmsMenu.parentId, id)),
    db.select({ n: count() }).from(cmsMenuContent).where(eq(cmsMenuContent.cmsMenuId, id)),
    db.select({ n: count() }).from(cmsMenuContentImage).where(eq(cmsMenuContentImage.cmsMenuId, id)),
  ])
  const blockers = [
    children?.n ? plural(children.n, 'sub-menu', 'sub-menus') : '',
    contents?.n ? plural(contents.n, 'content block', 'content blocks') : '',
    images?.n ? plural(images.n, 'image', 'images') : '',
  ].filter(Boolean)
  if (blockers.length > 0) {
    throw new ApiError(
      409,
      `Menu "${menu.name}" still has ${blockers.join(', ')}. Move or delete them first, then delete the menu.`,
    )
  }
  try {
    await db.delete(cmsMenu).where(eq(cmsMenu.id, id))
  } catch (error) {
    if (causeCode(error) === FOREIGN_KEY_VIOLATION) {
      throw new ApiError(
        409,
        `Menu "${menu.name}" gained sub-menus or content while being deleted. Try again.`,
      )
    }
    throw error
  }
}

/** Drizzle wraps driver errors; the PostgreSQL code is on the error or its cause. */
function causeCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code
  }
  return undefined
}
