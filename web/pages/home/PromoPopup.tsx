import { useEffect, useRef } from 'react'
import { Img } from '../../kit.ts'
import type { ImageRef } from '../../page-data.ts'

/** Set once the popup has opened in this browser tab, so going back home does not open it again. */
const SHOWN_KEY = 'kizuna:promo-shown'

function firstTimeThisVisit(): boolean {
  try {
    if (window.sessionStorage.getItem(SHOWN_KEY)) return false
    window.sessionStorage.setItem(SHOWN_KEY, '1')
  } catch {
    // Storage switched off: show it on every visit to the home page rather than never.
  }
  return true
}

/**
 * The announcement image of the site settings, in a modal dialog that opens once per visit after
 * the page is interactive. Close button, Escape and a click beside it close it; the dialog then
 * gives focus back to where it was. Without JavaScript it never opens, so it never covers the page.
 */
export function PromoPopup({ image, siteName }: { image: ImageRef; siteName: string }) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element || element.open || !firstTimeThisVisit()) return
    const before = document.activeElement
    const restore = () => {
      if (before instanceof HTMLElement && before !== document.body) before.focus()
    }
    element.addEventListener('close', restore, { once: true })
    element.showModal()
    return () => element.removeEventListener('close', restore)
  }, [])

  return (
    // A click on the backdrop lands on the dialog itself (its content fills it); Escape is native.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={dialog}
      className="promo"
      aria-label={`${siteName}: announcement`}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="promo__body">
        {/* Lazy: hidden until it opens, it must not compete with the hero's image. Its width and
            height keep the dialog from growing when it arrives (a layout shift). */}
        <Img
          image={image}
          alt={`${siteName}: announcement`}
          className="promo__image"
          sizes="min(92vw, 760px)"
        />
        <form method="dialog">
          <button type="submit" className="button button--accent">
            Close
          </button>
        </form>
      </div>
    </dialog>
  )
}
