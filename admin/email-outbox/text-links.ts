/**
 * An email's plain text in pieces, its web links apart, so the screen can make them clickable
 * (a reset or invitation link opened straight from Outgoing email). Only http and https: the
 * text is never HTML, and nothing else in it becomes a link.
 */
export type TextPiece = { text: string } | { href: string }

const LINK = /https?:\/\/[^\s<>"']+/g
/** A sentence's closing punctuation after a link is not part of it. */
const TRAILING = /[.,;:!?)\]]+$/

export function textWithLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = []
  let at = 0
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '')
    const start = match.index
    if (start > at) pieces.push({ text: text.slice(at, start) })
    pieces.push({ href })
    at = start + href.length
  }
  if (at < text.length) pieces.push({ text: text.slice(at) })
  return pieces
}
