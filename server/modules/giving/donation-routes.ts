/**
 * Staff's routes for gifts beyond the generic reads, under /donation/api/v1/donation/: record a
 * walk-in donor's gift, record a pledge's money, refund, cancel a pledge, a gift's money receipt as
 * a PDF and emailed again, a donor's annual statement, the causes a gift may be recorded for, and
 * the original's `DELETE delete/<cause_id>/<id>`. Each parses, calls the staff services (one
 * transaction each) and presents the gift; receipts are emailed after the commit, so a rollback
 * never sends one, and a mail failure never undoes the money (the outbox keeps it for a retry).
 */
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { sendPdf } from '../../http/pdf-answer.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import type { AreaDeps } from '../area.ts'
import { presentDonations } from './donation-present.ts'
import type { DonationRow } from './donations.ts'
import { receiptById, renderReceipt } from './money-receipts.ts'
import { emailReceipt } from './receipt-delivery.ts'
import { cancelBody, paymentBody, refundBody, walkInBody } from './staff-gift-body.ts'
import { cancelPledge, recordPledgePayment, recordWalkInGift, type StaffAct } from './staff-gifts-service.ts'
import { refundGift } from './staff-refund-service.ts'
import { annualStatementFor } from './statement-service.ts'
import { cause, donation } from './tables.ts'

const BASE = '/donation/api/v1/donation/'
const TAGS = ['donation']

/** What became of the receipt's email: handed over (sent, kept, failed: mail.retry tries again) or none. */
type ReceiptEmail = 'sent' | 'kept' | 'failed' | 'no-address'

const statementQuery = z.object({
  email: z
    .string({ message: 'Enter the donor’s email address.' })
    .trim()
    .pipe(z.email('Enter a valid email address.'))
    .describe('The donor’s email (any case)'),
  fiscal_year: z
    .string({ message: 'Enter a fiscal year such as 2026-27.' })
    .trim()
    .regex(/^\d{4}(-\d{2})?$/, 'Enter a fiscal year such as 2026-27.')
    .describe('The fiscal year by its name: 2026-27'),
})

const legacyDeleteParams = z.object({
  cause_id: z.coerce.number().int().min(0).describe('The gift’s cause (0: the general fund)'),
  id: z.coerce.number().int().min(1).describe('The gift'),
})

