/**
 * A record's version (issue 10 §5): PostgreSQL's `xmin` system column, the id of the transaction
 * that wrote the row's current version. Every UPDATE writes a new row version, so xmin changes with
 * each committed change (several changes in one transaction share it, which is fine: nobody saw the
 * ones in between); SELECT … FOR UPDATE does not change it. No column or migration is needed, and it
 * behaves the same on PGlite and PostgreSQL. It is unique per change only up to transaction-id
 * wraparound (about 4 billion write transactions), and a dump and restore gives every row a new one,
 * which makes versions read before it conflict: both are safe.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Row, TableWithId } from './define.ts'

/** The row version as a decimal string; use in a single-table select (xmin is not qualified). */
export const rowVersion = sql<string>`xmin::text`

/**
 * Run by a write on the locked row before it changes it: throws (e.g. a 409) when the caller's
 * expected version (If-Match) does not hold for `version`, the row's current one.
 */
export type VersionCheck = (tx: Db, id: number, version: string) => Promise<void>

/** Locks the row for the rest of the transaction and gives its version; undefined when absent. */
export async function lockVersion(tx: Db, table: TableWithId, id: number): Promise<string | undefined> {
  const [found] = await tx.select({ version: rowVersion }).from(table).where(eq(table.id, id)).for('update')
  return found?.version
}

export async function readVersion(tx: Db, table: TableWithId, id: number): Promise<string | undefined> {
  const [found] = await tx.select({ version: rowVersion }).from(table).where(eq(table.id, id))
  return found?.version
}

/** The version each row returned by a write had when its transaction committed. */
const written = new WeakMap<object, string>()

export function rememberVersion<R extends Row<TableWithId>>(row: R, version: string | undefined): R {
  if (version !== undefined) written.set(row, version)
  return row
}

export function versionOfWritten(row: object): string | undefined {
  return written.get(row)
}
