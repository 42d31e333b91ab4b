import { useEffect, useState } from 'react'
import { isSafeLink, linkHref } from '../../../common/safe-link.ts'
import { Img, Link, RichText } from '../../kit.ts'
import type { Slide } from '../../page-data.ts'

/** Time on each slide (spec §9). */
export const SLIDE_MS = 5000

const isExternal = (href: string) => /^https?:\/\//i.test(href)

/** The slide's buttons, as the original: its `details` and 'Meet Our Trainees', both to its link. */
function SlideLinks({ link, details }: { link: string; details: string }) {
  const labels = [details, 'Meet Our Trainees']
  return (
    <div className="hero__links">
      {labels.map((label, i) => {
        const className = i === 0 ? 'button button--accent' : 'button button--light'
        return isExternal(link) ? (
          <a key={label} className={className} href={link} target="_blank" rel="noopener noreferrer">
            {label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <Link key={label} className={className} to={linkHref(link)}>
            {label}
          </Link>
        )
      })}
    </div>
  )
}

/**
 * The home page's slides, fading one into the next every 5 seconds, with previous/next buttons,
 * indicators and a pause button. It stops while pointed at or focused, and never moves by itself
 * for visitors who prefer reduced motion. Without JavaScript the first slide stays.
 */
export function Hero({ slides }: { slides: Slide[] }) {
  const [active, setActive] = useState(0)
  const [enhanced, setEnhanced] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(true)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = slides.length

  useEffect(() => {
    setEnhanced(true)
    setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  }, [])

  const autoplay = enhanced && count > 1 && !reducedMotion
  const playing = autoplay && !paused && !hovered && !focused
  // A timeout per slide, so that a slide chosen by hand gets its full time too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts on every slide change
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % count), SLIDE_MS)
    return () => window.clearTimeout(timer)
  }, [playing, active, count])

  const go = (to: number) => setActive((to + count) % count)

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="hero__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // The APG carousel pattern: a slide is a group.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            key={slide.id}
            className={i === active ? 'hero__slide is-active' : 'hero__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== active}
            inert={i !== active}
          >
            {slide.image && (
              <Img image={slide.image} alt="" sizes="100vw" priority={i === 0} className="hero__image" />
            )}
            <div className="hero__text">
              {slide.title && <RichText html={slide.title} className="hero__title" />}
              {slide.subtitle && <p className="hero__subtitle">{slide.subtitle}</p>}
              {slide.link && isSafeLink(slide.link) && slide.details && (
                <SlideLinks link={slide.link} details={slide.details} />
              )}
            </div>
          </div>
        ))}
      </div>
      {enhanced && count > 1 && (
        <div className="hero__controls">
          <button type="button" className="hero__arrow hero__arrow--prev" onClick={() => go(active - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous slide</span>
          </button>
          <div className="hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero__dot"
                aria-current={i === active ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span className="visually-hidden">Show slide {i + 1}</span>
              </button>
            ))}
          </div>
          {autoplay && (
            <button type="button" className="hero__pause" onClick={() => setPaused((p) => !p)}>
              {paused ? 'Play' : 'Pause'}
              <span className="visually-hidden"> slides</span>
            </button>
          )}
          <button type="button" className="hero__arrow hero__arrow--next" onClick={() => go(active + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      )}
    </section>
  )
}
