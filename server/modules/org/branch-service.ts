/** What other areas ask about branches: the books check a voucher's branch dimension exists. */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { branch } from './tables.ts'

/** The ids among `ids` that are branches. */
export async function existingBranchIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: branch.id })
    .from(branch)
    .where(inArray(branch.id, [...ids]))
  return new Set(rows.map((row) => row.id))
}

/** A branch's id by its name (the demo books post at the demo's head office). */
export async function branchIdByName(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: branch.id }).from(branch).where(eq(branch.name, name))
  return row?.id
}

/** The branches among `ids` as `{id, name}`, by id: the books show a voucher's branch by name. */
export async function branchNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: branch.id, name: branch.name })
    .from(branch)
    .where(inArray(branch.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row]))
}

/** Every branch as `{id, name}`, by name: a setting kept per branch lists them all. */
export async function allBranches(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: branch.id, name: branch.name })
    .from(branch)
    .orderBy(asc(branch.name), asc(branch.id))
}
