/**
 * The rows of an audit entry's before/after table, from its `changes` ({field: {before, after}},
 * server/resources/crud-service.ts): one row per field, each value as text; long values (HTML of
 * a page) are cut, with the rest shown on request.
 */
export interface DiffRow {
  field: string
  before: string
  after: string
}

/** Values longer than this are cut in the table until expanded. */
export const SHORT_LENGTH = 160

function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

const isBeforeAfter = (value: unknown): value is { before?: unknown; after?: unknown } =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  ('before' in value || 'after' in value)

/** A field whose value is not {before, after} (an older entry) is shown as its new value. */
export function diffRows(changes: unknown): DiffRow[] {
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) return []
  return Object.entries(changes).map(([field, change]) =>
    isBeforeAfter(change)
      ? { field, before: asText(change.before), after: asText(change.after) }
      : { field, before: '', after: asText(change) },
  )
}

/** The start of a long value, cut at a word when one is near, and whether anything was cut. */
export function shorten(text: string, length = SHORT_LENGTH): { text: string; cut: boolean } {
  if (text.length <= length) return { text, cut: false }
  const start = text.slice(0, length)
  const space = start.lastIndexOf(' ')
  return { text: `${space > length * 0.6 ? start.slice(0, space) : start}…`, cut: true }
}
