/**
 * Sums come out of PostgreSQL as numeric text (summed exactly there) and become integer paisa
 * here; a report never holds money in a float. `toWire` writes a report for the API: snake_case
 * keys and amounts as "1250.00", so the services keep TypeScript's names and bigint paisa.
 */
import { formatAmount, type Paisa, parseAmount } from '../../../../common/money.ts'

/** A numeric read as text (`sum(…)::text`) → paisa. */
export function paisa(text: unknown): Paisa {
  if (text === null || text === undefined) return 0n
  const value = parseAmount(String(text))
  if (value === undefined) throw new Error(`The database returned ${String(text)} for an amount.`)
  return value
}

/** A balance (Σdebit − Σcredit) as the debit and credit columns: one of them is zero. */
export function sides(balance: Paisa): { debit: Paisa; credit: Paisa } {
  return balance >= 0n ? { debit: balance, credit: 0n } : { debit: 0n, credit: -balance }
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** A report as JSON for the wire: keys in snake_case, paisa as decimal text, dates as they are. */
export function toWire(value: unknown): unknown {
  if (typeof value === 'bigint') return formatAmount(value)
  if (Array.isArray(value)) return value.map(toWire)
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), toWire(v)]))
  }
  return value
}
