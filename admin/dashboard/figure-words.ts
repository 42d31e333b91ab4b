/**
 * How the dashboard says its figures, without React: amounts from the wire ("1250.00") as Taka in
 * Bangladeshi grouping (Tk 1,25,000.00, common/money.ts: exact paisa, never a float), months as
 * "Sep 2035", and each figure's link name: what it shows, then what the link opens.
 */
import { auditActionName } from '../../common/audit-actions.ts'
import type { ChangeItem, DashboardFigure } from '../../common/dashboard.ts'
import { MONTH_NAMES } from '../../common/dates.ts'
import { formatTaka, parseAmount } from '../../common/money.ts'

export const takaText = (amount: string): string => formatTaka(parseAmount(amount) ?? 0n, { symbol: true })

const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3))

/** "2035-09" → "Sep 2035" (or "September 2035" in full). */
export function monthText(month: string, full = false): string {
  const index = Number(month.slice(5, 7)) - 1
  return `${(full ? MONTH_NAMES : MONTHS)[index] ?? month} ${month.slice(0, 4)}`
}

/** A count in the same grouping as amounts (1,25,000), the same in every browser. */
export const countText = (count: number): string => formatTaka(BigInt(count) * 100n).slice(0, -3)

/** The figure's value as shown: a count, or an amount in Taka. */
export function valueText(figure: DashboardFigure): string {
  if (figure.kind === 'count') return countText(figure.count)
  if (figure.kind === 'amount') return takaText(figure.amount)
  return ''
}

/** "2 gifts", "1 gift". */
export const giftsText = (count: number) => `${count} ${count === 1 ? 'gift' : 'gifts'}`

/**
 * An audit entry in a line, as the audit log names its action: "admin@…: Created Customer order
 * #4"; a sign-in names no record ("admin@…: Signed in").
 */
export function changeText(entry: ChangeItem): string {
  const who = entry.user_email ?? 'The system'
  const what = auditActionName(entry.action)
  if (entry.action.startsWith('sign_in')) return `${who}: ${what}`
  return `${who}: ${what} ${entry.resource_label}${entry.record_id === null ? '' : ` #${entry.record_id}`}`
}
