/**
 * What the donations (and later the dues) ask of an online payment gateway, whichever it is
 * (ADR 022). SSLCommerz is the first implementation (sslcommerz.ts); bKash and Nagad can follow
 * behind the same shape. No database access here: the caller owns the pending payment and its
 * state, and keys every change on `transactionId` (see README.md, "Idempotency").
 */
import type { Paisa } from '../../common/money.ts'

/** Only Taka for now: the organisation's books are in BDT. */
export type Currency = 'BDT'

/** What the donor paid with, as far as the gateway tells. Never a card number. */
export type PaymentMethod =
  | 'card'
  | 'bkash'
  | 'nagad'
  | 'rocket'
  | 'upay'
  | 'mobile_banking'
  | 'bank'
  | 'other'

/** A payment we created and wait for: our id is the gateway's transaction id. */
export interface PendingPayment {
  /** Our unique id for this attempt, sent as the gateway's `tran_id` (at most 30 characters). */
  id: string
  amount: Paisa
  currency: Currency
  /** What the gift is for, shown on the gateway page ("Donation: Flood relief"). */
  description: string
  customer: { name: string; email: string; phone: string; address: string; city?: string }
  /** Where the donor's browser comes back to (POSTed with the gateway's fields). */
  successUrl: string
  failUrl: string
  cancelUrl: string
  /** Where the gateway tells our server, browser or not (the IPN). */
  ipnUrl: string
}

export interface InitiatedPayment {
  /** Send the donor's browser here. */
  redirectUrl: string
  /** The gateway's session key, kept with the pending payment for support questions. */
  sessionKey: string
}

/** What the pending payment says it should be: the callback must agree with it. */
export interface ExpectedPayment {
  transactionId: string
  amount: Paisa
  currency: Currency
}

/**
 * completed: paid, confirmed by the gateway's server, amount and currency as expected.
 * pending: not settled yet (no attempt, or the gateway holds it as risky): ask again later.
 * failed / cancelled: this attempt did not pay.
 * tampered: the fields do not match what we expected or are not signed by the gateway;
 *   the caller changes nothing and logs it.
 */
export type PaymentStatus = 'completed' | 'pending' | 'failed' | 'cancelled' | 'tampered'

export interface PaymentResult {
  status: PaymentStatus
  /** Why it is not completed, for the log and the back office ("amount 50.00 BDT, expected 500.00 BDT"). */
  reason?: string
  /** Our id (tran_id). */
  transactionId: string
  /** The bank's or wallet's reference (SSLCommerz's bank_tran_id): what a refund names. */
  gatewayTransactionId?: string
  /** The gateway's validation id (SSLCommerz's val_id). */
  validationId?: string
  amount?: Paisa
  currency?: string
  method?: PaymentMethod
  /** The gateway's own fields worth keeping (references, dates, method), with nothing card-related. */
  raw: Record<string, string>
}

export interface RefundRequest {
  /** The completed payment's gatewayTransactionId. */
  gatewayTransactionId: string
  /** Our unique id for this refund: the gateway refuses a second refund under the same id. */
  refundId: string
  amount: Paisa
  reason: string
}

export interface RefundResult {
  /** refunded: the money went back; processing: accepted, ask refundStatus later; failed: refused (see reason). */
  status: 'refunded' | 'processing' | 'failed'
  /** The gateway's reference for the refund, to ask about it later. */
  refundReference?: string
  reason?: string
}

export interface PaymentProvider {
  /** Opens a gateway session for a pending payment. Throws PaymentGatewayError. */
  initiate(pending: PendingPayment): Promise<InitiatedPayment>
  /**
   * Judges a callback (the browser's return or the IPN): its signature, then the gateway's
   * validation API, then amount and currency against `expected`. Never completed without the
   * validation API's word. The same fields verified twice give the same result. Throws
   * PaymentGatewayError when the gateway cannot be asked (the payment stays pending).
   */
  verify(callbackFields: Record<string, string>, expected: ExpectedPayment): Promise<PaymentResult>
  /** Asks the gateway to return (part of) a completed payment. Throws PaymentGatewayError. */
  refund(request: RefundRequest): Promise<RefundResult>
  /** Where a refund stands, by the reference `refund` gave. Throws PaymentGatewayError. */
  refundStatus(refundReference: string): Promise<RefundResult>
  /**
   * The daily reconciliation: asks the gateway what became of a transaction (no callback
   * needed), validated and checked against `expected` exactly as `verify` does.
   */
  queryByTransaction(expected: ExpectedPayment): Promise<PaymentResult>
}

/** The gateway could not be asked or gave no usable answer: nothing is known, nothing changes. */
export class PaymentGatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PaymentGatewayError'
  }
}
