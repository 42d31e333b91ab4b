import type { ReactNode } from 'react'

/**
 * A table's own sideways-scrolling box: on a phone a wide table scrolls inside it instead of
 * squeezing its columns until words break letter by letter. A named section (a region) with a tab
 * stop, so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to be scrolled by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}

/** A caption's text as it stands in the HTML already has its & and < escaped; only " is left. */
const asAttribute = (htmlText: string) => htmlText.replace(/"/g, '&quot;')

/**
 * The same box around each table of editor HTML (already sanitised: no `<table` outside a tag),
 * named by the table's caption when it has one.
 */
export function wrapTables(html: string): string {
  if (!html.includes('<table')) return html
  return html
    .replace(
      /<table\b[^>]*>(\s*<caption[^>]*>([\s\S]*?)<\/caption>)?/g,
      (table, _caption, caption?: string) => {
        const label = caption?.replace(/<[^>]*>/g, '').trim() || 'Table'
        return `<section class="table-scroll" aria-label="${asAttribute(label)}" tabindex="0">${table}`
      },
    )
    .replace(/<\/table>/g, '</table></section>')
}
