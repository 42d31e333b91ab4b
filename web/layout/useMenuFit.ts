import { type RefObject, useEffect, useRef, useState } from 'react'
import { itemsThatFit } from './menu-fit.ts'

/** As site.css switches to the mobile menu, which lists every item and has no More. */
const ONE_LINE_MENU = '(min-width: 992px)'
/** What More takes before it is drawn and can be measured. */
const MORE_ESTIMATE_PX = 96

/**
 * The number of the menu's top-level items shown on the header's line; `null` until measured
 * (the server's page, and while every item is on the line to be measured). Re-fitted when the
 * line changes width. Items are measured once, all on the line, and again when the menu changes.
 */
export function useMenuFit(navRef: RefObject<HTMLElement | null>, menuKey: string): number | null {
  const [shown, setShown] = useState<number | null>(null)
  const widths = useRef<number[] | null>(null)

  // A new menu (another page's data may carry a changed one): measure its items again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu's labels change
  useEffect(() => {
    widths.current = null
    setShown(null)
  }, [menuKey])

  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    const refit = () => {
      if (!window.matchMedia(ONE_LINE_MENU).matches) return
      const line = nav.querySelector(':scope > ul')
      if (!line) return
      if (widths.current === null) {
        // Measured only while every item is on the line (shown is null).
        if (shown !== null) return setShown(null)
        const items = line.querySelectorAll(':scope > li:not(.nav-more)')
        widths.current = Array.from(items, (item) => item.getBoundingClientRect().width)
      }
      const more = line.querySelector(':scope > .nav-more')?.getBoundingClientRect().width
      setShown(itemsThatFit(widths.current, more ?? MORE_ESTIMATE_PX, nav.clientWidth))
    }
    refit()
    const observer = new ResizeObserver(refit)
    observer.observe(nav)
    return () => observer.disconnect()
  }, [navRef, shown])

  return shown
}
