import { useEffect, useRef } from 'react'
import type { ImageRef } from '../page-data.ts'

const SWIPE_PX = 40

/** A full-screen image viewer: previous, next, close; arrow keys and Escape; swipe on touch screens. */
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
  const closeButton = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | null>(null)
  const count = images.length
  const go = (step: number) => onIndex((index + step + count) % count)

  useEffect(() => {
    closeButton.current?.focus()
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      else if (event.key === 'ArrowRight') onIndex((index + 1) % count)
      else if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [index, count, onIndex, onClose])

  const image = images[index]
  if (!image) return null
  return (
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={`Image ${index + 1} of ${count}: ${image.alt}`}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return
        const dx = event.clientX - swipeStart.current
        swipeStart.current = null
        if (Math.abs(dx) > SWIPE_PX) go(dx < 0 ? 1 : -1)
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
