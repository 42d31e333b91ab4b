/**
 * Query values as routes read them. A key sent twice (`?a=1&a=2`) arrives as an array; like the
 * original (Django's `request.GET.get`) a route reads the last one.
 */
export function lastValue(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value.at(-1) : value
  return typeof last === 'string' ? last : undefined
}

/** The largest PostgreSQL integer: ids and whole-number fields beyond it cannot be stored or exist. */
export const PG_INT_MAX = 2_147_483_647

/** A record id from the query: a whole number within PostgreSQL's integer range, else undefined. */
export function idValue(value: unknown): number | undefined {
  const text = lastValue(value)
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined
  const id = Number(text)
  return id >= 1 && id <= PG_INT_MAX ? id : undefined
}
