/**
 * If-Match on the write routes (issue 10 §5): the check a write runs on the locked row, and the 409
 * that names who changed the record since the client read it, and when (from the audit log).
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import { ApiError } from '../../http/api-error.ts'
import { ifMatchHolds, parseIfMatch } from '../../http/if-match.ts'
import { formatDateTime } from '../../http/wire.ts'
import type { ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import type { VersionCheck } from '../../resources/row-version.ts'

/** "2026-03-05T14:22:09.417000+06:00" as a person reads it: "2026-03-05 14:22:09 (UTC+06:00)". */
function readableTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} (UTC${iso.slice(-6)})`
}

async function lastChange(tx: Db, resource: string, id: number) {
  const [last] = await tx
    .select({ email: auditLog.userEmail, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
  return last
}

/**
 * The request's If-Match as a check for CrudService, or undefined without one (the write is
 * unconditional, as in the original API). A malformed header is a 400 here, before any work.
 */
export function versionCheck(
  request: FastifyRequest,
  resource: Pick<ResourceDeclaration<TableWithId>, 'name' | 'label'>,
  timeZone: string,
): VersionCheck | undefined {
  const condition = parseIfMatch(request.headers['if-match'])
  if (!condition) return undefined
  return async (tx, id, version) => {
    if (ifMatchHolds(condition, version)) return
    const last = await lastChange(tx, resource.name, id)
    const changedAt = last ? formatDateTime(last.at, timeZone) : null
    const who = last?.email ? ` by ${last.email}` : ''
    const when = changedAt ? ` at ${readableTime(changedAt)}` : ''
    throw new ApiError(
      409,
      `${resource.label} ${id} was changed${who}${when} since you read it. Reload it to see that change, then make yours again.`,
      {},
      { changed_by: last?.email ?? null, changed_at: changedAt, current_version: version },
    )
  }
}
