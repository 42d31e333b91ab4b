/**
 * What other areas read of the audit log (the dashboard's recent changes): the newest entries in the
 * log's own order and with its list's JSON, so they are the first rows of audit_log/…/all/.
 */
import { auditLog } from '../../db/schema.ts'
import type { PresentContext } from '../../resources/define.ts'
import { auditLogResource, presentEntries } from './audit-log.ts'

export async function latestAuditEntries(ctx: PresentContext, limit: number) {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .orderBy(...auditLogResource.orderBy(auditLog))
    .limit(limit)
  return presentEntries(rows, ctx)
}
