/**
 * The public site's forms: contact, newsletter (and its emailed links), volunteer, blog comments,
 * the donation form with its pay links and monthly gifts' signed links, the Help form and a ticket's
 * page (help-route.ts).
 * Each answers JSON to the page's script and, without JavaScript, the page again with the outcome;
 * each stores what it receives (never the raw client address) and is rate-limited per address,
 * behind a honeypot and a minimum fill time (form-guard.ts). The account pages' posts without
 * JavaScript (account-routes.ts) answer the same way, behind the account API's own limiter.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { registerSupporterAreaRoutes } from '../account/account-routes.ts'
import { registerAccountRoutes } from './account-routes.ts'
import { registerCommentRoute } from './comment-route.ts'
import { registerContactRoute } from './contact-route.ts'
import { registerDonationMonthlyRoutes } from './donation-monthly-route.ts'
import { registerDonationPayRoute } from './donation-pay-route.ts'
import { registerDonationRoute } from './donation-route.ts'
import { registerFormGuard } from './form-guard.ts'
import { registerHelpRoutes } from './help-route.ts'
import { registerNewsletterLinkRoutes } from './newsletter-link-routes.ts'
import { registerNewsletterRoute } from './newsletter-route.ts'
import type { FormDeps } from './respond.ts'
import { registerVolunteerRoute } from './volunteer-route.ts'

export async function registerFormRoutes(app: FastifyInstance, deps: FormDeps): Promise<void> {
  registerFormGuard(app, deps)
  registerContactRoute(app, deps)
  registerNewsletterRoute(app, deps)
  await registerNewsletterLinkRoutes(app, deps)
  // Only the volunteer and help forms take a file: multipart's parser and hooks stay in its scope.
  await app.register(async (uploads) => {
    await uploads.register(multipart)
    registerVolunteerRoute(uploads, deps)
    registerHelpRoutes(uploads, deps)
  })
  registerCommentRoute(app, deps)
  registerAccountRoutes(app, deps)
  registerSupporterAreaRoutes(app, deps)
  registerDonationRoute(app, deps)
  registerDonationPayRoute(app, deps)
  registerDonationMonthlyRoutes(app, deps)
}
