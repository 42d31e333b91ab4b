/**
 * Names shared by the site's public forms and the server's check of them (server/site/forms/
 * form-guard.ts): a honeypot field people never see, and a signed "form started at" token.
 */

/** A field only scripts fill in: hidden from sight, from the keyboard and from screen readers. */
export const HONEYPOT_FIELD = 'website'
/** The signed time the form was shown (without JavaScript) or first used (with it). */
export const STARTED_FIELD = 'form_started'
/**
 * Rendered in place of the token, and left there: cached pages are sent byte for byte (compressed
 * once). The script sends a token from FORM_TOKEN_URL instead; a post without JavaScript carries
 * the placeholder, and the server reads the time from its cookie (server/site/forms/form-guard.ts).
 */
export const STARTED_PLACEHOLDER = '__kizuna_form_started__'
/** Answers a fresh token (JSON: token, min_fill_seconds) to the forms' script. */
export const FORM_TOKEN_URL = '/__form-token'
