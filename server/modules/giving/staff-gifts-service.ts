/**
 * What staff do with the money of gifts (issue 14 items 4 and 7), each in one transaction through
 * the money path (donations.ts), audited: record a walk-in donor's gift (opened and completed at
 * once), record the money of a pledge, cancel a pledge that will never be paid. The books' refusal
 * of a date (a locked period, a closed year) comes back as the error of `received_on`, the field
 * staff typed it in; today is the organisation's, and money is never received in the future.
 * Receipts are emailed by the caller after the commit (receipt-delivery.ts).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import { audit } from '../../resources/crud-service.ts'
import { donationResource } from './donation.ts'
import {
  causeTakingGifts,
  completeDonation,
  type DonationRow,
  markUnpaid,
  openDonation,
  type Received,
} from './donations.ts'
import { type PaymentBody, receivedOf, type WalkInBody } from './staff-gift-body.ts'
import { donation } from './tables.ts'

/** Who acts, and when by the app's clock and in the organisation's calendar. */
export interface StaffAct {
  actor: { id: number; email: string; ip: string }
  now: Date
  /** Today in the organisation's time zone (YYYY-MM-DD). */
  today: string
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction(async (tx) => work(tx as unknown as Db))

function refuseFuture(receivedOn: string, today: string): void {
  if (receivedOn > today)
    throw new ValidationError({
      received_on: [`Money cannot be received in the future: today is ${today}.`],
    })
}

/**
 * The books' refusals in the form's terms: the voucher's date is the day the money was received;
 * anything else they refuse (a ledger closed to entries) is the giving settings' to fix.
 */
function asBookingError(error: unknown): unknown {
  if (!(error instanceof ValidationError)) return error
  const { date, ...others } = error.fields
  if (date && Object.keys(others).length === 0) return new ValidationError({ received_on: date })
  const messages = Object.values(error.fields).flat().join(' ')
  return new ApiError(409, `The books refused this payment: ${messages} Check the giving settings.`)
}

async function booked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw asBookingError(error)
  }
}

const completion = (received: Received) => ({
  method: { before: null, after: received.method },
  received_on: { before: null, after: received.receivedOn },
})

/** A gift handed over at the office: opened as an offline gift and completed with its money at once. */
export async function recordWalkInGift(db: Db, body: WalkInBody, act: StaffAct): Promise<DonationRow> {
  refuseFuture(body.received_on, act.today)
  const received = receivedOf(body)
  const causeId = body.cause ?? null
  try {
    await causeTakingGifts(db, causeId, act.today, act.now)
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400)
      throw new ValidationError({ cause: [error.detail] })
    throw error
  }
  return booked(() =>
    inTransaction(db, async (tx) => {
      const opened = await openDonation(tx, {
        causeId,
        amount: body.amount,
        channel: 'offline',
        donor: {
          firstName: body.first_name,
          lastName: body.last_name ?? '',
          email: body.email ?? null,
          phone: body.phone_number,
          address: body.address,
          anonymous: body.anonymous,
          message: body.message,
        },
        actorId: act.actor.id,
      })
      const { donation: gift } = await completeDonation(tx, opened.id, received, act.actor, act.now)
      await audit(tx, act.actor, donationResource as never, gift.id, 'create', {
        status: { before: null, after: 'completed' },
        amount: { before: null, after: gift.amount },
        cause: { before: null, after: gift.causeId },
        ...completion(received),
      })
      return gift
    }),
  )
}

/** The money of a pledge arrived: it is booked and receipted; a gift received before is a 409. */
export async function recordPledgePayment(
  db: Db,
  id: number,
  body: PaymentBody,
  act: StaffAct,
): Promise<DonationRow> {
  refuseFuture(body.received_on, act.today)
  const received = receivedOf(body)
  return booked(() =>
    inTransaction(db, async (tx) => {
      const { donation: gift, completedNow } = await completeDonation(tx, id, received, act.actor, act.now)
      if (!completedNow)
        throw new ApiError(
          409,
          `Donation ${gift.transactionId} was received on ${gift.receivedOn} already: nothing was recorded again.`,
        )
      await audit(tx, act.actor, donationResource as never, gift.id, 'update', {
        status: { before: 'pledged', after: 'completed' },
        ...completion(received),
      })
      return gift
    }),
  )
}

/**
 * A pledge that will never be paid is cancelled, not deleted: the promise and why it lapsed stay
 * on record. Only an offline gift not yet received: an online one waits for the gateway (a late,
 * validated payment may still come, and the daily reconciliation settles it), and a received one
 * is refunded instead.
 */
export async function cancelPledge(db: Db, id: number, reason: string, act: StaffAct): Promise<DonationRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(donation).where(eq(donation.id, id)).for('update')
    if (!row) throw new ApiError(404, `Donation ${id} does not exist.`)
    if (row.status === 'completed' || row.status === 'refunded')
      throw new ApiError(
        409,
        `Donation ${row.transactionId} was received: it cannot be cancelled; refund it instead.`,
      )
    if (row.status === 'cancelled')
      throw new ApiError(409, `Donation ${row.transactionId} was cancelled already.`)
    if (row.channel === 'online')
      throw new ApiError(
        409,
        `Donation ${row.transactionId} is paid online: the gateway settles it (the daily reconciliation asks it), not staff.`,
      )
    const cancelled = await markUnpaid(tx, id, 'cancelled', reason, act.now)
    await audit(tx, act.actor, donationResource as never, id, 'update', {
      status: { before: row.status, after: 'cancelled' },
      status_note: { before: row.statusNote, after: reason },
    })
    return cancelled
  })
}
