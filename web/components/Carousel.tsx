import { Children, type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

/**
 * Slides per view at each window width, as the original's sliders set them: `default` above
 * 1500 px, then the count at or below each width; 400 is the narrowest phones' (spec §9: the
 * partners show one there).
 */
export interface PerView {
  default: number
  1500?: number
  1200?: number
  991?: number
  767?: number
  480?: number
  400?: number
}

const STEPS = [1500, 1200, 991, 767, 480, 400] as const

/** How long a move from slide to slide takes (spec §9: every slider's speed is 1000 ms). */
export const SPEED_MS = 1000

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * Scrolls the track to `left` in SPEED_MS (a browser's smooth scroll has its own, shorter
 * duration). Snapping is off meanwhile, or each step would snap back to a slide.
 */
function glide(track: HTMLElement, left: number): () => void {
  const from = track.scrollLeft
  const start = performance.now()
  let frame = 0
  track.style.scrollSnapType = 'none'
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / SPEED_MS)
    track.scrollLeft = from + (left - from) * easeInOut(t)
    if (t < 1) frame = requestAnimationFrame(step)
    else track.style.scrollSnapType = ''
  }
  frame = requestAnimationFrame(step)
  return () => {
    cancelAnimationFrame(frame)
    track.style.scrollSnapType = ''
  }
}

/** Inline custom properties read by the media queries of .carousel in carousel.css. */
function perViewStyle(perView: PerView): CSSProperties {
  const style: Record<string, number> = { '--pv': perView.default }
  let current = perView.default
  for (const step of STEPS) {
    current = perView[step] ?? current
    style[`--pv-${step}`] = current
  }
  return style as CSSProperties
}

/**
 * A row of slides that scrolls by whole slides: swipe and scroll work without JavaScript (CSS
 * scroll snapping); with it come previous/next buttons, dots, and autoplay that pauses on hover,
 * on focus, with the pause button, and never runs for visitors who prefer reduced motion.
 */
export function Carousel({
  label,
  perView,
  autoplayMs,
  arrows = true,
  dots = true,
  className,
  children,
}: {
  /** What the slides are, for screen readers: 'Our partners'. */
  label: string
  perView: PerView
  autoplayMs?: number
  arrows?: boolean
  dots?: boolean
  className?: string
  children: ReactNode
}) {
  const slides = Children.toArray(children)
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const [visible, setVisible] = useState(1)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(true)

  // Which slide is first in view, and how many fit: read from the layout, so CSS decides.
  const measure = useCallback(() => {
    const el = track.current
    const first = el?.firstElementChild as HTMLElement | null
    if (!el || !first) return
    const step = first.offsetWidth + Number.parseFloat(getComputedStyle(el).columnGap || '0')
    if (step <= 0) return
    setIndex(Math.round(el.scrollLeft / step))
    setVisible(Math.max(1, Math.round((el.clientWidth + 1) / step)))
  }, [])

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    measure()
    const el = track.current
    el?.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      el?.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [measure])

  const last = Math.max(0, slides.length - visible)
  const pages = last + 1
  const stopGlide = useRef(() => {})

  // The controls stay on one line: dots while they fit, else the position in words ('3 / 12').
  const controls = useRef<HTMLDivElement>(null)
  const dotWidth = useRef(0)
  const [compact, setCompact] = useState(false)
  const fitControls = useCallback(() => {
    const row = controls.current
    if (!row) return
    const dots = row.querySelector<HTMLElement>('.carousel__dots')
    if (dots && dots.children.length > 0) dotWidth.current = dots.scrollWidth / dots.children.length
    const parts = Array.from(row.children) as HTMLElement[]
    const others = parts
      .filter((part) => !part.matches('.carousel__dots, .carousel__count'))
      .reduce((sum, part) => sum + part.offsetWidth, 0)
    const gaps = Number.parseFloat(getComputedStyle(row).columnGap || '0') * (parts.length - 1)
    setCompact(others + gaps + dotWidth.current * pages > row.clientWidth)
  }, [pages])
  useEffect(() => {
    fitControls()
    window.addEventListener('resize', fitControls)
    return () => window.removeEventListener('resize', fitControls)
  }, [fitControls])

  const goTo = useCallback(
    (target: number) => {
      const el = track.current
      const first = el?.firstElementChild as HTMLElement | null
      if (!el || !first) return
      const step = first.offsetWidth + Number.parseFloat(getComputedStyle(el).columnGap || '0')
      const next = target > last ? 0 : target < 0 ? last : target
      stopGlide.current()
      if (reducedMotion) el.scrollTo({ left: next * step, behavior: 'auto' })
      else stopGlide.current = glide(el, next * step)
      setIndex(next)
    },
    [last, reducedMotion],
  )
  useEffect(() => () => stopGlide.current(), [])

  const [focused, setFocused] = useState(false)
  const playing = Boolean(autoplayMs) && !paused && !hovered && !focused && !reducedMotion && last > 0
  useEffect(() => {
    if (!playing || !autoplayMs) return
    const timer = window.setInterval(() => goTo(index + 1), autoplayMs)
    return () => window.clearInterval(timer)
  }, [playing, autoplayMs, goTo, index])

  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      style={perViewStyle(perView)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {/* Focusable, so that keyboard users can scroll it with the arrow keys even when no slide
          holds a link (axe: scrollable-region-focusable); focus also pauses the autoplay. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <div className="carousel__track" ref={track} tabIndex={0} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // The APG carousel pattern: a slide is a group, not a form's fieldset.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={i}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {last > 0 && (
        <div className="carousel__controls" ref={controls}>
          {autoplayMs && !reducedMotion ? (
            <button type="button" className="carousel__pause" onClick={() => setPaused((p) => !p)}>
              {paused ? 'Play' : 'Pause'}
              <span className="visually-hidden"> {label}</span>
            </button>
          ) : null}
          {arrows && (
            <button type="button" className="carousel__arrow" onClick={() => goTo(index - 1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">Previous slide</span>
            </button>
          )}
          {dots && compact && (
            <span className="carousel__count">
              {index + 1} / {pages}
            </span>
          )}
          {dots && !compact && (
            <div className="carousel__dots">
              {Array.from({ length: pages }, (_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                  key={i}
                  type="button"
                  className="carousel__dot"
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                >
                  <span className="visually-hidden">Show slide {i + 1}</span>
                </button>
              ))}
            </div>
          )}
          {arrows && (
            <button type="button" className="carousel__arrow" onClick={() => goTo(index + 1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">Next slide</span>
            </button>
          )}
        </div>
      )}
    </section>
  )
}
