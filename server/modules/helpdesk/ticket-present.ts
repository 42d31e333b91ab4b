/**
 * Tickets and their messages as the API answers them: the original's keys (ticket_number,
 * ticket_department, ticket_priority, ticket_status, ticket_type, user; ticket_detail's ticket,
 * admin, customer, message, file) with Kizuna's additions (requester, assignee, channel, and the
 * service-level standing computed now). The requester's view of a thread names staff by first name
 * and leaves out internal notes (threadOf does).
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { formatDateTime, mediaUrl } from '../../http/wire.ts'
import { loadCalendar } from './calendar.ts'
import { type Standing, standings } from './sla-refresh.ts'
import { ticketDepartment, ticketPriority, ticketStatus, ticketType } from './tables.ts'
import type { DetailRow, TicketRow } from './ticket-service.ts'

const MINUTE = 60_000

async function byId<T extends { id: number }>(rows: Promise<T[]>): Promise<Map<number, T>> {
  return new Map((await rows).map((r) => [r.id, r]))
}

const distinct = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))]

async function staffNames(db: Db, ids: (number | null)[]) {
  const wanted = distinct(ids)
  return byId(
    wanted.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, wanted)),
  )
}

const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email

function presentStanding(s: Standing['response'], timeZone: string) {
  return {
    state: s.state,
    due_at: formatDateTime(s.dueAt, timeZone),
    elapsed_minutes: Math.floor(s.elapsedMs / MINUTE),
    target_minutes: s.targetMs / MINUTE,
  }
}

export async function presentTickets(
  db: Db,
  rows: TicketRow[],
  timeZone: string,
  now: Date,
): Promise<object[]> {
  if (rows.length === 0) return []
  const [departments, priorities, statuses, types, people] = await Promise.all([
    byId(db.select({ id: ticketDepartment.id, name: ticketDepartment.name }).from(ticketDepartment)),
    byId(
      db
        .select({ id: ticketPriority.id, name: ticketPriority.name, rank: ticketPriority.rank })
        .from(ticketPriority),
    ),
    byId(
      db
        .select({ id: ticketStatus.id, name: ticketStatus.name, clock: ticketStatus.clock })
        .from(ticketStatus),
    ),
    byId(db.select({ id: ticketType.id, name: ticketType.name }).from(ticketType)),
    staffNames(
      db,
      rows.map((r) => r.assigneeId),
    ),
  ])
  const sla = await standings(
    db,
    rows.map((r) => r.id),
    await loadCalendar(db, timeZone),
    now,
  )
  return rows.map((r) => {
    const assignee = r.assigneeId ? people.get(r.assigneeId) : undefined
    const standing = sla.get(r.id)
    return {
      id: r.id,
      ticket_number: r.ticketNumber,
      subject: r.subject,
      requester_name: r.requesterName,
      requester_email: r.requesterEmail,
      requester_phone: r.requesterPhone,
      user: r.userId,
      ticket_department: departments.get(r.departmentId) ?? null,
      ticket_priority: priorities.get(r.priorityId) ?? null,
      ticket_status: statuses.get(r.statusId) ?? null,
      ticket_type: r.typeId ? (types.get(r.typeId) ?? null) : null,
      assignee: assignee ? { id: assignee.id, name: fullName(assignee), email: assignee.email } : null,
      channel: r.channel,
      first_responded_at: formatDateTime(r.firstRespondedAt, timeZone),
      resolved_at: formatDateTime(r.resolvedAt, timeZone),
      response_due_at: formatDateTime(r.responseDueAt, timeZone),
      resolution_due_at: formatDateTime(r.resolutionDueAt, timeZone),
      sla: standing
        ? {
            response: presentStanding(standing.response, timeZone),
            resolution: presentStanding(standing.resolution, timeZone),
          }
        : null,
      created_at: formatDateTime(r.createdAt, timeZone),
      updated_at: formatDateTime(r.updatedAt, timeZone),
    }
  })
}

/** Messages for staff: every message and note, with who wrote it. */
export async function presentDetails(
  db: Db,
  rows: DetailRow[],
  audience: 'staff' | 'requester',
  timeZone: string,
): Promise<object[]> {
  const people = await staffNames(
    db,
    rows.flatMap((r) => [r.adminId, r.customerId]),
  )
  return rows.map((r) => {
    const admin = r.adminId ? people.get(r.adminId) : undefined
    const author =
      r.authorKind === 'requester'
        ? 'requester'
        : audience === 'staff'
          ? admin
            ? fullName(admin)
            : 'Staff'
          : admin?.firstName || 'Staff'
    return {
      id: r.id,
      ticket: r.ticketId,
      author_kind: r.authorKind,
      author,
      admin: audience === 'staff' ? r.adminId : null,
      customer: audience === 'staff' ? r.customerId : null,
      message: r.message,
      is_internal: r.isInternal,
      file: r.file ? mediaUrl(r.file) : null,
      file_name: r.fileName,
      via: r.via,
      created_at: formatDateTime(r.createdAt, timeZone),
    }
  })
}
