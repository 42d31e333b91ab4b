/**
 * SSLCommerz (v4 API) behind the PaymentProvider interface: it carries cards, bKash, Nagad,
 * Rocket and internet banking. Written on Node's fetch against the documented HTTP API rather than
 * the `sslcommerz-lts` package (README.md says why). Amounts go out and come back as decimal text
 * through common/money.ts, never floats.
 */
import { formatAmount, type Paisa, parseAmount } from '../../common/money.ts'
import { requestJson } from './gateway-http.ts'
import {
  type ExpectedPayment,
  type InitiatedPayment,
  PaymentGatewayError,
  type PaymentProvider,
  type PaymentResult,
  type PendingPayment,
  type RefundRequest,
  type RefundResult,
} from './provider.ts'
import type { SslcommerzConfig } from './sslcommerz-config.ts'
import { keptFields, methodOf, text } from './sslcommerz-fields.ts'
import { hasValidSignature } from './sslcommerz-signature.ts'

/** SSLCommerz takes 10.00 to 500000.00 BDT in one transaction. */
export const MIN_AMOUNT: Paisa = 10_00n
export const MAX_AMOUNT: Paisa = 500_000_00n

const PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  /** Transaction query, refund and refund query share one address, told apart by their parameters. */
  merchant: '/validator/api/merchantTransIDvalidationAPI.php',
}

/** Statuses of a payment SSLCommerz has accepted (VALIDATED: already validated once before). */
const PAID = ['VALID', 'VALIDATED']

export class SslcommerzProvider implements PaymentProvider {
  constructor(private readonly config: SslcommerzConfig) {}

  async initiate(pending: PendingPayment): Promise<InitiatedPayment> {
    if (pending.amount < MIN_AMOUNT || pending.amount > MAX_AMOUNT) {
      throw new RangeError(
        `SSLCommerz takes ${formatAmount(MIN_AMOUNT)} to ${formatAmount(MAX_AMOUNT)} BDT (got ${formatAmount(pending.amount)})`,
      )
    }
    if (!/^[A-Za-z0-9_-]{1,30}$/.test(pending.id)) {
      throw new RangeError('An SSLCommerz transaction id is 1 to 30 letters, digits, "-" or "_"')
    }
    const { customer } = pending
    const answer = await this.call(
      'session API',
      PATHS.session,
      {},
      {
        store_id: this.config.storeId,
        store_passwd: this.config.storePassword,
        tran_id: pending.id,
        total_amount: formatAmount(pending.amount),
        currency: pending.currency,
        success_url: pending.successUrl,
        fail_url: pending.failUrl,
        cancel_url: pending.cancelUrl,
        ipn_url: pending.ipnUrl,
        product_name: pending.description.slice(0, 255),
        product_category: 'Donation',
        product_profile: 'non-physical-goods',
        shipping_method: 'NO',
        num_of_item: '1',
        emi_option: '0',
        cus_name: customer.name,
        cus_email: customer.email,
        cus_phone: customer.phone,
        cus_add1: customer.address,
        // Required by SSLCommerz; a donor need not give a city.
        cus_city: customer.city || 'N/A',
        cus_country: 'Bangladesh',
      },
    )
    const redirectUrl = text(answer, 'GatewayPageURL')
    const sessionKey = text(answer, 'sessionkey')
    if (text(answer, 'status') !== 'SUCCESS' || !redirectUrl || !sessionKey) {
      throw new PaymentGatewayError(
        `SSLCommerz refused the payment session: ${text(answer, 'failedreason') || 'no reason given'}`,
      )
    }
    return { redirectUrl, sessionKey }
  }

  async verify(fields: Record<string, string>, expected: ExpectedPayment): Promise<PaymentResult> {
    const refused = (reason: string): PaymentResult => ({
      status: 'tampered',
      reason,
      transactionId: expected.transactionId,
      raw: keptFields(fields),
    })
    const status = fields.status ?? ''
    const signed = ['status', 'tran_id', 'store_id', 'amount', 'currency']
    if (PAID.includes(status)) signed.push('val_id')
    if (!hasValidSignature(fields, this.config.storePassword, signed)) {
      return refused('the callback is not signed by SSLCommerz')
    }
    if (fields.store_id !== this.config.storeId) return refused('the callback is for another store')
    if (fields.tran_id !== expected.transactionId) {
      return refused(`the callback is for transaction ${fields.tran_id}, expected ${expected.transactionId}`)
    }
    if (PAID.includes(status)) return this.validate(fields.val_id as string, expected)
    return notPaid(status, text(fields, 'error'), expected, keptFields(fields))
  }

