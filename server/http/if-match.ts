/**
 * Record versions on the wire (issue 10 §5): the strong ETag of a record's answer and the If-Match
 * condition of a write (RFC 9110 §8.8.3, §13.1.1).
 *
 * A record's ETag is `"<version>-<hash>"`: the row's version (PostgreSQL's xmin, which changes with
 * every update of the row) and a hash of the answer's bytes. The hash keeps the ETag strong and
 * If-None-Match right when an answer changes without its row (a related record renamed); If-Match
 * compares the version only, so such a change is not a conflict. `"<version>"` alone is accepted too
 * (the `current_version` of a 409).
 */
import { createHash } from 'node:crypto'
import { ApiError, truncate } from './api-error.ts'

/** Any existing record, or one of these row versions; `versions` has null for tags no row can have. */
export type IfMatch = { any: true } | { any: false; versions: (string | null)[] }

export function entityTag(version: string, body: string | Buffer): string {
  return `"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`
}

/** entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE, etagc = %x21 / %x23-7E / obs-text. */
const TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/
const RECORD_TAG = /^(\d{1,10})(?:-[A-Za-z0-9_-]+)?$/

/** Splits a list on the commas between tags; a comma inside quotes belongs to its tag. */
function elements(header: string): string[] {
  const parts: string[] = []
  let current = ''
  let quoted = false
  for (const char of header) {
    if (char === '"') quoted = !quoted
    if (char === ',' && !quoted) {
      parts.push(current)
      current = ''
    } else current += char
  }
  parts.push(current)
  return parts.map((p) => p.trim()).filter((p) => p !== '')
}

/**
 * The If-Match header of a request: undefined when absent (the write is unconditional, as the
 * original API), otherwise what it accepts. A header that is not `*` or a list of entity tags is a
 * 400 naming it. Weak tags never match (If-Match compares strongly), nor do tags of another shape.
 */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | undefined {
  if (header === undefined) return undefined
  const text = Array.isArray(header) ? header.join(', ') : header
  if (text.trim() === '*') return { any: true }
  const tags = elements(text)
  const versions = tags.map((tag) => {
    const match = TAG.exec(tag)
    if (!match) {
      throw new ApiError(
        400,
        `If-Match "${truncate(text)}" is not a list of ETags: send the ETag of the record as read, e.g. If-Match: "1234-abc", or *.`,
      )
    }
    return match[1] ? null : (RECORD_TAG.exec(match[2] as string)?.[1] ?? null)
  })
  if (versions.length === 0)
    throw new ApiError(400, 'If-Match names no ETag: send the ETag of the record as read, or *.')
  return { any: false, versions }
}

/** Whether the condition holds for an existing row at `version`. */
export function ifMatchHolds(condition: IfMatch, version: string): boolean {
  return condition.any || condition.versions.includes(version)
}
