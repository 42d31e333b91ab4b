/**
 * GET /donate/pay/<reference>: the pay link of a waiting online gift (each month's gift of a
 * monthly gift is emailed one; a gift's page offers it when the gateway could not be reached or
 * the payment failed). It opens a gateway session for that gift and sends the browser there; a
 * gift that is not waiting, an unknown reference or a gateway that cannot be reached lands on the
 * gift's page, which says where the gift stands. A link in an email must be a GET: opening it
 * twice (or a mail scanner opening it) only opens another session, and nothing is paid without
 * the donor.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { GIFT_PAYMENT_PATH, giftResultPath } from '../../../common/giving-links.ts'
import { routeSchema } from '../../http/route-docs.ts'
import { nextAddress, payAgain } from '../../modules/giving/online-service.ts'
import type { FormDeps } from './respond.ts'

export function registerDonationPayRoute(app: FastifyInstance, deps: FormDeps): void {
  const schema = routeSchema({
    summary: 'Pay a waiting online gift: opens a gateway session and sends the browser there',
    tags: ['donations'],
    params: z.object({
      reference: z.string().max(100).describe("The gift's reference (its transaction id)"),
    }),
    answers: { 303: "To the gateway's page, or to the gift's page when it is not waiting to be paid" },
  })
  app.get<{ Params: { reference: string } }>(
    `${GIFT_PAYMENT_PATH}/:reference`,
    { schema },
    async (request, reply) => {
      const { reference } = request.params
      const outcome = await payAgain(deps, reference, request.log)
      reply.header('cache-control', 'no-store')
      return reply.redirect(outcome ? nextAddress(deps, outcome) : giftResultPath(reference), 303)
    },
  )
}
