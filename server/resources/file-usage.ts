/**
 * Where a stored file is used. The columns that can hold one come from the declarations: a file
 * field holds the stored path, an HTML field may hold its /media/ URL (an <img> inserted from the
 * library, a link to a PDF). So a new resource with a file or rich-text field is covered without
 * a list to keep up to date; file-usage.test.ts fails when a table has a file-like column that no
 * declaration covers. The write service asks it before deleting a record (a file used elsewhere is
 * refused, naming the places) and before removing a file a change left behind; the back office
 * shows it as "Used in" (GET /api/v1/admin/file-usage).
 */
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { type Db, queryRows } from '../db/client.ts'
import { mediaUrl } from '../http/wire.ts'
import { recordRepresentation, wordsOf } from './admin-schema.ts'
import type { ResourceDeclaration, Row, TableWithId } from './define.ts'
import { pluralOf } from './navigation-plan.ts'
import type { Registry } from './registry.ts'

type AnyResource = ResourceDeclaration<TableWithId>

/** A column that can hold a file: its stored path (file) or its URL inside HTML (html). */
export interface UsageColumn {
  resource: AnyResource
  /** The field's wire name. */
  field: string
  kind: 'file' | 'html'
  column: PgColumn
}

/** One record using a file, as staff find it. */
export interface FilePlace {
  resource: string
  id: number
  field: string
  /** "Page About: rich text block 'About'", "Home page slider: Study in Japan (Image)". */
  place: string
}

/** Records left out of a search: those a delete is removing (they may use their own file). */
export interface Excluded {
  resource: string
  ids: readonly number[]
}

export function usageColumns(resources: readonly AnyResource[]): UsageColumn[] {
  return resources.flatMap((resource) => {
    const columns = getTableColumns(resource.table) as Record<string, PgColumn>
    return Object.entries(resource.fields ?? {}).flatMap(([field, f]) => {
      const column = f.column ? columns[f.column] : undefined
      if (!column || (f.kind !== 'file' && f.kind !== 'html')) return []
      return [{ resource, field, kind: f.kind, column }]
    })
  })
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A PostgreSQL regular expression for the file's /media/ URL, or one of its resized copies
 * ("x.jpg" → "x-480w.webp"), ending where a URL ends, so "x.jpg" is not found in "x.jpgs".
 */
export function mediaUrlPattern(stored: string): string {
  const forms = [...new Set([`/media/${stored}`, mediaUrl(stored) ?? ''])].map((url) => {
    const dot = url.lastIndexOf('.')
    const stem = dot > url.lastIndexOf('/') ? url.slice(0, dot) : url
    const extension = url.slice(stem.length)
    return `${escapeRegex(stem)}(${escapeRegex(extension)}|-[0-9]+w\\.(webp|avif))`
  })
  return `(${forms.join('|')})($|[^A-Za-z0-9._~%-])`
}

const plainName = (value: unknown) =>
  String(value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)

function defaultPlace(resource: AnyResource, row: Record<string, unknown>, field: string): string {
  const name = recordRepresentation(resource)
  const column = resource.fields?.[name]?.column ?? (name === 'id' ? 'id' : undefined)
  const record = (column && plainName(row[column])) || `#${String(row.id)}`
  const f = resource.fields?.[field]
  return `${pluralOf(resource)}: ${record} (${f?.label ?? wordsOf(field)})`
}

export class FileUsage {
  readonly columns: readonly UsageColumn[]

  constructor(registry: Registry) {
    this.columns = usageColumns(registry.resources)
  }

  /** Every record using the stored file (a path such as "cms/ContentImage/x.jpg"), but `except`'s. */
  async places(db: Db, stored: string, except?: Excluded): Promise<FilePlace[]> {
    const hits = await this.hits(db, stored)
    // In the declarations' order, then by id: the same places read the same every time.
    const wanted = hits
      .filter(
        (hit) =>
          !(except && this.columns[hit.k]?.resource.name === except.resource && except.ids.includes(hit.id)),
      )
      .sort((a, b) => a.k - b.k || a.id - b.id)
    const places: FilePlace[] = []
    for (const [k, ids] of groupBy(wanted)) {
      const { resource, field } = this.columns[k] as UsageColumn
      const rows = (await db.select().from(resource.table).where(inArray(resource.table.id, ids))) as Record<
        string,
        unknown
      >[]
      for (const row of rows) {
        const place = resource.usagePlace
          ? await resource.usagePlace(row as Row<TableWithId>, field, db)
          : defaultPlace(resource, row, field)
        places.push({ resource: resource.name, id: row.id as number, field, place })
      }
    }
    return places
  }

  /** Whether any record uses the stored file (one query). */
  async isUsed(db: Db, stored: string): Promise<boolean> {
    return (await this.hits(db, stored, true)).length > 0
  }

  private async hits(db: Db, stored: string, one = false): Promise<{ k: number; id: number }[]> {
    if (!stored || this.columns.length === 0) return []
    const pattern = mediaUrlPattern(stored)
    const parts: SQL[] = this.columns.map(({ resource, kind, column }, k) => {
      const matches = kind === 'file' ? sql`${column} = ${stored}` : sql`${column} ~ ${pattern}`
      return sql`(select ${k}::int as k, ${resource.table.id} as id from ${resource.table} where ${matches}${one ? sql` limit 1` : sql``})`
    })
    const query = sql`${sql.join(parts, sql` union all `)}${one ? sql` limit 1` : sql``}`
    return queryRows<{ k: number; id: number }>(db, query)
  }
}

function groupBy(hits: readonly { k: number; id: number }[]): Map<number, number[]> {
  const groups = new Map<number, number[]>()
  for (const { k, id } of hits) groups.set(k, [...(groups.get(k) ?? []), id])
  return groups
}
