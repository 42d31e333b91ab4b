import { Link, Newsletter, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'

/** /newsletter: the sign-up on a page of its own, which also answers a sign-up sent without JavaScript. */
export function NewsletterPage({ body }: PageProps<'newsletter'>) {
  return (
    <>
      <TitleBanner title="Newsletter" />
      <section className="band" aria-labelledby="newsletter-join">
        <div className="form-intro">
          <h2 id="newsletter-join">Join 20,000 Subscribers</h2>
          <p>Course dates, departures to Japan and Korea, and news of our charity work, by email.</p>
          <Newsletter formId="newsletter" initial={body.submission} />
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </div>
      </section>
    </>
  )
}
