/** Batch look-ups the presenters share: one query per relation for a whole page of rows. */
import { inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { mediaFile, users } from '../db/schema.ts'
import { formatDateTime, mediaUrl } from '../http/wire.ts'
import type { PresentContext, TableWithId } from './define.ts'

interface Audited {
  createdBy: number | null
  updatedBy: number | null
}

function auditIds(rows: readonly Audited[]): number[] {
  const ids = new Set<number>()
  for (const row of rows) {
    if (row.createdBy !== null) ids.add(row.createdBy)
    if (row.updatedBy !== null) ids.add(row.updatedBy)
  }
  return [...ids]
}

/** The minimal user shape of nested created_by / updated_by (api-contract §1.6). */
export interface MinimalUser {
  id: number
  email: string
  first_name: string
  last_name: string
  username: string | null
  image: string | null
}

export async function loadAuditUsers(
  ctx: PresentContext,
  rows: readonly Audited[],
): Promise<Map<number, MinimalUser>> {
  const ids = auditIds(rows)
  if (ids.length === 0) return new Map()
  const found = await ctx.db.select().from(users).where(inArray(users.id, ids))
  return new Map(
    found.map((u) => [
      u.id,
      {
        id: u.id,
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        username: u.username,
        // The original concatenated "/media/" without encoding here; we encode like every other URL.
        image: mediaUrl(u.image),
      },
    ]),
  )
}

/** created_by / updated_by as the creator's email, the style of the cms and site_settings lists. */
export async function auditEmails(ctx: PresentContext, rows: readonly Audited[]) {
  const found = await loadAuditUsers(ctx, rows)
  return (id: number | null) => (id === null ? null : (found.get(id)?.email ?? null))
}

/** created_by / updated_by as nested minimal users, the style of the employee list. */
export async function auditMinimal(ctx: PresentContext, rows: readonly Audited[]) {
  const found = await loadAuditUsers(ctx, rows)
  return (id: number | null) => (id === null ? null : (found.get(id) ?? null))
}

/** `{id, name}` of referenced rows (designation, department, parent menu…), by id. */
export async function namesById<T extends TableWithId & { name: unknown }>(
  ctx: PresentContext,
  table: T,
  ids: readonly (number | null)[],
): Promise<Map<number, { id: number; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const found = (await ctx.db
    .select({ id: table.id, name: table.name as PgColumn })
    .from(table as PgTable)
    .where(inArray(table.id, wanted))) as { id: number; name: string }[]
  return new Map(found.map((row) => [row.id, { id: row.id, name: row.name }]))
}

/** created_at and updated_at in the original's format. */
export function timestamps(row: { createdAt: Date; updatedAt: Date }, ctx: PresentContext) {
  return {
    created_at: formatDateTime(row.createdAt, ctx.timeZone),
    updated_at: formatDateTime(row.updatedAt, ctx.timeZone),
  }
}

/** created_by and updated_by as user ids: the style of detail responses. */
export function auditIdFields(row: Audited) {
  return { created_by: row.createdBy, updated_by: row.updatedBy }
}

/**
 * Responsive copies of stored images, for `srcset`: [{width, webp, avif}] with /media/ URLs.
 * Files that came without variants (e.g. the demo's) give an empty list.
 */
export async function imageVariants(ctx: PresentContext, paths: readonly (string | null)[]) {
  const wanted = [...new Set(paths.filter((p): p is string => Boolean(p)))]
  const rows =
    wanted.length === 0 ? [] : await ctx.db.select().from(mediaFile).where(inArray(mediaFile.path, wanted))
  const byPath = new Map(rows.map((r) => [r.path, r.variants]))
  return (stored: string | null) =>
    (stored ? (byPath.get(stored) ?? []) : []).map((v) => ({
      width: v.width,
      webp: mediaUrl(v.webp),
      avif: mediaUrl(v.avif),
    }))
}
