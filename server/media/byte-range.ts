/**
 * The one byte range of a Range header (RFC 9110 §14.1.2), or what to do instead. Several ranges
 * are answered with the whole file, which the RFC allows and PDF viewers handle.
 */
export type RangeResult =
  | { kind: 'none' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' }

export function parseByteRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'none' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return { kind: 'none' }
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return { kind: 'none' }
  let start: number
  let end: number
  if (from === '') {
    // bytes=-N: the last N bytes
    const suffix = Number(to)
    if (suffix === 0) return { kind: 'unsatisfiable' }
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (start >= size || start > end) return { kind: 'unsatisfiable' }
  return { kind: 'range', start, end }
}
