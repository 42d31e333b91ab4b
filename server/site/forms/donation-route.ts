/**
 * POST /donate: the donation form of /donate and of each cause's page. Checked with the rules the
 * browser uses (web/pages/charity/rules.ts), behind the form guard and a per-address limit like
 * the site's other forms, then given to giving's service: an online gift goes on to the payment
 * gateway, an offline one is pledged and announced. Either way the browser is sent on: a form
 * posted without JavaScript gets a 303 to the gateway or the gift's page, the page's script gets
 * the same address as redirect_url. Card fields are refused outright: no card data is accepted.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import { chosenAmount, donationRules, takaDigits } from '../../../web/pages/charity/rules.ts'
import { signedInAccountId } from '../../auth/request-auth.ts'
import { ValidationError } from '../../http/validation.ts'
import { CARD_DATA_REFUSED, cardFieldsIn } from '../../modules/giving/online-create.ts'
import { acceptGift, type GiftOutcome, nextAddress } from '../../modules/giving/online-service.ts'
import { admitSubmission } from './admit.ts'
import { checkForm, formRouteSchema, oneLine } from './form-input.ts'
import { CHECK_FIELDS, type FormDeps, type Outcome, refused, respond, wantsPage } from './respond.ts'
import { SubmissionLimiter } from './submission-limiter.ts'

/** Ten gifts an hour from one address: more than a family gives, little for a script. */
const LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 }

const PAGE = '/donate'

const ONLINE_CLOSED = 'Online giving is not open at the moment: please choose to give offline.'

type Values = ReturnType<typeof checkForm<keyof typeof donationRules>>['values']

/** What the donor's browser is told: a refusal to show, or where to go next. */
type Answer = Outcome | { next: string; status: number; detail: string; reference: string }

export function registerDonationRoute(app: FastifyInstance, deps: FormDeps): void {
  const limiter = new SubmissionLimiter(deps.rateLimits, 'donation', LIMIT, deps.clock)

  async function give(request: FastifyRequest): Promise<Answer> {
    const cards = cardFieldsIn(request.body)
    if (cards.length > 0) return refused(400, `${CARD_DATA_REFUSED} ${cards.join(', ')}.`, {})
    const form = checkForm(donationRules, request.body)
    if (!form.ok) return refused(400, CHECK_FIELDS, form.values, form.errors)
    const { values } = form
    if (values.way === 'online' && !deps.payments)
      return refused(400, CHECK_FIELDS, values, { way: ONLINE_CLOSED })
    const refusal = await admitSubmission(deps, request, limiter, {
      body: request.body,
      values,
      tooMany: (minutes) =>
        `You have given several times in a short while. Please try again in ${minutes} minutes.`,
    })
    if (refusal) return refusal
    let outcome: GiftOutcome
    try {
      // A signed-in donor's gift is theirs in their area, whatever address they typed.
      const userId = await signedInAccountId(request)
      outcome = await acceptGift(deps, { ...giftOf(values), userId }, request.log)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const errors = Object.fromEntries(
        Object.entries(error.fields).map(([key, [message]]) => [key, message ?? '']),
      )
      return refused(400, CHECK_FIELDS, values, errors)
    }
    return answerOf(outcome)
  }

  function answerOf(outcome: GiftOutcome): Answer {
    const { donation } = outcome
    const base = { next: nextAddress(deps, outcome), reference: donation.transactionId }
    if (outcome.kind === 'gateway')
      return { ...base, status: 201, detail: 'On to the payment gateway’s page to pay your gift.' }
    if (outcome.kind === 'unreachable')
      return {
        ...base,
        status: 503,
        detail:
          'We could not reach the payment gateway, so nothing was charged: your gift is kept, and you can pay it from its page.',
      }
    return {
      ...base,
      status: 201,
      detail: `Thank you: your pledge is noted${outcome.mailed.donor ? ', and we have emailed you how to give' : ''}.`,
    }
  }

  const schema = formRouteSchema(
    'Give: once or monthly, to a cause or the general fund, online (answered with the gateway to go to) or offline (a pledge)',
    donationRules,
  )
  app.post(PAGE, { bodyLimit: 32 * 1024, schema }, async (request, reply) => {
    const answer = await give(request)
    if ('next' in answer) return sendOn(request, reply, answer)
    return respond(request, reply, deps, PAGE, answer)
  })
}

/** A browser without JavaScript follows a 303; the page's script reads redirect_url and goes there. */
function sendOn(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { next: string; status: number; detail: string; reference: string },
) {
  if (wantsPage(request)) return reply.redirect(answer.next, 303)
  return reply
    .code(answer.status)
    .send({ detail: answer.detail, reference: answer.reference, redirect_url: answer.next })
}

/** The gift the form's values ask for; the rules have passed, so the amount parses. */
function giftOf(values: Values) {
  const usedOther = values.otherAmount.trim() !== ''
  return {
    amount: parseAmount(takaDigits(chosenAmount(values))) as Paisa,
    frequency: values.frequency as 'once' | 'monthly',
    causeId: values.cause ? Number(values.cause) : null,
    channel: values.way as 'online' | 'offline',
    donor: {
      firstName: oneLine(values.firstName),
      lastName: oneLine(values.lastName),
      email: values.email.trim(),
      phone: oneLine(values.phone) || null,
      address: oneLine(values.address) || null,
      anonymous: values.anonymous === 'yes',
      message: values.message.trim() || null,
    },
    fields: { amount: usedOther ? 'otherAmount' : 'amount', cause: 'cause', channel: 'way' },
  }
}
