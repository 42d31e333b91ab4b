/**
 * Stored editor HTML made safe for a page, sanitised once per distinct text rather than on every
 * render: the same blocks and posts are rendered again and again, and sanitising is a full parse.
 * The memo is bounded by entries and by characters, least recently used out first.
 */
import { sanitizeEditorHtml } from '../resources/sanitize-html.ts'

const MAX_ENTRIES = 2000
const MAX_CHARS = 8 * 1024 * 1024

const memo = new Map<string, string>()
let chars = 0

export function sanitizeStoredHtml(html: string): string {
  const known = memo.get(html)
  if (known !== undefined) {
    memo.delete(html)
    memo.set(html, known)
    return known
  }
  const safe = sanitizeEditorHtml(html)
  const size = html.length + safe.length
  if (size > MAX_CHARS / 16) return safe
  memo.set(html, safe)
  chars += size
  for (const [oldest, value] of memo) {
    if (memo.size <= MAX_ENTRIES && chars <= MAX_CHARS) break
    memo.delete(oldest)
    chars -= oldest.length + value.length
  }
  return safe
}
