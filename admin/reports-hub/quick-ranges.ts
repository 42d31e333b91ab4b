/**
 * The reports hub's quick choices of a date range, kept apart from React so a unit test can check
 * their edges: this month, last month and this fiscal year (by the books' start month, July unless
 * the books say otherwise: 1 July – 30 June). A choice that holds today runs up to today, as the
 * reports' default period does (the fiscal year to today): nothing after today has happened yet, and
 * a report "as at" the range's end (the balance sheet, the stock, the members) then stands at today
 * rather than at a day still to come. `today` is the organisation's (admin/dates.ts, orgToday).
 */
import { defaultPeriod } from '../reports/report-math.ts'

export const QUICK_RANGES = [
  { id: 'this_month', label: 'This month' },
  { id: 'last_month', label: 'Last month' },
  { id: 'fiscal_year', label: 'This fiscal year' },
] as const

export type QuickRangeId = (typeof QUICK_RANGES)[number]['id']

const pad = (n: number) => String(n).padStart(2, '0')

/** The range a quick choice names on `today` (YYYY-MM-DD), both ends inclusive. */
export function quickRange(
  id: QuickRangeId,
  today: string,
  fiscalStartMonth: number,
): { from: string; to: string } {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  if (id === 'this_month') return { from: `${today.slice(0, 8)}01`, to: today }
  if (id === 'fiscal_year') return defaultPeriod(today, fiscalStartMonth)
  const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1]
  // Day 0 of this month is the last day of the one before (29 February in a leap year).
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate()
  return { from: `${lastYear}-${pad(lastMonth)}-01`, to: `${lastYear}-${pad(lastMonth)}-${pad(lastDay)}` }
}
