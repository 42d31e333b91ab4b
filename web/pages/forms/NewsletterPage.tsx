import { Link, Newsletter, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import type { NewsletterLink, Submission } from './types.ts'

const LINK_PAGES = {
  confirm: {
    title: 'Confirm your subscription',
    text: 'Press the button to start receiving our newsletter by email.',
    button: 'Confirm my subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: 'Press the button to stop receiving our newsletter. You can sign up again at any time.',
    button: 'Unsubscribe',
  },
} as const

/**
 * An emailed link's page: its button (a plain form post, with or without JavaScript), then what
 * pressing it did. A link that is not valid any more offers the sign-up again.
 */
function LinkPanel({ link, submission }: { link: NewsletterLink; submission: Submission | null }) {
  const page = LINK_PAGES[link.purpose]
  if (submission?.outcome === 'sent')
    return (
      <p className="sent" role="status">
        {submission.detail}
      </p>
    )
  if (submission || !link.action)
    return (
      <>
        <p className="form-problem" role="alert">
          {submission?.detail ?? 'This link is not complete. Please open the whole link from the email.'}
        </p>
        {link.purpose === 'confirm' && <Newsletter formId="newsletter" />}
      </>
    )
  return (
    <form method="post" action={link.action}>
      <p>{page.text}</p>
      <button type="submit" className="form-submit">
        {page.button}
      </button>
    </form>
  )
}

/**
 * /newsletter: the sign-up on a page of its own, which also answers a sign-up sent without
 * JavaScript; and the pages of the links the newsletter's emails carry (confirm, unsubscribe).
 */
export function NewsletterPage({ body }: PageProps<'newsletter'>) {
  const { link } = body
  return (
    <>
      <TitleBanner title={link ? LINK_PAGES[link.purpose].title : 'Newsletter'} />
      <section className="band" aria-labelledby="newsletter-join">
        <div className="form-intro">
          {link ? (
            <>
              <h2 id="newsletter-join">Our newsletter</h2>
              <LinkPanel link={link} submission={body.submission} />
            </>
          ) : (
            <>
              <h2 id="newsletter-join">Join 20,000 Subscribers</h2>
              <p>Course dates, departures to Japan and Korea, and news of our charity work, by email.</p>
              <Newsletter formId="newsletter" initial={body.submission} />
            </>
          )}
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </div>
      </section>
    </>
  )
}
