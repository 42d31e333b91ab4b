/**
 * The contact page's map, from the Contact menu's Map block: the src of its first iframe, or the
 * block's text when an editor pasted a bare address. The HTML is parsed (not sliced, as the
 * original did), and only https maps from known hosts are shown.
 */
import sanitizeHtml from 'sanitize-html'
import type { MapEmbed } from '../../../web/pages/forms/types.ts'

/** Hosts whose pages are made to be framed, and the paths of their maps. */
const MAP_HOSTS: Record<string, RegExp> = {
  'www.google.com': /^\/maps(\/|$)/,
  'maps.google.com': /^\/maps(\/|$)/,
  'www.openstreetmap.org': /^\/export\/embed\.html$/,
  'openstreetmap.org': /^\/export\/embed\.html$/,
}

function allowedMapUrl(candidate: string): string | null {
  let url: URL
  try {
    url = new URL(candidate.trim())
  } catch {
    return null
  }
  const path = MAP_HOSTS[url.hostname]
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !path?.test(url.pathname))
    return null
  return url.href
}

/** sanitize-html writes text with & < > escaped; a URL needs them back. */
const unescapeText = (text: string) =>
  text.replace(
    /&(lt|gt|quot|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '',
  )

export function mapEmbed(html: string, fallbackTitle: string): MapEmbed | null {
  let src: string | undefined
  let title: string | undefined
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    // Entities in attributes arrive decoded (&amp; becomes &), as the browser would read them.
    onOpenTag(name, attribs) {
      if (name !== 'iframe' || src !== undefined || !attribs.src) return
      src = attribs.src
      title = attribs.title?.trim() || undefined
    },
  })
  const candidate = (src ?? unescapeText(text)).trim()
  // A bare URL is the whole text of the block; a sentence that mentions one is not a map.
  if (!candidate || /\s/.test(candidate)) return null
  const allowed = allowedMapUrl(candidate)
  return allowed ? { src: allowed, title: title ?? fallbackTitle } : null
}
