/**
 * Purchase returns at /purchase_return/api/v1/purchase_return/…: create/ (posted at once,
 * return-service.ts), all/ (newest first, ?purchase_final= to narrow) and {id}. A return is never
 * changed or deleted (the database refuses): a mistaken one is answered by a new purchase.
 */
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ApiError, parseId } from '../../../http/api-error.ts'
import { idParams } from '../../../http/route-docs.ts'
import { parseBody } from '../../../http/validation.ts'
import { readUploadBody } from '../../../media/read-upload-body.ts'
import type { AreaDeps } from '../../area.ts'
import { purchaseReturn } from '../tables.ts'
import { Issues, lineKey, readBody, returnBody } from './body.ts'
import { productsById } from './final-present.ts'
import { presentReturn, pricedReturns } from './invoice.ts'
import { kitOf } from './kit.ts'
import { pageOf } from './list.ts'
import { recordReturn } from './return-service.ts'

const RESOURCE = 'purchase_return'
const RETURN_KEYS =
  '{id, purchase_final, date, reason, payment_method, refunded, voucher_id, voucher_number, amount, items: [{id, purchase_final_item, product, quantity, amount}]}'

const returnsQuery = z.object({
  purchase_final: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.string().optional(),
  size: z.string().optional(),
})

export function registerReturnRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const kit = kitOf(deps, RESOURCE)
  const read = requirePermission(RESOURCE, 'read')
  /** Returns presented with their prices (computed per purchase, in order). */
  const present = async (rows: (typeof purchaseReturn.$inferSelect)[]) => {
    const byFinal = new Map<number, Awaited<ReturnType<typeof pricedReturns>>>()
    for (const finalId of new Set(rows.map((r) => r.purchaseFinalId)))
      byFinal.set(finalId, await pricedReturns(db, finalId))
    const priced = rows.flatMap((r) => byFinal.get(r.purchaseFinalId)?.filter((p) => p.id === r.id) ?? [])
    const products = await productsById(
      kit.ctx,
      priced.flatMap((p) => p.priced.flatMap((l) => (l.productId ? [l.productId] : []))),
    )
    return priced.map((p) => presentReturn(p, products))
  }
  const detail = async (id: number) => {
    const [row] = await db.select().from(purchaseReturn).where(eq(purchaseReturn.id, id))
    if (!row) throw new ApiError(404, `Purchase return ${id} does not exist.`)
    return (await present([row]))[0]
  }

  app.get(
    kit.path('GET', 'all/'),
    {
      preHandler: read,
      schema: kit.docs('Purchase returns, newest first', { querystring: returnsQuery }),
    },
    async (request) => {
      const query = parseBody(returnsQuery, request.query)
      const where = query.purchase_final
        ? eq(purchaseReturn.purchaseFinalId, query.purchase_final)
        : undefined
      const order = [desc(purchaseReturn.date), desc(purchaseReturn.id)]
      const { rows, envelope } = await pageOf(db, purchaseReturn, where, order, query)
      return { purchase_returns: await present(rows), ...envelope }
    },
  )

  app.get<{ Params: { id: string } }>(
    kit.path('GET', ':id'),
    {
      preHandler: read,
      schema: kit.docs('One purchase return', { params: idParams, answers: { 200: RETURN_KEYS } }),
    },
    async (request) => detail(parseId(request.params.id, 'Purchase return')),
  )

  app.post(
    kit.path('POST', 'create/'),
    {
      preHandler: requirePermission(RESOURCE, 'create'),
      schema: kit.docs('Send goods of a confirmed purchase back to the vendor (posted at once)', {
        body: returnBody,
        answers: { 201: RETURN_KEYS, 409: 'The purchase is a draft' },
      }),
    },
    async (request, reply) => {
      const actor = await kit.actorOf(request)
      const { body } = await readUploadBody(request, { maxFiles: 0, maxFileBytes: 0 })
      const parsed = readBody(returnBody, body)
      const issues = new Issues()
      const lines = parsed.items.map((item, i) => ({
        itemId: item.purchase_final_item,
        quantity: issues.quantity(item.quantity, lineKey(i, 'quantity')),
      }))
      issues.throwAny()
      const id = await kit.inTransaction((tx) =>
        recordReturn(
          tx,
          {
            finalId: parsed.purchase_final,
            date: parsed.date,
            reason: parsed.reason,
            methodId: parsed.payment_method ?? null,
            lines,
          },
          issues,
          actor,
        ),
      )
      return reply.code(201).send(await detail(id))
    },
  )
}
