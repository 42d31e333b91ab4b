/**
 * The help desk's public side (issue 16): POST /help opens a ticket from the site's Help form,
 * POST /help/ticket?token=… adds the requester's reply on their ticket's page, and
 * GET /help/ticket/file?token=…&message=… downloads an attachment of that ticket's thread. The
 * form and the reply are guarded like every public form (honeypot, minimum fill time, a limit per
 * address) and take one optional file (an image or a PDF, read from its bytes by the media store)
 * kept under private/, never served by /media/. The ticket page's token is the whole authority for
 * the reply and the files: a token that is not one of ours is a 404 naming no ticket.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { helpReplyRules, helpRules } from '../../../common/form-rules.ts'
import { signedInAccountId } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { routeSchema } from '../../http/route-docs.ts'
import { ValidationError } from '../../http/validation.ts'
import { BodyTooLargeError, readUploadBody, type Upload } from '../../media/read-upload-body.ts'
import { ticketType } from '../../modules/helpdesk/tables.ts'
import { TICKET_PAGE_PATH, ticketOfPageToken } from '../../modules/helpdesk/ticket-links.ts'
import { mailAcknowledgement, mailRequesterReply } from '../../modules/helpdesk/ticket-mail.ts'
import { ATTACHMENT_DIR, sendAttachment } from '../../modules/helpdesk/ticket-routes.ts'
import {
  type Attachment,
  addMessage,
  type HelpdeskContext,
  openTicket,
} from '../../modules/helpdesk/ticket-service.ts'
import { HELP_FILE_PATH, HELP_PATH, requesterFile } from '../pages/help.ts'
import { admitSubmission } from './admit.ts'
import { checkForm, formRouteSchema, oneLine } from './form-input.ts'
import { CHECK_FIELDS, type FormDeps, type Outcome, refused, respond } from './respond.ts'
import { SubmissionLimiter } from './submission-limiter.ts'

/** Five requests, and twenty replies, per address in ten minutes: plenty for a person. */
const OPEN_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }
const REPLY_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }

export const LINK_NOT_VALID =
  'This link is not valid. Please use the link in the latest email about your request, or write to us again.'
const CATEGORY_GONE = 'Please choose one of the categories shown.'
const FILE_PROBLEM = 'The file must be an image (JPEG, PNG, WebP or GIF) or a PDF.'

const pagePath = (token: string) => `${TICKET_PAGE_PATH}?${new URLSearchParams({ token })}`

