/**
 * The hosts whose maps and videos editors may embed (an <iframe> in a content block). The server's
 * HTML clean-up keeps iframes from these hosts only, and the back office's editor refuses any other
 * host before saving, so both read this one list.
 */
export const EMBED_HOSTS: readonly string[] = [
  'www.openstreetmap.org',
  'www.google.com',
  'maps.google.com',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]

export type EmbedCheck = { ok: true; src: string } | { ok: false; message: string }

/**
 * Whether a pasted embed address may be embedded: an https URL on one of EMBED_HOSTS. A whole
 * `<iframe src="…">` snippet (what "Share → Embed" gives) is accepted too: its src is used.
 */
export function checkEmbedUrl(input: string): EmbedCheck {
  const text = input.trim()
  const fromSnippet = /<iframe\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1]
  const candidate = (fromSnippet ?? text).replaceAll('&amp;', '&')
  if (candidate === '') return { ok: false, message: 'Paste the address of the map or video to embed.' }
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return { ok: false, message: 'That is not a web address: paste the embed URL, starting with https://.' }
  }
  if (url.protocol !== 'https:') return { ok: false, message: 'Embed addresses must start with https://.' }
  if (!EMBED_HOSTS.includes(url.hostname)) {
    return {
      ok: false,
      message: `${url.hostname} cannot be embedded: the site shows maps and videos from ${EMBED_HOSTS.join(', ')} only.`,
    }
  }
  return { ok: true, src: url.href }
}
