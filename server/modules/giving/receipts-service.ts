/**
 * What other areas use of giving's receipts (ADR 016: an area reaches another through its
 * `*service.ts` or `index.ts`): issuing a money receipt in the paying transaction, rendering it,
 * emailing it after commit, the receipts' numbers for lists (and by the voucher that booked each,
 * for the voucher list and screen), and the settings that say which
 * ledgers a payment posts to. Dues (server/modules/membership) post and receipt through these as a
 * gift does.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { moneyReceipt } from './tables.ts'

export { issueReceipt, type MoneyReceiptRow, receiptById, renderReceipt } from './money-receipts.ts'
export { emailReceipt } from './receipt-delivery.ts'
export { debitLedgerOf, givingSettings, incomeLedgerOf, receiptIssuer } from './settings.ts'

/** Receipts' numbers by id (MR-2026-27-000012), for lists that name them. */
export async function receiptNumbers(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: moneyReceipt.id, number: moneyReceipt.number })
    .from(moneyReceipt)
    .where(inArray(moneyReceipt.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.number]))
}

/** The receipt each voucher booked (a gift's or a dues payment's), by voucher id, for the voucher list. */
export async function receiptsOfVouchers(
  db: Db,
  voucherIds: readonly number[],
): Promise<Map<number, { id: number; number: string }>> {
  if (voucherIds.length === 0) return new Map()
  const rows = await db
    .select({ id: moneyReceipt.id, number: moneyReceipt.number, voucherId: moneyReceipt.voucherId })
    .from(moneyReceipt)
    .where(inArray(moneyReceipt.voucherId, [...new Set(voucherIds)]))
  return new Map(rows.map((r) => [r.voucherId, { id: r.id, number: r.number }]))
}
