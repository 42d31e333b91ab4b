/**
 * Notices and circulars as the public reads them, for the site's lists and PDF pages: through
 * their declarations (documents.ts), so order and visibility are those of the API's lists.
 */
import type { PresentContext, Row } from '../../resources/define.ts'
import { publicList, publicRecord } from '../../resources/public-read.ts'
import { circularResource, noticeResource } from './documents.ts'
import type { notice } from './tables.ts'

export type DocumentKind = 'notice' | 'circular'

/** A notice or a circular: both tables have the same columns. */
export type DocumentRow = Row<typeof notice>

/** Every public notice or circular, newest date first (undated last), as the API lists them. */
export function publicDocuments(ctx: PresentContext, kind: DocumentKind): Promise<DocumentRow[]> {
  return kind === 'notice' ? publicList(noticeResource, ctx) : publicList(circularResource, ctx)
}

/** One public notice or circular; null when there is none. */
export function publicDocument(
  ctx: PresentContext,
  kind: DocumentKind,
  id: number,
): Promise<DocumentRow | null> {
  return kind === 'notice' ? publicRecord(noticeResource, ctx, id) : publicRecord(circularResource, ctx, id)
}
