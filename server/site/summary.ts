/**
 * Meta descriptions (and share texts) are read as they are cut: whole sentences when they fill
 * enough of the room, else whole words and an ellipsis, never a word broken in half.
 */

/** A sentence ends with . ! or ? (maybe closed by a quote or bracket) followed by a space or the end. */
const SENTENCE_END = /[.!?]["'”’)\]]?(?=\s|$)/g

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  const slice = text.slice(0, max - 1)
  const space = slice.lastIndexOf(' ')
  const words = space > max * 0.6 ? slice.slice(0, space) : slice
  return `${words.replace(/[\s,.;:–-]+$/, '')}…`
}

/** At most `max` characters: the whole sentences that fit when they fill half of it, else `cutText`. */
export function summarize(text: string, max = 160): string {
  const whole = text.trim()
  if (whole.length <= max) return whole
  let sentences = 0
  for (const match of whole.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length
    if (end > max) break
    sentences = end
  }
  // Shorter than half the room, a first sentence says too little: words then.
  return sentences >= max / 2 ? whole.slice(0, sentences) : cutText(whole, max)
}
