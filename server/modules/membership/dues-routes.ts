/**
 * The dues API at the original's path, `/monthly_subscription/api/v1/monthly_subscription/…`:
 * the list (all/), its CSV (export/), one payment ({id}), the signed-in member's own
 * (get_all_by_member/), collecting for one or many members (create/, all or nothing, each receipt
 * emailed after the commit), its dry run (preview/), cancelling (cancel/{id}; delete/{id} is
 * refused: a posted payment is cancelled), a payment's money receipt as a PDF (receipt/{id}), and
 * the members the collection screen finds by name, number or phone (member_search/).
 * The routes parse, call the dues service in one transaction, and present.
 */
import { Readable } from 'node:stream'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { RENEWAL_RULE } from '../../../common/dues.ts'
import { formatAmount, parseAmount, sumAmounts } from '../../../common/money.ts'
import { requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { sendPdf } from '../../http/pdf-answer.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import { CSV_BOM, csvLine } from '../../lib/csv.ts'
import type { MailOutcome } from '../../mail/mailer.ts'
import type { PresentContext } from '../../resources/define.ts'
import type { AreaDeps } from '../area.ts'
import { emailReceipt, receiptById, renderReceipt } from '../giving/receipts-service.ts'
import { cancelBody, collectBody, collectionRequestOf, finderQuery, listQuery } from './dues-body.ts'
import { memberName, type PlanEntry } from './dues-collection.ts'
import { allDues, duesFilters, EXPORT_COLUMNS, pageOfDues } from './dues-list.ts'
import { FINDER_LIMIT, findMembers } from './dues-member-finder.ts'
import { presentDuesPayments } from './dues-present.ts'
import {
  cancelDuesPayment,
  collectDues,
  memberDues,
  memberOfAccount,
  planCollection,
} from './dues-service.ts'
import { presentArrears, presentType } from './dues-standing.ts'
import { duesPayment } from './tables.ts'

const RESOURCE = 'monthly_subscription'
const BASE = `/${RESOURCE}/api/v1/${RESOURCE}/`
const TAGS = ['monthly_subscription']

const PAYMENT_KEYS =
  '{id, member, member_number, member_name, amount, subscription_date, note, membership_type, membership_type_name, period_kind, periods, membership, period_start, period_end, paid_on, method, reference, bank_name, cheque_date, receipt_id, receipt_number, voucher_id, voucher_number, collection_id, cancelled_at, cancel_reason, reversal_voucher_id, reversal_voucher_number, created_at, created_by}'

/** A preview line: the member, where they stand, and the payment they would make (or why not). */
function presentPlan(entry: PlanEntry) {
  if ('problem' in entry) {
    const m = entry.member
    return {
      member: entry.memberId,
      member_number: m?.memberNumber ?? null,
      member_name: m ? memberName(m) : null,
      problem: entry.problem,
    }
  }
  const { plan } = entry
  return {
    member: plan.member.id,
    member_number: plan.member.memberNumber,
    member_name: memberName(plan.member),
    status: plan.status.status,
    status_rule: plan.status.rule,
    membership_type: presentType(plan.type),
    arrears: presentArrears(plan.arrears, plan.type),
    periods: plan.periods,
    amount: formatAmount(plan.amount),
    period_start: plan.start,
    period_end: plan.end,
    continues: plan.continues,
    problem: null,
  }
}

export function registerDuesRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const ctx: PresentContext = { db, timeZone: deps.timeZone, now: deps.clock, registry: deps.registry }
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db))
  const clockNow = () => {
    const now = new Date(deps.clock())
    return { now, today: dateIn(now, deps.timeZone) }
  }
  const present = (rows: (typeof duesPayment.$inferSelect)[]) => presentDuesPayments(db, rows, deps.timeZone)
  const load = async (id: number) => {
    const [row] = await db.select().from(duesPayment).where(eq(duesPayment.id, id))
    if (!row) throw new ApiError(404, `Dues payment ${id} does not exist.`)
    return row
  }
  /** The receipts of a collection emailed to the members who have an address; mail never fails the request. */
  const emailReceipts = async (request: FastifyRequest, receiptIds: number[], now: Date) => {
    const outcomes: (MailOutcome | 'no-address')[] = []
    for (const id of receiptIds) {
      try {
        outcomes.push(await emailReceipt({ db, mailer: deps.mailer, media: deps.media }, id, now))
      } catch (error) {
        request.log.warn({ err: error, receipt: id }, 'a dues receipt could not be emailed')
        outcomes.push('failed')
      }
    }
    return outcomes
  }
  const route = (method: 'GET' | 'POST' | 'DELETE', path: string) => {
    deps.routes.add(method, `${BASE}${path}`)
    return `${BASE}${path}`
  }

  app.get(
    route('GET', 'all/'),
    {
      preHandler: requirePermission(RESOURCE, 'read'),
      schema: routeSchema({
        summary: 'Dues payments, newest first, with filters',
        tags: TAGS,
        auth: 'staff',
        querystring: listQuery,
        answers: {
          200: `{monthly_subscriptions: [${PAYMENT_KEYS}], page, size, total_pages, total_elements}`,
          ...ERROR_ANSWERS,
        },
      }),
    },
    async (request) => {
      const query = parseBody(listQuery, request.query)
      return pageOfDues(ctx, query, duesFilters(query))
    },
  )

  app.get(
    route('GET', 'export/'),
    {
      preHandler: requirePermission(RESOURCE, 'read'),
      schema: routeSchema({
        summary: 'Every dues payment the list’s filters match, as CSV',
        tags: TAGS,
        auth: 'staff',
        querystring: listQuery,
        answers: {
          200: { description: 'CSV, one payment a line', contentType: 'text/csv' },
          ...ERROR_ANSWERS,
        },
      }),
    },
    async (request, reply) => {
      const where = duesFilters(parseBody(listQuery, request.query))
      async function* csv() {
        yield CSV_BOM + csvLine(EXPORT_COLUMNS.map(([header]) => header))
        for await (const batch of allDues(db, where, deps.timeZone)) {
          yield batch
            .map((payment) => {
              const values = payment as Record<string, unknown>
              return csvLine(
                EXPORT_COLUMNS.map(([, key]) => (values[key] == null ? null : String(values[key]))),
              )
            })
            .join('')
        }
      }
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="dues-payments-${clockNow().today}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(Readable.from(csv()))
    },
  )

  app.get(
    route('GET', 'get_all_by_member/'),
    {
      schema: routeSchema({
        summary: 'The signed-in account’s member: their dues payments, dues type and arrears',
        tags: TAGS,
        auth: 'staff',
        answers: {
          200: `{monthly_subscriptions: [${PAYMENT_KEYS}], dues_type: {id, name, fee, period} | null, arrears: {count, amount, from, to, rule}}`,
          ...ERROR_ANSWERS,
          404: 'The account is not linked to a member',
        },
      }),
    },
    async (request, reply) => {
      const auth = await requireUser(request)
      const own = await memberOfAccount(db, auth.user.id)
      if (!own)
        throw new ApiError(404, 'Your account is not linked to a member, so there are no dues to show.')
      const dues = await memberDues(db, own.id, clockNow().today, deps.timeZone)
      reply.header('cache-control', 'private, no-store')
      return { monthly_subscriptions: dues.payments, dues_type: dues.dues_type, arrears: dues.arrears }
    },
  )

  app.get(
    route('GET', 'member_search/'),
    {
      preHandler: requirePermission(RESOURCE, 'collect'),
      schema: routeSchema({
        summary: 'Members to collect dues from, by name, member number or mobile number',
        tags: TAGS,
        auth: 'staff',
        querystring: finderQuery,
        answers: {
          200: `{members: [{id, member_number, name, primary_phone, status}]} (at most ${FINDER_LIMIT})`,
          ...ERROR_ANSWERS,
        },
      }),
    },
    async (request) => ({ members: await findMembers(ctx, parseBody(finderQuery, request.query).q ?? '') }),
  )

  app.get<{ Params: { id: string } }>(
    route('GET', ':id'),
    {
      preHandler: requirePermission(RESOURCE, 'read'),
      schema: routeSchema({
        summary: 'One dues payment',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        answers: { 200: PAYMENT_KEYS, ...ERROR_ANSWERS },
      }),
    },
    async (request) => (await present([await load(parseId(request.params.id, 'Dues payment'))]))[0],
  )

  app.get<{ Params: { id: string } }>(
    route('GET', 'receipt/:id'),
    {
      preHandler: requirePermission(RESOURCE, 'read'),
      schema: routeSchema({
        summary: 'A dues payment’s money receipt as a PDF (every copy after the first says "DUPLICATE COPY")',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        answers: { 200: { description: 'The receipt', contentType: 'application/pdf' }, ...ERROR_ANSWERS },
      }),
    },
    async (request, reply: FastifyReply) => {
      const payment = await load(parseId(request.params.id, 'Dues payment'))
      const receipt = await receiptById(db, payment.receiptId)
      if (!receipt) throw new Error(`The receipt of dues payment ${payment.id} vanished.`)
      const rendered = await renderReceipt(db, receipt, {
        countAsPrint: true,
        readLogo: (path) => deps.media.imageForPdf(path),
      })
      return sendPdf(reply, rendered.filename, rendered.bytes, 'inline')
    },
  )

  app.post(
    route('POST', 'preview/'),
    {
      preHandler: requirePermission(RESOURCE, 'collect'),
      schema: routeSchema({
        summary: 'What create/ would do for each member, without writing anything',
        description: RENEWAL_RULE,
        tags: TAGS,
        auth: 'staff',
        body: collectBody,
        answers: {
          200: '{paid_on, renewal_rule, total, members: [{member, member_number, member_name, status, status_rule, membership_type, arrears, periods, amount, period_start, period_end, continues, problem}]}',
          ...ERROR_ANSWERS,
        },
      }),
    },
    async (request) => {
      const { today } = clockNow()
      const collection = collectionRequestOf(parseBody(collectBody, request.body), today)
      const paidOn = collection.paidOn ?? today
      const entries = await planCollection(db, collection, paidOn, { lock: false })
      return {
        paid_on: paidOn,
        renewal_rule: RENEWAL_RULE,
        total: formatAmount(sumAmounts(entries.flatMap((e) => ('plan' in e ? [e.plan.amount] : [])))),
        members: entries.map(presentPlan),
      }
    },
  )

  app.post(
    route('POST', 'create/'),
    {
      preHandler: requirePermission(RESOURCE, 'collect'),
      schema: routeSchema({
        summary: 'Collect dues for one or many members at once: all of them or none',
        description: `Each member's payment opens a period, posts a receipt voucher and issues a numbered money receipt, emailed after the commit to a member with an email address. ${RENEWAL_RULE}`,
        tags: TAGS,
        auth: 'staff',
        body: collectBody,
        answers: {
          201: `{collection_id, total, monthly_subscriptions: [${PAYMENT_KEYS} + receipt_email: "sent" | "kept" | "failed" | "no-address"]}`,
          ...ERROR_ANSWERS,
          409: 'The giving settings choose no ledger for this method or for dues income',
        },
      }),
    },
    async (request, reply) => {
      const auth = await requireUser(request)
      const { now, today } = clockNow()
      const collection = collectionRequestOf(parseBody(collectBody, request.body), today)
      const ids = await inTransaction((tx) =>
        collectDues(tx, collection, { id: auth.user.id }, { today, now }),
      )
      const rows = await db.select().from(duesPayment).where(inArray(duesPayment.id, ids))
      const ordered = ids.map((id) => rows.find((r) => r.id === id) as (typeof rows)[number])
      const emailed = await emailReceipts(
        request,
        ordered.map((r) => r.receiptId),
        now,
      )
      const presented = await present(ordered)
      return reply.code(201).send({
        collection_id: ordered[0]?.collectionId ?? null,
        total: formatAmount(sumAmounts(ordered.map((r) => parseAmount(r.amount) ?? 0n))),
        monthly_subscriptions: presented.map((p, i) => ({ ...p, receipt_email: emailed[i] })),
      })
    },
  )

  app.post<{ Params: { id: string } }>(
    route('POST', 'cancel/:id'),
    {
      preHandler: requirePermission(RESOURCE, 'cancel'),
      schema: routeSchema({
        summary: 'Cancel a dues payment: its voucher reversed today, its period cancelled',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        body: cancelBody,
        answers: {
          200: PAYMENT_KEYS,
          ...ERROR_ANSWERS,
          409: 'Already cancelled, or a later period continues from it',
        },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Dues payment')
      const auth = await requireUser(request)
      const { reason } = parseBody(cancelBody, request.body)
      const { now, today } = clockNow()
      await inTransaction((tx) =>
        cancelDuesPayment(tx, id, reason, { id: auth.user.id }, { today, now, timeZone: deps.timeZone }),
      )
      return (await present([await load(id)]))[0]
    },
  )

  app.delete<{ Params: { id: string } }>(
    route('DELETE', 'delete/:id'),
    {
      preHandler: requirePermission(RESOURCE, 'read'),
      schema: routeSchema({
        summary: 'Refused: a dues payment was posted and is cancelled instead (cancel/{id})',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        answers: { ...ERROR_ANSWERS, 409: 'Always: cancel the payment instead' },
      }),
    },
    async (request) => {
      const payment = await load(parseId(request.params.id, 'Dues payment'))
      throw new ApiError(
        409,
        `Dues payment ${payment.id} was posted and receipted: it cannot be deleted. Cancel it instead (POST ${BASE}cancel/${payment.id}), which reverses its voucher.`,
      )
    },
  )
}
