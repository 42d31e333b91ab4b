/**
 * How errors are written to the log. Database errors carry the values of the failing statement:
 * drizzle's DrizzleQueryError says "Failed query: … params: …" (emails, password hashes) and
 * PostgreSQL's detail says `Key (email)=(someone@example.org) already exists.` Logged errors keep
 * what finds the fault (type, message, stack, SQLSTATE code, constraint, table, column, the query
 * text with its $n placeholders and literals blanked) and never the parameters or those values.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'

/** Properties that hold statement values, dropped from every logged error. */
const VALUE_PROPERTIES = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'internalQuery',
  'raw',
])
const MAX_CAUSES = 5

/** A query's text without its literals ('…' strings, and numbers outside names), placeholders kept. */
export function redactQuery(query: string): string {
  return query.replace(/'(?:[^']|'')*'/g, "'…'").replace(/(?<![\w$."])\d+(?:\.\d+)?\b/g, '?')
}

/**
 * An error message without statement values: drizzle's "params: …" goes, a query in it is
 * redacted, and a value quoted at its end (`invalid input syntax for type integer: "abc"`) is blanked.
 */
export function redactMessage(message: string): string {
  const failed = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/.exec(message)
  if (failed) return `Failed query: ${redactQuery(failed[1] ?? '')}\nparams: [redacted]`
  return message.replace(/: "[\s\S]*"$/, ': "…"').replace(/Key \(([^)]*)\)=\([\s\S]*$/, 'Key ($1)=(…)')
}

/** PostgreSQL's detail with the values blanked: `Key (email)=(…)` names the columns only. */
function redactDetail(detail: string): string | undefined {
  const key = /^Key \(([^)]*)\)=/.exec(detail)
  return key ? `Key (${key[1]})=(…)` : undefined
}

function redactStack(stack: string, type: string, message: string): string {
  // The stack's first lines repeat the message; the frames start at the first "    at ".
  const frames = stack.indexOf('\n    at ')
  return `${type}: ${message}${frames >= 0 ? stack.slice(frames) : ''}`
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value)

export interface LoggedError {
  type: string
  message: string
  stack: string
  [key: string]: unknown
}

/** Errors (and error-like objects) as logged; anything else as it is. */
const serializeValue = (value: unknown, depth: number): unknown =>
  isErrorLike(value) ? serializeError(value, depth) : value

export function serializeError(error: Error, depth = 0): LoggedError {
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name
  const message = redactMessage(String(error.message))
  const out: LoggedError = {
    type,
    message,
    stack: redactStack(String(error.stack ?? ''), type, message),
  }
  for (const [key, value] of Object.entries(error)) {
    if (key in out || VALUE_PROPERTIES.has(key) || key === 'cause' || value === undefined) continue
    if (key === 'query' && typeof value === 'string') out.query = redactQuery(value)
    else if (isErrorLike(value)) {
      if (depth < MAX_CAUSES) out[key] = serializeError(value, depth + 1)
    } else if (typeof value !== 'function') out[key] = value
  }
  const detail = (error as { detail?: unknown }).detail
  if (typeof detail === 'string') {
    const redacted = redactDetail(detail)
    if (redacted) out.detail = redacted
  }
  // Drizzle wraps the driver's error (code, constraint) as the cause.
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeValue(error.cause, depth + 1)
  return out
}

/** Give to pino (`serializers`), or to Fastify's logger options. */
export const logSerializers = {
  err: (error: Error): LoggedError =>
    isErrorLike(error) ? serializeError(error) : { type: typeof error, message: String(error), stack: '' },
}

type LoggerOption = FastifyServerOptions['logger'] | FastifyBaseLogger

/** Fastify's logger options with these serializers, whether given options or a logger of one's own. */
export function withLogSerializers(
  logger: LoggerOption,
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (!logger) return { logger: false }
  if (typeof logger === 'object' && 'child' in logger) {
    return { loggerInstance: logger.child({}, { serializers: logSerializers }) }
  }
  const options = logger === true ? {} : logger
  return { logger: { ...options, serializers: { ...options.serializers, ...logSerializers } } }
}
