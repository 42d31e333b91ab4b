import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import { auditLog } from '../../db/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { formatDateTime, startOfDay } from '../../http/wire.ts'
import { wordsOf } from '../../resources/admin-schema.ts'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'

type Entry = Row<typeof auditLog>

/** "resource id" of the entries whose record is still there, one query per resource on the page. */
async function existingRecords(entries: Entry[], ctx: PresentContext): Promise<Set<string>> {
  const idsByResource = new Map<string, number[]>()
  for (const e of entries) {
    if (e.recordId === null) continue
    idsByResource.set(e.resource, [...(idsByResource.get(e.resource) ?? []), e.recordId])
  }
  const found = new Set<string>()
  for (const [name, ids] of idsByResource) {
    const resource = ctx.registry?.find(name)
    if (!resource) continue
    const rows = await ctx.db
      .select({ id: resource.table.id })
      .from(resource.table)
      .where(inArray(resource.table.id, [...new Set(ids)]))
    for (const row of rows) found.add(`${name} ${row.id}`)
  }
  return found
}

/**
 * Each entry with the screen name of its resource as the back office shows it ("Notice", "User")
 * and whether its record still exists, so the back office links only to records it can open.
 */
export async function presentEntries(entries: Entry[], ctx: PresentContext) {
  const existing = await existingRecords(entries, ctx)
  return entries.map((r) => ({
    id: r.id,
    user: r.userId,
    user_email: r.userEmail,
    resource: r.resource,
    resource_label: ctx.registry?.find(r.resource)?.label ?? wordsOf(r.resource),
    record_id: r.recordId,
    record_exists: existing.has(`${r.resource} ${r.recordId}`),
    action: r.action,
    changes: r.changes ?? {},
    detail: r.detail,
    ip: r.ip,
    created_at: formatDateTime(r.createdAt, ctx.timeZone),
  }))
}

/** A date-time as sent, or a bare date as the start of that day in the organisation's time zone. */
function dateParam(value: string | undefined, name: string, timeZone: string): Date | undefined {
  if (!value) return undefined
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ApiError(400, `${name} must be a date such as 2026-11-21 or a date-time.`)
  }
  return value.length === 10 ? startOfDay(value, timeZone) : new Date(value)
}

function idParam(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined
  if (!/^\d{1,10}$/.test(value)) throw new ApiError(400, `${name} must be a whole number.`)
  return Number(value)
}

/**
 * Who did what, and who signed in or failed to; written by the server only, read by staff with
 * audit_log.read, newest first.
 */
export const auditLogResource = defineResource({
  name: 'audit_log',
  label: 'Audit log entry',
  plural: 'Audit log',
  admin: { nav: { group: 'accounts', icon: 'History' } },
  table: auditLog,
  listKey: 'audit_logs',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  private: true,
  /**
   * ?user=&resource=&record_id=&action=&from=&to= (to is exclusive; a bare date means the start of
   * that day in the organisation's time zone, TIME_ZONE).
   */
  filters(query, { timeZone }): SQL | undefined {
    const q = query as Record<string, string | undefined>
    const user = idParam(q.user, 'user')
    const recordId = idParam(q.record_id, 'record_id')
    const from = dateParam(q.from, 'from', timeZone)
    const to = dateParam(q.to, 'to', timeZone)
    return and(
      user === undefined ? undefined : eq(auditLog.userId, user),
      q.resource ? eq(auditLog.resource, q.resource) : undefined,
      recordId === undefined ? undefined : eq(auditLog.recordId, recordId),
      q.action ? eq(auditLog.action, q.action) : undefined,
      from ? gte(auditLog.createdAt, from) : undefined,
      to ? lt(auditLog.createdAt, to) : undefined,
    )
  },
  presentList: presentEntries,
  presentDetail: async (row, ctx) => (await presentEntries([row], ctx))[0] as object,
})
