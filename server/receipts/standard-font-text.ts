/**
 * Text for pdf-lib's standard fonts (Helvetica), which encode WinAnsi only. pdf-lib cannot shape
 * Bengali, and no Bengali font with an open licence is installed to embed, so the receipts are in
 * English: a donor's name or address written in Bangla is not transliterated (a machine guess at
 * a name is worse than none) but replaced by a visible "[Bangla text]", and any other character
 * the font cannot draw by "?". pdf-lib would otherwise throw on the first such character and no
 * receipt would be made at all.
 */
import type { PDFFont } from 'pdf-lib'

/** What a run of Bangla words is printed as. */
export const BANGLA_FALLBACK = '[Bangla text]'

/** Bengali letters and signs, the danda, and the joiners Bangla words carry. */
const BENGALI = '[\\u0980-\\u09FF\\u0964\\u0965\\u200C\\u200D]+'
/** Bangla words with the spaces between them: "মোঃ আব্দুল করিম" is one fallback, not three. */
const BENGALI_RUN = new RegExp(`${BENGALI}(?:\\s+${BENGALI})*`, 'gu')

const charsets = new WeakMap<PDFFont, Set<number>>()

function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font)
  if (!set) {
    set = new Set(font.getCharacterSet())
    charsets.set(font, set)
  }
  return set
}

/**
 * The text as the font can draw it: the Taka sign as "Tk", tabs and other control characters as
 * spaces, Bangla as BANGLA_FALLBACK, anything else unknown as one "?" per run. Newlines are kept
 * for wrapText to break on.
 */
export function printable(text: string, font: PDFFont): string {
  const known = charsetOf(font)
  const plain = text
    .normalize('NFC')
    .replace(/\u09F3/g, 'Tk')
    .replace(/\r\n?/g, '\n')
    .replace(BENGALI_RUN, BANGLA_FALLBACK)
  let out = ''
  let unknownRun = false
  for (const char of plain) {
    const code = char.codePointAt(0) as number
    const control = code !== 10 && (code < 32 || code === 127)
    const drawable = code === 10 || known.has(code)
    if (control) out += ' '
    else if (drawable) out += char
    else if (!unknownRun) out += '?'
    unknownRun = !control && !drawable
  }
  return out
}

/** A word wider than the line cut into pieces that fit (a long e-mail address, a reference). */
function pieces(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word]
  const result: string[] = []
  let piece = ''
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      result.push(piece)
      piece = char
    } else {
      piece += char
    }
  }
  if (piece) result.push(piece)
  return result
}

/**
 * The text (made printable) broken into lines no wider than `width` at `size`: at spaces, at
 * newlines, and inside a word only when the word alone is too wide. At least one line ('').
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of printable(text, font).split('\n')) {
    let current = ''
    for (const word of paragraph.split(' ').filter(Boolean)) {
      for (const piece of pieces(word, font, size, width)) {
        const candidate = current ? `${current} ${piece}` : piece
        if (current && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(current)
          current = piece
        } else {
          current = candidate
        }
      }
    }
    if (current) lines.push(current)
  }
  return lines.length > 0 ? lines : ['']
}

/**
 * At most `max` lines, the last ending in "…" when some were cut: a table cell must fit on one
 * page, so a value longer than a page (a data error, not a real purpose or address) is cut, never
 * drawn past the page's edge.
 */
export function clampLines(
  lines: string[],
  max: number,
  font: PDFFont,
  size: number,
  width: number,
): string[] {
  if (lines.length <= max) return lines
  let last = lines[max - 1] as string
  while (last && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1)
  return [...lines.slice(0, max - 1), `${last}…`]
}
