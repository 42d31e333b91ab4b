/**
 * The presenters of a declaration: its own where the original's JSON differs, else the default,
 * which writes what the fields say: id, each readable field under its wire name (files as /media/
 * URLs, moments in the original's timestamp format, decimals as exact strings), then created_at,
 * updated_at, created_by and updated_by (user ids, the style of the original's detail answers).
 */
import { formatDateTime, mediaUrl } from '../http/wire.ts'
import type { PresentContext, ResourceDeclaration, Row, TableWithId } from './define.ts'
import type { Field } from './fields.ts'

type AnyRow = Record<string, unknown>

function wireValue(f: Field, value: unknown, ctx: PresentContext): unknown {
  if (value === undefined || value === null) return null
  switch (f.kind) {
    case 'file':
      return mediaUrl(value as string)
    case 'datetime':
      return formatDateTime(value as Date, ctx.timeZone)
    default:
      return value
  }
}

/** One row as the default presenter writes it. */
export function presentDefault<T extends TableWithId>(
  resource: ResourceDeclaration<T>,
  row: Row<T> | AnyRow,
  ctx: PresentContext,
): object {
  const out: AnyRow = { id: row.id }
  for (const [wire, f] of Object.entries(resource.fields ?? {})) {
    if (f.writeOnly || !f.column) continue
    out[wire] = wireValue(f, row[f.column], ctx)
  }
  if (row.createdAt instanceof Date) out.created_at = formatDateTime(row.createdAt, ctx.timeZone)
  if (row.updatedAt instanceof Date) out.updated_at = formatDateTime(row.updatedAt, ctx.timeZone)
  if ('createdBy' in row) out.created_by = row.createdBy ?? null
  if ('updatedBy' in row) out.updated_by = row.updatedBy ?? null
  return out
}

export interface Presenters {
  list: (rows: Row<TableWithId>[], ctx: PresentContext) => Promise<object[]>
  unpaginated: (rows: Row<TableWithId>[], ctx: PresentContext) => Promise<object[]>
  detail: (row: Row<TableWithId>, ctx: PresentContext) => Promise<object>
}

/** The list, unpaginated and detail presenters of a declaration, defaults filled in. */
export function presentersOf<T extends TableWithId>(declared: ResourceDeclaration<T>): Presenters {
  const resource = declared as unknown as ResourceDeclaration
  const fallback = async (rows: Row<TableWithId>[], ctx: PresentContext) =>
    rows.map((row) => presentDefault(resource, row as AnyRow, ctx))
  const list = resource.presentList ?? fallback
  return {
    list,
    unpaginated: resource.presentUnpaginated ?? list,
    detail: resource.presentDetail ?? (async (row, ctx) => presentDefault(resource, row as AnyRow, ctx)),
  }
}
