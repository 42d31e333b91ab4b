import type { z } from 'zod'
import { ApiError } from './api-error.ts'

/** A 400 in the original's field-error shape: {"field": ["message", …]}. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('Validation failed')
    this.name = 'ValidationError'
  }
}

const NUL = '\u0000'
/** Bodies come from clients: nothing nests this deep, and deeper values are not searched. */
const MAX_DEPTH = 32

export const NUL_MESSAGE = 'contains a NUL character, which is not allowed.'

/** A name as it can be shown: its NULs written as \0. */
export const printable = (name: string) => name.replaceAll(NUL, '\\0')

/** Whether a string, or any key or string inside an array or object, holds a NUL (U+0000). */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL)
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1))
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || holdsNul(item, depth + 1))
}

/** The first top-level key whose name or value holds a NUL; null when there is none. */
export function keyWithNul(record: object): string | null {
  for (const [key, value] of Object.entries(record)) if (key.includes(NUL) || holdsNul(value)) return key
  return null
}

/**
 * PostgreSQL cannot store or compare U+0000 in text: a NUL that reached a query was a 500. This is
 * the 400 for a body field whose name or value holds one.
 */
export function nulFieldError(key: string): ValidationError {
  const what = key.includes(NUL) ? "This field's name" : 'This field'
  return new ValidationError({ [printable(key)]: [`${what} ${NUL_MESSAGE}`] })
}

const describe = (body: unknown) =>
  body === null ? 'null' : Array.isArray(body) ? 'an array' : `a ${typeof body}`

/**
 * Reads a body with its schema. A missing body counts as {} (some clients send none), but only an
 * object is a body: `null` used to pass as {} and create an empty record.
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const sent = body === undefined ? {} : body
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent) || Buffer.isBuffer(sent)) {
    throw new ApiError(
      400,
      `Send a JSON object of fields, such as {"name": "value"}; this body is ${describe(sent)}.`,
    )
  }
  // Multipart fields never pass the request hook (server/http/nul-check.ts): check them here.
  const withNul = keyWithNul(sent)
  if (withNul !== null) throw nulFieldError(withNul)
  const result = schema.safeParse(sent)
  if (!result.success) throw new ValidationError(fieldErrors(result.error, sent))
  return result.data
}

/** The original's field-error shape: {"field": ["message", …]}. */
export function fieldErrors(error: z.ZodError, body?: unknown): Record<string, string[]> {
  const sent = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  // A Map, not an object: a field may be called "constructor" or "__proto__", which a plain
  // object would answer from its prototype (or have its prototype replaced by).
  const out = new Map<string, string[]>()
  const add = (key: string, message: string) => {
    out.set(key, [...(out.get(key) ?? []), message])
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, 'Unknown field.')
      continue
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors'
    // zod leaves the input out of its issues: a key absent from the body is "required", not "wrong type".
    const absent =
      issue.code === 'invalid_type' && (Object.hasOwn(sent, key) ? sent[key] : undefined) === undefined
    add(key, absent ? 'This field is required.' : issue.message)
  }
  return Object.fromEntries(out)
}
