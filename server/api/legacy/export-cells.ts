/**
 * The cells of a CSV export, as the back office's list shows them: the list's columns with their
 * labels as the header, a reference as the referenced record's name (not its id), a choice by its
 * name, yes/no for a switch, moments in the organisation's time zone (2026-11-21 14:22, which
 * spreadsheets read as a date and time), dates as 2026-11-21, decimals exactly as stored, files as
 * their /media/ address.
 */
import { inArray } from 'drizzle-orm'
import { columnLabel, type ResourceSchema } from '../../../common/resource-schema.ts'
import type { Db } from '../../db/client.ts'
import { formatDateTime, mediaUrl } from '../../http/wire.ts'
import { resourceSchema } from '../../resources/admin-schema.ts'
import type { ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import type { Field } from '../../resources/fields.ts'
import { columnsOf, storedFields, systemColumns } from '../../resources/list-columns.ts'
import type { Registry } from '../../resources/registry.ts'

type AnyResource = ResourceDeclaration<TableWithId>
type AnyRow = Record<string, unknown>

/** A moment as the organisation's wall clock: "2026-11-21 14:22". */
export function wallClockMinute(date: Date, timeZone: string): string {
  const text = formatDateTime(date, timeZone) ?? ''
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`
}

/** What a column needs to write its cell: the column's property, its field, an enum's choice names. */
interface ExportColumn {
  label: string
  property: string
  field?: Field
  choices?: Map<string, string>
}

/** The names of a page of referenced records: resource → id → name. */
type RefNames = Map<string, Map<number, string>>

export interface ExportPlan {
  header: string[]
  /** Loads what the batch's cells need (the names of referenced records). */
  prepare: (rows: readonly AnyRow[]) => Promise<RefNames>
  cells: (row: AnyRow, names: RefNames) => (string | null)[]
}

export function exportPlan(
  resource: AnyResource,
  registry: Registry,
  db: Db,
  timeZone: string,
  schema: ResourceSchema = resourceSchema(resource),
): ExportPlan {
  const fields = new Map(storedFields(resource))
  const system = systemColumns(resource)
  const columns: ExportColumn[] = schema.list.columns.flatMap((name) => {
    const field = fields.get(name)
    if (field) {
      const choices = schema.fields.find((f) => f.name === name)?.choices
      return [
        {
          label: columnLabel(schema, name),
          property: field.column,
          field,
          choices: choices && new Map(choices.map((c) => [c.id, c.name])),
        },
      ]
    }
    const property = system.get(name as never)
    return property ? [{ label: columnLabel(schema, name), property }] : []
  })
  // Each reference column's target table and the column naming its records.
  const references = columns.flatMap((column) => {
    const target = column.field?.kind === 'ref' ? registry.find(column.field.ref as string) : undefined
    if (!target) return []
    const naming = storedFields(target).find(([name]) => name === resourceSchema(target).recordRepresentation)
    const nameColumn = naming ? columnsOf(target)[naming[1].column] : undefined
    return nameColumn ? [{ column, target, nameColumn }] : []
  })

  async function prepare(rows: readonly AnyRow[]): Promise<RefNames> {
    const names: RefNames = new Map()
    for (const { column, target, nameColumn } of references) {
      const known = names.get(target.name) ?? new Map<number, string>()
      names.set(target.name, known)
      const ids = new Set(rows.map((row) => row[column.property]).filter((id) => typeof id === 'number'))
      const wanted = [...ids].filter((id) => !known.has(id))
      if (wanted.length === 0) continue
      const found = await db
        .select({ id: target.table.id, name: nameColumn })
        .from(target.table)
        .where(inArray(target.table.id, wanted))
      for (const { id, name } of found) known.set(id as number, String(name ?? ''))
    }
    return names
  }

  function text(column: ExportColumn, value: unknown, names: RefNames): string | null {
    if (value === null || value === undefined) return null
    if (value instanceof Date) return wallClockMinute(value, timeZone)
    const f = column.field
    switch (f?.kind) {
      case 'bool':
        return value ? 'Yes' : 'No'
      case 'enum':
        return column.choices?.get(String(value)) ?? String(value)
      case 'ref':
        return names.get(f.ref as string)?.get(value as number) ?? String(value)
      case 'file':
        return mediaUrl(String(value))
      default:
        return String(value)
    }
  }

  return {
    header: columns.map((c) => c.label),
    prepare,
    cells: (row, names) => columns.map((column) => text(column, row[column.property], names)),
  }
}
