/**
 * The site's addresses of supporters' accounts (issue 14 item 6), shared by the server that emails
 * and answers them and the pages that link to them.
 */

/** A supporter's own area: rendered for the signed-in visitor alone, never from a shared cache. */
export const ACCOUNT_PATH = '/account'

/** The page of the link emailed at sign-up, which confirms the address with the password. */
export const VERIFY_PATH = '/verify-email'

/** The page of a supporter's emailed reset link (staff use the back office's). */
export const SITE_RESET_PATH = '/reset-password'

/** Whether a path is a signed-in visitor's own page, which the browser must load from the server itself. */
export const isPersonalPath = (path: string) =>
  path === ACCOUNT_PATH || path.startsWith(`${ACCOUNT_PATH}/`) || path.startsWith(`${ACCOUNT_PATH}?`)
