/**
 * The one rule of what the public sees of managed content, written once for the API (publicWhere),
 * the site's pages and the search: a row is public when it is published and its publish date has
 * come. A published row with a later publish_at is a scheduled publication; the response cache is
 * told when the next one comes due (publish-schedule.ts), so no restart is needed.
 */
import { and, eq, lte, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { PresentContext } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { exactFilters } from './list-filters.ts'

export const PUBLISH_STATUSES = ['draft', 'published'] as const

/** Any table of this area with the publishing columns. */
export interface Publishable {
  status: PgColumn
  publishAt: PgColumn
}

/** The rows of `table` the public sees at `at`. */
export function visibleAt(table: Publishable, at: Date): SQL {
  return and(eq(table.status, 'published'), lte(table.publishAt, at)) as SQL
}

/** The declaration's publicWhere: visible now, by the app's clock. */
export const publicWhereOf =
  (table: Publishable) =>
  async (ctx: PresentContext): Promise<SQL> =>
    visibleAt(table, new Date((ctx.now ?? Date.now)()))

/** The two fields of every publishable resource. */
export const publishingFields = () => ({
  status: field.enum('status', PUBLISH_STATUSES, {
    nullable: false,
    label: 'Status',
    help: 'A draft is never public. A new record is a draft unless you publish it.',
  }),
  publish_at: field.datetime('publishAt', {
    nullable: false,
    label: 'Publish at',
    help: 'Public from this moment once published; a later date schedules it. Left empty: now.',
  }),
})

/**
 * What every publishable resource shares besides its fields: the Editor writes it, the original's
 * unpaginated path, public once published and due, and `?status=` on its lists.
 */
export const publishableResource = (table: Publishable) => ({
  grants: { Editor: 'write' as const },
  unpaginatedPaths: ['without_pagination/all/'],
  publicWhere: publicWhereOf(table),
  filters: exactFilters({ status: { column: table.status, values: PUBLISH_STATUSES } }),
})
