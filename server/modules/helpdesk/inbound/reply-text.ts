/**
 * What a requester wrote in an emailed reply, without the history their mail client quoted below
 * it, and whether a message is an automatic answer. Both pure, so they are tested line by line.
 *
 * The quote is cut at the first of: a line starting with ">", an attribution line ("On Tue, 3 Sep
 * 2035, Kizuna <…> wrote:", which clients may wrap over two lines), Outlook's "-----Original
 * Message-----" or its "From: … / Sent: …" header block, Gmail's "---------- Forwarded message
 * ---------", and a line of underscores Outlook puts above the quoted mail. Kept simple on
 * purpose: a reply written below the quote ("bottom posting") keeps its quote, which staff can
 * read past; losing words the requester wrote would be worse.
 */

const SEPARATORS = [
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
]
const ATTRIBUTION = /^On\s.+\swrote:\s*$/i

export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let end = lines.length
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim()
    const next = (lines[i + 1] ?? '').trim()
    if (line.startsWith('>')) {
      end = i
      break
    }
    if (
      ATTRIBUTION.test(line) ||
      (/^On\s/i.test(line) && !/wrote:/i.test(line) && /wrote:\s*$/i.test(next))
    ) {
      end = i
      break
    }
    // Outlook's header block: "From: …" only counts when "Sent:" or "Date:" follows it.
    if (/^(From|De|Von):\s/.test(line)) {
      if (/^(Sent|Date|Gesendet|Envoyé):\s/i.test(next)) {
        end = i
        break
      }
      continue
    }
    if (SEPARATORS.some((separator) => separator.test(line))) {
      end = i
      break
    }
  }
  return lines
    .slice(0, end)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** A message's headers, lower-cased names (mailparser's `headers` map, or any other source). */
export type HeaderLookup = (name: string) => string | undefined

/**
 * An automatic message: out-of-office answers, bounces and list mail. Answering them would let two
 * autoresponders write to each other for ever (RFC 3834), so they are never taken in.
 */
export function isAutoReply(header: HeaderLookup): boolean {
  const autoSubmitted = header('auto-submitted')?.trim().toLowerCase()
  if (autoSubmitted && autoSubmitted !== 'no') return true
  const precedence = header('precedence')?.trim().toLowerCase()
  if (precedence && ['bulk', 'junk', 'list', 'auto_reply'].includes(precedence)) return true
  if (header('x-autoreply') !== undefined || header('x-autorespond') !== undefined) return true
  return false
}
