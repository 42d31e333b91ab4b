/**
 * A monthly gift's signed link, posted from its page (/donate/monthly?token=): POST
 * /donate/monthly/amount (a new amount from the next month on) and POST /donate/monthly/cancel.
 * The token is the whole authority (no account, no session, no form guard: it is a link only the
 * donor's emails carry); a forged one is a 404 and changes nothing. Answered with the page again
 * (a browser, with or without JavaScript) or JSON.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { MONTHLY_GIFT_PATH, monthlyGiftPath } from '../../../common/giving-links.ts'
import { takaShown } from '../../../web/pages/charity/thanks.ts'
import { ApiError } from '../../http/api-error.ts'
import { routeSchema } from '../../http/route-docs.ts'
import { ValidationError } from '../../http/validation.ts'
import { cancelMonthlyGift, changeMonthlyAmount } from '../../modules/giving/monthly-service.ts'
import { CHECK_FIELDS, type FormDeps, type Outcome, refused, respond } from './respond.ts'

const fieldsOf = (request: FastifyRequest) =>
  request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}

/** The link's token: in the query (the page's forms post to ?token=), or posted as a field. */
const tokenOf = (request: FastifyRequest) =>
  (request.query as Record<string, unknown>).token ?? fieldsOf(request).token

const done = (detail: string): Outcome => ({
  status: 200,
  answer: { detail },
  submission: { values: {}, errors: {}, outcome: 'sent', detail },
})

export function registerDonationMonthlyRoutes(app: FastifyInstance, deps: FormDeps): void {
  const docs = (summary: string, body: z.ZodObject) =>
    routeSchema({
      summary,
      tags: ['donations'],
      querystring: z.object({
        token: z.string().optional().describe("The monthly gift's signed link token"),
      }),
      body,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      answers: {
        200: 'Done (JSON), or the page saying so',
        400: 'The amount is not valid',
        404: 'The link is not valid',
        409: 'The gift was cancelled',
      },
    })

  /** The page of the link posted to, with the outcome (a refusal keeps what was typed). */
  const answer = async (
    request: FastifyRequest,
    reply: Parameters<typeof respond>[1],
    work: () => Promise<Outcome>,
  ) => {
    const token = tokenOf(request)
    const page = typeof token === 'string' ? monthlyGiftPath(token) : MONTHLY_GIFT_PATH
    let outcome: Outcome
    try {
      outcome = await work()
    } catch (error) {
      const amount = String(fieldsOf(request).amount ?? '')
      if (error instanceof ValidationError)
        outcome = refused(400, CHECK_FIELDS, { amount }, { amount: error.fields.amount?.[0] ?? CHECK_FIELDS })
      else if (error instanceof ApiError && [404, 409].includes(error.statusCode))
        outcome = refused(error.statusCode, error.detail, { amount })
      else throw error
    }
    return respond(request, reply, deps, page, outcome)
  }

  app.post(
    `${MONTHLY_GIFT_PATH}/amount`,
    {
      bodyLimit: 4 * 1024,
      schema: docs(
        'Change the amount of a monthly gift, by its signed link',
        z.object({ amount: z.string() }),
      ),
    },
    (request, reply) =>
      answer(request, reply, async () => {
        const gift = await changeMonthlyAmount(
          deps,
          tokenOf(request),
          String(fieldsOf(request).amount ?? ''),
          request.log,
        )
        return done(`Done: your monthly gift is now ${takaShown(gift.amount)}, from the next month on.`)
      }),
  )

  app.post(
    `${MONTHLY_GIFT_PATH}/cancel`,
    { bodyLimit: 4 * 1024, schema: docs('Cancel a monthly gift, by its signed link', z.object({})) },
    (request, reply) =>
      answer(request, reply, async () => {
        await cancelMonthlyGift(deps, tokenOf(request), request.log)
        return done('Your monthly gift is cancelled: no more months will be due. Thank you for all you gave.')
      }),
  )
}
