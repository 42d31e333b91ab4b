/**
 * The SQLSTATE of a database error, for tests of what the database itself refuses (the ledger's
 * guards answer LG001-LG003) or may retry. Drizzle wraps the driver's error: the code is on a cause.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let e: unknown = error
  while (e && typeof e === 'object') {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/** The SQLSTATE `work` failed with; undefined when it succeeded. */
export async function sqlState(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work()
  } catch (error) {
    return sqlStateOf(error) ?? 'no sqlstate'
  }
  return undefined
}
