/**
 * What clients send for a document with lines (a voucher, a purchase, an order), as the original's
 * forms send it: multipart keys `items[0][ledger]` gathered into an `items` array
 * (`itemsFromForm`), ids and dates as JSON or form text, and errors keyed per line
 * (`items[2][quantity]`) so a grid can mark the cell. Shared by every area's body parsers.
 */
import { z } from 'zod'
import { ApiError } from './api-error.ts'
import { PG_INT_MAX } from './query.ts'
import { holdsNul, NUL_MESSAGE, printable, ValidationError } from './validation.ts'

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const parsed = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text
}

export const dateText = z
  .string({ message: 'Send a date as YYYY-MM-DD.' })
  .refine(isCalendarDate, 'Send a date that exists, as YYYY-MM-DD.')

/** An id as JSON sends it (12) or a form does ("12"); empty means none. */
export const idValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ message: 'Send an id: a whole number such as 12.' })
    .int('Send an id: a whole number such as 12.')
    .min(1, 'Send an id: a whole number such as 12.')
    .max(PG_INT_MAX, 'No record has so large an id.'),
)
export const optionalId = z.preprocess((value) => (value === '' ? null : value), idValue.nullish())
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.string({ message: 'Send text.' }).max(max, `At most ${max} characters.`).nullish(),
  )

/** The key of a zod issue as the original names fields: items[1][ledger], or the top-level key. */
export function issueKey(path: readonly PropertyKey[]): string {
  const [first, index, field] = path
  if (first === 'items' && typeof index === 'number' && field !== undefined)
    return `items[${index}][${String(field)}]`
  return path.length > 0 ? String(first) : 'non_field_errors'
}

/** Parses with field errors keyed per line; NUL characters anywhere are a 400 naming the field. */
export function parseWithLineKeys<T>(schema: z.ZodType<T>, body: unknown): T {
  const sent = body === undefined ? {} : body
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent) || Buffer.isBuffer(sent))
    throw new ApiError(400, 'Send a JSON object: {…, "items": […]}.')
  for (const [key, value] of Object.entries(sent)) {
    if (key.includes('\u0000') || holdsNul(value))
      throw new ValidationError({ [printable(key)]: [`This field ${NUL_MESSAGE}`] })
  }
  const result = schema.safeParse(sent)
  if (result.success) return result.data
  const fields = new Map<string, string[]>()
  for (const issue of result.error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => issueKey([...issue.path, k]))
        : [issueKey(issue.path)]
    const message = issue.code === 'unrecognized_keys' ? 'Unknown field.' : issue.message
    for (const key of keys) fields.set(key, [...(fields.get(key) ?? []), message])
  }
  throw new ValidationError(Object.fromEntries(fields))
}

const ITEM_KEY = /^items\[(\d{1,3})\]\[([a-z_]{1,40})\]$/

/** Whether a body sends its lines as the original's form keys (items[0][product]). */
export const hasFormLines = (body: Record<string, unknown>) =>
  Object.keys(body).some((key) => ITEM_KEY.test(key))

/**
 * The original's form keys gathered into an `items` array: `items[0][ledger]=5` →
 * `items: [{ledger: "5"}]`. A JSON body that already has an `items` array is left as it is.
 */
export function itemsFromForm(body: Record<string, unknown>, maxLines = 500): Record<string, unknown> {
  if (Array.isArray(body.items)) return body
  const items: Record<string, unknown>[] = []
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    const match = ITEM_KEY.exec(key)
    if (!match) {
      rest[key] = value
      continue
    }
    const index = Number(match[1])
    if (index >= maxLines) throw new ValidationError({ items: [`At most ${maxLines} lines.`] })
    items[index] = { ...items[index], [match[2] as string]: value }
  }
  // A gap in the numbering (items[0], items[2]) is a line the client never sent: skip it.
  return { ...rest, items: items.filter(Boolean) }
}
