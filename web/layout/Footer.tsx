import { ACCOUNT_PATH } from '../../common/account-links.ts'
import { isSafeLink } from '../../common/safe-link.ts'
import { Link, Newsletter, PRIVACY_PATH } from '../kit.ts'
import type { ImageRef, SiteSettings } from '../page-data.ts'

/** The training centre's address, fixed in the footer whatever the settings say (spec §9, catalogue §3.6). */
const TRAINING_CENTRE = ['Pathargata, Sirajdikhan, Munshiganj', 'westerntti@gmail.com', '+8801746088196']

export function Footer({ site, partners }: { site: SiteSettings; partners: ImageRef[] }) {
  const social = [
    ['Facebook', site.social.facebook],
    ['Twitter', site.social.twitter],
    ['Instagram', site.social.instagram],
    ['LinkedIn', site.social.linkedin],
    // A link stored before the URL fields refused `//host` and the like is left out.
  ].filter((entry): entry is [string, string] => Boolean(entry[1]) && isSafeLink(entry[1] as string))
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.siteName}</h2>
          {site.logo && (
            <img
              src={site.logo}
              alt={`${site.siteName} logo`}
              width={90}
              height={90}
              loading="lazy"
              className="site-footer__logo"
            />
          )}
          <ul className="social">
            {social.map(([label, href]) => (
              <li key={label}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <p>Please feel free to contact us</p>
          <ul className="contact-list">
            {site.email && (
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
            )}
            {site.phone && <li>{site.phone}</li>}
            {site.address && <li>{site.address}</li>}
          </ul>
          <p>
            <strong>Our Training Center Located</strong>
          </p>
          <ul className="contact-list">
            {TRAINING_CENTRE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Join 20,000 Subscribers</h2>
          <p>Course dates, departures to Japan and Korea, and news of our charity work, by email.</p>
          <Newsletter formId="footer-newsletter" />
        </section>
        {partners.length > 0 && (
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners">Member of</h2>
            <ul className="partner-grid">
              {partners.map((p) => (
                <li key={p.src}>
                  <img src={p.src} alt={p.alt} width={120} height={60} loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__bottom">
        © {new Date().getFullYear()} {site.siteName}. All rights reserved. Website by Kizuna.{' '}
        <Link to="/contact">Contact</Link> · <Link to={PRIVACY_PATH}>Privacy notice</Link> ·{' '}
        {/* Donors' and members' own area; it asks a visitor who is not signed in to sign in or sign up. */}
        <Link to={ACCOUNT_PATH}>My account</Link> · <Link to="/help">Help</Link>
      </p>
    </footer>
  )
}
