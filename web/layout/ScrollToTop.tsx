import { useEffect, useState } from 'react'

/** How far down the page the button appears. */
const SHOW_AFTER_PX = 400

/**
 * Back to the top: a link to #main, so it works without JavaScript (and is then always shown);
 * with it, the button appears once the page has scrolled and scrolls back up (smoothly unless the
 * visitor prefers reduced motion: site.css sets scroll-behavior).
 */
export function ScrollToTop() {
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return (
    // A link, not a button: without JavaScript it still goes to the top.
    // biome-ignore lint/a11y/useValidAnchor: see above
    <a
      href="#main"
      className={shown ? 'to-top is-shown' : 'to-top'}
      onClick={(event) => {
        event.preventDefault()
        window.scrollTo({ top: 0 })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">Back to top</span>
    </a>
  )
}
