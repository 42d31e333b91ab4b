import { useEffect, useRef } from 'react'
import type { ImageRef } from '../page-data.ts'

const SWIPE_PX = 40

/** The dialog's buttons, in tab order: Tab goes round them and never leaves the dialog. */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const buttons = Array.from(dialog.querySelectorAll<HTMLElement>('button'))
  const first = buttons[0]
  const last = buttons[buttons.length - 1]
  if (!first || !last) return
  const inside = dialog.contains(document.activeElement)
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A full-screen image viewer, modal: previous, next, close; arrow keys and Escape; swipe on touch
 * screens; a click beside the image closes it. Focus stays inside and the page behind does not
 * scroll while it is open (the opener gives focus back on close).
 */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: ImageRef[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | null>(null)
  // Set when a pointer gesture was a swipe, so that its click does not count as one on the backdrop.
  const swiped = useRef(false)
  const count = images.length
  const go = (step: number) => onIndex((index + step + count) % count)

  useEffect(() => {
    closeButton.current?.focus()
    // The page behind keeps its place: no scrolling under the dialog, the old value put back after.
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
    }
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event)
      else if (event.key === 'Escape') onClose()
      else if (event.key === 'ArrowRight') onIndex((index + 1) % count)
      else if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [index, count, onIndex, onClose])

  const image = images[index]
  if (!image) return null
  return (
    // The backdrop's click is a mouse shortcut: Escape and the Close button do the same.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      ref={dialog}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={`Image ${index + 1} of ${count}: ${image.alt}`}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX
        swiped.current = false
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return
        const dx = event.clientX - swipeStart.current
        swipeStart.current = null
        swiped.current = Math.abs(dx) > SWIPE_PX
        if (swiped.current) go(dx < 0 ? 1 : -1)
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !swiped.current) onClose()
      }}
    >
      {/* Not draggable: a native image drag would cancel the swipe. */}
      <img className="lightbox__image" src={image.src} alt={image.alt} draggable={false} />
      <p className="lightbox__count" aria-live="polite">
        {index + 1} / {count}
      </p>
      <button
        type="button"
        className="lightbox__button lightbox__prev"
        onClick={() => go(-1)}
        aria-label="Previous image"
      >
        ‹
      </button>
      <button
        type="button"
        className="lightbox__button lightbox__next"
        onClick={() => go(1)}
        aria-label="Next image"
      >
        ›
      </button>
      <button
        type="button"
        ref={closeButton}
        className="lightbox__button lightbox__close"
        onClick={onClose}
        aria-label="Close"
      >
        ×
      </button>
    </div>
  )
}
