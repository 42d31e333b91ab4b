/**
 * Which links from settings and content may be printed as an href: an absolute http(s) address,
 * mailto:, tel:, or a path on this site. Refused, besides javascript: and data:, are the forms a
 * browser reads as another host although they look like paths: protocol-relative `//host`, and
 * `/\host`, `\\host`, `/%5Chost`, `/\t/host` (browsers drop tabs and newlines, read `\` as `/`, and
 * servers or routers may decode %5C once more). The back office's URL fields accept these only,
 * and the site drops any other value stored earlier.
 */

// C0 controls and DEL: browsers strip or ignore them, which changes what a link means.
const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f
const hasControl = (text: string) => [...text].some(isControl)

/** Percent-decoded until it no longer changes (a few rounds), for what a lenient reader sees. */
function decoded(value: string): string {
  let text = value
  for (let round = 0; round < 3; round++) {
    try {
      const next = decodeURIComponent(text)
      if (next === text) break
      text = next
    } catch {
      break
    }
  }
  return text
}

const PROBE_ORIGIN = 'https://probe.invalid'

export function isSafeLink(value: string): boolean {
  if (value === '' || value !== value.trim() || hasControl(value) || value.includes('\\')) return false
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).hostname !== ''
    } catch {
      return false
    }
  }
  if (/^(mailto|tel):/i.test(value)) return true
  if (!value.startsWith('/')) return false
  // A path: a single slash, then neither a slash, a backslash nor anything blank, even decoded.
  const second = decoded(value).charAt(1)
  if (second === '/' || second === '\\' || /\s/.test(second) || (second !== '' && isControl(second)))
    return false
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}

/**
 * A safe link as an href: a path of this site written with spaces (as the original client writes
 * its menu paths, e.g. "/japan & korean language center/9") is percent-encoded the way a browser
 * encodes it when following the link, so the attribute holds a valid URL; escapes already present
 * stay as they are. Any other link is returned unchanged.
 */
export function linkHref(link: string): string {
  if (!link.startsWith('/')) return link
  const url = new URL(link, PROBE_ORIGIN)
  return `${url.pathname}${url.search}${url.hash}`
}
