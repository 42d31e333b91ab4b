/** POST /contact: the contact form. Stored in contact_message, then emailed to the organisation. */
import type { FastifyInstance } from 'fastify'
import { contactRules } from '../../../common/form-rules.ts'
import { siteIdentity } from '../../modules/cms/site-identity-service.ts'
import { contactMessage } from '../../modules/messages/tables.ts'
import { admitSubmission } from './admit.ts'
import { checkForm, formRouteSchema, oneLine } from './form-input.ts'
import { ipHash } from './ip-hash.ts'
import { CHECK_FIELDS, type FormDeps, notify, refused, respond } from './respond.ts'
import { SubmissionLimiter } from './submission-limiter.ts'

/** Five messages per address in ten minutes: plenty for a person, little for a script. */
const LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

export function registerContactRoute(app: FastifyInstance, deps: FormDeps): void {
  const limiter = new SubmissionLimiter(deps.rateLimits, 'contact', LIMIT, deps.clock)

  const schema = formRouteSchema('Send a message to the organisation (the contact form)', contactRules)
  app.post('/contact', { bodyLimit: 32 * 1024, schema }, async (request, reply) => {
    const form = checkForm(contactRules, request.body)
    if (!form.ok)
      return respond(request, reply, deps, '/contact', refused(400, CHECK_FIELDS, form.values, form.errors))
    const refusal = await admitSubmission(deps, request, limiter, {
      body: request.body,
      values: form.values,
      tooMany: (minutes) =>
        `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    })
    if (refusal) return respond(request, reply, deps, '/contact', refusal)

    const { name, lastname, email, subject, message } = form.values
    const sender = oneLine(`${name} ${lastname}`)
    const [row] = await deps.db
      .insert(contactMessage)
      .values({
        firstName: oneLine(name),
        lastName: oneLine(lastname),
        email: email.trim(),
        subject,
        message: message.trim(),
        ipHash: await ipHash(deps.db, request.ip),
      })
      .returning({ id: contactMessage.id })
    const org = await siteIdentity(deps.db)
    const mailed = await notify(deps, request, {
      to: org.email,
      replyTo: email.trim(),
      subject: `Contact form: ${subject}, from ${sender}`,
      text:
        `${sender} <${email.trim()}> wrote through the contact form of ${org.name}.\n` +
        `Subject: ${subject}\n\n${message.trim()}\n\n` +
        `Reply to this email to answer. The message is kept in the back office as contact message ${row?.id}.\n`,
    })
    if (!mailed) request.log.warn({ contactMessage: row?.id }, 'contact message stored but not mailed')
    const detail = `Thank you, ${oneLine(name)}! Your message has reached ${org.name}; we will write back to ${email.trim()}.`
    return respond(request, reply, deps, '/contact', {
      status: 201,
      answer: { detail },
      submission: { values: {}, errors: {}, outcome: 'sent', detail },
    })
  })
}
