/**
 * Giving's public HTTP routes: the original's donation/create/ (online-create.ts), and the
 * gateway's callbacks: the donor's browser coming back (success, fail, cancel) and the gateway's
 * own notice (IPN). The callbacks take no session and no CSRF token: the gateway posts them, so
 * they trust nothing they carry until the provider has checked it with the gateway
 * (online-callbacks.ts). Bodies are small: a gateway's fields, a donor's details.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { giftResultPath } from '../../../common/giving-links.ts'
import { signedInAccountId } from '../../auth/request-auth.ts'
import { ApiError } from '../../http/api-error.ts'
import { routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import type { AreaDeps } from '../area.ts'
import { callbackFields, settleCallback } from './online-callbacks.ts'
import { CARD_DATA_REFUSED, cardFieldsIn, createBody, giftOfCreateBody } from './online-create.ts'
import { acceptGift, CALLBACK_PATHS, type GiftOutcome, nextAddress } from './online-service.ts'

/** Ten gifts an hour from one address: more than a family gives, little for a script. */
const CREATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 }

const FORM = ['application/x-www-form-urlencoded', 'application/json']

const gatewayFields = z
  .record(z.string(), z.string())
  .describe(
    'The fields SSLCommerz posts: tran_id, status, val_id, amount, currency, verify_sign, verify_key…',
  )

export async function registerOnlineRoutes(app: FastifyInstance, deps: AreaDeps): Promise<void> {
  const browserSchema = (outcome: string) =>
    routeSchema({
      summary: `The donor's browser back from the payment gateway (${outcome}): checked with the gateway, then on to the gift's page`,
      description:
        'The gateway posts its signed fields through the browser. Whatever the address says, the signed status and the gateway’s validation API decide; the browser is sent (303) to /donate/thanks?ref=<tran_id>.',
      tags: ['donations'],
      body: gatewayFields,
      consumes: FORM,
      answers: {
        303: 'To the gift’s page',
        400: 'No tran_id',
        404: 'No online gift has that tran_id',
      },
    })
  for (const outcome of ['success', 'fail', 'cancel'] as const) {
    app.post(
      CALLBACK_PATHS[outcome],
      { bodyLimit: 16 * 1024, schema: browserSchema(outcome) },
      async (request, reply) => {
        const settled = await settleCallback(deps, callbackFields(request.body), request.log)
        return reply.redirect(giftResultPath(settled.donation.transactionId), 303)
      },
    )
  }

  app.post(
    CALLBACK_PATHS.ipn,
    {
      bodyLimit: 16 * 1024,
      schema: routeSchema({
        summary: "The payment gateway's notice of a payment (IPN), server to server",
        description:
          'Checked like the browser’s return (signature, validation API, amount and currency). Completing twice books once.',
        tags: ['donations'],
        body: gatewayFields,
        consumes: FORM,
        answers: {
          200: '{"transaction_id", "status", "verdict"}: the gift as it now stands',
          400: 'Refused: the notice does not match the gift, or has no tran_id',
          404: 'No online gift has that tran_id',
          503: 'The gateway could not be asked; send again later',
        },
      }),
    },
    async (request, reply) => {
      const { donation, verdict } = await settleCallback(deps, callbackFields(request.body), request.log)
      const code = verdict === 'refused' ? 400 : verdict === 'unconfirmed' ? 503 : 200
      return reply
        .code(code)
        .send({ transaction_id: donation.transactionId, status: donation.status, verdict })
    },
  )

  app.post(
    '/donation/api/v1/donation/create/',
    {
      bodyLimit: 32 * 1024,
      schema: routeSchema({
        summary: 'Give: an offline pledge, or an online gift and where to send the donor to pay it',
        description:
          'The original’s public create/. No account is created. Card fields (card_number, cvc_code, expiry_date…) are refused with 400: card data is never accepted. payment_method "sslcommerz" (when a gateway is set up) answers redirect_url, the gateway’s page; any other value pledges offline, and staff record the money when it arrives.',
        tags: ['donations'],
        body: createBody,
        consumes: FORM,
        answers: {
          201: '{"transaction_id", "status", "amount", "cause", "redirect_url" | "detail"}',
          400: 'A field is not valid, or card data was sent',
          429: 'Too many gifts from this address',
          503: 'The gateway could not be reached: the gift is kept pending (its transaction_id)',
        },
      }),
    },
    (request, reply) => create(deps, request, reply),
  )
}

async function create(deps: AreaDeps, request: FastifyRequest, reply: FastifyReply) {
  const cards = cardFieldsIn(request.body)
  if (cards.length > 0) throw new ApiError(400, `${CARD_DATA_REFUSED} ${cards.join(', ')}.`)
  const body = parseBody(createBody, request.body)
  const gift = giftOfCreateBody(body, deps.payments !== undefined)
  const wait = await deps.rateLimits.take(`form:donation-api:ip:${request.ip}`, CREATE_LIMIT, deps.clock())
  if (wait > 0)
    throw new ApiError(
      429,
      `Too many gifts from this address: try again in ${Math.ceil(wait / 60)} minutes.`,
      {
        'retry-after': String(wait),
      },
    )
  // A signed-in donor's gift is theirs in their area, whatever address they typed.
  const userId = await signedInAccountId(request)
  const outcome = await acceptGift(deps, { ...gift, userId }, request.log)
  return reply.code(outcome.kind === 'unreachable' ? 503 : 201).send(answerOf(deps, outcome))
}

function answerOf(deps: AreaDeps, outcome: GiftOutcome) {
  const { donation } = outcome
  const base = {
    transaction_id: donation.transactionId,
    status: donation.status,
    amount: donation.amount,
    cause: donation.causeId,
  }
  if (outcome.kind === 'gateway') return { ...base, redirect_url: outcome.redirectUrl }
  if (outcome.kind === 'unreachable')
    return {
      ...base,
      detail:
        'The payment gateway could not be reached, so nothing was charged. The gift is kept pending: pay it later at page_url.',
      page_url: nextAddress(deps, outcome),
    }
  const { staff, donor } = outcome.mailed
  return {
    ...base,
    detail: `Pledged. ${donor ? 'The donor has been emailed how to give' : 'The email to the donor could not be sent: page_url shows how to give'}; ${staff ? 'staff have been told' : 'staff could not be emailed'}.`,
    page_url: nextAddress(deps, outcome),
  }
}