export function registerHelpRoutes(app: FastifyInstance, deps: FormDeps): void {
  const { db } = deps
  const opens = new SubmissionLimiter(deps.rateLimits, 'help', OPEN_LIMIT, deps.clock)
  const replies = new SubmissionLimiter(deps.rateLimits, 'help-reply', REPLY_LIMIT, deps.clock)
  const ctx: HelpdeskContext = { timeZone: deps.timeZone, now: () => new Date(deps.clock()) }
  const mail = { db, mailer: deps.mailer, publicUrl: deps.publicUrl, helpdeskAddress: deps.helpdeskAddress }
  const limits = {
    maxFiles: 1,
    maxFileBytes: Math.max(deps.media.limits.maxImageBytes, deps.media.limits.maxPdfBytes),
  }

  /** The fields and the one file, or the refusal of a body that could not be read. */
  async function readBody(
    request: FastifyRequest,
    empty: Record<string, string>,
  ): Promise<{ fields: Record<string, unknown>; file: Upload | undefined } | Outcome> {
    let upload: Awaited<ReturnType<typeof readUploadBody>>
    try {
      upload = await readUploadBody(request, limits)
    } catch (error) {
      if (error instanceof BodyTooLargeError && error.part === 'files')
        return refused(413, error.detail, empty, { file: error.detail }, error.headers)
      if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 413))
        return refused(error.statusCode, error.detail, empty, {}, error.headers)
      throw error
    }
    const fields =
      typeof upload.body === 'object' && upload.body !== null ? (upload.body as Record<string, unknown>) : {}
    return { fields, file: upload.files.find((f) => f.fieldName === 'file') }
  }

  /** The file stored (pending until the write commits), or the field's message. */
  async function store(file: Upload | undefined): Promise<Attachment | null | string> {
    if (!file) return null
    if (file.fileName.includes('\u0000'))
      return 'Remove the NUL character from the file name: it is not allowed.'
    try {
      const saved = await deps.media.save('file', file, ['image', 'pdf'], ATTACHMENT_DIR)
      return { path: saved.path, name: oneLine(file.fileName).slice(0, 255) || 'attachment' }
    } catch (error) {
      if (error instanceof ValidationError) return error.fields.file?.[0] ?? FILE_PROBLEM
      throw error
    }
  }

  /** Runs the write with its attachment confirmed in the same transaction; releases it on failure. */
  async function withAttachment<T>(attachment: Attachment | null, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const result = await work(tx)
        if (attachment) await deps.media.confirm(tx, [attachment.path])
        return result
      })
    } catch (error) {
      if (attachment) await deps.media.releaseUnreferenced([attachment.path], async () => false)
      throw error
    }
  }

  async function open(request: FastifyRequest): Promise<Outcome> {
    const empty = checkForm(helpRules, {}).values
    const read = await readBody(request, empty)
    if ('status' in read) return read
    const { fields, file } = read
    const form = checkForm(helpRules, fields)
    const errors: Record<string, string> = form.ok ? {} : { ...form.errors }
    let typeId: number | null = null
    if (!errors.category) {
      const id = /^[1-9][0-9]{0,8}$/.test(form.values.category) ? Number(form.values.category) : null
      const [type] =
        id === null
          ? []
          : await db
              .select({ id: ticketType.id, isPublic: ticketType.isPublic })
              .from(ticketType)
              .where(eq(ticketType.id, id))
      if (type?.isPublic) typeId = type.id
      else errors.category = CATEGORY_GONE
    }
    if (Object.keys(errors).length > 0) return refused(400, CHECK_FIELDS, form.values, errors)
    const refusal = await admitSubmission(deps, request, opens, {
      body: fields,
      values: form.values,
      tooMany: (minutes) =>
        `You have sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    })
    if (refusal) return refusal
    const attachment = await store(file)
    if (typeof attachment === 'string') return refused(400, CHECK_FIELDS, form.values, { file: attachment })

    const { name, email, phone, subject, message } = form.values
    const userId = await signedInAccountId(request)
    const row = await withAttachment(attachment, (tx) =>
      openTicket(
        tx,
        {
          subject: oneLine(subject),
          message,
          requesterName: oneLine(name),
          requesterEmail: email.trim(),
          requesterPhone: phone.trim() || null,
          userId,
          typeId,
          channel: 'web',
          attachment,
        },
        ctx,
      ),
    )
    let mailed = true
    try {
      mailed = (await mailAcknowledgement(mail, row)) !== 'failed'
    } catch (error) {
      request.log.error({ err: error, ticket: row.id }, 'the acknowledgement could not be mailed')
      mailed = false
    }
    const detail = mailed
      ? `Thank you — your request is ticket ${row.ticketNumber}. We have emailed you a link to follow it.`
      : `Thank you — your request is ticket ${row.ticketNumber}. The email with the link to follow it could not be sent; please quote the number if you write to us.`
    return {
      status: 201,
      answer: { detail, mailed },
      submission: { values: {}, errors: {}, outcome: mailed ? 'sent' : 'not-mailed', detail },
    }
  }

  async function answerReply(request: FastifyRequest, ticketId: number | undefined): Promise<Outcome> {
    const empty = checkForm(helpReplyRules, {}).values
    if (ticketId === undefined) return refused(404, LINK_NOT_VALID, empty)
    const read = await readBody(request, empty)
    if ('status' in read) return read
    const { fields, file } = read
    const form = checkForm(helpReplyRules, fields)
    if (!form.ok) return refused(400, CHECK_FIELDS, form.values, form.errors)
    const refusal = await admitSubmission(deps, request, replies, {
      body: fields,
      values: form.values,
      tooMany: (minutes) =>
        `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    })
    if (refusal) return refusal
    const attachment = await store(file)
    if (typeof attachment === 'string') return refused(400, CHECK_FIELDS, form.values, { file: attachment })
    const userId = await signedInAccountId(request)
    const written = await withAttachment(attachment, (tx) =>
      addMessage(
        tx,
        ticketId,
        { authorKind: 'requester', message: form.values.message, attachment, userId, via: 'web' },
        ctx,
      ),
    )
    try {
      await mailRequesterReply(mail, written.ticket, written.detail)
    } catch (error) {
      // The message is in the thread, where staff see it; their email is a courtesy.
      request.log.error({ err: error, ticket: ticketId }, 'the reply could not be mailed to staff')
    }
    const detail = 'Thank you: your message is added to your request.'
    return {
      status: 201,
      answer: { detail },
      submission: { values: {}, errors: {}, outcome: 'sent', detail },
    }
  }

  const fileField = { file: z.string().optional().describe('An image or a PDF, as a multipart file part') }
  app.post(
    HELP_PATH,
    {
      schema: formRouteSchema('Ask the organisation for help: opens a help desk ticket', helpRules, {
        fields: fileField,
      }),
    },
    async (request, reply) => respond(request, reply, deps, HELP_PATH, await open(request)),
  )

  const replySchema = formRouteSchema(
    'Add the requester’s message to their ticket, by its page’s signed link',
    helpReplyRules,
    {
      fields: fileField,
      querystring: z.object({ token: z.string().optional().describe("The ticket page's signed token") }),
    },
  )
  app.post<{ Querystring: { token?: string } }>(
    TICKET_PAGE_PATH,
    { schema: replySchema },
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : ''
      const outcome = await answerReply(request, await ticketOfPageToken(db, token))
      reply.header('x-robots-tag', 'noindex')
      return respond(request, reply, deps, pagePath(token), outcome)
    },
  )

  app.get<{ Querystring: { token?: string; message?: string } }>(
    HELP_FILE_PATH,
    {
      schema: routeSchema({
        summary: 'An attachment of a ticket’s thread, by the ticket page’s signed link',
        tags: ['site forms'],
        querystring: z.object({
          token: z.string().optional().describe("The ticket page's signed token"),
          message: z.string().optional().describe('The message whose file it is'),
        }),
        answers: { 200: 'The file (an image or a PDF)', 404: 'No such file on this ticket' },
      }),
    },
    async (request, reply) => {
      const ticketId = await ticketOfPageToken(db, request.query.token)
      const messageId = /^[1-9][0-9]{0,9}$/.test(request.query.message ?? '')
        ? Number(request.query.message)
        : null
      const row =
        ticketId !== undefined && messageId !== null ? await requesterFile(db, ticketId, messageId) : null
      if (!row?.file) throw new ApiError(404, 'There is no such file on this request.')
      reply.header('x-robots-tag', 'noindex')
      return sendAttachment(reply, row.file, row.fileName)
    },
  )
}
