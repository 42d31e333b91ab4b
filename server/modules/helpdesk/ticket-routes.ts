/**
 * The help desk's routes at the original's paths (back-office spec §2.7): ticket/create/ (staff
 * for a caller, or a signed-in supporter for themselves), ticket/update/{id} (status, priority,
 * department, category, assignee), ticket_detail/create/ (a reply, an internal note, or the
 * requester's answer), ticket_detail/get_all_by_ticket_id/{id}, the department lists
 * ticket_of_{account,sales,support}_department/, ticket_for_client/all/ (the signed-in account's
 * own tickets), and a message's attachment, which lives under private/ and is served only here.
 * Writes take JSON or multipart with one `file` (an image or a PDF, the media store's checks),
 * run in one transaction through ticket-service.ts, and mail once committed.
 */
import multipart from '@fastify/multipart'
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pageOfRecords } from '../../api/legacy/pagination.ts'
import { can, type RequestAuth, requireAccount, requirePermission } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import { readUploadBody } from '../../media/read-upload-body.ts'
import type { AreaDeps } from '../area.ts'
import { ticket, ticketDepartment, ticketDetail } from './tables.ts'
import { changeBody, messageBody, openBody } from './ticket-body.ts'
import { mailAcknowledgement, mailRequesterReply, mailStaffReply } from './ticket-mail.ts'
import { presentDetails, presentTickets } from './ticket-present.ts'
import { checkReferences } from './ticket-refs.ts'
import { ticketResource } from './ticket-resources.ts'
import {
  type Attachment,
  addMessage,
  changeTicket,
  type HelpdeskContext,
  openTicket,
  threadOf,
} from './ticket-service.ts'

const BASE = '/ticket/api/v1/ticket/'
const DETAIL_BASE = '/ticket_detail/api/v1/ticket_detail/'
const CONSUMES = ['application/json', 'multipart/form-data']
/** Attachments are personal (passports, certificates): under private/, never served by /media/. */
export const ATTACHMENT_DIR = 'private/tickets'
const TICKET_KEYS =
  '{id, ticket_number, subject, requester_name, requester_email, requester_phone, user, ticket_department{id,name}, ticket_priority{id,name,rank}, ticket_status{id,name,clock}, ticket_type{id,name}, assignee{id,name,email}, channel, first_responded_at, resolved_at, response_due_at, resolution_due_at, sla{response{state,due_at,elapsed_minutes,target_minutes}, resolution{…}}, created_at, updated_at}'
const DETAIL_KEYS =
  '[{id, ticket, author_kind, author, admin, customer, message, is_internal, file, file_name, via, created_at}]'

/** The original's three department lists, by the department's name. */
const DEPARTMENT_LISTS = { account: 'account', sales: 'sales', support: 'support' } as const

/** Whether a supporter's account is this ticket's requester: theirs by account, or by their proved address. */
function ownsTicket(auth: RequestAuth, row: typeof ticket.$inferSelect): boolean {
  if (row.userId === auth.user.id) return true
  return (
    auth.user.emailVerifiedAt !== null && row.requesterEmail.toLowerCase() === auth.user.email.toLowerCase()
  )
}

