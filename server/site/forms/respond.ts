/**
 * How a form post is answered: JSON for the site's script (and any API client), or, for a browser
 * posting without JavaScript (it asks for text/html), the form's page again with the outcome.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PageData } from '../../../web/page-data.ts'
import type { FormAnswer, Submission } from '../../../web/pages/forms/types.ts'
import type { AccountActions } from '../../auth/account-actions.ts'
import type { Db } from '../../db/client.ts'
import type { RateLimitStore } from '../../http/rate-limit-store.ts'
import type { Mailer, MailMessage } from '../../mail/mailer.ts'
import type { MediaStore } from '../../media/media-store.ts'
import type { GivingDeps } from '../../modules/giving/online-service.ts'
import { loadPageData } from '../page-data.ts'
import type { SiteReads } from '../site-reads.ts'

export interface FormDeps {
  db: Db
  mailer: Mailer
  media: MediaStore
  publicUrl: string
  sendPage: (reply: FastifyReply, data: PageData) => Promise<FastifyReply>
  /** What every page reads, kept until the next change (site-reads.ts). */
  reads: SiteReads
  /** Counters of the per-address limits. */
  rateLimits: RateLimitStore
  clock: () => number
  /** The organisation's time zone, for the page sent back to a post made without JavaScript. */
  timeZone: string
  /** Forms sent sooner than this after they were started are refused (FORM_MIN_FILL_SECONDS). */
  minFillMs: number
  /** Sign-in and the reset email, as the account API does them (auth/account-actions.ts). */
  accounts: AccountActions
  /** The payment gateway of online gifts, or undefined when none is configured. */
  payments: GivingDeps['payments']
  /** The help desk's address (HELPDESK_ADDRESS), whose +token Reply-To lands a requester's email in the thread. */
  helpdeskAddress?: string | undefined
}

export const CHECK_FIELDS = 'Please check the fields marked.'

/** A browser posting without JavaScript asks for text/html; the site's script and API clients for JSON. */
export const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html')

export interface Outcome {
  status: number
  answer: FormAnswer
  submission: Submission
  headers?: Record<string, string>
}

/** A refusal: nothing was stored. `errors` name the fields at fault. */
export function refused(
  status: number,
  detail: string,
  values: Record<string, string>,
  errors: Record<string, string> = {},
  headers: Record<string, string> = {},
): Outcome {
  const fieldErrors = Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, [message]]))
  return {
    status,
    headers,
    answer: Object.keys(errors).length > 0 ? { detail, errors: fieldErrors } : { detail },
    submission: { values, errors, outcome: 'refused', detail },
  }
}

export async function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: FormDeps,
  pagePath: string,
  outcome: Outcome,
) {
  reply.headers(outcome.headers ?? {})
  if (!wantsPage(request)) return reply.code(outcome.status).send(outcome.answer)
  const data = await loadPageData(deps.db, pagePath, request.log, {
    reads: deps.reads,
    publicUrl: deps.publicUrl,
    time: { clock: deps.clock, timeZone: deps.timeZone },
  })
  if ('submission' in data.body) data.body = { ...data.body, submission: outcome.submission }
  return deps.sendPage(reply, { ...data, status: outcome.status === 201 ? 200 : outcome.status })
}

/**
 * Emails the organisation; true when the message was sent or kept for an operator (no SMTP_URL),
 * false when it could not be: no address in the settings, SMTP refused it, or the outbox failed.
 */
export async function notify(
  deps: FormDeps,
  request: FastifyRequest,
  message: Omit<MailMessage, 'to'> & { to: string | null },
): Promise<boolean> {
  const { to } = message
  if (!to) {
    request.log.warn({ subject: message.subject }, 'no email in the site settings: form message not mailed')
    return false
  }
  try {
    return (await deps.mailer.send({ ...message, to })) !== 'failed'
  } catch (error) {
    request.log.error({ err: error }, 'form message could not be mailed')
    return false
  }
}
