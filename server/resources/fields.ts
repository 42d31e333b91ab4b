/**
 * Field declarations: each resource lists its writable fields once, by wire name. From them come
 * the create and update validation (JSON or multipart), the mapping to columns, the searchable
 * columns, and the OpenAPI schema.
 */

import { z } from 'zod'
import type { FieldKind } from '../../common/resource-schema.ts'
import { isSafeLink } from '../../common/safe-link.ts'
import { PG_INT_MAX } from '../http/query.ts'
import { parseMoment } from './moment.ts'

export type { FieldKind }

export interface Field<C extends string = string> {
  kind: FieldKind
  /**
   * Property of the Drizzle table (camelCase); not set for virtual fields (e.g. a role's
   * permissions). Typed against the declaration's table, so a misspelt column fails `tsc`.
   */
  column?: C
  /** The form's label and the list's header. Default: the wire name in words ("Show on homepage"). */
  label?: string
  /** A sentence under the input. */
  help?: string
  /** Text edited in several lines. */
  multiline?: boolean
  /** Digits after the point, for decimal (money: 2). */
  scale?: number
  /** For int: a duration in minutes, which the screens show as "8 h 30 min". */
  minutes?: boolean
  /** A cascading choice (see common/resource-schema.ts FieldSchema.dependsOn). */
  dependsOn?: { field: string; param: string }
  required: boolean
  nullable: boolean
  max?: number
  min?: number
  searchable: boolean
  /** For enum. */
  values?: readonly string[]
  /** For ref and refs: the resource name the id points to. */
  ref?: string
  /** For file: what may be uploaded and where it is stored. */
  upload?: { accept: readonly ('image' | 'pdf')[]; dir: string }
  /** Never sent back (passwords). */
  writeOnly: boolean
}

type Options = Partial<Omit<Field, 'kind' | 'column'>>

function make<C extends string>(kind: FieldKind, column: C | undefined, options: Options): Field<C> {
  return {
    kind,
    column,
    required: options.required ?? false,
    nullable: options.nullable ?? !options.required,
    searchable: options.searchable ?? false,
    writeOnly: options.writeOnly ?? kind === 'password',
    ...options,
  }
}

export const field = {
  text: <C extends string>(column: C, options: Options = {}) => make('text', column, options),
  /** HTML from editors; sanitised on write. */
  html: <C extends string>(column: C, options: Options = {}) => make('html', column, options),
  email: <C extends string>(column: C, options: Options = {}) =>
    make('email', column, { max: 254, ...options }),
  url: <C extends string>(column: C, options: Options = {}) => make('url', column, { max: 1000, ...options }),
  int: <C extends string>(column: C, options: Options = {}) => make('int', column, options),
  /** An exact decimal (money, quantities): a string on the wire, `numeric` in the database. */
  decimal: <C extends string>(column: C, options: Options = {}) =>
    make('decimal', column, { scale: 2, ...options }),
  bool: <C extends string>(column: C, options: Options = {}) =>
    make('bool', column, { nullable: false, ...options }),
  date: <C extends string>(column: C, options: Options = {}) => make('date', column, options),
  /** A moment (a publish date): ISO 8601 with an offset, or local time in the organisation's zone. */
  datetime: <C extends string>(column: C, options: Options = {}) => make('datetime', column, options),
  enum: <C extends string>(column: C, values: readonly string[], options: Options = {}) =>
    make('enum', column, { values, ...options }),
  ref: <C extends string>(column: C, resource: string, options: Options = {}) =>
    make('ref', column, { ref: resource, ...options }),
  refs: (resource: string, options: Options = {}) =>
    make<never>('refs', undefined, { ref: resource, ...options }),
  password: <C extends string>(column: C, options: Options = {}) =>
    make('password', column, { min: 10, max: 200, ...options }),
  file: <C extends string>(column: C, upload: Field['upload'], options: Options = {}) =>
    make('file', column, { upload, ...options }),
}

export type Fields<C extends string = string> = Record<string, Field<C>>

export { PG_INT_MAX }

/** Digits before the point a decimal may have: PostgreSQL's numeric takes more, money never needs them. */
const DECIMAL_INTEGER_DIGITS = 15

/**
 * An exact decimal as a string ("1500.00", "-23.4682747"); a JSON number is taken as its shortest
 * text. Kept as written (never through a float), with at most `scale` digits after the point and
 * within min/max when the field sets them.
 */
function decimalSchema(f: Field): z.ZodType {
  const scale = f.scale ?? 2
  const fraction = scale > 0 ? `(\\.\\d{1,${scale}})?` : ''
  const shape = new RegExp(`^-?\\d{1,${DECIMAL_INTEGER_DIGITS}}${fraction}$`)
  const example = scale > 0 ? '12.5' : '12'
  let text = z
    .string({ message: `Enter a number such as ${example}.` })
    .trim()
    .regex(shape, `Enter a number such as ${example}, with at most ${scale} digits after the point.`)
  const { min, max } = f
  // Bounds are whole or short numbers (90, 180, 100): comparing them as doubles is exact enough.
  if (min !== undefined) text = text.refine((v) => Number(v) >= min, `Enter ${min} or more.`)
  if (max !== undefined) text = text.refine((v) => Number(v) <= max, `Enter ${max} or less.`)
  return z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), text)
}

