/**
 * The dashboard as the wire carries it (GET /api/v1/dashboard/, server/modules/reports/): the
 * figures the signed-in user's role may read, each computed by the area that owns its data and
 * each with the link to the list or report it summarises. Amounts are decimal text ("1250.00").
 */

/** Where a figure leads: the back office's screen and the API list or report behind it. */
export interface FigureLink {
  /** The back office's address (inside /admin), filter included: "/order?filter=%7B%22state%22…". */
  href: string
  /** The API answer with the same filter, whose total the figure equals. */
  api: string
  /** What the link opens, for its accessible name: "the order list, orders waiting to be delivered". */
  opens: string
}

/** The dashboard's sections, in the order it shows them. */
export const FIGURE_SECTIONS = {
  giving: 'Donations',
  membership: 'Members',
  books: 'Cash, bank and the books',
  stores: 'Stores and orders',
  helpdesk: 'Help desk',
  activity: 'Recent changes',
} as const
export type FigureSection = keyof typeof FIGURE_SECTIONS

interface FigureBase {
  key: string
  label: string
  section: FigureSection
}

/** A number of records: the total of the linked list. */
export interface CountFigure extends FigureBase {
  kind: 'count'
  count: number
  link: FigureLink
}

/** An amount: the sum of the linked list's amounts. */
export interface AmountFigure extends FigureBase {
  kind: 'amount'
  amount: string
  /** How many records make it up. */
  count: number
  link: FigureLink
}

/** One ledger's balance (Σdebit − Σcredit; negative is an overdraft). */
export interface BalanceItem {
  id: number
  name: string
  type: 'cash' | 'bank'
  balance: string
  link: FigureLink
}

export interface BalancesFigure extends FigureBase {
  kind: 'balances'
  /** The day the balances are at (today). */
  as_at: string
  balances: BalanceItem[]
  total: string
}

export interface MonthItem {
  /** YYYY-MM */
  month: string
  from: string
  to: string
  income: string
  expenditure: string
  link: FigureLink
}

export interface MonthsFigure extends FigureBase {
  kind: 'months'
  months: MonthItem[]
}

/** An audit log entry as audit_log/…/all/ answers it (the fields the dashboard shows). */
export interface ChangeItem {
  id: number
  user_email: string | null
  resource: string
  resource_label: string
  record_id: number | null
  record_exists: boolean
  action: string
  created_at: string
}

export interface ChangesFigure extends FigureBase {
  kind: 'changes'
  changes: ChangeItem[]
  link: FigureLink
}

export type DashboardFigure = CountFigure | AmountFigure | BalancesFigure | MonthsFigure | ChangesFigure

export interface Dashboard {
  /** Today in the organisation's calendar (TIME_ZONE), the day the figures are computed for. */
  today: string
  figures: DashboardFigure[]
}

export const DASHBOARD_PATH = '/api/v1/dashboard/'
