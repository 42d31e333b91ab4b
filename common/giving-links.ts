/**
 * The public addresses of giving, written once: the server redirects and emails them, the site's
 * pages link to them. A gift's reference is its transaction id (unguessable, server/modules/giving/
 * donations.ts), so knowing it is what lets a donor see their gift's state or pay it.
 */

/** Where a donor lands after the form or the gateway: the gift's state, honestly. */
export const GIFT_RESULT_PATH = '/donate/thanks'
/** Opens a gateway session for a pending online gift and sends the browser there. */
export const GIFT_PAYMENT_PATH = '/donate/pay'
/** A monthly gift's page, reached by its signed link: change the amount or cancel. */
export const MONTHLY_GIFT_PATH = '/donate/monthly'

/** Set when the gateway could not be reached, so the result page says so rather than "confirming". */
export const GATEWAY_UNREACHABLE = 'unreachable'

export const giftResultPath = (reference: string, gateway?: typeof GATEWAY_UNREACHABLE) =>
  `${GIFT_RESULT_PATH}?${new URLSearchParams(gateway ? { ref: reference, gateway } : { ref: reference })}`

export const giftPaymentPath = (reference: string) => `${GIFT_PAYMENT_PATH}/${encodeURIComponent(reference)}`

export const monthlyGiftPath = (token: string) => `${MONTHLY_GIFT_PATH}?${new URLSearchParams({ token })}`