  async queryByTransaction(expected: ExpectedPayment): Promise<PaymentResult> {
    const answer = await this.call('transaction query API', PATHS.merchant, {
      tran_id: expected.transactionId,
    })
    this.requireConnected('transaction query API', answer)
    const attempts = Array.isArray(answer.element)
      ? answer.element.filter((e): e is Record<string, unknown> => Boolean(e) && typeof e === 'object')
      : []
    const paid = attempts.find((attempt) => PAID.includes(text(attempt, 'status')))
    // Even the query's own answer is not taken for a payment: the validation API decides.
    if (paid) return this.validate(text(paid, 'val_id'), expected)
    const open = attempts.find((attempt) => ['PENDING', 'UNATTEMPTED'].includes(text(attempt, 'status')))
    const latest = open ?? attempts[0]
    if (!latest) {
      return {
        status: 'pending',
        reason: 'SSLCommerz has no attempt yet',
        transactionId: expected.transactionId,
        raw: {},
      }
    }
    return notPaid(text(latest, 'status'), text(latest, 'error'), expected, keptFields(latest))
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (request.amount <= 0n) throw new RangeError('A refund is a positive amount')
    const answer = await this.call('refund API', PATHS.merchant, {
      bank_tran_id: request.gatewayTransactionId,
      refund_trans_id: request.refundId,
      refe_id: request.refundId,
      refund_amount: formatAmount(request.amount),
      refund_remarks: request.reason,
    })
    this.requireConnected('refund API', answer)
    const refundReference = text(answer, 'refund_ref_id') || undefined
    // "success": the refund was accepted and is on its way; "processing": it was accepted before.
    const status = text(answer, 'status')
    if (status === 'success' || status === 'processing') return { status: 'processing', refundReference }
    return {
      status: 'failed',
      refundReference,
      reason: text(answer, 'errorReason') || `status ${status || 'none'}`,
    }
  }

  /** Where a refund stands (refundReference from `refund`): refunded, processing or failed. */
  async refundStatus(refundReference: string): Promise<RefundResult> {
    const answer = await this.call('refund query API', PATHS.merchant, { refund_ref_id: refundReference })
    this.requireConnected('refund query API', answer)
    const status = text(answer, 'status')
    if (status === 'refunded') return { status: 'refunded', refundReference }
    if (status === 'processing') return { status: 'processing', refundReference }
    return {
      status: 'failed',
      refundReference,
      reason: text(answer, 'errorReason') || `status ${status || 'none'}`,
    }
  }

  /** The validation API's word on a val_id, judged against what we expected. */
  private async validate(valId: string, expected: ExpectedPayment): Promise<PaymentResult> {
    const answer = await this.call('validation API', PATHS.validation, { val_id: valId })
    const raw = keptFields(answer)
    const result = { transactionId: expected.transactionId, raw }
    const status = text(answer, 'status')
    if (!PAID.includes(status)) {
      return { ...result, status: 'failed', reason: `the validation API says ${status || 'nothing'}` }
    }
    if (text(answer, 'tran_id') !== expected.transactionId) {
      return { ...result, status: 'tampered', reason: `validated transaction ${text(answer, 'tran_id')}` }
    }
    // currency_type and currency_amount are what the donor was asked for; amount is in BDT.
    const currency = text(answer, 'currency_type') || text(answer, 'currency')
    if (currency !== expected.currency) {
      return { ...result, status: 'tampered', reason: `currency ${currency}, expected ${expected.currency}` }
    }
    const amounts = ['amount', 'currency_amount'].map((name) => text(answer, name)).filter(Boolean)
    const amount = gatewayAmount(amounts[0] ?? '')
    if (amount === undefined || amounts.some((given) => gatewayAmount(given) !== expected.amount)) {
      return {
        ...result,
        status: 'tampered',
        reason: `amount ${amounts.join(' / ') || 'missing'}, expected ${formatAmount(expected.amount)}`,
      }
    }
    const paid = {
      ...result,
      gatewayTransactionId: text(answer, 'bank_tran_id') || undefined,
      validationId: valId,
      amount,
      currency,
      method: methodOf(text(answer, 'card_type'), text(answer, 'card_brand')),
    }
    // SSLCommerz's advice: a risky payment (risk_level 1) is held until someone looks at it.
    if (text(answer, 'risk_level') === '1') {
      return {
        ...paid,
        status: 'pending',
        reason: `held as risky: ${text(answer, 'risk_title') || 'no reason given'}`,
      }
    }
    return { ...paid, status: 'completed' }
  }

  private requireConnected(api: string, answer: Record<string, unknown>): void {
    const connect = text(answer, 'APIConnect')
    if (connect !== 'DONE') {
      throw new PaymentGatewayError(`SSLCommerz ${api} refused the request: ${connect || 'no APIConnect'}`)
    }
  }

  /** One API call with the store's credentials in the query (GET) or the form (POST). */
  private call(api: string, path: string, query: Record<string, string>, form?: Record<string, string>) {
    const url = new URL(`${this.config.baseUrl}${path}`)
    if (!form) {
      const params = { ...query, store_id: this.config.storeId, store_passwd: this.config.storePassword }
      for (const [name, value] of Object.entries({ ...params, v: '1', format: 'json' })) {
        url.searchParams.set(name, value)
      }
    }
    return requestJson({ api: `SSLCommerz ${api}`, url, form, timeoutMs: this.config.timeoutMs })
  }
}

/** A status other than paid, from a signed callback or the transaction query. */
function notPaid(
  status: string,
  error: string,
  expected: ExpectedPayment,
  raw: Record<string, string>,
): PaymentResult {
  const result = { transactionId: expected.transactionId, raw }
  const why = error ? `: ${error}` : ''
  if (status === 'CANCELLED') return { ...result, status: 'cancelled', reason: `cancelled${why}` }
  if (status === 'FAILED' || status === 'EXPIRED') {
    return { ...result, status: 'failed', reason: `${status.toLowerCase()}${why}` }
  }
  // PENDING, UNATTEMPTED (the donor has not chosen a method yet) or a status we do not know.
  return { ...result, status: 'pending', reason: `SSLCommerz says ${status || 'nothing'}` }
}

/** SSLCommerz writes "500.00", sometimes "500.0000": exact paisa, or undefined. */
function gatewayAmount(value: string): Paisa | undefined {
  return parseAmount(value.replace(/^(\d+\.\d\d)0+$/, '$1'))
}
