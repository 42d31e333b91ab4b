import { ValidationError } from '../../http/validation.ts'

type Values = Record<string, unknown>

/**
 * Refuses an end before its start, on the values the record will have after the write, in words
 * (the tables' CHECK constraints hold the same rule for every other writer).
 */
export function checkDateOrder(
  values: Values,
  existing: Values,
  start: string,
  end: string,
  endWire: string,
) {
  const after = { ...existing, ...values }
  const [from, to] = [after[start], after[end]]
  if (typeof from === 'string' && typeof to === 'string' && to < from)
    throw new ValidationError({ [endWire]: ['The end cannot be before the start.'] })
}
