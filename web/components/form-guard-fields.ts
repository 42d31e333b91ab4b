/**
 * Names shared by the site's public forms and the server's check of them (server/site/forms/
 * form-guard.ts): a honeypot field people never see, and a signed "form started at" token.
 */

/** A field only scripts fill in: hidden from sight, from the keyboard and from screen readers. */
export const HONEYPOT_FIELD = 'website'
/** The signed time the form was shown (without JavaScript) or first used (with it). */
export const STARTED_FIELD = 'form_started'
/**
 * Rendered in place of the token: the server writes a fresh token over it in every HTML response,
 * so a page served from the page cache still carries the time it was shown.
 */
export const STARTED_PLACEHOLDER = '__kizuna_form_started__'
/** Answers a fresh token (JSON: token, min_fill_seconds) to the forms' script. */
export const FORM_TOKEN_URL = '/__form-token'
