import { desc, sql } from 'drizzle-orm'
import { mediaUrl } from '../../http/wire.ts'
import { type ColumnName, defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { type Fields, field } from '../../resources/fields.ts'
import { auditIdFields, timestamps } from '../../resources/present-helpers.ts'
import { circular, notice } from './tables.ts'

type DocumentRow = Row<typeof notice>

/** Typed against notice; circular has the same columns. */
function documentFields(fileDir: string): Fields<ColumnName<typeof notice>> {
  return {
    title: field.text('title', { required: true, max: 255, searchable: true }),
    date: field.date('date'),
    note: field.text('note', { max: 255 }),
    file: field.file('file', { accept: ['pdf'], dir: fileDir }),
    show_on_homepage: field.bool('showOnHomepage'),
  }
}

/** Notices and circulars: dated documents with a PDF, newest date first. */
function documentResource<T extends typeof notice | typeof circular>(
  name: string,
  label: string,
  table: T,
  listKey: string,
  unpaginatedPath: string,
  fileDir: string,
) {
  // Audit users are ids in both list and detail, as in the original.
  // Both tables have the same columns, so one row type serves.
  async function present(row: DocumentRow, ctx: PresentContext) {
    return {
      id: row.id,
      title: row.title,
      date: row.date,
      note: row.note,
      file: mediaUrl(row.file),
      show_on_homepage: row.showOnHomepage,
      ...timestamps(row, ctx),
      ...auditIdFields(row),
    }
  }
  return defineResource({
    name,
    label,
    plural: `${label}s`,
    admin: { nav: { group: 'documents', icon: name === 'notice' ? 'Campaign' : 'Description' } },
    grants: { Editor: 'write' },
    table,
    listKey,
    unpaginatedPaths: [unpaginatedPath],
    fields: documentFields(fileDir) as Fields<ColumnName<T>>,
    // The original searched notices with ?key=.
    searchParams: ['key'],
    orderBy: (t) => [sql`${t.date} desc nulls last`, desc(t.id)],
    // T is notice or circular; TypeScript cannot see through the generic that their rows match.
    presentList: (rows, ctx) => Promise.all(rows.map((row) => present(row as DocumentRow, ctx))),
    presentDetail: (row, ctx) => present(row as DocumentRow, ctx),
  })
}

// Note the two spellings: notice has all/without_pagination/, circular without_pagination/all/.
export const noticeResource = documentResource(
  'notice',
  'Notice',
  notice,
  'notices',
  'all/without_pagination/',
  'notice/notice',
)
export const circularResource = documentResource(
  'circular',
  'Circular',
  circular,
  'circulars',
  'without_pagination/all/',
  // sic: the original stored circulars under circular/notice/.
  'circular/notice',
)
