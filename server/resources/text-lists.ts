/**
 * Lists staff type as plain text in one field, so any form can edit them: one item per line
 * (education, languages), paragraphs separated by a blank line (a biography), and questions with
 * their answers (a service's benefits).
 */

/** Non-empty lines, trimmed. */
export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/** Paragraphs: runs of lines separated by a blank line, each joined into one line. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((block) => linesOf(block).join(' '))
    .filter(Boolean)
}

/** Blocks of a question line and its answer lines; a question without an answer is left out. */
export function questionsOf(text: string | null | undefined): { question: string; answer: string }[] {
  return (text ?? '').split(/\r?\n\s*\r?\n/).flatMap((block) => {
    const [question, ...answer] = linesOf(block)
    return question && answer.length > 0 ? [{ question, answer: answer.join(' ') }] : []
  })
}

/** Lines that start with a time ("18:30 Guests arrive" or "18:30 – Guests arrive"), as time and item. */
export function timedLinesOf(text: string | null | undefined): { time: string; item: string }[] {
  return linesOf(text).map((line) => {
    const match = /^(\d{1,2}[:.]\d{2})\s*(?:[-–—:]\s*)?(.*)$/.exec(line)
    return match
      ? { time: (match[1] as string).replace('.', ':'), item: match[2] ?? '' }
      : { time: '', item: line }
  })
}
