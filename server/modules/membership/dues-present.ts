/**
 * A dues payment on the wire: the original MonthlySubscription's keys (member, amount,
 * subscription_date, note) and ours: the member's number and name, the type, the period paid, how
 * the money came, the receipt's and the vouchers' numbers, the collection it was part of and its
 * cancellation. One query per kind of name for a whole page, never one per row.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { formatDateTime } from '../../http/wire.ts'
import { receiptNumbers } from '../giving/receipts-service.ts'
import { voucherNumbers } from '../ledger/service.ts'
import { memberName } from './dues-collection.ts'
import { type duesPayment, member, membership, membershipType } from './tables.ts'

export type DuesPaymentRow = typeof duesPayment.$inferSelect

const byId = async <T extends { id: number }>(rows: Promise<T[]>) =>
  new Map((await rows).map((r) => [r.id, r]))

export async function presentDuesPayments(
  db: Db,
  rows: readonly DuesPaymentRow[],
  timeZone: string,
): Promise<object[]> {
  if (rows.length === 0) return []
  const ids = (pick: (r: DuesPaymentRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ]
  // One after another: on PGlite every query shares one connection anyway.
  const members = await byId(
    db
      .select({
        id: member.id,
        number: member.memberNumber,
        firstName: member.firstName,
        lastName: member.lastName,
      })
      .from(member)
      .where(
        inArray(
          member.id,
          ids((r) => r.memberId),
        ),
      ),
  )
  const types = await byId(
    db
      .select({ id: membershipType.id, name: membershipType.name, period: membershipType.period })
      .from(membershipType)
      .where(
        inArray(
          membershipType.id,
          ids((r) => r.membershipTypeId),
        ),
      ),
  )
  const periods = await byId(
    db
      .select({ id: membership.id, start: membership.startDate, end: membership.endDate })
      .from(membership)
      .where(
        inArray(
          membership.id,
          ids((r) => r.membershipId),
        ),
      ),
  )
  const receipts = await receiptNumbers(
    db,
    ids((r) => r.receiptId),
  )
  const vouchers = await voucherNumbers(db, [...ids((r) => r.voucherId), ...ids((r) => r.reversalVoucherId)])
  return rows.map((r) => {
    const m = members.get(r.memberId)
    const type = types.get(r.membershipTypeId)
    const period = periods.get(r.membershipId)
    return {
      id: r.id,
      member: r.memberId,
      member_number: m?.number ?? null,
      member_name: m ? memberName(m) : null,
      amount: r.amount,
      subscription_date: r.paidOn,
      note: r.note,
      membership_type: r.membershipTypeId,
      membership_type_name: type?.name ?? null,
      period_kind: type?.period ?? null,
      periods: r.periods,
      membership: r.membershipId,
      period_start: period?.start ?? null,
      period_end: period?.end ?? null,
      paid_on: r.paidOn,
      method: r.method,
      reference: r.reference,
      bank_name: r.bankName,
      cheque_date: r.chequeDate,
      receipt_id: r.receiptId,
      receipt_number: receipts.get(r.receiptId) ?? null,
      voucher_id: r.voucherId,
      voucher_number: vouchers.get(r.voucherId) ?? null,
      collection_id: r.collectionId,
      cancelled_at: formatDateTime(r.cancelledAt, timeZone),
      cancel_reason: r.cancelReason,
      reversal_voucher_id: r.reversalVoucherId,
      reversal_voucher_number:
        r.reversalVoucherId === null ? null : (vouchers.get(r.reversalVoucherId) ?? null),
      created_at: formatDateTime(r.createdAt, timeZone),
      created_by: r.createdBy,
    }
  })
}
