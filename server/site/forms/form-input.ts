/**
 * Reads a form's fields with zod and checks them with the rules the browser uses
 * (common/form-rules.ts), so both give the same message for the same value.
 */
import { z } from 'zod'
import { type Rules, validate } from '../../../common/form-rules.ts'
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../../web/components/form-guard-fields.ts'
import { routeSchema } from '../../http/route-docs.ts'

export type FormCheck<K extends string> =
  | { ok: true; values: Record<K, string> }
  | { ok: false; values: Record<K, string>; errors: Record<string, string> }

const schemas = new WeakMap<object, z.ZodType>()

/** Every field of the rules as a string (a missing one is empty), then the rules themselves. */
function schemaOf<K extends string>(rules: Rules<K>): z.ZodType<Record<K, string>> {
  let schema = schemas.get(rules)
  if (!schema) {
    const keys = Object.keys(rules) as K[]
    const shape = Object.fromEntries(
      keys.map((key) => [
        key,
        z.preprocess(
          (v) => v ?? '',
          z
            .string({ message: `Send ${key} as text.` })
            .max(100_000)
            // The database cannot store U+0000 (multipart fields and file names skip the request hook).
            .refine((text) => !text.includes('\u0000'), 'Remove the NUL character: it is not allowed.'),
        ),
      ]),
    )
    schema = z.object(shape).superRefine((values, ctx) => {
      const errors = validate(rules, values as Record<K, string>)
      for (const [path, message] of Object.entries(errors))
        ctx.addIssue({ code: 'custom', path: [path], message: message as string })
    })
    schemas.set(rules, schema)
  }
  return schema as z.ZodType<Record<K, string>>
}

/** The form's values (strings, for showing the form again) and the first problem of each field. */
export function checkForm<K extends string>(rules: Rules<K>, body: unknown): FormCheck<K> {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}
  const sent = input as Record<string, unknown>
  const values = Object.fromEntries(
    Object.keys(rules).map((key) => [key, typeof sent[key] === 'string' ? sent[key] : '']),
  ) as Record<K, string>
  const result = schemaOf(rules).safeParse(input)
  if (result.success) return { ok: true, values: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return { ok: false, values, errors }
}

/** One line for a mail header or subject: no line breaks or control characters. */
export const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The OpenAPI description of a public form's post, from the same rules the handler checks (its
 * fields by name; the rules themselves are functions shared with the browser, common/form-rules.ts),
 * plus the guard's honeypot and start token unless the form is not guarded (the account forms,
 * which store nothing and have limiters of their own).
 */
export function formRouteSchema<K extends string>(
  summary: string,
  rules: Rules<K>,
  options: {
    fields?: Record<string, z.ZodType>
    params?: z.ZodObject
    querystring?: z.ZodObject
    guarded?: boolean
  } = {},
) {
  const fields = Object.fromEntries(Object.keys(rules).map((name) => [name, z.string()]))
  const guard =
    options.guarded === false
      ? {}
      : {
          [HONEYPOT_FIELD]: z.string().max(0).optional().describe('Left empty by people'),
          [STARTED_FIELD]: z.string().optional().describe('The token from /__form-token'),
        }
  return routeSchema({
    summary,
    description:
      'A form post (urlencoded or multipart, answered with the page) or JSON (answered with JSON). Fields are checked by common/form-rules.ts; errors come back as {"detail", "errors": {field: message}}.',
    tags: ['site forms'],
    params: options.params,
    querystring: options.querystring,
    body: z.object({
      ...fields,
      ...options.fields,
      ...guard,
    }),
    consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    answers: {
      200: 'Sent (JSON), or the page saying so',
      201: 'Stored',
      400: 'A field is not valid, or the form was sent too fast',
      413: 'Too large',
      429: 'Too many posts from this address',
    },
  })
}
