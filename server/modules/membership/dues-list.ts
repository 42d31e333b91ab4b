/**
 * The dues payments list: its filters (member, type, method, the day paid, cancelled or not, one
 * collection), a page in the original's envelope, newest payment first, and every matching payment
 * as CSV for the export, read in batches so an export never holds the table.
 */
import { and, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { pageOfRecords } from '../../api/legacy/pagination.ts'
import type { Db } from '../../db/client.ts'
import type { PresentContext, ResourceDeclaration } from '../../resources/define.ts'
import type { ListQuery } from './dues-body.ts'
import { presentDuesPayments } from './dues-present.ts'
import { duesPaymentResource } from './dues-resource.ts'
import { duesPayment } from './tables.ts'

export function duesFilters(query: ListQuery): SQL | undefined {
  const where: SQL[] = []
  if (query.member !== undefined) where.push(eq(duesPayment.memberId, query.member))
  if (query.membership_type !== undefined) where.push(eq(duesPayment.membershipTypeId, query.membership_type))
  if (query.method !== undefined) where.push(eq(duesPayment.method, query.method))
  if (query.paid_on_from !== undefined) where.push(gte(duesPayment.paidOn, query.paid_on_from))
  if (query.paid_on_to !== undefined) where.push(lte(duesPayment.paidOn, query.paid_on_to))
  if (query.cancelled !== undefined)
    where.push(
      query.cancelled === 'true' ? isNotNull(duesPayment.cancelledAt) : isNull(duesPayment.cancelledAt),
    )
  if (query.collection_id !== undefined) where.push(eq(duesPayment.collectionId, query.collection_id))
  return where.length > 0 ? and(...where) : undefined
}

/** One page: {monthly_subscriptions: […], page, size, total_pages, total_elements}. */
export const pageOfDues = (ctx: PresentContext, query: ListQuery, where: SQL | undefined) =>
  // The generic page reads any declaration; its own type is narrower than the generic one.
  pageOfRecords(ctx.db, duesPaymentResource as unknown as ResourceDeclaration, where, query, ctx)

const BATCH = 500

/** Every matching payment, presented, a batch at a time in the list's order (paid_on, id descending). */
export async function* allDues(db: Db, where: SQL | undefined, timeZone: string): AsyncGenerator<object[]> {
  let after: { paidOn: string; id: number } | undefined
  for (;;) {
    const rows = await db
      .select()
      .from(duesPayment)
      .where(
        and(
          where,
          after
            ? sql`(${duesPayment.paidOn}, ${duesPayment.id}) < (${after.paidOn}::date, ${after.id}::int)`
            : undefined,
        ),
      )
      .orderBy(desc(duesPayment.paidOn), desc(duesPayment.id))
      .limit(BATCH)
    if (rows.length === 0) return
    yield await presentDuesPayments(db, rows, timeZone)
    const last = rows.at(-1) as (typeof rows)[number]
    after = { paidOn: last.paidOn, id: last.id }
    if (rows.length < BATCH) return
  }
}

/** The CSV's columns: header and the presented payment's key. */
export const EXPORT_COLUMNS: readonly [string, string][] = [
  ['Payment', 'id'],
  ['Paid on', 'paid_on'],
  ['Member number', 'member_number'],
  ['Member', 'member_name'],
  ['Membership type', 'membership_type_name'],
  ['Periods', 'periods'],
  ['Period start', 'period_start'],
  ['Period end', 'period_end'],
  ['Amount', 'amount'],
  ['Method', 'method'],
  ['Reference', 'reference'],
  ['Bank', 'bank_name'],
  ['Receipt', 'receipt_number'],
  ['Voucher', 'voucher_number'],
  ['Collection', 'collection_id'],
  ['Cancelled', 'cancelled_at'],
  ['Cancel reason', 'cancel_reason'],
  ['Reversal voucher', 'reversal_voucher_number'],
  ['Note', 'note'],
]
