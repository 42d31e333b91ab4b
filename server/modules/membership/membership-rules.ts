/**
 * A membership period's rules, checked in the write's transaction: a new period takes its end and
 * fee from its type when they are left out (a lifetime one never ends), its end is not before its
 * start, and it does not overlap another period of the same member in the same type (cancelled
 * periods aside). The trigger membership_no_overlap (migration 0015) holds the last rule for every
 * other writer; this says it in words. A period a dues payment paid (it has its receipt voucher)
 * keeps what the receipt says: only its note changes here, and it is cancelled or removed by
 * cancelling the payment, which reverses the voucher too.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { addDays, addMonths, showDay } from '../../../common/membership-status.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import { ValidationError } from '../../http/validation.ts'
import type { Row, WriteHooks } from '../../resources/define.ts'
import { checkDateOrder } from './date-order.ts'
import { membership, membershipType } from './tables.ts'

type Values = Record<string, unknown>

/** The last day of a period of `months` that starts on `start`. */
const periodEnd = (start: string, months: number) => addDays(addMonths(start, months), -1)

async function typeOf(db: Db, id: unknown) {
  if (typeof id !== 'number') return undefined
  const [type] = await db.select().from(membershipType).where(eq(membershipType.id, id))
  return type
}

async function fillFromType(db: Db, values: Values): Promise<void> {
  const type = await typeOf(db, values.membershipTypeId)
  if (!type) return // the reference check refuses a type that does not exist
  if (values.fee === undefined) values.fee = type.fee
  if (values.endDate === undefined && typeof values.startDate === 'string' && type.period !== 'lifetime')
    values.endDate = periodEnd(values.startDate, type.period === 'monthly' ? 1 : 12)
}

async function checkOverlap(db: Db, after: Values): Promise<void> {
  if (after.cancelledAt) return
  const { memberId, membershipTypeId, startDate, endDate } = after
  if (typeof memberId !== 'number' || typeof membershipTypeId !== 'number' || typeof startDate !== 'string')
    return
  const [clash] = await db
    .select({ start: membership.startDate, end: membership.endDate })
    .from(membership)
    .where(
      and(
        eq(membership.memberId, memberId),
        eq(membership.membershipTypeId, membershipTypeId),
        sql`${membership.cancelledAt} IS NULL`,
        typeof after.id === 'number' ? ne(membership.id, after.id) : undefined,
        sql`daterange(${membership.startDate}, ${membership.endDate}, '[]') && daterange(${startDate}::date, ${(endDate as string | null) ?? null}::date, '[]')`,
      ),
    )
    .limit(1)
  if (clash)
    throw new ValidationError({
      start_date: [
        `This member already has this membership from ${showDay(clash.start)}${clash.end ? ` to ${showDay(clash.end)}` : ' for life'}: periods of one type cannot overlap.`,
      ],
    })
}

const PAID =
  'This period was paid by a dues payment: cancel the payment (Dues payments) to cancel the period, so its voucher is reversed too.'

/** A paid period's fields other than its note stay as the payment made them. */
function keepPaid(values: Values, existing: Row<typeof membership>): void {
  if (existing.receiptVoucherId === null) return
  const changed = Object.keys(values).filter((k) => k !== 'note' && k !== 'updatedAt' && k !== 'updatedBy')
  if (changed.some((k) => String(values[k] ?? '') !== String(existing[k as keyof typeof existing] ?? '')))
    throw new ApiError(409, PAID)
}

export function membershipHooks(): WriteHooks<typeof membership> {
  return {
    async beforeCreate(values, ctx) {
      await fillFromType(ctx.db, values)
      checkDateOrder(values, {}, 'startDate', 'endDate', 'end_date')
      await checkOverlap(ctx.db, values)
    },
    async beforeUpdate(values, existing, ctx) {
      keepPaid(values, existing)
      checkDateOrder(values, existing, 'startDate', 'endDate', 'end_date')
      await checkOverlap(ctx.db, { ...existing, ...values })
    },
    async beforeDelete(existing) {
      if (existing.receiptVoucherId !== null) throw new ApiError(409, PAID)
    },
  }
}
