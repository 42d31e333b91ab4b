import { wrapTables } from './TableScroll.tsx'

/**
 * Editor HTML, already sanitised on the server (on write and again when the page data is built),
 * its tables in their own scrolling boxes.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by server/content/sanitize-html.ts
      dangerouslySetInnerHTML={{ __html: wrapTables(html) }}
    />
  )
}
