/**
 * The ids a ticket write names, checked before anything is stored: a status, priority,
 * department or category that does not exist, or an assignee who is not active staff, is a 400
 * naming the field, not a foreign-key error from the database.
 */
import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { ValidationError } from '../../http/validation.ts'
import { ticketDepartment, ticketPriority, ticketStatus, ticketType } from './tables.ts'

export interface TicketRefs {
  statusId?: number | null
  priorityId?: number | null
  departmentId?: number | null
  typeId?: number | null
  assigneeId?: number | null
}

const CHECKS: [keyof TicketRefs, string, PgTable & { id: PgColumn }, string][] = [
  ['statusId', 'ticket_status', ticketStatus, 'Ticket status'],
  ['priorityId', 'ticket_priority', ticketPriority, 'Ticket priority'],
  ['departmentId', 'ticket_department', ticketDepartment, 'Ticket department'],
  ['typeId', 'ticket_type', ticketType, 'Ticket category'],
]

export async function checkReferences(db: Db, refs: TicketRefs): Promise<void> {
  const errors: Record<string, string[]> = {}
  for (const [key, wire, table, label] of CHECKS) {
    const id = refs[key]
    if (id === undefined || id === null) continue
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id))
    if (!row) errors[wire] = [`${label} ${id} does not exist.`]
  }
  if (refs.assigneeId) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, refs.assigneeId), eq(users.accountType, 'staff'), eq(users.isActive, true)))
    if (!user) errors.assignee = [`User ${refs.assigneeId} is not an active staff member.`]
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors)
}
