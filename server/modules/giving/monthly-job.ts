/**
 * donations.monthly (daily): opens this month's gift of every monthly gift due (one per promise,
 * also after an outage: openDueMonthlyGifts moves each promise past today) and emails its donor.
 * A promise whose cause has ended since is not opened: it stops and the donor is told, because a
 * gift is never moved to another fund without the donor's word (ADR 024, "Monthly gifts").
 *
 * Safe to run twice at once (a run taken over after its process died, two processes on one
 * PostgreSQL database): each promise is locked while its month is opened or it is stopped, and
 * only the run that did it sends the email.
 */
import { and, eq, inArray, lt, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { dateIn } from '../../http/wire.ts'
import type { JobDefinition } from '../../jobs/runner.ts'
import { announceMonth, announceStopped } from './monthly-mail.ts'
import type { GivingDeps, GivingLog } from './online-service.ts'
import { cancelRecurringGift, openDueMonthlyGifts } from './recurring-gifts.ts'
import { cause, donation, recurringGift } from './tables.ts'

export function monthlyGiftsJob(deps: GivingDeps): JobDefinition {
  return {
    name: 'donations.monthly',
    // Morning in the organisation's time zone: the reminders arrive with the day's mail.
    recurrence: { dailyAt: '07:00' },
    async run({ now, log }) {
      const done = await runMonthlyGifts(deps, now, log)
      log.info(done, 'monthly gifts opened')
    },
  }
}

export async function runMonthlyGifts(
  deps: GivingDeps,
  now: Date,
  log: GivingLog,
): Promise<{ opened: number; stopped: number }> {
  const today = dateIn(now, deps.timeZone)
  const stopped = await stopGiftsOfEndedCauses(deps, today, now, log)
  const opened = await openDueMonthlyGifts(deps.db, today)
  if (opened.length > 0)
    // Opened now by the app's clock, which the reconciliation measures a month's wait by.
    await deps.db
      .update(donation)
      .set({ updatedAt: now })
      .where(
        inArray(
          donation.id,
          opened.map((o) => o.donation.id),
        ),
      )
  for (const { gift, donation: month } of opened) await announceMonth(deps, gift, month, today, log)
  return { opened: opened.length, stopped }
}

/** Stops the due promises whose cause ended before today, each in its own transaction. */
async function stopGiftsOfEndedCauses(deps: GivingDeps, today: string, now: Date, log: GivingLog) {
  const due = await deps.db
    .select({ id: recurringGift.id, causeName: cause.name, endDate: cause.endDate })
    .from(recurringGift)
    .innerJoin(cause, eq(cause.id, recurringGift.causeId))
    .where(
      and(eq(recurringGift.status, 'active'), lte(recurringGift.nextDueOn, today), lt(cause.endDate, today)),
    )
  let stopped = 0
  for (const row of due) {
    let gift: Awaited<ReturnType<typeof cancelRecurringGift>>
    try {
      gift = await deps.db.transaction((t) => cancelRecurringGift(t as unknown as Db, row.id, now, null))
    } catch (error) {
      // Another run stopped it first (409: cancelled): that run tells the donor.
      if (error instanceof ApiError && error.statusCode === 409) continue
      throw error
    }
    stopped += 1
    await announceStopped(deps, gift, { name: row.causeName, endDate: row.endDate as string }, log)
  }
  return stopped
}
