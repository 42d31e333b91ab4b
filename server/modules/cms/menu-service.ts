/** Changes to the menu tree that need more than a row update. */
import { count, eq, isNull, max } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { slugify } from './slug.ts'
import { cmsMenu, cmsMenuContent, cmsMenuContentImage } from './tables.ts'

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
  await assertMenuDeletable(db, menu)
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

/** Refuses with 409 and the reason when a menu still has sub-menus, content blocks or images. */
export async function assertMenuDeletable(db: Db, menu: { id: number; name: string }): Promise<void> {
  const id = menu.id
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
}

/** A menu cannot become its own ancestor. */
export async function assertNotUnderItself(db: Db, menuId: number, newParentId: number): Promise<void> {
  const rows = await db.select({ id: cmsMenu.id, parentId: cmsMenu.parentId }).from(cmsMenu)
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]))
  let at: number | null | undefined = newParentId
  for (let steps = 0; at !== null && at !== undefined && steps <= rows.length; steps++) {
    if (at === menuId)
      throw new ValidationError({ parent: ['A menu cannot be moved under itself or one of its sub-menus.'] })
    at = parentOf.get(at)
  }
}

/** `wanted`, or `wanted-2`, `wanted-3`… whichever no other menu uses. */
export async function uniqueSlug(db: Db, wanted: string, exceptId: number | null): Promise<string> {
  const base = slugify(wanted)
  const taken = new Set(
    (await db.select({ id: cmsMenu.id, slug: cmsMenu.slug }).from(cmsMenu))
      .filter((r) => r.id !== exceptId)
      .map((r) => r.slug),
  )
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

/** Drizzle wraps driver errors; the PostgreSQL code is on the error or its cause. */
function causeCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code
  }
  return undefined
}

/** The position after the last sibling, so new menus, blocks and images go at the end. */
export async function nextMenuPosition(db: Db, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ top: max(cmsMenu.position) })
    .from(cmsMenu)
    .where(parentId === null ? isNull(cmsMenu.parentId) : eq(cmsMenu.parentId, parentId))
  return (row?.top ?? 0) + 1
}

export async function nextBlockPosition(
  db: Db,
  table: typeof cmsMenuContent | typeof cmsMenuContentImage,
  menuId: number,
): Promise<number> {
  const [row] = await db
    .select({ top: max(table.position) })
    .from(table)
    .where(eq(table.cmsMenuId, menuId))
  return (row?.top ?? 0) + 1
}
