import { Link } from '../router.tsx'

/** The privacy notice's fixed address: the page staff write in the menu with the privacy template. */
export const PRIVACY_PATH = '/privacy'

/**
 * The line under every form that sends personal data to the organisation (contact, volunteer,
 * comments, newsletter, sign-up): what sending means, and where to read what is kept and for how
 * long. A line rather than a required box to tick: these forms rely on the visitor asking for
 * something (an answer, the newsletter, which the emailed link confirms), not on a separate
 * consent, and a box would only make the form longer.
 */
export function PrivacyNote({ action = 'sending this form' }: { action?: string }) {
  return (
    <p className="privacy-note">
      By {action} you agree to our <Link to={PRIVACY_PATH}>privacy notice</Link>, which says what we keep and
      for how long.
    </p>
  )
}