export function registerDonationRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const readLogo = (path: string) => deps.media.imageForPdf(path)

  async function actOf(request: FastifyRequest): Promise<StaffAct> {
    const auth = await requireUser(request)
    const now = new Date(deps.clock())
    return {
      actor: { id: auth.user.id, email: auth.user.email, ip: request.ip },
      now,
      today: dateIn(now, deps.timeZone),
    }
  }

  async function present(row: DonationRow) {
    const [presented] = await presentDonations([row], { db, timeZone: deps.timeZone })
    return presented as Record<string, unknown>
  }

  async function load(id: number): Promise<DonationRow> {
    const [row] = await db.select().from(donation).where(eq(donation.id, id))
    if (!row) throw new ApiError(404, `Donation ${id} does not exist.`)
    return row
  }

  /** Emails a just-received gift's receipt, after the commit. */
  async function sendReceipt(request: FastifyRequest, gift: DonationRow): Promise<ReceiptEmail> {
    try {
      return await emailReceipt(deps, gift.receiptId as number, new Date(deps.clock()))
    } catch (error) {
      request.log.error({ err: error }, 'the money receipt could not be emailed')
      return 'failed'
    }
  }

  const staffRoute = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    action: 'read' | 'record' | 'refund',
    docs: Omit<Parameters<typeof routeSchema>[0], 'tags' | 'auth'>,
  ) => {
    deps.routes.add(method, `${BASE}${path}`)
    return {
      preHandler: requirePermission('donation', action),
      schema: routeSchema({ ...docs, tags: TAGS, auth: 'staff' }),
    }
  }

  app.post(
    `${BASE}record_gift/`,
    staffRoute('POST', 'record_gift/', 'record', {
      summary: 'Record a walk-in donor’s gift: booked, receipted and (with an email) the receipt sent',
      description:
        'Cash needs nothing more; a cheque its number (reference), bank_name and cheque_date; a bank transfer its reference; bkash, nagad and rocket the wallet’s transaction ID (reference). received_on is not in the future, and not in a locked period.',
      body: walkInBody,
      answers: { 201: 'The gift, with receipt_email', ...ERROR_ANSWERS, 409: 'A giving setting is missing' },
    }),
    async (request, reply) => {
      const body = parseBody(walkInBody, request.body)
      const gift = await recordWalkInGift(db, body, await actOf(request))
      const receiptEmail = await sendReceipt(request, gift)
      return reply.code(201).send({ ...(await present(await load(gift.id))), receipt_email: receiptEmail })
    },
  )

  app.post<{ Params: { id: string } }>(
    `${BASE}record_payment/:id`,
    staffRoute('POST', 'record_payment/:id', 'record', {
      summary: 'Record the money of an offline pledge: booked, receipted and the receipt emailed',
      params: idParams,
      body: paymentBody,
      answers: {
        200: 'The gift, with receipt_email',
        ...ERROR_ANSWERS,
        409: 'Received already, cancelled, paid online, or a giving setting missing',
      },
    }),
    async (request) => {
      const id = parseId(request.params.id, 'Donation')
      const body = parseBody(paymentBody, request.body)
      const gift = await recordPledgePayment(db, id, body, await actOf(request))
      const receiptEmail = await sendReceipt(request, gift)
      return { ...(await present(await load(id))), receipt_email: receiptEmail }
    },
  )

  app.post<{ Params: { id: string } }>(
    `${BASE}refund/:id`,
    staffRoute('POST', 'refund/:id', 'refund', {
      summary: 'Refund a received gift: online through the gateway first, then its receipt voucher reversed',
      params: idParams,
      body: refundBody,
      answers: {
        200: 'The refunded gift',
        ...ERROR_ANSWERS,
        409: 'Not received, refunded already, or the gateway refused (nothing changed)',
        502: 'The gateway could not be asked (nothing changed)',
      },
    }),
    async (request) => {
      const id = parseId(request.params.id, 'Donation')
      const { reason } = parseBody(refundBody, request.body)
      const act = await actOf(request)
      const refunded = await refundGift(
        { db, payments: deps.payments, timeZone: deps.timeZone },
        id,
        reason,
        act,
      )
      return present(refunded)
    },
  )

  app.post<{ Params: { id: string } }>(
    `${BASE}cancel/:id`,
    staffRoute('POST', 'cancel/:id', 'record', {
      summary: 'Cancel an offline pledge that will never be paid (kept, with the reason)',
      params: idParams,
      body: cancelBody,
      answers: { 200: 'The cancelled gift', ...ERROR_ANSWERS, 409: 'Received, online or cancelled already' },
    }),
    async (request) => {
      const id = parseId(request.params.id, 'Donation')
      const { reason } = parseBody(cancelBody, request.body)
      return present(await cancelPledge(db, id, reason, await actOf(request)))
    },
  )

  app.get<{ Params: { id: string } }>(
    `${BASE}receipt/:id`,
    staffRoute('GET', 'receipt/:id', 'read', {
      summary: 'The gift’s money receipt as a PDF: every copy after the emailed original says DUPLICATE COPY',
      params: idParams,
      answers: {
        200: { description: 'The receipt', contentType: 'application/pdf' },
        ...ERROR_ANSWERS,
        404: 'No such gift, or it has no receipt (not received)',
      },
    }),
    async (request, reply) => {
      const gift = await load(parseId(request.params.id, 'Donation'))
      const receipt = gift.receiptId === null ? undefined : await receiptById(db, gift.receiptId)
      if (!receipt)
        throw new ApiError(404, `Donation ${gift.transactionId} has no money receipt: it was not received.`)
      const rendered = await renderReceipt(db, receipt, { countAsPrint: true, readLogo })
      return sendPdf(reply, rendered.filename, rendered.bytes)
    },
  )

  app.post<{ Params: { id: string } }>(
    `${BASE}email_receipt/:id`,
    staffRoute('POST', 'email_receipt/:id', 'record', {
      summary: 'Email the gift’s money receipt to the donor again',
      params: idParams,
      answers: {
        200: '{detail, outcome: sent | kept | failed}',
        ...ERROR_ANSWERS,
        409: 'The gift has no receipt, or the donor gave no email address',
      },
    }),
    async (request) => {
      await requireUser(request)
      const gift = await load(parseId(request.params.id, 'Donation'))
      if (gift.receiptId === null)
        throw new ApiError(409, `Donation ${gift.transactionId} has no money receipt: it was not received.`)
      const outcome = await emailReceipt(deps, gift.receiptId, new Date(deps.clock()))
      if (outcome === 'no-address')
        throw new ApiError(
          409,
          `The donor of ${gift.transactionId} gave no email address: print the receipt instead.`,
        )
      const words = {
        sent: 'sent',
        kept: 'kept in the outbox (no mail server)',
        failed: 'refused by the mail server; it is tried again',
      }
      return { detail: `The receipt was emailed to ${gift.email}: ${words[outcome]}.`, outcome }
    },
  )

  app.delete<{ Params: { cause_id: string; id: string } }>(
    `${BASE}delete/:cause_id/:id`,
    staffRoute('DELETE', 'delete/:cause_id/:id', 'record', {
      summary:
        'The original’s delete: a gift not received is cancelled (kept with why), a received one refused',
      description:
        'Gifts are never deleted: the trail of a promise that lapsed stays. A received gift answers 409: refund it instead (donation.refund).',
      params: legacyDeleteParams,
      answers: {
        200: '{detail}',
        ...ERROR_ANSWERS,
        409: 'Received (refund it), online, or cancelled already',
      },
    }),
    async (request) => {
      const id = parseId(request.params.id, 'Donation')
      const gift = await load(id)
      if (String(gift.causeId ?? 0) !== request.params.cause_id)
        throw new ApiError(404, `Donation ${id} is not a gift to cause ${request.params.cause_id}.`)
      if (gift.status === 'completed' || gift.status === 'refunded')
        throw new ApiError(
          409,
          `Donation ${gift.transactionId} was received: it cannot be deleted; refund it instead.`,
        )
      await cancelPledge(db, id, 'Cancelled through the original’s delete route.', await actOf(request))
      return {
        detail: `Donation ${gift.transactionId} was not received: it is cancelled and kept for the record.`,
      }
    },
  )

  app.get(
    `${BASE}statement/`,
    staffRoute('GET', 'statement/', 'read', {
      summary: 'A donor’s annual statement for a fiscal year as a PDF: their received gifts, not refunded',
      querystring: statementQuery,
      answers: { 200: { description: 'The statement', contentType: 'application/pdf' }, ...ERROR_ANSWERS },
    }),
    async (request, reply) => {
      const query = parseBody(statementQuery, request.query)
      const statement = await annualStatementFor(db, { email: query.email }, query.fiscal_year, readLogo, {
        timeZone: deps.timeZone,
        now: new Date(deps.clock()),
      })
      return sendPdf(reply, statement.filename, statement.bytes)
    },
  )

  app.get(
    `${BASE}causes/`,
    staffRoute('GET', 'causes/', 'read', {
      summary:
        'The causes gifts may name, for the screens’ pickers and filters: {causes: [{id, name, status, end_date}]}',
      answers: { 200: '{causes: […]}', ...ERROR_ANSWERS },
    }),
    async () => ({
      causes: await db
        .select({ id: cause.id, name: cause.name, status: cause.status, end_date: cause.endDate })
        .from(cause)
        .orderBy(asc(cause.position), asc(cause.name)),
    }),
  )
}
