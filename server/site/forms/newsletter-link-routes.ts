/**
 * The newsletter's emailed links, answered when their page's button is pressed: POST
 * /newsletter/confirm?token= subscribes a pending address, POST /newsletter/unsubscribe?token=
 * takes an address off the list. The token is the whole authority (no session, no form guard),
 * so a mail provider's one-click unsubscribe (RFC 8058: a POST of "List-Unsubscribe=One-Click",
 * urlencoded or multipart, to the List-Unsubscribe address) works as the button does. Pressing
 * either button twice changes nothing more.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { routeSchema } from '../../http/route-docs.ts'
import {
  confirmSubscriber,
  type LinkPurpose,
  NEWSLETTER_LINK_PATHS,
  subscriberOfToken,
  unsubscribe,
} from '../../modules/messages/newsletter.ts'
import { type FormDeps, refused, respond } from './respond.ts'

const LINK_EXPIRED =
  'This link is not valid any more: the address may have been removed from our list. You can sign up again below.'

/** The token of the link: in its query (the email's link, RFC 8058), or posted as a field. */
function tokenOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown>
  const body =
    request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
  return query.token ?? body.token
}

const ACTIONS: Record<LinkPurpose, { summary: string; done: (email: string) => string }> = {
  confirm: {
    summary: 'Confirm a newsletter sign-up with the emailed link',
    done: (email) => `Thank you! ${email} is now on our newsletter list.`,
  },
  unsubscribe: {
    summary: 'Leave the newsletter with the link of any of its emails (also the one-click POST of RFC 8058)',
    done: (email) => `${email} is off our newsletter list: we will not send it any more newsletters.`,
  },
}

export async function registerNewsletterLinkRoutes(app: FastifyInstance, deps: FormDeps): Promise<void> {
  await app.register(async (scope) => {
    // RFC 8058 senders may post multipart; its one field says nothing the address does not.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    )
    for (const purpose of ['confirm', 'unsubscribe'] as const) {
      const path = NEWSLETTER_LINK_PATHS[purpose]
      const schema = routeSchema({
        summary: ACTIONS[purpose].summary,
        tags: ['site forms'],
        querystring: z.object({ token: z.string().optional().describe('The token of the emailed link') }),
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        answers: { 200: 'Done (JSON), or the page saying so', 400: 'The link is not valid any more' },
      })
      scope.post(path, { bodyLimit: 4 * 1024, schema }, async (request, reply) => {
        const subscriber = await subscriberOfToken(deps.db, purpose, tokenOf(request))
        if (!subscriber) return respond(request, reply, deps, path, refused(400, LINK_EXPIRED, {}))
        const now = new Date(deps.clock())
        if (purpose === 'confirm') await confirmSubscriber(deps.db, subscriber, now)
        else await unsubscribe(deps.db, subscriber, now)
        const detail = ACTIONS[purpose].done(subscriber.email)
        return respond(request, reply, deps, path, {
          status: 200,
          answer: { detail },
          submission: { values: {}, errors: {}, outcome: 'sent', detail },
        })
      })
    }
  })
}
