import type { Submission } from '../forms/types.ts'

/** A gift in a supporter's area: as their receipt shows it, with the receipt to download. */
export interface AccountGift {
  date: string
  amount: string
  cause: string
  /** What became of it, in words: Received, Pledged (waiting for your payment), Refunded. */
  state: string
  method: string | null
  monthly: boolean
  receipt: { number: string; href: string } | null
}

/** A monthly gift, with the signed link that changes or cancels it (the one its emails carry). */
export interface AccountMonthlyGift {
  amount: string
  cause: string
  active: boolean
  nextDue: string | null
  manageHref: string
}

/** A period of membership and the receipt of the dues that paid it. */
export interface AccountPeriod {
  shown: string
  type: string
  cancelled: boolean
  receipt: { number: string; href: string } | null
}

export interface AccountMembership {
  number: string
  type: string | null
  /** new, current, grace, expired or cancelled; and the rule that gave it, in words. */
  status: string
  rule: string
  periods: AccountPeriod[]
  arrears: { count: number; amount: string; rule: string }
}

/** A help request of the account's, linking to its page (the signed link its emails carry). */
export interface AccountHelpRequest {
  number: string
  subject: string
  status: string
  updated: string
  href: string
}

/** A supporter's area (/account): what only they see, sent with the page and never cached. */
export interface AccountView {
  firstName: string
  lastName: string
  email: string
  phone: string
  /** The session's CSRF token, posted back by the area's forms. */
  csrf: string
  gifts: AccountGift[]
  totalReceived: string
  monthly: AccountMonthlyGift[]
  /** Fiscal years with received gifts, each with its annual statement. */
  statements: { year: string; href: string }[]
  membership: AccountMembership | null
  /** Their help desk tickets: opened from the account, or with its proved address; newest first. */
  helpRequests: AccountHelpRequest[]
}

/**
 * The pages of supporters' accounts. `account` is null in the page's shared (cached) copy: the
 * server fills it for the signed-in visitor alone (server/site/account/).
 */
export type AccountBody =
  | { kind: 'account'; account: AccountView | null; submission: Submission | null }
  | { kind: 'verify-email'; token: string | null; submission: Submission | null }
  | { kind: 'reset-password'; token: string | null; submission: Submission | null }
