/**
 * The checks a generic form makes before saving, mirroring the field's schema (required, longest
 * text, smallest and largest number, a decimal's digits), with the server's own words. The server
 * checks again and its field errors land in the same place; these only save a round trip.
 * Each check is a react-admin validator: the message, or undefined when the value is fine.
 */
import type { FieldSchema } from '../../common/resource-schema.ts'

export type Check = (value: unknown) => string | undefined

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * A decimal typed as text: digits, an optional point, at most `scale` digits after it (the
 * server's rule and words, server/resources/fields.ts). Never a float.
 */
export function decimalProblem(text: string, scale: number): string | undefined {
  const fraction = scale > 0 ? `(\\.\\d{1,${scale}})?` : ''
  if (new RegExp(`^-?\\d{1,15}${fraction}$`).test(text.trim())) return undefined
  return `Enter a number such as ${scale > 0 ? '12.5' : '12'}, with at most ${scale} digits after the point.`
}

const TEXT_KINDS = new Set(['text', 'html', 'email', 'url', 'password'])

/** The checks of a field's input. On edit, a stored file or password left as it is stays: not required. */
export function checksOf(field: FieldSchema, mode: 'create' | 'edit'): Check[] {
  const checks: Check[] = []
  const keepsStored = mode === 'edit' && (field.kind === 'file' || field.kind === 'password')
  if (field.required && field.kind !== 'bool' && !keepsStored)
    checks.push((value) =>
      isEmpty(value) || (Array.isArray(value) && value.length === 0) ? 'This field is required.' : undefined,
    )
  const { max, min } = field
  if (TEXT_KINDS.has(field.kind)) {
    if (max !== undefined)
      checks.push((value) =>
        typeof value === 'string' && value.length > max ? `Use at most ${max} characters.` : undefined,
      )
    if (min !== undefined)
      checks.push((value) =>
        typeof value === 'string' && value !== '' && value.length < min
          ? `Use at least ${min} characters.`
          : undefined,
      )
  }
  if (field.kind === 'int' || field.kind === 'decimal') {
    if (field.kind === 'decimal')
      checks.push((value) => (isEmpty(value) ? undefined : decimalProblem(String(value), field.scale ?? 2)))
    if (field.kind === 'int')
      checks.push((value) =>
        isEmpty(value) || Number.isInteger(Number(value)) ? undefined : 'Enter a whole number.',
      )
    if (min !== undefined)
      checks.push((value) => (!isEmpty(value) && Number(value) < min ? `Enter ${min} or more.` : undefined))
    if (max !== undefined)
      checks.push((value) => (!isEmpty(value) && Number(value) > max ? `Enter ${max} or less.` : undefined))
  }
  if (field.kind === 'email')
    checks.push((value) =>
      isEmpty(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value).trim())
        ? undefined
        : 'Enter a valid email address.',
    )
  return checks
}
