/**
 * The back office's voucher API, `/voucher/api/v1/voucher/…`: the list, one voucher, drafts
 * (create, update, delete), posting, reversing and correcting. The routes read the request and
 * present; the posting service (posting.ts) holds every rule, inside one transaction per action.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { can, requirePermission, requireUser } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { dateText, parseWithLineKeys } from '../../http/line-forms.ts'
import { ERROR_ANSWERS, idParams, routeSchema } from '../../http/route-docs.ts'
import { dateIn } from '../../http/wire.ts'
import type { AreaDeps } from '../area.ts'
import {
  correct,
  createDraft,
  deleteDraft,
  type Posted,
  post,
  postDraft,
  reverse,
  updateDraft,
  voucherNumber,
} from './posting.ts'
import { voucher } from './tables.ts'
import { voucherBody, voucherInputOf } from './voucher-body.ts'
import { pageOfVouchers } from './voucher-list.ts'
import { presentVoucher, presentVoucherList } from './voucher-present.ts'

const BASE = '/voucher/api/v1/voucher/'
const TAGS = ['voucher']

const listQuery = z.object({
  type: z
    .enum(['payment', 'receipt', 'contra', 'journal', 'sales', 'purchase', 'opening', 'closing'])
    .optional(),
  status: z.enum(['draft', 'posted']).optional(),
  date_after: dateText.optional(),
  date_before: dateText.optional(),
  branch: z.coerce.number().int().positive().optional(),
  ledger: z.coerce.number().int().positive().optional(),
  search: z.string().max(200).optional().describe('Part of the number or the narration'),
  page: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().positive().max(100).optional(),
})

const reverseBody = z.strictObject({
  date: dateText.optional().describe("The reversal's date; default the voucher's own"),
  reason: z.string().max(500, 'At most 500 characters.').optional(),
})

/** The signed-in user as the posting service records them. */
async function actorOf(request: FastifyRequest) {
  const auth = await requireUser(request)
  return { auth, actor: { id: auth.user.id } }
}

