/**
 * Vouchers as the back office reads them (`/voucher/api/v1/voucher/…`): a list row with the lines'
 * ledger names, the reversal links both ways and the money receipt it booked (giving's), and the
 * full voucher with its lines. A page of
 * vouchers is presented with one query per linked table, never one per voucher.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { amountInWords, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { formatDateTime, mediaUrl } from '../../http/wire.ts'
import { receiptsOfVouchers } from '../giving/receipts-service.ts'
import { branchNames } from '../org/branch-service.ts'
import { fiscalYear, ledgerAccount, subLedgerAccount, voucher, voucherLine } from './tables.ts'

export type VoucherRow = typeof voucher.$inferSelect
type Named = { id: number; name: string }
type Numbered = { id: number; number: string | null }

const unique = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
]

async function subLedgerNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Named>()
  const rows = await db
    .select({ id: subLedgerAccount.id, name: subLedgerAccount.name })
    .from(subLedgerAccount)
    .where(inArray(subLedgerAccount.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

/** What a page of vouchers links to, read at once. */
export async function voucherLinks(db: Db, rows: VoucherRow[]) {
  const ids = rows.map((r) => r.id)
  const lines = ids.length
    ? await db
        .select({ voucherId: voucherLine.voucherId, name: ledgerAccount.name })
        .from(voucherLine)
        .innerJoin(ledgerAccount, eq(ledgerAccount.id, voucherLine.ledgerId))
        .where(inArray(voucherLine.voucherId, ids))
        .orderBy(asc(voucherLine.voucherId), asc(voucherLine.position))
    : []
  const ledgers = new Map<number, string[]>()
  for (const line of lines) {
    const names = ledgers.get(line.voucherId) ?? []
    if (!names.includes(line.name)) names.push(line.name)
    ledgers.set(line.voucherId, names)
  }
  const linkedIds = unique(rows.flatMap((r) => [r.reversesId, r.replacesId]))
  const linked = linkedIds.length
    ? await db
        .select({ id: voucher.id, number: voucher.number })
        .from(voucher)
        .where(inArray(voucher.id, linkedIds))
    : []
  const reversals = ids.length
    ? await db
        .select({ id: voucher.id, number: voucher.number, of: voucher.reversesId })
        .from(voucher)
        .where(inArray(voucher.reversesId, ids))
    : []
  const replacements = ids.length
    ? await db
        .select({ id: voucher.id, number: voucher.number, of: voucher.replacesId })
        .from(voucher)
        .where(inArray(voucher.replacesId, ids))
    : []
  const byOf = (list: { id: number; number: string | null; of: number | null }[]) =>
    new Map(list.map((r) => [r.of as number, { id: r.id, number: r.number }]))
  return {
    ledgers,
    linked: new Map<number, Numbered>(linked.map((r) => [r.id, r])),
    reversedBy: byOf(reversals),
    replacedBy: byOf(replacements),
    branches: await branchNames(db, unique(rows.map((r) => r.branchId))),
    receipts: await receiptsOfVouchers(db, ids),
  }
}

type Links = Awaited<ReturnType<typeof voucherLinks>>

/** A list row of the back office's voucher list. */
export function voucherListRow(row: VoucherRow, links: Links) {
  const link = (id: number | null) => (id === null ? null : (links.linked.get(id) ?? { id, number: null }))
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    number: row.number,
    date: row.date,
    branch: row.branchId === null ? null : (links.branches.get(row.branchId) ?? null),
    narration: row.narration,
    total: row.total,
    ledgers: (links.ledgers.get(row.id) ?? []).join(', '),
    reverses: link(row.reversesId),
    reversed_by: links.reversedBy.get(row.id) ?? null,
    replaces: link(row.replacesId),
    source: row.sourceType && row.sourceId !== null ? { type: row.sourceType, id: row.sourceId } : null,
    /** The money receipt this voucher booked (a gift or dues payment), or null. */
    receipt: links.receipts.get(row.id) ?? null,
  }
}

export async function presentVoucherList(db: Db, rows: VoucherRow[]) {
  const links = await voucherLinks(db, rows)
  return rows.map((row) => voucherListRow(row, links))
}

/** One voucher with everything the entry screen and the print need. */
export async function presentVoucher(db: Db, row: VoucherRow, timeZone: string) {
  const links = await voucherLinks(db, [row])
  const lines = await db
    .select({
      line: voucherLine,
      ledger: {
        id: ledgerAccount.id,
        name: ledgerAccount.name,
        code: ledgerAccount.code,
        account_type: ledgerAccount.accountType,
      },
    })
    .from(voucherLine)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, voucherLine.ledgerId))
    .where(eq(voucherLine.voucherId, row.id))
    .orderBy(asc(voucherLine.position))
  const subs = await subLedgerNames(db, unique(lines.map((l) => l.line.subLedgerId)))
  const lineBranches = await branchNames(db, unique(lines.map((l) => l.line.branchId)))
  const [year] = row.fiscalYearId
    ? await db
        .select({ id: fiscalYear.id, name: fiscalYear.name })
        .from(fiscalYear)
        .where(eq(fiscalYear.id, row.fiscalYearId))
    : []
  const [poster] = row.postedBy
    ? await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, row.postedBy))
    : []
  return {
    ...voucherListRow(row, links),
    fiscal_year: year ?? null,
    file: mediaUrl(row.file),
    total_in_words: amountInWords(parseAmount(row.total) ?? 0n),
    posted_at: formatDateTime(row.postedAt, timeZone),
    posted_by: poster ?? null,
    created_at: formatDateTime(row.createdAt, timeZone),
    updated_at: formatDateTime(row.updatedAt, timeZone),
    replaced_by: links.replacedBy.get(row.id) ?? null,
    items: lines.map(({ line, ledger }) => ({
      id: line.id,
      position: line.position,
      ledger,
      sub_ledger: line.subLedgerId === null ? null : (subs.get(line.subLedgerId) ?? null),
      branch: line.branchId === null ? null : (lineBranches.get(line.branchId) ?? null),
      debit_amount: line.debit,
      credit_amount: line.credit,
      cheque_no: line.chequeNo,
      bank_name: line.bankName,
      cheque_date: line.chequeDate,
      reference: line.reference,
      details: line.details,
    })),
  }
}
