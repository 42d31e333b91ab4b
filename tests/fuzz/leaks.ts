/**
 * What must never appear in an answer: stack frames, Node internals, and SQL (database error texts
 * carry the query and its parameters, which can hold emails and password hashes).
 */
const LEAKS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\bat .+\(.+:\d+:\d+\)/ },
  { name: 'node:internal', pattern: /node:internal/ },
  { name: 'Failed query', pattern: /Failed query/i },
  { name: 'DrizzleQueryError', pattern: /DrizzleQueryError/ },
  // Drizzle quotes identifiers; hand-written SQL may not, so the unquoted forms need a clause after.
  {
    name: 'SQL select',
    pattern: /\bselect\s+[^<>]{0,300}?\bfrom\s+(?:"\w+"|\w+\s+(?:where|order|limit|group|inner|left)\b)/i,
  },
  { name: 'SQL insert', pattern: /\binsert\s+into\s+"?\w+"?\s*\(/i },
  { name: 'SQL update', pattern: /\bupdate\s+"?\w+"?\s+set\s+"?\w+"?\s*=/i },
  { name: 'SQL delete', pattern: /\bdelete\s+from\s+"?\w+"?(?:\s+where\b|\s*$|\s*;)/im },
]

/** The names of the leaks found in a response body (empty when clean). */
export function leaksIn(body: string): string[] {
  return LEAKS.filter(({ pattern }) => pattern.test(body)).map(({ name }) => name)
}

/**
 * Bodies that are files rather than answers composed by the server (the API docs' bundled
 * JavaScript, the back office's assets) are not searched: minified code holds "at x (y:1:2)" shapes.
 */
export function isStaticAsset(contentType: string | undefined): boolean {
  return /javascript|text\/css|image\/|font\/|application\/pdf|octet-stream/.test(contentType ?? '')
}
