/**
 * donations.reconcile (daily): asks the gateway about every online gift still pending (and every
 * failed one paid again in the last days), as the callbacks would have told us (ADR 022, spec §5
 * item 4: payments must not drift from the gateway). A callback lost, an IPN the gateway never
 * sent, a validation API that was down when the donor came back: each leaves a gift pending that
 * was paid, and this completes it (booked once, the receipt emailed). A gift the gateway has no
 * payment for after some days becomes failed ("abandoned"), so the lists say what happened; a late
 * payment still completes it (failed may become completed) and its pay link still works.
 */
import { and, asc, eq, gt, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { JobDefinition } from '../../jobs/runner.ts'
import { PaymentGatewayError } from '../../payments/provider.ts'
import { markUnpaid } from './donations.ts'
import { applyVerdict, expectedOf } from './online-callbacks.ts'
import type { GivingDeps } from './online-service.ts'
import { donation } from './tables.ts'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/**
 * Gifts touched in the last hour are left alone: the donor may still be on the gateway's page,
 * and its callbacks arrive within minutes; asking sooner would only race them.
 */
export const SETTLE_AFTER_MS = HOUR
/**
 * A gateway session ends within hours (SSLCommerz's page expires the same day), so three days
 * with no payment is an attempt given up, while leaving a weekend's slack for a bank transfer the
 * gateway reports late.
 */
export const ABANDON_AFTER_MS = 3 * DAY
/**
 * A month's gift of a monthly gift that was never taken to the gateway waits for the donor to
 * open the emailed pay link, which may be any day of the month: it is given up only when the
 * next month's is due.
 */
export const MONTH_UNPAID_AFTER_MS = 28 * DAY
/** A gateway that fails this many questions in a row is down: the run stops and is retried later. */
const GATEWAY_FAILURES_TO_STOP = 3

export function reconcileJob(deps: GivingDeps): JobDefinition {
  return {
    name: 'donations.reconcile',
    // At night in the organisation's time zone: the gateway's own settlement runs by then.
    recurrence: { dailyAt: '03:30' },
    async run({ now, log }) {
      const provider = deps.payments
      if (!provider) return
      const waiting = await deps.db
        .select()
        .from(donation)
        .where(
          and(
            eq(donation.channel, 'online'),
            lt(donation.updatedAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
            or(
              eq(donation.status, 'pending'),
              // A failed gift paid again through its pay link stays failed until the gateway's
              // word completes it: asked while that attempt may still be settling.
              and(
                eq(donation.status, 'failed'),
                gt(donation.updatedAt, new Date(now.getTime() - ABANDON_AFTER_MS)),
              ),
            ),
          ),
        )
        .orderBy(asc(donation.id))
      let failuresInARow = 0
      const counts = { completed: 0, failed: 0, abandoned: 0, pending: 0 }
      for (const row of waiting) {
        let result: Awaited<ReturnType<typeof provider.queryByTransaction>>
        try {
          result = await provider.queryByTransaction(expectedOf(row))
          failuresInARow = 0
        } catch (error) {
          if (!(error instanceof PaymentGatewayError)) throw error
          failuresInARow += 1
          if (failuresInARow >= GATEWAY_FAILURES_TO_STOP)
            // Thrown, so the runner retries the run later (1, 2, 4 … minutes): the gifts wait.
            throw new Error(`the payment gateway is not answering: ${error.message}`)
          continue
        }
        // Of a failed gift only a payment is news: marking it failed again would change nothing.
        if (row.status === 'failed' && result.status !== 'completed') continue
        const settled = await applyVerdict(deps, row, result, log)
        const paidAttempt = result.validationId !== undefined
        if (settled.verdict === 'pending' && !paidAttempt && givenUp(row, now)) {
          await deps.db.transaction((t) =>
            markUnpaid(
              t as unknown as Db,
              row.id,
              'failed',
              'abandoned: the gateway has no payment for this gift',
              now,
            ),
          )
          counts.abandoned += 1
        } else if (settled.verdict === 'completed') counts.completed += 1
        else if (settled.verdict === 'failed' || settled.verdict === 'cancelled') counts.failed += 1
        else counts.pending += 1
      }
      log.info({ asked: waiting.length, ...counts }, 'pending online gifts reconciled with the gateway')
    },
  }
}

/** Whether a gift with no payment at the gateway has waited long enough to be called abandoned. */
function givenUp(row: typeof donation.$inferSelect, now: Date): boolean {
  const waitedMs = now.getTime() - row.updatedAt.getTime()
  const monthNeverSent = row.recurringGiftId !== null && row.gatewaySessionKey === null
  return waitedMs > (monthNeverSent ? MONTH_UNPAID_AFTER_MS : ABANDON_AFTER_MS)
}
