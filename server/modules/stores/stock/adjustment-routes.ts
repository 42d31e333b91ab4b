/**
 * Recording a stock document: POST /stock_adjustment/api/v1/stock_adjustment/create/ (an
 * adjustment with its reason, opening stock at cost, or a transfer between branches), posted at
 * once (adjustment-service.ts). The list and detail are the generic reads of the declaration
 * (resources.ts); a posted document is never edited or deleted (the database refuses): a
 * correction is a new document. Staff with stock_adjustment.record.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { requirePermission, requireUser } from '../../../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../../../http/route-docs.ts'
import { parseBody } from '../../../http/validation.ts'
import { dateIn } from '../../../http/wire.ts'
import type { AreaDeps } from '../../area.ts'
import { stockAdjustment } from '../tables.ts'
import { stockDocumentBody, stockDocumentOf } from './adjustment-body.ts'
import { presentStockDocuments } from './adjustment-present.ts'
import { createStockDocument } from './adjustment-service.ts'
import { stockAdjustmentResource } from './resources.ts'

const NAME = stockAdjustmentResource.name
const BASE = `/${NAME}/api/v1/${NAME}/`

export function registerAdjustmentRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  deps.routes.add('POST', `${BASE}create/`)
  app.post(
    `${BASE}create/`,
    {
      preHandler: requirePermission(NAME, 'record'),
      schema: routeSchema({
        summary: 'Record a stock adjustment, opening stock or a transfer between branches, posted at once',
        description:
          'kind adjustment: each line’s quantity is signed (up or down); one going up may give its unit_cost (default the moving average), one going down leaves at the moving average. kind opening: positive quantities, each with its unit_cost; booked against Opening Balance Difference. kind transfer: positive quantities from branch to to_branch at their value. reason is always required; date may be back-dated (later movements are re-valued) but not in the future, nor in a locked period.',
        tags: [NAME],
        auth: 'staff',
        body: stockDocumentBody,
        answers: {
          201: '{id, kind, branch, branch_name, to_branch, to_branch_name, date, reason, value, voucher_id, voucher_number, movements: […], created_at, created_by}',
          ...ERROR_ANSWERS,
          409: 'Not enough stock (the branch does not allow negative stock), or the stores’ settings name no ledger',
        },
      }),
    },
    async (request, reply) => {
      const auth = await requireUser(request)
      const doc = stockDocumentOf(parseBody(stockDocumentBody, request.body))
      const id = await createStockDocument(db, doc, {
        actor: { id: auth.user.id, email: auth.user.email, ip: request.ip },
        today: dateIn(new Date(deps.clock()), deps.timeZone),
      })
      const [row] = await db.select().from(stockAdjustment).where(eq(stockAdjustment.id, id))
      const [presented] = await presentStockDocuments(db, row ? [row] : [], deps.timeZone, {
        movements: true,
      })
      return reply.code(201).send(presented)
    },
  )
}
