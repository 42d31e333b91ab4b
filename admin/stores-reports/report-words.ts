/**
 * How the stores' reports put the API's values into words, kept apart from React so a unit test
 * can check them: margin percentages, average costs, order periods (a day or a month), statuses, the inventory's
 * moment ("now" or the end of a day) and the name inside a `{id, name}` reference. Amounts go
 * through admin/reports/report-math.ts (`takaOrZero`), exact from the wire.
 */
import { MONTH_NAMES } from '../../common/dates.ts'
import { formatTaka } from '../../common/money.ts'
import { formatOrgDate } from '../dates.ts'

/** "60.00%", or a dash when there was no revenue to take a margin of. */
export const percentText = (percent: string | null | undefined): string =>
  percent === null || percent === undefined ? '–' : `${percent}%`

/** "May 2026" for the summary's month 2026-05, "21 May 2026" for its day 2026-05-21. */
export function periodText(period: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period)
  if (!month) return formatOrgDate(period)
  const name = MONTH_NAMES[Number(month[2]) - 1]
  return name ? `${name} ${month[1]}` : period
}

/** "On the way" for on_the_way: a status the lists do not name, in words all the same. */
export function statusWords(status: string): string {
  const words = status.replaceAll('_', ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The inventory's moment as its printed heading says it. */
export const stockMoment = (asOf: string | undefined): string =>
  asOf ? `Stock at the end of ${formatOrgDate(asOf)}` : 'Stock now'

/** The name in a `{id, name}` reference the API nests (a vendor, a branch, a status). */
export function nameOf(value: unknown): string {
  if (value && typeof value === 'object' && 'name' in value) return String(value.name ?? '')
  return value === null || value === undefined ? '' : String(value)
}

/**
 * An average cost as the API gives it, Taka per unit to four decimals ("1250.1234"), in the
 * amounts' lakh grouping ("1,250.1234"): the whole part grouped as money is, the decimals kept.
 */
export function rateText(rate: string): string {
  const negative = rate.startsWith('-')
  const [whole = '0', fraction] = rate.replace('-', '').split('.')
  const grouped = formatTaka(BigInt(whole || '0') * 100n).slice(0, -3)
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}
