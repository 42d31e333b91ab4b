import type { z } from 'zod'
import { fieldErrors } from '../resources/fields.ts'

/** A 400 in the original's field-error shape: {"field": ["message", …]}. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('Validation failed')
    this.name = 'ValidationError'
  }
}

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (!result.success) throw new ValidationError(fieldErrors(result.error, body))
  return result.data
}
