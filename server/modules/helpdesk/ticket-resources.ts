/**
 * The declarations of tickets and their threads at the original's paths (back-office spec §2.7).
 * Both are read through the generic routes (lists with the ?ticket_status=, ?ticket_department=,
 * ?ticket_priority=, ?assignee= filters, ?sla=breached|due_today, search by number, subject or
 * requester, CSV export) and written only through the help desk's own routes (ticket-routes.ts),
 * because every change must also move the clock and the deadlines. Permissions: ticket.open
 * (staff open one for a caller), ticket.reply (messages and internal notes), ticket.change
 * (status, priority, department, category, assignee). Support has them all.
 */

import { and, asc, desc, gte, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { addDays } from '../../../common/membership-status.ts'
import { escapeLike } from '../../api/legacy/list-filters.ts'
import { ApiError } from '../../http/api-error.ts'
import { startOfDay } from '../../http/wire.ts'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { TICKET_CHANNELS, ticket, ticketDetail } from './tables.ts'
import { presentDetails, presentTickets } from './ticket-present.ts'

export const SLA_FILTERS = ['breached', 'due_today'] as const

const param = (query: Record<string, unknown>, name: string) => {
  const raw = query[name]
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Number, subject, requester's name or address containing the text. */
export function ticketSearch(text: string): SQL {
  const term = `%${escapeLike(text.trim().slice(0, 100))}%`
  return or(
    ilike(ticket.ticketNumber, term),
    ilike(ticket.subject, term),
    ilike(ticket.requesterName, term),
    ilike(ticket.requesterEmail, term),
  ) as SQL
}

/**
 * ?sla=breached: a deadline has passed and the ticket is not resolved; ?sla=due_today: the next
 * deadline falls later today (the organisation's day). The dashboard counts the same conditions.
 */
export function slaCondition(kind: (typeof SLA_FILTERS)[number], now: Date, timeZone: string): SQL {
  if (kind === 'breached') return and(isNotNull(ticket.nextDueAt), lt(ticket.nextDueAt, now)) as SQL
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)
  return and(gte(ticket.nextDueAt, now), lt(ticket.nextDueAt, startOfDay(addDays(today, 1), timeZone))) as SQL
}

export const ticketResource = defineResource({
  name: 'ticket',
  label: 'Ticket',
  table: ticket,
  listKey: 'tickets',
  unpaginatedPaths: ['without_pagination/all/'],
  private: true,
  actions: ['read', 'open', 'reply', 'change'],
  grants: { Support: ['read', 'open', 'reply', 'change'] },
  admin: {
    nav: { group: 'helpdesk', icon: 'SupportAgent', order: 1 },
    columns: ['ticket_number', 'subject', 'requester_name', 'ticket_status', 'ticket_priority', 'assignee'],
    filters: ['ticket_status', 'ticket_department', 'ticket_priority', 'assignee', 'channel'],
    sort: { field: 'id', order: 'DESC' },
  },
  fields: {
    ticket_number: field.text('ticketNumber', { max: 20, searchable: true }),
    subject: field.text('subject', { max: 200, searchable: true }),
    requester_name: field.text('requesterName', { max: 200, searchable: true }),
    requester_email: field.email('requesterEmail', { searchable: true }),
    ticket_department: field.ref('departmentId', 'ticket_department', { label: 'Department' }),
    ticket_priority: field.ref('priorityId', 'ticket_priority', { label: 'Priority' }),
    ticket_status: field.ref('statusId', 'ticket_status', { label: 'Status' }),
    ticket_type: field.ref('typeId', 'ticket_type', { label: 'Category' }),
    assignee: field.ref('assigneeId', 'user'),
    channel: field.enum('channel', TICKET_CHANNELS),
  },
  orderBy: (t) => [desc(t.id)],
  /** ?key= (or searchKey) by number, subject or requester; ?sla=breached|due_today; ?date_after=&date_before= on the opening day. */
  filters: (query, ctx) => {
    const parts: SQL[] = []
    const text = param(query, 'key') ?? param(query, 'searchKey')
    if (text) parts.push(ticketSearch(text))
    const sla = param(query, 'sla')
    if (sla !== undefined) {
      if (!(SLA_FILTERS as readonly string[]).includes(sla))
        throw new ApiError(400, `sla must be one of ${SLA_FILTERS.join(', ')}.`)
      parts.push(
        slaCondition(sla as (typeof SLA_FILTERS)[number], new Date(ctx.now?.() ?? Date.now()), ctx.timeZone),
      )
    }
    for (const [name, after] of [
      ['date_after', true],
      ['date_before', false],
    ] as const) {
      const value = param(query, name)
      if (value === undefined) continue
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
        throw new ApiError(400, `${name} must be a date as YYYY-MM-DD.`)
      parts.push(
        after
          ? gte(ticket.createdAt, startOfDay(value, ctx.timeZone))
          : lt(ticket.createdAt, startOfDay(addDays(value, 1), ctx.timeZone)),
      )
    }
    return parts.length === 0 ? undefined : and(...parts)
  },
  presentList: (rows, ctx) => presentTickets(ctx.db, rows, ctx.timeZone, new Date(ctx.now?.() ?? Date.now())),
  presentDetail: async (row, ctx) =>
    (await presentTickets(ctx.db, [row], ctx.timeZone, new Date(ctx.now?.() ?? Date.now())))[0] as object,
})

export const ticketDetailResource = defineResource({
  name: 'ticket_detail',
  label: 'Ticket message',
  table: ticketDetail,
  listKey: 'ticket_details',
  unpaginatedPaths: ['without_pagination/all/'],
  private: true,
  actions: ['read'],
  grants: { Support: 'read' },
  admin: { nav: false },
  fields: {
    ticket: field.ref('ticketId', 'ticket'),
    message: field.text('message', { multiline: true, searchable: true }),
    is_internal: field.bool('isInternal', { label: 'Internal note' }),
  },
  orderBy: (t) => [asc(t.ticketId), asc(t.createdAt), asc(t.id)],
  presentList: (rows, ctx) => presentDetails(ctx.db, rows, 'staff', ctx.timeZone),
  presentDetail: async (row, ctx) =>
    (await presentDetails(ctx.db, [row], 'staff', ctx.timeZone))[0] as object,
})

/** Kept for the SQL of a count elsewhere (the dashboard): an expression true when the ticket is breached. */
export const breachedNow = (now: Date) => sql`${ticket.nextDueAt} < ${now}`