export async function registerTicketRoutes(app: FastifyInstance, deps: AreaDeps): Promise<void> {
  await app.register(multipart)
  const { db } = deps
  const ctx: HelpdeskContext = { timeZone: deps.timeZone, now: () => new Date(deps.clock()) }
  const presentCtx = { db, timeZone: deps.timeZone, now: deps.clock, registry: deps.registry }
  const mail = { db, mailer: deps.mailer, publicUrl: deps.publicUrl, helpdeskAddress: deps.helpdeskAddress }
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db))
  const limits = {
    maxFiles: 1,
    maxFileBytes: Math.max(deps.media.limits.maxImageBytes, deps.media.limits.maxPdfBytes),
  }

  /** The body and its attachment, stored (pending until the write commits) once the body is readable. */
  async function readWrite(request: FastifyRequest) {
    const { body, files } = await readUploadBody(request, limits)
    const upload = files.find((f) => f.fieldName === 'file')
    return {
      body,
      store: async (): Promise<Attachment | null> =>
        upload
          ? {
              path: (await deps.media.save('file', upload, ['image', 'pdf'], ATTACHMENT_DIR)).path,
              name: upload.fileName.slice(0, 255),
            }
          : null,
    }
  }
  const present = async (row: typeof ticket.$inferSelect) =>
    (await presentTickets(db, [row], deps.timeZone, ctx.now()))[0]

  app.post(
    `${BASE}create/`,
    {
      schema: routeSchema({
        summary: 'Open a ticket: staff for a caller (ticket.open), or a signed-in supporter for themselves',
        tags: ['ticket'],
        auth: 'staff',
        body: openBody,
        consumes: CONSUMES,
        answers: { 201: TICKET_KEYS, ...ERROR_ANSWERS },
      }),
    },
    async (request, reply) => {
      const auth = await requireAccount(request)
      const staff = auth.user.accountType === 'staff'
      if (staff && !can(auth, 'ticket', 'open'))
        throw new ApiError(403, 'You do not have permission to perform this action (ticket.open).')
      const { body, store } = await readWrite(request)
      const input = parseBody(openBody, body)
      if (staff && (!input.requester_name || !input.requester_email))
        throw new ApiError(
          400,
          'Write the requester’s name and email address: the ticket’s answers go to them.',
        )
      await checkReferences(db, {
        departmentId: input.ticket_department,
        priorityId: staff ? input.ticket_priority : undefined,
        typeId: input.ticket_type,
        assigneeId: staff ? input.assignee : undefined,
      })
      const attachment = await store()
      const row = await inTransaction(async (tx) => {
        const opened = await openTicket(
          tx,
          {
            subject: input.subject,
            message: input.message,
            requesterName: staff
              ? (input.requester_name ?? '')
              : `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email,
            requesterEmail: staff ? (input.requester_email ?? '') : auth.user.email,
            requesterPhone: staff ? input.requester_phone : auth.user.primaryPhone,
            userId: staff ? null : auth.user.id,
            typeId: input.ticket_type,
            departmentId: input.ticket_department,
            // The public does not set its own priority; staff do.
            priorityId: staff ? input.ticket_priority : null,
            assigneeId: staff ? input.assignee : null,
            channel: staff ? 'staff' : 'account',
            attachment,
            actorId: staff ? auth.user.id : null,
          },
          ctx,
        )
        if (attachment) await deps.media.confirm(tx, [attachment.path])
        return opened
      })
      await mailAcknowledgement(mail, row)
      return reply.code(201).send(await present(row))
    },
  )

  app.post<{ Params: { id: string } }>(
    `${BASE}update/:id`,
    {
      preHandler: requirePermission('ticket', 'change'),
      schema: routeSchema({
        summary: 'Change a ticket’s status, priority, department, category, assignee or subject',
        tags: ['ticket'],
        auth: 'staff',
        params: idParams,
        body: changeBody,
        answers: { 200: TICKET_KEYS, ...ERROR_ANSWERS },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Ticket')
      const auth = (await request.getAuth()) as RequestAuth
      const input = parseBody(changeBody, request.body)
      await checkReferences(db, {
        statusId: input.ticket_status,
        priorityId: input.ticket_priority,
        departmentId: input.ticket_department,
        typeId: input.ticket_type,
        assigneeId: input.assignee,
      })
      const row = await inTransaction((tx) =>
        changeTicket(
          tx,
          id,
          {
            statusId: input.ticket_status,
            priorityId: input.ticket_priority,
            departmentId: input.ticket_department,
            typeId: input.ticket_type,
            assigneeId: input.assignee,
            subject: input.subject,
          },
          auth.user.id,
          ctx,
        ),
      )
      return present(row)
    },
  )

  app.post(
    `${DETAIL_BASE}create/`,
    {
      schema: routeSchema({
        summary: 'Add to a ticket’s thread: staff reply or note (ticket.reply), or the requester signed in',
        tags: ['ticket_detail'],
        auth: 'staff',
        body: messageBody,
        consumes: CONSUMES,
        answers: { 201: DETAIL_KEYS, ...ERROR_ANSWERS },
      }),
    },
    async (request, reply) => {
      const auth = await requireAccount(request)
      const staff = auth.user.accountType === 'staff'
      if (staff && !can(auth, 'ticket', 'reply'))
        throw new ApiError(403, 'You do not have permission to perform this action (ticket.reply).')
      const { body, store } = await readWrite(request)
      const input = parseBody(messageBody, body)
      if (!staff && (input.is_internal || input.ticket_status))
        throw new ApiError(403, 'Only staff write internal notes or set a ticket’s status.')
      await checkReferences(db, { statusId: input.ticket_status })
      const [existing] = await db.select().from(ticket).where(eq(ticket.id, input.ticket))
      if (!existing || (!staff && !ownsTicket(auth, existing)))
        throw new ApiError(404, `Ticket ${input.ticket} does not exist.`)
      const attachment = await store()
      const written = await inTransaction(async (tx) => {
        const result = await addMessage(
          tx,
          input.ticket,
          {
            authorKind: staff ? 'staff' : 'requester',
            message: input.message,
            isInternal: input.is_internal,
            attachment,
            userId: auth.user.id,
            via: staff ? 'staff' : 'account',
            statusId: input.ticket_status,
          },
          ctx,
        )
        if (attachment) await deps.media.confirm(tx, [attachment.path])
        return result
      })
      if (staff) await mailStaffReply(mail, written.ticket, written.detail)
      else await mailRequesterReply(mail, written.ticket, written.detail)
      return reply
        .code(201)
        .send((await presentDetails(db, [written.detail], staff ? 'staff' : 'requester', deps.timeZone))[0])
    },
  )

  app.get<{ Params: { id: string } }>(
    `${DETAIL_BASE}get_all_by_ticket_id/:id`,
    {
      schema: routeSchema({
        summary: 'A ticket’s thread in order; the requester’s view leaves out internal notes',
        tags: ['ticket_detail'],
        auth: 'staff',
        params: idParams,
        answers: { 200: DETAIL_KEYS, ...ERROR_ANSWERS },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Ticket')
      const auth = await requireAccount(request)
      const staff = auth.user.accountType === 'staff'
      if (staff && !can(auth, 'ticket', 'read'))
        throw new ApiError(403, 'You do not have permission to perform this action (ticket.read).')
      const [row] = await db.select().from(ticket).where(eq(ticket.id, id))
      if (!row || (!staff && !ownsTicket(auth, row))) throw new ApiError(404, `Ticket ${id} does not exist.`)
      const audience = staff ? 'staff' : 'requester'
      return presentDetails(db, await threadOf(db, id, audience), audience, deps.timeZone)
    },
  )

  app.get<{ Params: { id: string } }>(
    `${DETAIL_BASE}:id/file`,
    {
      preHandler: requirePermission('ticket', 'read'),
      schema: routeSchema({
        summary: 'A message’s attachment, for staff',
        tags: ['ticket_detail'],
        auth: 'staff',
        params: idParams,
        answers: { 200: 'The file (an image or a PDF)', ...ERROR_ANSWERS },
      }),
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'Ticket message')
      const [row] = await db.select().from(ticketDetail).where(eq(ticketDetail.id, id))
      if (!row?.file) throw new ApiError(404, `Ticket message ${id} has no file.`)
      return sendAttachment(reply, row.file, row.fileName)
    },
  )

  for (const [slug, name] of Object.entries(DEPARTMENT_LISTS)) {
    app.get(
      `${BASE}ticket_of_${slug}_department/`,
      {
        preHandler: requirePermission('ticket', 'read'),
        schema: routeSchema({
          summary: `Tickets of the ${name} department (the original’s list), newest first, paginated`,
          tags: ['ticket'],
          auth: 'staff',
          answers: {
            200: `{total_elements, total_pages, page, size, tickets: [${TICKET_KEYS}]}`,
            ...ERROR_ANSWERS,
          },
        }),
      },
      async (request) =>
        pageOfRecords(
          db,
          ticketResource as never,
          and(
            sql`${ticket.departmentId} in (select ${ticketDepartment.id} from ${ticketDepartment} where ${ilike(ticketDepartment.name, `${name}%`)})`,
            ticketResource.filters?.(request.query as Record<string, unknown>, presentCtx),
          ),
          request.query as Record<string, unknown>,
          presentCtx,
        ),
    )
  }

  app.get(
    `${BASE}ticket_for_client/all/`,
    {
      schema: routeSchema({
        summary: 'The signed-in account’s own tickets (?key= finds by number or subject), paginated',
        tags: ['ticket'],
        auth: 'staff',
        answers: {
          200: `{total_elements, total_pages, page, size, tickets: [${TICKET_KEYS}]}`,
          ...ERROR_ANSWERS,
        },
      }),
    },
    async (request) => {
      const auth = await requireAccount(request)
      const mine: SQL[] = [eq(ticket.userId, auth.user.id)]
      if (auth.user.emailVerifiedAt)
        mine.push(sql`lower(${ticket.requesterEmail}) = ${auth.user.email.toLowerCase()}`)
      return pageOfRecords(
        db,
        ticketResource as never,
        and(or(...mine), ticketResource.filters?.(request.query as Record<string, unknown>, presentCtx)),
        request.query as Record<string, unknown>,
        presentCtx,
      )
    },
  )
}

/** The media type of a stored attachment, by the extension the media store gave it (a JPEG is .jpg). */
export function attachmentType(file: string): string {
  const extension = file.split('.').pop()?.toLowerCase() ?? ''
  if (extension === 'pdf') return 'application/pdf'
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg'
  return ['png', 'gif', 'webp', 'avif'].includes(extension)
    ? `image/${extension}`
    : 'application/octet-stream'
}

/** An attachment, never cached by the browser or a proxy, downloaded rather than shown inline. */
export function sendAttachment(
  reply: import('fastify').FastifyReply,
  file: string,
  fileName: string | null,
): import('fastify').FastifyReply {
  const safe = (fileName ?? 'attachment').replace(/[^\w.() -]+/g, '_').slice(0, 100)
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .header('x-content-type-options', 'nosniff')
    .type(attachmentType(file))
    .sendFile(file, { cacheControl: false })
}
