/**
 * POST /newsletter: adds an address to newsletter_subscriber, once (addresses are stored
 * lowercased and unique). Subscribing again is not an error: the answer is the same, and true.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { newsletterRules } from '../../../common/form-rules.ts'
import { newsletterSubscriber } from '../../modules/messages/tables.ts'
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

  const schema = formRouteSchema('Subscribe an address to the newsletter', newsletterRules)
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
    const [created] = await deps.db
      .insert(newsletterSubscriber)
      .values({ email, ipHash: await ipHash(deps.db, request.ip) })
      .onConflictDoNothing({ target: newsletterSubscriber.email })
      .returning({ id: newsletterSubscriber.id })
    if (!created) {
      // Already there; someone who had left and signs up again is back on the list.
      await deps.db
        .update(newsletterSubscriber)
        .set({ status: 'subscribed', updatedAt: new Date() })
        .where(eq(newsletterSubscriber.email, email))
    }
    const detail = `Thank you! ${email} is on our newsletter list.`
    return respond(request, reply, deps, '/newsletter', {
      status: created ? 201 : 200,
      answer: { detail },
      submission: { values: {}, errors: {}, outcome: 'sent', detail },
    })
  })
}
