/**
 * The path patterns of the site route table (site-route-table.ts) and how a URL's path is read
 * against them. A pattern is '/'-separated segments: a literal ('notice', 'our Management team'),
 * ':name' (any one segment), ':id' (1 to 9 digits), ':name(a|b)' (one of those words), and a
 * trailing '?' makes a segment optional. Everything compares case-insensitively; a path is read
 * percent-decoded, and trailing slashes are ignored.
 */

interface Segment {
  literal?: string
  param?: string
  /** The words a ':name(a|b)' parameter takes, lower-case. */
  oneOf?: readonly string[]
  digits: boolean
  optional: boolean
}

export interface RoutePattern {
  segments: readonly Segment[]
  /** Whether the pattern has parameters: one without names one page. */
  hasParams: boolean
}

export type RouteParams = Record<string, string | undefined>

const ID = /^\d{1,9}$/

export function compilePattern(path: string): RoutePattern {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const optional = part.endsWith('?')
      const bare = optional ? part.slice(0, -1) : part
      if (!bare.startsWith(':')) return { literal: bare.toLowerCase(), digits: false, optional }
      const [, param = '', words] = /^:([^(]+)(?:\((.*)\))?$/.exec(bare) ?? []
      return {
        param,
        oneOf: words?.toLowerCase().split('|'),
        digits: param === 'id',
        optional,
      }
    })
  return { segments, hasParams: segments.some((s) => s.param !== undefined) }
}

/**
 * A request path's segments, percent-decoded and without trailing slashes ('/' has none); null when
 * it cannot be decoded. Empty segments inside ('/a//b') are kept, and match no pattern.
 */
export function pathSegments(path: string): string[] | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const trimmed = decoded.replace(/\/+$/, '')
  return trimmed === '' ? [] : trimmed.split('/').slice(1)
}

/** The parameters when the segments match the pattern (as the request spells them), else null. */
export function matchPattern(pattern: RoutePattern, parts: readonly string[]): RouteParams | null {
  if (parts.length > pattern.segments.length) return null
  const params: RouteParams = {}
  for (const [i, segment] of pattern.segments.entries()) {
    const part = parts[i]
    if (part === undefined) {
      if (segment.optional) continue
      return null
    }
    const lower = part.toLowerCase()
    if (segment.literal !== undefined) {
      if (lower !== segment.literal) return null
      continue
    }
    if (part === '' || (segment.digits && !ID.test(part))) return null
    if (segment.oneOf && !segment.oneOf.includes(lower)) return null
    params[segment.param as string] = segment.oneOf ? lower : part
  }
  return params
}
