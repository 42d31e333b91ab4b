/**
 * What the gateway says about a gift, from the donor's browser (success, fail, cancel), its own
 * server (the IPN) or the daily reconciliation's question, judged by the provider (server/payments:
 * signature, validation API, amount and currency against the gift) and then applied here, keyed on
 * our transaction id with the row locked (donations.ts). So the browser's return and the IPN may
 * come in either order, and any of them again, and a gift is booked once: a second completion
 * changes nothing, a tampered callback only leaves a note for staff, and a gateway that cannot be
 * asked leaves the gift pending for the reconciliation.
 */
import { and, eq, lt } from 'drizzle-orm'
import { type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { dateIn } from '../../http/wire.ts'
import { PaymentGatewayError, type PaymentResult } from '../../payments/provider.ts'
import { completeDonation, type DonationRow, markUnpaid } from './donations.ts'
import { donationByReference, type GivingDeps, type GivingLog } from './online-service.ts'
import { emailReceipt } from './receipt-delivery.ts'
import { cancelRecurringGift } from './recurring-gifts.ts'
import { donation } from './tables.ts'

/** The gateway whose word completes online gifts: the receipt and the books name it. */
export const GATEWAY_NAME = 'SSLCommerz'

/**
 * What became of the gift: completed, still pending (the gateway has not settled it, or holds it
 * as risky), failed or cancelled, refused (the callback did not match: nothing changed), or
 * unconfirmed (the gateway could not be asked, or the books refused: it stays pending).
 */
export type Verdict = 'completed' | 'pending' | 'failed' | 'cancelled' | 'refused' | 'unconfirmed'

export interface Settled {
  donation: DonationRow
  verdict: Verdict
}

/** The fields the gateway posts, as strings: a repeated field counts once (its last value). */
export function callbackFields(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {}
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(body)) {
    const last = Array.isArray(value) ? value[value.length - 1] : value
    if (typeof last === 'string') fields[name] = last
  }
  return fields
}

/**
 * A callback of the gateway, for the gift its tran_id names. 404 for an unknown tran_id, 400
 * without one; 404 too when this site takes no online gifts (no gateway configured).
 */
export async function settleCallback(
  deps: GivingDeps,
  fields: Record<string, string>,
  log: GivingLog,
): Promise<Settled> {
  const reference = fields.tran_id
  if (!reference) throw new ApiError(400, 'tran_id is missing: the gateway names the gift it is about.')
  const row = await donationByReference(deps.db, reference)
  if (row?.channel !== 'online')
    throw new ApiError(404, `No online gift has the transaction id "${reference.slice(0, 40)}".`)
  if (!deps.payments)
    throw new ApiError(404, 'This site takes no online gifts: no payment gateway is set up.')
  let result: PaymentResult
  try {
    result = await deps.payments.verify(fields, expectedOf(row))
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error
    log.warn(
      { transactionId: row.transactionId, err: error.message },
      'the gateway could not confirm a callback; the gift stays pending for the reconciliation',
    )
    return { donation: row, verdict: 'unconfirmed' }
  }
  return applyVerdict(deps, row, result, log)
}

/** What the gift says it should be, which the gateway's answer must match. */
export const expectedOf = (row: DonationRow) => ({
  transactionId: row.transactionId,
  amount: parseAmount(row.amount) as Paisa,
  currency: 'BDT' as const,
})

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db))

/**
 * Applies the provider's judgement to the gift: completed is booked (and the receipt emailed once
 * the transaction has committed, only by the call that completed it); failed and cancelled mark
 * it so; tampered leaves a note and a warning; pending changes nothing.
 */
export async function applyVerdict(
  deps: GivingDeps,
  row: DonationRow,
  result: PaymentResult,
  log: GivingLog,
): Promise<Settled> {
  const now = new Date(deps.clock())
  switch (result.status) {
    case 'completed':
      return complete(deps, row, result, log, now)
    case 'failed':
    case 'cancelled': {
      const outcome = result.status
      const updated = await inTransaction(deps.db, async (tx) => {
        const marked = await markUnpaid(tx, row.id, outcome, result.reason ?? outcome, now)
        if (marked.status === 'cancelled') await stopIfFirstMonth(tx, marked, now)
        return marked
      })
      return { donation: updated, verdict: updated.status === 'completed' ? 'completed' : outcome }
    }
    case 'tampered': {
      log.warn(
        { transactionId: row.transactionId, reason: result.reason },
        'a payment callback was refused: it does not match the gift',
      )
      const updated = await inTransaction(deps.db, (tx) =>
        markUnpaid(
          tx,
          row.id,
          'note',
          `A payment callback was refused: ${result.reason ?? 'no reason given'}`,
          now,
        ),
      )
      return { donation: updated, verdict: 'refused' }
    }
    default:
      if (result.reason)
        log.info({ transactionId: row.transactionId, reason: result.reason }, 'a gift is still pending')
      return { donation: row, verdict: 'pending' }
  }
}

async function complete(
  deps: GivingDeps,
  row: DonationRow,
  result: PaymentResult,
  log: GivingLog,
  now: Date,
): Promise<Settled> {
  let completion: Awaited<ReturnType<typeof completeDonation>>
  try {
    completion = await inTransaction(deps.db, (tx) =>
      completeDonation(
        tx,
        row.id,
        {
          method: 'gateway',
          gateway: GATEWAY_NAME,
          validationId: result.validationId,
          gatewayTransactionId: result.gatewayTransactionId,
          instrument: result.method,
          fields: result.raw,
          receivedOn: dateIn(now, deps.timeZone),
        },
        { id: null },
        now,
      ),
    )
  } catch (error) {
    // Paid at the gateway, but the books cannot take it: a gift cancelled here, or a giving
    // setting left empty (409 naming it). The money is real, so staff must hear of it; the gift
    // stays as it was and the reconciliation asks again.
    if (!(error instanceof ApiError)) throw error
    log.warn(
      { transactionId: row.transactionId, detail: error.detail },
      'the gateway confirmed a payment the books could not record: staff must look at this gift',
    )
    return { donation: row, verdict: 'unconfirmed' }
  }
  const { donation: done, completedNow } = completion
  if (completedNow && done.receiptId !== null) {
    try {
      await emailReceipt(deps, done.receiptId, now)
    } catch (error) {
      // The gift is booked; staff can send the receipt again from the back office.
      log.warn(
        { transactionId: done.transactionId, err: (error as Error).message },
        'the receipt email failed',
      )
    }
  }
  return { donation: done, verdict: 'completed' }
}

/**
 * A donor who cancels the payment of a monthly gift's first month has not begun giving: the
 * promise stops with it, rather than emailing them a pay link every month. A later month cancelled
 * on the gateway's page is only that month (the emailed link stops the gift).
 */
async function stopIfFirstMonth(tx: Db, month: DonationRow, now: Date): Promise<void> {
  if (month.recurringGiftId === null) return
  const [earlier] = await tx
    .select({ id: donation.id })
    .from(donation)
    .where(and(eq(donation.recurringGiftId, month.recurringGiftId), lt(donation.id, month.id)))
    .limit(1)
  if (earlier) return
  try {
    await cancelRecurringGift(tx, month.recurringGiftId, now, null)
  } catch (error) {
    // Already cancelled (409): nothing to stop.
    if (!(error instanceof ApiError && error.statusCode === 409)) throw error
  }
}
