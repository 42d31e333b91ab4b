/**
 * Notices and circulars as the public reads them, for the site's lists, PDF pages and search: through
 * their declarations (documents.ts), so order and visibility are those of the API's lists.
 */
import { ilike } from 'drizzle-orm'
import type { PresentContext, Row } from '../../resources/define.ts'
import { publicList, publicRecord } from '../../resources/public-read.ts'
import { circularResource, noticeResource } from './documents.ts'
import { circular, notice } from './tables.ts'

export type DocumentKind = 'notice' | 'circular'

/** A notice or a circular: both tables have the same columns. */
export type DocumentRow = Row<typeof notice>

/**
 * The public notices or circulars, newest date first (undated last), as the API lists them; those
 * whose title is like `titleLike` (a LIKE pattern) and the first `limit` when given.
 */
export function publicDocuments(
  ctx: PresentContext,
  kind: DocumentKind,
  options: { titleLike?: string; limit?: number } = {},
): Promise<DocumentRow[]> {
  const { titleLike, limit } = options
  const titled = (table: typeof notice | typeof circular) =>
    titleLike === undefined ? undefined : ilike(table.title, titleLike)
  return kind === 'notice'
    ? publicList(noticeResource, ctx, { where: titled(notice), limit })
    : publicList(circularResource, ctx, { where: titled(circular), limit })
}

/** One public notice or circular; null when there is none. */
export function publicDocument(
  ctx: PresentContext,
  kind: DocumentKind,
  id: number,
): Promise<DocumentRow | null> {
  return kind === 'notice' ? publicRecord(noticeResource, ctx, id) : publicRecord(circularResource, ctx, id)
}
