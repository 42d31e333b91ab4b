/**
 * Everything that changes a ticket, wherever it comes from (the site's Help form, a supporter's
 * area, an email, a staff screen, the original's API): open it, add to its thread, change its
 * status, priority, department or assignee. Each runs in the caller's transaction, locks the
 * ticket row so two replies are taken in turn, records a status change in the clock history, and
 * ends by refreshing the service-level deadlines (sla-refresh.ts). Mail is the caller's to send
 * once the transaction has committed (ticket-mail.ts).
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { refreshSla } from './sla-refresh.ts'
import {
  type TICKET_CHANNELS,
  ticket,
  ticketClock,
  ticketDepartment,
  ticketDetail,
  ticketPriority,
  ticketStatus,
  ticketType,
} from './tables.ts'

export type Channel = (typeof TICKET_CHANNELS)[number]
export type TicketRow = typeof ticket.$inferSelect
export type DetailRow = typeof ticketDetail.$inferSelect

export interface HelpdeskContext {
  timeZone: string
  now: () => Date
}

/** The longest message kept: longer is refused with a sentence, never cut. */
export const MAX_MESSAGE = 20_000

export interface Attachment {
  /** The /media/ path the media store gave the checked upload. */
  path: string
  name: string
}

export interface OpenInput {
  subject: string
  message: string
  requesterName: string
  requesterEmail: string
  requesterPhone?: string | null
  userId?: number | null
  typeId?: number | null
  departmentId?: number | null
  priorityId?: number | null
  assigneeId?: number | null
  channel: Channel
  attachment?: Attachment | null
  /** Staff who took the request down (a phone call), when it is not the requester writing. */
  actorId?: number | null
}

async function firstId(query: PromiseLike<{ id: number }[]>, missing: string): Promise<number> {
  const [row] = await query
  if (!row) throw new ApiError(409, missing)
  return row.id
}

function checkMessage(message: string, attachment: Attachment | null | undefined): string {
  const text = message.replace(/\r\n?/g, '\n').trim()
  if (text.length > MAX_MESSAGE)
    throw new ApiError(400, `The message is ${text.length} characters long; at most ${MAX_MESSAGE} are kept.`)
  if (text === '' && !attachment) throw new ApiError(400, 'Write a message or attach a file.')
  return text
}

/** The department a new ticket goes to: the one asked for, else its category's, else the first active. */
async function departmentOf(db: Db, input: OpenInput): Promise<number> {
  if (input.departmentId) return input.departmentId
  if (input.typeId) {
    const [type] = await db
      .select({ departmentId: ticketType.departmentId })
      .from(ticketType)
      .where(eq(ticketType.id, input.typeId))
    if (!type) throw new ApiError(400, `Category ${input.typeId} does not exist.`)
    return type.departmentId
  }
  return firstId(
    db
      .select({ id: ticketDepartment.id })
      .from(ticketDepartment)
      .where(eq(ticketDepartment.isActive, true))
      .orderBy(asc(ticketDepartment.id))
      .limit(1),
    'The help desk has no department yet: add one under Help desk → Departments.',
  )
}

const initialStatus = (db: Db) =>
  firstId(
    db.select({ id: ticketStatus.id }).from(ticketStatus).where(eq(ticketStatus.isInitial, true)),
    'The help desk has no initial status: mark one status as where tickets start.',
  )

/** Opens a ticket with its first message, its clock running from now. */
export async function openTicket(db: Db, input: OpenInput, ctx: HelpdeskContext): Promise<TicketRow> {
  const message = checkMessage(input.message, input.attachment)
  const subject = input.subject.replace(/\s+/g, ' ').trim()
  if (subject === '') throw new ApiError(400, 'Write a subject.')
  const now = ctx.now()
  const statusId = await initialStatus(db)
  const priorityId =
    input.priorityId ??
    (await firstId(
      db
        .select({ id: ticketPriority.id })
        .from(ticketPriority)
        .orderBy(desc(ticketPriority.isDefault), asc(ticketPriority.rank))
        .limit(1),
      'The help desk has no priority yet: add one under Help desk → Priorities.',
    ))
  const [row] = await db
    .insert(ticket)
    .values({
      subject: subject.slice(0, 200),
      requesterName: input.requesterName.trim(),
      requesterEmail: input.requesterEmail.trim(),
      requesterPhone: input.requesterPhone?.trim() || null,
      userId: input.userId ?? null,
      departmentId: await departmentOf(db, input),
      priorityId,
      statusId,
      typeId: input.typeId ?? null,
      assigneeId: input.assigneeId ?? null,
      channel: input.channel,
      createdAt: now,
      updatedAt: now,
      createdBy: input.actorId ?? input.userId ?? null,
      updatedBy: input.actorId ?? input.userId ?? null,
    })
    .returning()
  if (!row) throw new Error('the ticket was not written')
  await db
    .insert(ticketClock)
    .values({ ticketId: row.id, statusId, clock: 'running', at: now, userId: input.actorId ?? null })
  await db.insert(ticketDetail).values({
    ticketId: row.id,
    authorKind: 'requester',
    adminId: input.actorId ?? null,
    customerId: input.userId ?? null,
    message,
    file: input.attachment?.path ?? null,
    fileName: input.attachment?.name ?? null,
    via: input.channel,
    createdAt: now,
  })
  await refreshSla(db, ctx.timeZone, now, [row.id])
  return (await lockTicket(db, row.id)) as TicketRow
}

