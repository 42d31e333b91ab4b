/**
 * A resource is declared once: its table, its names on the wire and how its rows are presented.
 * The legacy routes (all/, the unpaginated list, {id}) are generated from these declarations.
 * Issue 3 adds fields, validation and permissions to the same declarations.
 */
import type { InferSelectModel, SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

export type TableWithId = PgTable & { id: PgColumn }
export type Row<T extends TableWithId> = InferSelectModel<T>

export interface PresentContext {
  db: Db
  timeZone: string
}

export interface ResourceDeclaration<T extends TableWithId = TableWithId> {
  /** Path segment, verbatim from the original: /{name}/api/v1/{name}/… */
  name: string
  /** For messages: "Notice 12 does not exist." */
  label: string
  table: T
  /** Key of the list in responses (`notices`); not always derivable from the name (`menus`). */
  listKey: string
  /** Unpaginated list paths after /{name}/api/v1/{name}/, in the original's spellings. */
  unpaginatedPaths: string[]
  /** List order. */
  orderBy: (table: T) => SQL[]
  /** Order of the unpaginated list when it differs (homepage slider's wp/all/). */
  unpaginatedOrderBy?: (table: T) => SQL[]
  /** Items of the paginated list (`all/`). */
  presentList: (rows: Row<T>[], ctx: PresentContext) => Promise<object[]>
  /** Items of the unpaginated list; defaults to presentList. */
  presentUnpaginated?: (rows: Row<T>[], ctx: PresentContext) => Promise<object[]>
  /** The bare object of `{id}`. */
  presentDetail: (row: Row<T>, ctx: PresentContext) => Promise<object>
}

export function defineResource<T extends TableWithId>(
  declaration: ResourceDeclaration<T>,
): ResourceDeclaration<T> {
  return declaration
}
