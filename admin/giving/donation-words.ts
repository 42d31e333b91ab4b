/**
 * How the giving screens name a gift's state, its method and its fund, and today's date in the
 * organisation's calendar (the day money recorded now was received, by default).
 */
import { formatTaka, parseAmount } from '../../common/money.ts'

export const METHOD_NAMES: Record<string, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  gateway: 'Online (gateway)',
}

export const STATUS_NAMES: Record<string, string> = {
  pledged: 'Pledged',
  pending: 'Waiting for the gateway',
  completed: 'Received',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** The methods staff record money by (the gateway records its own). */
export const RECORDED_METHODS = ['cash', 'cheque', 'bank_transfer', 'bkash', 'nagad', 'rocket'] as const

export const methodName = (method: string | null) => (method ? (METHOD_NAMES[method] ?? method) : '')
export const statusName = (status: string) => STATUS_NAMES[status] ?? status

/** "Tk 1,250.00". */
export const money = (amount: string | null | undefined) =>
  formatTaka(parseAmount(amount) ?? 0n, { symbol: true })

/** What the reference of a method is called on the forms and the gift's page. */
export function referenceLabel(method: string | null): string {
  switch (method) {
    case 'cheque':
      return 'Cheque number'
    case 'bank_transfer':
      return 'Transfer reference'
    case 'bkash':
    case 'nagad':
    case 'rocket':
      return `${METHOD_NAMES[method]} transaction ID`
    default:
      return 'Reference'
  }
}

/** Today in the organisation's time zone (YYYY-MM-DD). */
export const orgToday = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  )

/** The fiscal year a receipt number names: MR-2026-27-000012 → 2026-27. */
export const fiscalYearOfReceipt = (number: string | null) =>
  /^[A-Z]+-(\d{4}(?:-\d{2})?)-\d+$/.exec(number ?? '')?.[1]
