/** Dates as the organisation's documents print them: the month's name in English, no time zone. */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** YYYY-MM-DD → "1 July 2026", or "1 Jul 2026" where a table column is narrow. */
export function formatDate(iso: string, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new RangeError(`Not a date (YYYY-MM-DD): ${iso}`)
  return `${Number(match[3])} ${style === 'long' ? month : month.slice(0, 3)} ${match[1]}`
}
