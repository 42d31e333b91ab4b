/**
 * Refunding a received gift (issue 14 item 4): the money goes back first, then the books say so.
 * An offline gift's money was handed back by staff, so the refund is booked at once. An online
 * gift's money goes back through the gateway: it is asked outside any transaction (no lock is held
 * while it answers), and only once it says the refund is done or on its way is the refund booked
 * (refundDonation: the receipt voucher reversed, the gift marked refunded, the gateway's reference
 * kept). A refusal, or a gateway that cannot be asked, changes nothing and says why.
 *
 * The refund id sent to the gateway is one per gift, not one per attempt: if the gateway accepted
 * a refund and we never heard (a time-out, a crash before the commit), asking again under the same
 * id is answered "accepted before", not with a second refund; and two staff refunding the same gift
 * at once send the same id, so the gift is refunded once and the second booking is refused.
 */
import { eq } from 'drizzle-orm'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { PaymentGatewayError, type PaymentProvider } from '../../payments/provider.ts'
import { audit } from '../../resources/crud-service.ts'
import { donationResource } from './donation.ts'
import { type DonationRow, refundDonation } from './donations.ts'
import type { StaffAct } from './staff-gifts-service.ts'
import { donation } from './tables.ts'

interface RefundDeps {
  db: Db
  /** The online gateway, undefined when none is configured. */
  payments: PaymentProvider | undefined
  timeZone: string
}

/** Our refund id for a gift at the gateway: the same for every attempt (see above). */
const refundIdOf = (gift: Pick<DonationRow, 'transactionId'>) => `RF-${gift.transactionId}`

/** Asks the gateway to return an online gift; its reference for the refund, or a refusal (4xx/502). */
async function refundAtGateway(
  provider: PaymentProvider | undefined,
  gift: DonationRow,
  reason: string,
): Promise<string | null> {
  if (!provider)
    throw new ApiError(
      409,
      `Donation ${gift.transactionId} was paid online, and no payment gateway is configured (SSLCOMMERZ_STORE_ID): it cannot be asked to refund.`,
    )
  if (!gift.gatewayTransactionId)
    throw new ApiError(
      409,
      `Donation ${gift.transactionId} has no gateway transaction reference to refund: ask the gateway's merchant support.`,
    )
  try {
    const result = await provider.refund({
      gatewayTransactionId: gift.gatewayTransactionId,
      refundId: refundIdOf(gift),
      amount: parseAmount(gift.amount) as Paisa,
      reason,
    })
    if (result.status === 'failed')
      throw new ApiError(
        409,
        `The gateway refused the refund: ${result.reason ?? 'it gave no reason'}. Nothing was changed.`,
      )
    return result.refundReference ?? null
  } catch (error) {
    if (error instanceof PaymentGatewayError)
      throw new ApiError(
        502,
        `The gateway could not be asked to refund (${error.message}). Nothing was changed: try again later.`,
      )
    throw error
  }
}

/** Refunds a received gift: online through the gateway first, offline at once. */
export async function refundGift(
  deps: RefundDeps,
  id: number,
  reason: string,
  act: StaffAct,
): Promise<DonationRow> {
  const [gift] = await deps.db.select().from(donation).where(eq(donation.id, id))
  if (!gift) throw new ApiError(404, `Donation ${id} does not exist.`)
  if (gift.status === 'refunded')
    throw new ApiError(409, `Donation ${gift.transactionId} was already refunded.`)
  if (gift.status !== 'completed')
    throw new ApiError(
      409,
      `Donation ${gift.transactionId} was not received (${gift.status}): there is nothing to refund.`,
    )
  const online = gift.method === 'gateway'
  const refundReference = online ? await refundAtGateway(deps.payments, gift, reason) : null
  try {
    return await bookRefund(deps, id, reason, refundReference, act)
  } catch (error) {
    // The money is on its way back but the books refused (a lock date over today): say so, and
    // that refunding again is safe, since the gateway answers the same refund id without paying twice.
    if (!online || !(error instanceof ApiError || error instanceof ValidationError)) throw error
    // Refunded meanwhile by someone else under the same refund id: their refund stands.
    const [now] = await deps.db.select({ status: donation.status }).from(donation).where(eq(donation.id, id))
    if (now?.status === 'refunded') throw error
    const why = error instanceof ApiError ? error.detail : Object.values(error.fields).flat().join(' ')
    throw new ApiError(
      409,
      `The gateway accepted the refund${refundReference ? ` (${refundReference})` : ''}, but the books refused to record it: ${why} Put that right and refund again: the gateway will not pay twice.`,
    )
  }
}

/** The refund in the books, audited, in one transaction. */
function bookRefund(
  deps: RefundDeps,
  id: number,
  reason: string,
  refundReference: string | null,
  act: StaffAct,
): Promise<DonationRow> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const refunded = await refundDonation(
      tx,
      id,
      { reason, today: act.today, timeZone: deps.timeZone, now: act.now, refundReference },
      act.actor,
    )
    await audit(tx, act.actor, donationResource as never, id, 'update', {
      status: { before: 'completed', after: 'refunded' },
      refund_reason: { before: null, after: reason },
      ...(refundReference ? { refund_reference: { before: null, after: refundReference } } : {}),
    })
    return refunded
  })
}
