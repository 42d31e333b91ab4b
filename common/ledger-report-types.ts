/**
 * Shapes the ledger reports' server code and the back office's report screens both use.
 */

/**
 * A posted voucher's heading in the day book and the voucher registers: as the server reads it from
 * the database and as the wire carries it (the total as decimal text, "1250.00").
 */
export interface VoucherHeading {
  id: number
  number: string
  type: string
  date: string
  narration: string | null
  total: string
  /** The number of the voucher this one reverses. */
  reverses: string | null
}
