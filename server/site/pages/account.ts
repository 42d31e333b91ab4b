/**
 * The pages of supporters' accounts: an emailed link's pages (/verify-email?token=,
 * /reset-password?token=), which read nothing about the account (so a cached copy holds nothing
 * personal, and opening the link changes nothing), and the shared shell of a supporter's area
 * (/account), which server/site/account/ fills for the signed-in visitor alone.
 */
import { ACCOUNT_PATH, SITE_RESET_PATH, VERIFY_PATH } from '../../../common/account-links.ts'
import type { SiteRoute } from '../page-context.ts'

const linkPage = (
  kind: 'verify-email' | 'reset-password',
  path: string,
  title: string,
  description: string,
): SiteRoute => ({
  path,
  query: ['token'],
  listed: false,
  load: async (ctx) => ({
    body: { kind, token: ctx.query.get('token') || null, submission: null },
    title: `${title} | ${ctx.site.siteName}`,
    description,
  }),
})

export const accountRoutes: SiteRoute[] = [
  linkPage('verify-email', VERIFY_PATH, 'Confirm Your Email', 'Confirm the email address of your account.'),
  linkPage(
    'reset-password',
    SITE_RESET_PATH,
    'Choose a New Password',
    'Choose a new password for your account.',
  ),
  {
    path: ACCOUNT_PATH,
    listed: false,
    load: async (ctx) => ({
      body: { kind: 'account', account: null, submission: null },
      title: `My Account | ${ctx.site.siteName}`,
      description: 'Your gifts, receipts, membership and details.',
    }),
  },
]