/**
 * Accepts what JSON and multipart forms send: multipart values are strings, so "12" is a number,
 * "true"/"false" booleans, and an empty string means "clear" (null) for optional fields.
 */
function valueSchema(f: Field, timeZone: string): z.ZodType {
  const emptyToNull = (v: unknown) => (v === '' && f.nullable ? null : v)
  let schema: z.ZodType
  switch (f.kind) {
    case 'int':
    case 'ref':
      schema = z.preprocess(
        (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
        z
          .number({ message: 'Enter a whole number.' })
          .int('Enter a whole number.')
          .min(
            f.kind === 'ref' ? 1 : (f.min ?? -PG_INT_MAX),
            f.kind === 'ref' ? 'Choose an existing record.' : `Enter ${f.min} or more.`,
          )
          .max(
            f.kind === 'int' && f.max !== undefined ? f.max : PG_INT_MAX,
            f.kind === 'int' && f.max !== undefined ? `Enter ${f.max} or less.` : 'This number is too large.',
          ),
      )
      break
    case 'decimal':
      schema = decimalSchema(f)
      break
    case 'refs':
      schema = z.preprocess(
        (v) =>
          typeof v === 'string'
            ? v
                .split(',')
                .filter(Boolean)
                .map((x) => (/^\d+$/.test(x.trim()) ? Number(x) : x))
            : v,
        z
          .array(z.number({ message: 'Each entry must be an id.' }).int().min(1).max(PG_INT_MAX), {
            message: 'Send a list of ids.',
          })
          .max(1000),
      )
      break
    case 'bool':
      schema = z.preprocess(
        (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
        z.boolean({ message: 'Must be true or false.' }),
      )
      break
    case 'date':
      schema = z
        .string({ message: 'Enter a date as YYYY-MM-DD.' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
        .refine(
          (v) =>
            !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
            new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
          'This date does not exist.',
        )
      break
    case 'datetime':
      schema = z
        .string({ message: 'Enter a date and time.' })
        .max(40, 'Enter a date and time.')
        .transform((text, ctx) => {
          const moment = parseMoment(text, timeZone)
          if (moment) return moment
          ctx.addIssue({
            code: 'custom',
            message: 'Enter a date and time as YYYY-MM-DDTHH:MM, with an offset (+06:00) or in local time.',
          })
          return z.NEVER
        })
      break
    case 'enum':
      schema = z.enum(f.values as [string, ...string[]], {
        message: `Choose one of: ${f.values?.join(', ')}.`,
      })
      break
    case 'email':
      schema = z
        .string({ message: 'Enter an email address.' })
        .trim()
        .toLowerCase()
        .max(f.max ?? 254, `Use at most ${f.max ?? 254} characters.`)
        .pipe(z.email('Enter a valid email address.'))
      break
    case 'url':
      schema = z
        .string({ message: 'Enter a link.' })
        .trim()
        .max(f.max ?? 1000, `Use at most ${f.max} characters.`)
        // No `//host`, `/\host` or javascript: links: see common/safe-link.ts.
        .refine(
          isSafeLink,
          'Enter a link starting with https://, http://, mailto:, tel: or a single / (a page of this site).',
        )
      break
    case 'password':
      schema = z
        .string({ message: 'Enter a password.' })
        .min(f.min ?? 10, `Use at least ${f.min ?? 10} characters.`)
        .max(f.max ?? 200, `Use at most ${f.max ?? 200} characters.`)
      break
    case 'file':
      // Files arrive as multipart parts and are handled by the upload service; a string here is
      // the stored URL echoed back by a form, which means "keep the current file".
      schema = z.string().max(1000)
      break
    default: {
      let text = z.string({ message: 'Enter text.' }).trim()
      if (f.max) text = text.max(f.max, `Use at most ${f.max} characters.`)
      if (f.required) text = text.min(1, 'This field is required.')
      schema = text
    }
  }
  const withNull = f.nullable ? z.preprocess(emptyToNull, schema.nullable()) : schema
  return withNull
}

export interface InputSchemas {
  create: z.ZodType<Record<string, unknown>>
  update: z.ZodType<Record<string, unknown>>
}

/**
 * Create needs every required field; update takes any subset (fields left out are kept). Local
 * times of datetime fields are read in `timeZone`, the organisation's.
 */
export function inputSchemas(fields: Fields, timeZone = 'UTC'): InputSchemas {
  const create: Record<string, z.ZodType> = {}
  const update: Record<string, z.ZodType> = {}
  for (const [name, f] of Object.entries(fields)) {
    const schema = valueSchema(f, timeZone)
    create[name] = f.required && f.kind !== 'file' ? schema : schema.optional()
    update[name] = schema.optional()
  }
  return {
    create: z.strictObject(create, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field.' : undefined),
    }) as never,
    update: z.strictObject(update) as never,
  }
}
