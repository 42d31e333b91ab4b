/**
 * The chart of accounts as GET /ledger_account/api/v1/ledger_account/chart/ answers it: primary
 * groups → groups → ledgers, each with its balance up to a date. One declaration of the wire shape
 * for the server that builds it and the back office screen that draws it. Amounts are decimal
 * strings of taka ("1250.50"), never numbers, so no figure passes through a float.
 */

export interface ChartLedger {
  id: number
  name: string
  code: string | null
  account_type: string
  is_active: boolean
  /** Signed: positive is a debit balance, negative a credit one. */
  balance: string
  debit: string
  credit: string
}

export interface ChartGroup {
  id: number
  name: string
  balance: string
  groups: ChartGroup[]
  ledgers: ChartLedger[]
}

export interface ChartPrimary {
  id: number
  name: string
  nature: string
  balance: string
  groups: ChartGroup[]
}

/** The chart route's whole answer. */
export interface ChartAnswer {
  primary_groups: ChartPrimary[]
}
