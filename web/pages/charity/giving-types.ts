/** What the giving pages show: the donation form's choices, a gift's state, a monthly gift. */
import type { Submission } from '../forms/types.ts'

/**
 * The donation form's choices, the same on every page that shows the form (SiteSettings.giving):
 * whether online giving is offered (a gateway is configured), the preset amounts in whole taka,
 * and how to give offline (the giving settings' words, plain text).
 */
export interface GivingOptions {
  online: boolean
  presets: number[]
  offlineInstructions: string
}

export interface CauseChoice {
  id: number
  name: string
}

export type GiftStatus = 'pledged' | 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded'

/** A gift as its donor sees it on /donate/thanks: never the email, phone or address. */
export interface GiftView {
  reference: string
  firstName: string
  /** As shown: "BDT 1,500" or "BDT 1,500.50". */
  amount: string
  cause: string | null
  status: GiftStatus
  channel: 'online' | 'offline'
  monthly: boolean
  /** Whether it was ever taken to the gateway (else the gateway could not be reached). */
  sentToGateway: boolean
  receiptNumber: string | null
  offlineInstructions: string
}

/** A monthly gift on its signed link's page. */
export interface MonthlyGiftView {
  firstName: string
  /** Decimal text for the form ("1500.00") and as shown. */
  amount: string
  amountShown: string
  cause: string | null
  status: 'active' | 'cancelled'
  channel: 'online' | 'offline'
  /** "5 January 2027". */
  nextDue: string
}

export type GivingBody =
  | { kind: 'donate'; causes: CauseChoice[]; submission: Submission | null }
  | {
      kind: 'gift'
      gift: GiftView | null
      /** The gateway could not be reached just now (not "we are confirming your payment"). */
      unreachable: boolean
    }
  | { kind: 'monthly-gift'; gift: MonthlyGiftView | null; token: string; submission: Submission | null }
