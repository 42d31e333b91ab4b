import { Link, TitleBanner } from '../kit.ts'

export function NotFoundPage() {
  return (
    <>
      <TitleBanner title="404" />
      <div className="not-found">
        <h2>Oops! Page Not Found!</h2>
        <p>We are sorry, but the page you are looking for does not exist or has moved.</p>
        <Link className="button button--accent" to="/home">
          Back to home
        </Link>
      </div>
    </>
  )
}
