/**
 * Monthly gifts (ADR 024): a promise to give each month, kept as `recurring_gift`. Each month's
 * gift is a donation of its own, opened on the due day (`openDueMonthlyGifts`, run daily by a job)
 * and then paid online through an emailed link or recorded by staff like any pledge, so every
 * month is booked and receipted as one gift. A donor changes the amount or cancels at any time;
 * months already opened stay as they are.
 */
import { and, asc, eq, lte } from 'drizzle-orm'
import { formatAmount, type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { type DonationRow, type Donor, openDonation } from './donations.ts'
import { recurringGift } from './tables.ts'

export type RecurringGiftRow = typeof recurringGift.$inferSelect

/** The same day `months` months later; the day is at most 28, so every month has it. */
export function addMonths(date: string, months: number, dayOfMonth: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`
}

export interface NewRecurringGift {
  causeId: number | null
  amount: Paisa
  channel: 'online' | 'offline'
  donor: Donor
  userId?: number | null
  /** Today in the organisation's time zone: the first gift's day; later ones fall on the same day. */
  today: string
}

/** Starts a monthly gift and opens its first month's gift; in the caller's transaction. */
export async function startRecurringGift(
  tx: Db,
  input: NewRecurringGift,
): Promise<{ gift: RecurringGiftRow; first: DonationRow }> {
  if (input.amount <= 0n) throw new ApiError(400, 'The amount must be greater than 0.')
  const email = input.donor.email
  if (!email)
    throw new ApiError(400, 'A monthly gift needs an email address: each month is announced by email.')
  const dayOfMonth = Math.min(28, Number(input.today.slice(8, 10)))
  const [gift] = await tx
    .insert(recurringGift)
    .values({
      causeId: input.causeId,
      userId: input.userId ?? null,
      firstName: input.donor.firstName,
      lastName: input.donor.lastName,
      email,
      phone: input.donor.phone || null,
      anonymous: input.donor.anonymous ?? false,
      amount: formatAmount(input.amount),
      channel: input.channel,
      dayOfMonth,
      startedOn: input.today,
      nextDueOn: addMonths(input.today, 1, dayOfMonth),
    })
    .returning()
  if (!gift) throw new Error('The monthly gift insert returned nothing.')
  const first = await openDonation(tx, {
    causeId: input.causeId,
    amount: input.amount,
    channel: input.channel,
    donor: input.donor,
    userId: input.userId,
    recurringGiftId: gift.id,
  })
  return { gift, first }
}

async function activeGift(db: Db, id: number): Promise<RecurringGiftRow> {
  const [row] = await db.select().from(recurringGift).where(eq(recurringGift.id, id)).for('update')
  if (!row) throw new ApiError(404, `Monthly gift ${id} does not exist.`)
  if (row.status !== 'active') throw new ApiError(409, 'This monthly gift was cancelled.')
  return row
}

/** A new amount from the next month on. */
export async function changeRecurringAmount(
  db: Db,
  id: number,
  amount: Paisa,
  actorId: number | null,
): Promise<RecurringGiftRow> {
  if (amount <= 0n) throw new ApiError(400, 'The amount must be greater than 0.')
  await activeGift(db, id)
  const [row] = await db
    .update(recurringGift)
    .set({ amount: formatAmount(amount), updatedAt: new Date(), updatedBy: actorId })
    .where(eq(recurringGift.id, id))
    .returning()
  return row as RecurringGiftRow
}

/** Stops the gift: no more months are opened. */
export async function cancelRecurringGift(
  db: Db,
  id: number,
  now: Date,
  actorId: number | null,
): Promise<RecurringGiftRow> {
  await activeGift(db, id)
  const [row] = await db
    .update(recurringGift)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, updatedBy: actorId })
    .where(eq(recurringGift.id, id))
    .returning()
  return row as RecurringGiftRow
}

/**
 * Opens this month's gift of every active monthly gift due on or before `today`, and moves each to
 * its next due day after today: a server that was down for two months opens one gift per promise,
 * not a pile. Each gift is locked while it is handled (SKIP LOCKED: two runners never open the
 * same month twice). Returns the gifts opened, for the emails.
 */
export async function openDueMonthlyGifts(
  db: Db,
  today: string,
): Promise<{ gift: RecurringGiftRow; donation: DonationRow }[]> {
  const opened: { gift: RecurringGiftRow; donation: DonationRow }[] = []
  for (;;) {
    const next = await db.transaction(async (t) => {
      const tx = t as unknown as Db
      const [gift] = await tx
        .select()
        .from(recurringGift)
        .where(and(eq(recurringGift.status, 'active'), lte(recurringGift.nextDueOn, today)))
        .orderBy(asc(recurringGift.nextDueOn), asc(recurringGift.id))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!gift) return null
      let nextDueOn = gift.nextDueOn
      while (nextDueOn <= today) nextDueOn = addMonths(nextDueOn, 1, gift.dayOfMonth)
      await tx.update(recurringGift).set({ nextDueOn }).where(eq(recurringGift.id, gift.id))
      const donation = await openDonation(tx, {
        causeId: gift.causeId,
        amount: parseAmount(gift.amount) as Paisa,
        channel: gift.channel as 'online' | 'offline',
        donor: {
          firstName: gift.firstName,
          lastName: gift.lastName,
          email: gift.email,
          phone: gift.phone,
          anonymous: gift.anonymous,
        },
        userId: gift.userId,
        recurringGiftId: gift.id,
      })
      return { gift: { ...gift, nextDueOn }, donation }
    })
    if (!next) return opened
    opened.push(next)
  }
}
