/**
 * What the public reads of a declared resource, written once for the generic read routes
 * (server/api/legacy/, for anonymous readers) and the public site's pages: the rows its
 * declaration's publicWhere lets through, in the declaration's order. An area's services build
 * their public lists on these, so a list's order and visibility rule live in the declaration alone.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { PresentContext, ResourceDeclaration, Row, TableWithId } from './define.ts'

/** `where` narrowed to the rows the public may see (every row when the resource declares no rule). */
export async function publicWhere<T extends TableWithId>(
  resource: ResourceDeclaration<T>,
  ctx: PresentContext,
  where?: SQL,
): Promise<SQL | undefined> {
  if (!resource.publicWhere) return where
  return and(where, await resource.publicWhere(ctx))
}

/** The resource's list order: the declaration's, which every list of it follows. */
export const listOrder = <T extends TableWithId>(resource: ResourceDeclaration<T>): SQL[] =>
  resource.orderBy(resource.table)

/** The public rows matching `where`, in the list order; the first `limit` of them when given. */
export async function publicList<T extends TableWithId>(
  resource: ResourceDeclaration<T>,
  ctx: PresentContext,
  options: { where?: SQL; limit?: number } = {},
): Promise<Row<T>[]> {
  const table = resource.table as TableWithId
  const query = ctx.db
    .select()
    .from(table)
    .where(await publicWhere(resource, ctx, options.where))
    .orderBy(...listOrder(resource))
  const rows = options.limit === undefined ? await query : await query.limit(options.limit)
  return rows as Row<T>[]
}

/** One public row by id; null when there is none or the public may not see it. */
export async function publicRecord<T extends TableWithId>(
  resource: ResourceDeclaration<T>,
  ctx: PresentContext,
  id: number,
): Promise<Row<T> | null> {
  const table = resource.table as TableWithId
  const [row] = await ctx.db
    .select()
    .from(table)
    .where(await publicWhere(resource, ctx, eq(table.id, id)))
  return (row as Row<T> | undefined) ?? null
}
