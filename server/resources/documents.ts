import { desc, sql } from 'drizzle-orm'
import { formatDateTime, mediaUrl } from '../api/wire.ts'
import { circular, notice } from '../db/schema.ts'
import { defineResource, type PresentContext, type Row } from './define.ts'

/** Notices and circulars: dated documents with a PDF, newest date first. */
function documentResource<T extends typeof notice | typeof circular>(
  name: string,
  label: string,
  table: T,
  listKey: string,
  unpaginatedPath: string,
) {
  // Audit users are ids in both list and detail, as in the original.
  async function present(row: Row<T>, ctx: PresentContext) {
    return {
      id: row.id,
      title: row.title,
      date: row.date,
      note: row.note,
      file: mediaUrl(row.file),
      show_on_homepage: row.showOnHomepage,
      created_at: formatDateTime(row.createdAt, ctx.timeZone),
      updated_at: formatDateTime(row.updatedAt, ctx.timeZone),
      created_by: row.createdBy,
      updated_by: row.updatedBy,
    }
  }
  return defineResource({
    name,
    label,
    table,
    listKey,
    unpaginatedPaths: [unpaginatedPath],
    orderBy: (t) => [sql`${t.date} desc nulls last`, desc(t.id)],
    presentList: (rows, ctx) => Promise.all(rows.map((row) => present(row, ctx))),
    presentDetail: present,
  })
}

// Note the two spellings: notice has all/without_pagination/, circular without_pagination/all/.
export const noticeResource = documentResource(
  'notice',
  'Notice',
  notice,
  'notices',
  'all/without_pagination/',
)
export const circularResource = documentResource(
  'circular',
  'Circular',
  circular,
  'circulars',
  'without_pagination/all/',
)
