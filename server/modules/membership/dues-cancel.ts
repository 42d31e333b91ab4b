/**
 * Cancelling a dues payment, the one correction a posted payment allows (the database refuses any
 * other change, and a second cancellation: migration 0017, GV001): its receipt voucher is reversed
 * (dated today, with the reason), the period it opened is cancelled, and the payment records when,
 * why and by which voucher. The receipt stays as issued: the reversal cancels it in the books.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { showDay } from '../../../common/membership-status.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { type Actor, reverse } from '../ledger/service.ts'
import { duesPayment, membership } from './tables.ts'

export interface CancelContext {
  /** Today in the organisation's time zone: the reversal's date. */
  today: string
  timeZone: string
  now: Date
}

/** Cancels payment `id` in `tx`; 404 when there is none, 409 when it cannot be cancelled. */
export async function cancelDuesPayment(
  tx: Db,
  id: number,
  reason: string,
  actor: Actor,
  context: CancelContext,
): Promise<void> {
  const [row] = await tx.select().from(duesPayment).where(eq(duesPayment.id, id)).for('update')
  if (!row) throw new ApiError(404, `Dues payment ${id} does not exist.`)
  if (row.cancelledAt !== null)
    throw new ApiError(409, `Dues payment ${id} was already cancelled: ${row.cancelReason ?? ''}`.trim())
  const [period] = await tx.select().from(membership).where(eq(membership.id, row.membershipId))
  if (!period) throw new Error(`The period of dues payment ${id} vanished.`)
  // Periods continue one another: cancelling one in the middle would leave a paid-looking gap.
  const [later] = await tx
    .select({ start: membership.startDate })
    .from(membership)
    .where(
      and(
        eq(membership.memberId, row.memberId),
        isNull(membership.cancelledAt),
        ne(membership.id, period.id),
        gt(membership.startDate, period.startDate),
      ),
    )
    .limit(1)
  if (later)
    throw new ApiError(
      409,
      `This member has a later period (from ${showDay(later.start)}): cancel the payment of that one first.`,
    )
  const reversal = await reverse(
    tx,
    row.voucherId,
    {
      // Today, or the payment's own day when it is dated ahead: never before the voucher (dates
      // as text, which Math.max would read as NaN).
      date: row.paidOn.localeCompare(context.today) > 0 ? row.paidOn : context.today,
      reason: `cancelled dues payment ${id}: ${reason}`,
      today: context.today,
      timeZone: context.timeZone,
      // Cancelling is itself the approver's action (monthly_subscription.cancel).
      mayReversePastDay: true,
      now: context.now,
    },
    actor,
  )
  const cancelled = {
    cancelledAt: context.now,
    cancelReason: reason,
    updatedAt: context.now,
    updatedBy: actor.id,
  }
  await tx.update(membership).set(cancelled).where(eq(membership.id, period.id))
  await tx
    .update(duesPayment)
    .set({ ...cancelled, reversalVoucherId: reversal.id })
    .where(eq(duesPayment.id, id))
}