/** The ticket, its row locked until the transaction ends; 404 when there is none. */
export async function lockTicket(db: Db, id: number): Promise<TicketRow> {
  const [row] = await db.select().from(ticket).where(eq(ticket.id, id)).for('update')
  if (!row) throw new ApiError(404, `Ticket ${id} does not exist.`)
  return row
}

async function statusRow(db: Db, id: number) {
  const [row] = await db.select().from(ticketStatus).where(eq(ticketStatus.id, id))
  if (!row) throw new ApiError(400, `Ticket status ${id} does not exist.`)
  return row
}

/** Moves the ticket to a status, writing the change into its clock history. */
async function moveTo(db: Db, current: TicketRow, statusId: number, actorId: number | null, now: Date) {
  if (statusId === current.statusId) return
  const status = await statusRow(db, statusId)
  await db
    .insert(ticketClock)
    .values({ ticketId: current.id, statusId, clock: status.clock, at: now, userId: actorId })
  await db
    .update(ticket)
    .set({ statusId, resolvedAt: status.clock === 'stopped' ? now : null })
    .where(eq(ticket.id, current.id))
}

export interface MessageInput {
  authorKind: 'staff' | 'requester'
  message: string
  isInternal?: boolean
  attachment?: Attachment | null
  /** Staff author, or the requester's account. */
  userId?: number | null
  via: Channel
  /** Staff may set the status with their reply ("Send and wait for the requester"). */
  statusId?: number | null
}

/**
 * Adds a message to the thread. Staff's first reply the requester sees meets the response target;
 * a requester writing to a ticket that waits for them, or was resolved, puts it back where
 * tickets start, so the clock runs again.
 */
export async function addMessage(
  db: Db,
  ticketId: number,
  input: MessageInput,
  ctx: HelpdeskContext,
): Promise<{ ticket: TicketRow; detail: DetailRow }> {
  const current = await lockTicket(db, ticketId)
  const message = checkMessage(input.message, input.attachment)
  const internal = input.isInternal === true
  if (internal && input.authorKind !== 'staff') throw new ApiError(400, 'Only staff write internal notes.')
  const now = ctx.now()
  const [detail] = await db
    .insert(ticketDetail)
    .values({
      ticketId,
      authorKind: input.authorKind,
      adminId: input.authorKind === 'staff' ? (input.userId ?? null) : null,
      customerId: input.authorKind === 'requester' ? (input.userId ?? null) : null,
      message,
      isInternal: internal,
      file: input.attachment?.path ?? null,
      fileName: input.attachment?.name ?? null,
      via: input.via,
      createdAt: now,
    })
    .returning()
  if (!detail) throw new Error('the message was not written')
  const actor = input.authorKind === 'staff' ? (input.userId ?? null) : null
  if (input.authorKind === 'staff' && !internal && current.firstRespondedAt === null)
    await db.update(ticket).set({ firstRespondedAt: now }).where(eq(ticket.id, ticketId))
  if (input.authorKind === 'requester') {
    const status = await statusRow(db, current.statusId)
    if (status.clock !== 'running') await moveTo(db, current, await initialStatus(db), null, now)
  } else if (input.statusId) {
    await moveTo(db, current, input.statusId, actor, now)
  }
  await db.update(ticket).set({ updatedAt: now, updatedBy: actor }).where(eq(ticket.id, ticketId))
  await refreshSla(db, ctx.timeZone, now, [ticketId])
  return { ticket: await lockTicket(db, ticketId), detail }
}

export interface TicketChanges {
  statusId?: number
  priorityId?: number
  departmentId?: number
  typeId?: number | null
  assigneeId?: number | null
  subject?: string
}

/** Staff change a ticket's status, priority, department, category, assignee or subject. */
export async function changeTicket(
  db: Db,
  ticketId: number,
  changes: TicketChanges,
  actorId: number | null,
  ctx: HelpdeskContext,
): Promise<TicketRow> {
  const current = await lockTicket(db, ticketId)
  const now = ctx.now()
  if (changes.statusId !== undefined) await moveTo(db, current, changes.statusId, actorId, now)
  const subject = changes.subject?.replace(/\s+/g, ' ').trim()
  if (subject === '') throw new ApiError(400, 'Write a subject.')
  await db
    .update(ticket)
    .set({
      ...(changes.priorityId !== undefined && { priorityId: changes.priorityId }),
      ...(changes.departmentId !== undefined && { departmentId: changes.departmentId }),
      ...(changes.typeId !== undefined && { typeId: changes.typeId }),
      ...(changes.assigneeId !== undefined && { assigneeId: changes.assigneeId }),
      ...(subject !== undefined && { subject: subject.slice(0, 200) }),
      updatedAt: now,
      updatedBy: actorId,
    })
    .where(eq(ticket.id, ticketId))
  await refreshSla(db, ctx.timeZone, now, [ticketId])
  return lockTicket(db, ticketId)
}

/** A ticket's thread in order; the requester's view leaves out staff's internal notes. */
export function threadOf(db: Db, ticketId: number, audience: 'staff' | 'requester'): Promise<DetailRow[]> {
  return db
    .select()
    .from(ticketDetail)
    .where(
      audience === 'staff'
        ? eq(ticketDetail.ticketId, ticketId)
        : and(eq(ticketDetail.ticketId, ticketId), eq(ticketDetail.isInternal, false)),
    )
    .orderBy(asc(ticketDetail.createdAt), asc(ticketDetail.id))
}
