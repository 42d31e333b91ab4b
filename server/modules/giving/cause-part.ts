/**
 * What a cause's blocks and images share, as a menu's do (cms/menu-filter.ts): the Editor writes
 * them, they list in the cause's order, a new one goes last, their lists name their cause, a
 * block's key is unique in its cause, and they are public exactly when their cause is.
 */
import { and, asc, eq, inArray, max, ne, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { ValidationError } from '../../http/validation.ts'
import type { PresentContext, WriteContext } from '../../resources/define.ts'
import { auditEmails } from '../../resources/present-helpers.ts'
import { visibleAt } from '../content/index.ts'
import { cause, type causeContent, type causeContentImage } from './tables.ts'

type PartTable = typeof causeContent | typeof causeContentImage

/** publicWhere of records keyed by a cause: those of causes the public may see now. */
const inPublicCause =
  (column: PgColumn) =>
  async (ctx: PresentContext): Promise<SQL> =>
    inArray(
      column,
      ctx.db
        .select({ id: cause.id })
        .from(cause)
        .where(visibleAt(cause, new Date((ctx.now ?? Date.now)()))),
    )

export const causePart = (table: PartTable) => ({
  grants: { Editor: 'write' as const },
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: () => [asc(table.causeId), asc(table.position), asc(table.id)],
  publicWhere: inPublicCause(table.causeId),
})

/** The beforeCreate hook: a new block or image goes last in its cause unless placed. */
export const placeLastIn =
  (table: PartTable) => async (values: Record<string, unknown>, ctx: WriteContext) => {
    if (values.position !== undefined) return
    const [row] = await ctx.db
      .select({ top: max(table.position) })
      .from(table)
      .where(eq(table.causeId, values.causeId as number))
    values.position = (row?.top ?? 0) + 1
  }

/** `{id, name}` of each referenced cause: how the lists of blocks and images name theirs. */
export async function causeSummaries(ctx: PresentContext, causeIds: number[]) {
  const wanted = [...new Set(causeIds)]
  const rows =
    wanted.length === 0
      ? []
      : await ctx.db.select({ id: cause.id, name: cause.name }).from(cause).where(inArray(cause.id, wanted))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return (id: number) => byId.get(id) ?? null
}

/**
 * The head of each block's or image's list entry: its id, its cause `{id, name}` and who wrote it,
 * read for the whole page at once (one query for the causes, one for the authors).
 */
export async function listHeads<
  R extends Parameters<typeof auditEmails>[1][number] & { id: number; causeId: number },
>(ctx: PresentContext, rows: R[]) {
  const [email, causeOf] = await Promise.all([
    auditEmails(ctx, rows),
    causeSummaries(
      ctx,
      rows.map((r) => r.causeId),
    ),
  ])
  return (r: R) => ({
    id: r.id,
    cause: causeOf(r.causeId),
    created_by: email(r.createdBy),
    updated_by: email(r.updatedBy),
  })
}

/** "Cause Flood relief": where staff find a cause's blocks and images (the cause's screen). */
export async function causeName(db: Db, causeId: number): Promise<string> {
  const [row] = await db.select({ name: cause.name }).from(cause).where(eq(cause.id, causeId))
  return `Cause ${row?.name ?? causeId}`
}

/**
 * A key names one block of its cause (the page and the maps read blocks by key): a second block
 * of the same key in the same cause is refused, naming the field.
 */
export async function assertKeyFree(
  db: Db,
  table: typeof causeContent,
  causeId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  const [other] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(eq(table.causeId, causeId), eq(table.name, name), exceptId ? ne(table.id, exceptId) : undefined),
    )
    .limit(1)
  if (other) throw new ValidationError({ name: [`This cause already has a block "${name}".`] })
}
