/**
 * Tells a database that cannot be reached from a query that failed on its own. The first is an
 * outage: the server answers 503 with Retry-After and logs it once per interval; the second is a
 * bug (500). Both drivers' errors are recognised wherever they surface: drizzle wraps the driver's
 * error in a DrizzleQueryError (`cause`), pg-pool in its own (`cause`), Node in an AggregateError.
 */

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server that dropped or refuses the connection: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/

/** Messages without a code: node-postgres and pg-pool losing or never getting a connection, PGlite closed. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|PGlite is closed|Client was closed and is not queryable)/

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
  return UNAVAILABLE_MESSAGE.test(error.message)
}

/** The errors an error was caused by, itself first (bounded: a cycle must not loop). */
function chain(error: unknown): Error[] {
  const found: Error[] = []
  const pending: unknown[] = [error]
  while (pending.length > 0 && found.length < 20) {
    const next = pending.shift()
    if (!(next instanceof Error) || found.includes(next)) continue
    found.push(next)
    pending.push(next.cause)
    if (next instanceof AggregateError) pending.push(...next.errors)
  }
  return found
}

/** The driver's error that says the database is unreachable, or null for any other failure. */
export function unavailableCause(error: unknown): Error | null {
  return chain(error).find(isUnavailableItself) ?? null
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== null
}

/** What a request made while the database is unreachable is told. */
export const DATABASE_UNAVAILABLE_DETAIL =
  'The database is unavailable right now. Please try again in a few seconds.'

/** Seconds a client should wait before retrying during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5
