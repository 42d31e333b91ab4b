/**
 * POST /newsletter: a sign-up, stored once per address (lowercased, unique) and pending until the
 * owner opens the link it is mailed (double opt-in, modules/messages/newsletter.ts). Signing up
 * again is not an error, and the answer never says whether an address was on the list: the owner
 * of a subscribed address is mailed that it already is.
 */
import type { FastifyInstance } from 'fastify'
import { newsletterRules } from '../../../common/form-rules.ts'
import { siteIdentity } from '../../modules/cms/site-identity-service.ts'
import { mailSubscriber, newsletterLink, PENDING_DAYS, signUp } from '../../modules/messages/newsletter.ts'
import { admitSubmission } from './admit.ts'
import { checkForm, formRouteSchema } from './form-input.ts'
import { ipHash } from './ip-hash.ts'
import { CHECK_FIELDS, type FormDeps, refused, respond } from './respond.ts'
import { SubmissionLimiter } from './submission-limiter.ts'

export function registerNewsletterRoute(app: FastifyInstance, deps: FormDeps): void {
  const limiter = new SubmissionLimiter(
    deps.rateLimits,
    'newsletter',
    { limit: 10, windowMs: 60 * 60 * 1000 },
    deps.clock,
  )

  const schema = formRouteSchema(
    'Sign an address up for the newsletter (mailed a link to confirm)',
    newsletterRules,
  )
  app.post('/newsletter', { bodyLimit: 4 * 1024, schema }, async (request, reply) => {
    const form = checkForm(newsletterRules, request.body)
    if (!form.ok)
      return respond(
        request,
        reply,
        deps,
        '/newsletter',
        refused(400, CHECK_FIELDS, form.values, form.errors),
      )
    const refusal = await admitSubmission(deps, request, limiter, {
      body: request.body,
      values: form.values,
      tooMany: (minutes) => `Too many sign-ups from your connection. Please try again in ${minutes} minutes.`,
    })
    if (refusal) return respond(request, reply, deps, '/newsletter', refusal)

    const email = form.values.email.trim().toLowerCase()
    const now = new Date(deps.clock())
    const { created, subscriber, mailConfirmation } = await signUp(
      deps.db,
      email,
      await ipHash(deps.db, request.ip),
      now,
    )
    const org = await siteIdentity(deps.db)
    const mail = mailConfirmation
      ? {
          subject: `Please confirm your subscription to the ${org.name} newsletter`,
          text:
            `Someone (we hope you) asked to receive the newsletter of ${org.name} at ${email}.\n` +
            `To confirm, open this link and press the button:\n\n` +
            `${await newsletterLink(deps.db, deps.publicUrl, 'confirm', subscriber)}\n\n` +
            `If you did not ask for this, ignore this email: you will not be added, and we forget the address after ${PENDING_DAYS} days.\n`,
        }
      : {
          subject: `You are already subscribed to the ${org.name} newsletter`,
          text: `Someone (we hope you) asked to receive the newsletter of ${org.name} at ${email}. This address is already on the list, so there is nothing to do.\n`,
        }
    const outcome = await mailSubscriber(deps, subscriber, mail).catch((error: unknown) => {
      request.log.error({ err: error }, 'newsletter confirmation could not be mailed')
      return 'failed' as const
    })
    const mailed = outcome !== 'failed'
    const detail = mailed
      ? `Thank you! Please check ${email}: we have sent you a link to confirm your subscription.`
      : `We could not send the confirmation email to ${email} just now. Please try again later.`
    return respond(request, reply, deps, '/newsletter', {
      status: created ? 201 : 200,
      answer: mailed ? { detail } : { detail, mailed },
      submission: { values: {}, errors: {}, outcome: mailed ? 'sent' : 'not-mailed', detail },
    })
  })
}