export function registerVoucherRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => work(tx as unknown as Db))
  const load = async (id: number) => {
    const [row] = await db.select().from(voucher).where(eq(voucher.id, id))
    if (!row) throw new ApiError(404, `Voucher ${id} does not exist.`)
    return row
  }
  const present = async (id: number) => presentVoucher(db, await load(id), deps.timeZone)
  /** What reversing needs from the app: today by its clock, and whether the user may reverse earlier days. */
  const reverseOptions = (request: FastifyRequest, auth: Awaited<ReturnType<typeof actorOf>>['auth']) => {
    // The body is optional: a POST without one reverses on the voucher's own date.
    const body = parseWithLineKeys(reverseBody, request.body ?? {})
    const now = new Date(deps.clock())
    return {
      date: body.date,
      reason: body.reason ?? null,
      now,
      today: dateIn(now, deps.timeZone),
      timeZone: deps.timeZone,
      mayReversePastDay: can(auth, 'voucher', 'reverse_past_day'),
    }
  }

  deps.routes.add('GET', `${BASE}all/`)
  app.get(
    `${BASE}all/`,
    {
      preHandler: requirePermission('voucher', 'read'),
      schema: routeSchema({
        summary: 'Vouchers, newest first, with filters',
        tags: TAGS,
        auth: 'staff',
        querystring: listQuery,
        answers: { 200: '{vouchers: […], page, size, total_pages, total_elements}', ...ERROR_ANSWERS },
      }),
    },
    async (request) => {
      const { rows, ...envelope } = await pageOfVouchers(db, request.query as Record<string, unknown>)
      return { vouchers: await presentVoucherList(db, rows), ...envelope }
    },
  )

  deps.routes.add('GET', `${BASE}:id`)
  app.get<{ Params: { id: string } }>(
    `${BASE}:id`,
    {
      preHandler: requirePermission('voucher', 'read'),
      schema: routeSchema({
        summary: 'A voucher with its lines, links and amount in words',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        answers: { 200: 'The voucher', ...ERROR_ANSWERS },
      }),
    },
    async (request) => present(parseId(request.params.id, 'Voucher')),
  )

  deps.routes.add('POST', `${BASE}create/`)
  app.post(
    `${BASE}create/`,
    {
      preHandler: requirePermission('voucher', 'create'),
      schema: routeSchema({
        summary: 'Save a voucher as a draft, or post it at once with "post": true (voucher.post)',
        tags: TAGS,
        auth: 'staff',
        body: voucherBody,
        answers: { 201: 'The voucher', ...ERROR_ANSWERS },
      }),
    },
    async (request, reply) => {
      const { auth, actor } = await actorOf(request)
      const body = parseWithLineKeys(voucherBody, request.body)
      if (body.post && !can(auth, 'voucher', 'post'))
        throw new ApiError(403, 'You may save drafts but not post them (voucher.post).')
      const input = voucherInputOf(body)
      const id = await inTransaction(async (tx) =>
        body.post
          ? (await post(tx, input, actor, { now: new Date(deps.clock()) })).id
          : createDraft(tx, input, actor),
      )
      return reply.code(201).send(await present(id))
    },
  )

  deps.routes.add('PUT', `${BASE}update/:id`)
  app.put<{ Params: { id: string } }>(
    `${BASE}update/:id`,
    {
      preHandler: requirePermission('voucher', 'update'),
      schema: routeSchema({
        summary: "Replace a draft's header and lines (a posted voucher answers 409: correct it)",
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        body: voucherBody,
        answers: { 200: 'The draft', ...ERROR_ANSWERS, 409: 'Posted: correct it instead' },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Voucher')
      const { auth, actor } = await actorOf(request)
      const body = parseWithLineKeys(voucherBody, request.body)
      if (body.post && !can(auth, 'voucher', 'post'))
        throw new ApiError(403, 'You may edit drafts but not post them (voucher.post).')
      await inTransaction(async (tx) => {
        await updateDraft(tx, id, voucherInputOf(body), actor)
        if (body.post) await postDraft(tx, id, actor, { now: new Date(deps.clock()) })
      })
      return present(id)
    },
  )

  deps.routes.add('DELETE', `${BASE}delete/:id`)
  app.delete<{ Params: { id: string } }>(
    `${BASE}delete/:id`,
    {
      preHandler: requirePermission('voucher', 'delete'),
      schema: routeSchema({
        summary: 'Delete a draft (a posted voucher answers 409: correct it)',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        answers: { 200: 'Deleted', ...ERROR_ANSWERS, 409: 'Posted: correct it instead' },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Voucher')
      await requireUser(request)
      await inTransaction((tx) => deleteDraft(tx, id))
      return { detail: `Draft voucher ${id} deleted.` }
    },
  )

  deps.routes.add('POST', `${BASE}post/:id`)
  app.post<{ Params: { id: string } }>(
    `${BASE}post/:id`,
    {
      preHandler: requirePermission('voucher', 'post'),
      schema: routeSchema({
        summary: 'Post a draft: it is checked, numbered and enters the ledger',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        answers: { 200: 'The posted voucher', ...ERROR_ANSWERS, 409: 'Already posted' },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id, 'Voucher')
      const { actor } = await actorOf(request)
      await inTransaction((tx) => postDraft(tx, id, actor, { now: new Date(deps.clock()) }))
      return present(id)
    },
  )

  const reversing = (path: string, summary: string, answer: string) => {
    deps.routes.add('POST', `${BASE}${path}/:id`)
    return {
      preHandler: requirePermission('voucher', 'reverse'),
      schema: routeSchema({
        summary,
        description:
          'A voucher posted on an earlier day (by the organisation’s clock) needs voucher.reverse_past_day.',
        tags: TAGS,
        auth: 'staff',
        params: idParams,
        body: reverseBody,
        answers: { 200: answer, ...ERROR_ANSWERS, 409: 'A draft, a reversal, or already reversed' },
      }),
    }
  }

  app.post<{ Params: { id: string } }>(
    `${BASE}reverse/:id`,
    reversing('reverse', 'Reverse a posted voucher: a voucher with the sides swapped', 'The reversal'),
    async (request) => {
      const id = parseId(request.params.id, 'Voucher')
      const { auth, actor } = await actorOf(request)
      const options = reverseOptions(request, auth)
      const reversal: Posted = await inTransaction((tx) => reverse(tx, id, options, actor))
      return present(reversal.id)
    },
  )

  app.post<{ Params: { id: string } }>(
    `${BASE}correct/:id`,
    reversing(
      'correct',
      'Correct a posted voucher: post its reversal and open a draft replacement with its lines',
      '{reversal: {id, number}, draft: {id}}',
    ),
    async (request) => {
      const id = parseId(request.params.id, 'Voucher')
      const { auth, actor } = await actorOf(request)
      const options = reverseOptions(request, auth)
      const { reversal, draftId } = await inTransaction((tx) => correct(tx, id, options, actor))
      const number = await voucherNumber(db, reversal.id)
      return { reversal: { id: reversal.id, number }, draft: { id: draftId } }
    },
  )
}
