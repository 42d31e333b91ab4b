/**
 * A gift as staff read it: the original's keys (cause, amount, message, first_name, last_name,
 * email, phone_number, address), then ours: the cause's name, how and when the money came, the
 * money receipt and the receipt voucher (numbers and ids, for links), the refund and its reversal,
 * the monthly gift it belongs to. A page of gifts costs three more queries, whatever its length.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { formatDateTime } from '../../http/wire.ts'
import type { PresentContext } from '../../resources/define.ts'
import { voucherNumbers } from '../ledger/service.ts'
import { cause, type donation, moneyReceipt } from './tables.ts'

type DonationRow = typeof donation.$inferSelect

/** What the list and the screens call the fund of a gift without a cause. */
export const GENERAL_FUND = 'General fund'

async function causeNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: cause.id, name: cause.name })
    .from(cause)
    .where(inArray(cause.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}

async function receiptsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof moneyReceipt.$inferSelect>()
  const rows = await db
    .select()
    .from(moneyReceipt)
    .where(inArray(moneyReceipt.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function presentDonations(rows: DonationRow[], ctx: PresentContext): Promise<object[]> {
  const { db, timeZone } = ctx
  const [names, receipts, numbers] = await Promise.all([
    causeNames(
      db,
      rows.flatMap((r) => r.causeId ?? []),
    ),
    receiptsOf(
      db,
      rows.flatMap((r) => r.receiptId ?? []),
    ),
    voucherNumbers(
      db,
      rows.flatMap((r) => [r.voucherId ?? [], r.refundVoucherId ?? []].flat()),
    ),
  ])
  const voucherLink = (id: number | null) => (id === null ? null : { id, number: numbers.get(id) ?? null })
  const time = (moment: Date | null) => formatDateTime(moment, timeZone)
  return rows.map((r) => {
    const receipt = r.receiptId === null ? undefined : receipts.get(r.receiptId)
    return {
      id: r.id,
      transaction_id: r.transactionId,
      cause: r.causeId,
      cause_name: r.causeId === null ? GENERAL_FUND : (names.get(r.causeId) ?? null),
      amount: r.amount,
      currency: r.currency,
      message: r.message,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      phone_number: r.phone,
      address: r.address,
      anonymous: r.anonymous,
      channel: r.channel,
      method: r.method,
      status: r.status,
      status_note: r.statusNote,
      reference: r.reference,
      bank_name: r.bankName,
      cheque_date: r.chequeDate,
      received_on: r.receivedOn,
      completed_at: time(r.completedAt),
      gateway_transaction_id: r.gatewayTransactionId,
      gateway_method: r.gatewayMethod,
      receipt_number: receipt?.number ?? null,
      receipt: receipt
        ? {
            id: receipt.id,
            number: receipt.number,
            emailed_at: time(receipt.emailedAt),
            times_printed: receipt.timesPrinted,
          }
        : null,
      voucher_number: r.voucherId === null ? null : (numbers.get(r.voucherId) ?? null),
      voucher: voucherLink(r.voucherId),
      refunded_at: time(r.refundedAt),
      refund_reason: r.refundReason,
      refund_reference: r.refundReference,
      refund_voucher: voucherLink(r.refundVoucherId),
      recurring_gift: r.recurringGiftId,
      user: r.userId,
      created_at: time(r.createdAt),
      updated_at: time(r.updatedAt),
      created_by: r.createdBy,
      updated_by: r.updatedBy,
    }
  })
}
