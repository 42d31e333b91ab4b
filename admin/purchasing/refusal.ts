/**
 * The server's refusal as the sentence a purchase screen shows (role="alert"): the field errors
 * the screen has no input for (a purchase with no lines is refused on `purchase_final`), else the
 * error's own words. Errors of fields the screen shows are placed under them by the caller.
 */
import { fieldErrorsOf, messageOf } from '../giving/donation-api.ts'

export function refusalOf(error: unknown, shown: (field: string) => boolean, fallback: string): string {
  const unplaced = Object.entries(fieldErrorsOf(error))
    .filter(([field]) => !shown(field))
    .map(([, message]) => message)
  return unplaced.length > 0 ? unplaced.join(' ') : messageOf(error, fallback)
}
