/**
 * Vouchers in the original's shapes, per type (payment_voucher, receipt_voucher, contra, journal,
 * sales, purchase). The original stored one row per line sharing an `invoice_no` and a mirror
 * `account_log` row per line; here a line is one voucher_line, shown both ways.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mediaUrl } from '../../http/wire.ts'
import { branchNames } from '../org/branch-service.ts'
import { ledgerAccount, subLedgerAccount, voucherLine } from './tables.ts'
import type { EnteredType } from './voucher-body.ts'
import { type VoucherRow, voucherLinks } from './voucher-present.ts'

export interface LegacyKind {
  /** The path's resource: /payment_voucher/api/v1/payment_voucher/… */
  resource: string
  type: EnteredType
  /** The body's and answers' date key: payment_date. */
  dateKey: string
  /** The list key of create/, all/ and search/: payment_vouchers. */
  listKey: string
  /** The by-number path's prefix: payment_voucher_by_invoice_no/{no}. */
  byNumber: string
  /** As the original's "has no PaymentVouchers" named them. */
  plural: string
  label: string
}

export const LEGACY_KINDS: readonly LegacyKind[] = [
  kind(
    'payment_voucher',
    'payment',
    'payment_date',
    'payment_vouchers',
    'PaymentVouchers',
    'Payment voucher',
  ),
  kind(
    'receipt_voucher',
    'receipt',
    'receipt_date',
    'receipt_vouchers',
    'ReceiptVouchers',
    'Receipt voucher',
  ),
  kind('contra', 'contra', 'contra_date', 'contras', 'Contras', 'Contra'),
  kind('journal', 'journal', 'journal_date', 'journals', 'Journals', 'Journal'),
  kind('sales', 'sales', 'sales_date', 'sales', 'Sales', 'Sales bill'),
  kind('purchase', 'purchase', 'purchase_date', 'purchases', 'Purchases', 'Purchase bill'),
]

function kind(
  resource: string,
  type: EnteredType,
  dateKey: string,
  listKey: string,
  plural: string,
  label: string,
): LegacyKind {
  return { resource, type, dateKey, listKey, byNumber: `${resource}_by_invoice_no`, plural, label }
}

/** The lines of vouchers with their ledgers', sub-ledgers' and branches' names. */
async function linesOf(db: Db, voucherIds: number[]) {
  if (voucherIds.length === 0) return []
  const lines = await db
    .select({
      line: voucherLine,
      ledgerName: ledgerAccount.name,
      subLedger: { id: subLedgerAccount.id, name: subLedgerAccount.name },
    })
    .from(voucherLine)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, voucherLine.ledgerId))
    .leftJoin(subLedgerAccount, eq(subLedgerAccount.id, voucherLine.subLedgerId))
    .where(inArray(voucherLine.voucherId, voucherIds))
    .orderBy(asc(voucherLine.voucherId), asc(voucherLine.position))
  const branches = await branchNames(db, [
    ...new Set(lines.flatMap((l) => (l.line.branchId === null ? [] : [l.line.branchId]))),
  ])
  return lines.map((l) => ({
    ...l,
    branch: l.line.branchId === null ? null : (branches.get(l.line.branchId) ?? null),
  }))
}

type Line = Awaited<ReturnType<typeof linesOf>>[number]

/** A line as the original's voucher row: ledger, sub_ledger and branch as ids, as it answered create/. */
function voucherRow(k: LegacyKind, v: VoucherRow, { line, ledgerName }: Line) {
  return {
    id: line.id,
    invoice_no: v.number,
    ledger: line.ledgerId,
    ledger_name: ledgerName,
    sub_ledger: line.subLedgerId,
    branch: line.branchId,
    debit_amount: line.debit,
    credit_amount: line.credit,
    [k.dateKey]: v.date,
    details: line.details ?? v.narration,
    cheque_no: line.chequeNo,
    bank_name: line.bankName,
    cheque_date: line.chequeDate,
    file: mediaUrl(v.file),
  }
}

/** A line as the original's account_log row (its general ledger). */
function accountLogRow(k: LegacyKind, v: VoucherRow, { line }: Line) {
  return {
    id: line.id,
    ledger: line.ledgerId,
    sub_ledger: line.subLedgerId,
    branch: line.branchId,
    reference_no: v.number,
    log_type: k.resource,
    debit_amount: line.debit,
    credit_amount: line.credit,
    log_date: v.date,
    details: line.details ?? v.narration,
  }
}

/** create/'s answer: `{payment_vouchers: [row per line], account_logs: [row per line]}`. */
export async function presentCreated(db: Db, k: LegacyKind, v: VoucherRow) {
  const lines = await linesOf(db, [v.id])
  return {
    [k.listKey]: lines.map((l) => voucherRow(k, v, l)),
    account_logs: lines.map((l) => accountLogRow(k, v, l)),
  }
}

/** One voucher as `…_by_invoice_no/{no}` and `{id}` answer it. */
export async function presentByNumber(db: Db, k: LegacyKind, v: VoucherRow) {
  const lines = await linesOf(db, [v.id])
  const [first] = lines
  const header = v.branchId === null ? undefined : (await branchNames(db, [v.branchId])).get(v.branchId)
  return {
    id: v.id,
    status: v.status,
    invoice_no: v.number,
    file: mediaUrl(v.file),
    // The original kept one sub-ledger per voucher; ours is per line: the first line's.
    sub_ledger: first?.subLedger ?? null,
    branch: header ?? null,
    [k.dateKey]: v.date,
    details: v.narration,
    total: v.total,
    items: lines.map((l) => ({
      ...voucherRow(k, v, l),
      sub_ledger: l.subLedger,
      branch: l.branch,
    })),
  }
}

/** Rows of all/ and search/: one per voucher, its ledgers' names as related_ledgers. */
export async function presentLegacyList(db: Db, k: LegacyKind, rows: VoucherRow[]) {
  const links = await voucherLinks(db, rows)
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  )
  const firstSub = new Map<number, { id: number; name: string } | null>()
  for (const l of lines) if (!firstSub.has(l.line.voucherId)) firstSub.set(l.line.voucherId, l.subLedger)
  return rows.map((v) => ({
    id: v.id,
    invoice_no: v.number,
    [k.dateKey]: v.date,
    branch: v.branchId === null ? null : (links.branches.get(v.branchId) ?? null),
    sub_ledger: firstSub.get(v.id) ?? null,
    details: v.narration,
    related_ledgers: (links.ledgers.get(v.id) ?? []).join(', '),
    total: v.total,
    reversed_by: links.reversedBy.get(v.id) ?? null,
  }))
}
