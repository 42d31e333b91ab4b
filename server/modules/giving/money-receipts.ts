/**
 * Money receipts: the numbered document every received gift and dues payment gets (issue 14 item
 * 5). Issued inside the transaction that posts the receipt voucher, so the money, the voucher and
 * the receipt stand or fall together; the database numbers it (MR-2026-27-000001, gapless per
 * fiscal year) and never lets it change (migration 0017). Rendered on demand with
 * server/receipts: the first copy is the original, every later one says "DUPLICATE COPY".
 */
import { eq, sql } from 'drizzle-orm'
import { formatAmount, formatTaka, type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { ApiError } from '../../http/api-error.ts'
import type { ReceiptMethod } from '../../receipts/document-data.ts'
import { renderMoneyReceipt } from '../../receipts/receipt-pdf.ts'
import { fiscalYearFor, voucherNumber } from '../ledger/service.ts'
import { receiptIssuer } from './settings.ts'
import { moneyReceipt } from './tables.ts'

export type ReceiptSource = { type: 'donation' | 'dues'; id: number }

export interface ReceiptInput {
  /** The day the money was received (YYYY-MM-DD, the organisation's time zone). */
  date: string
  source: ReceiptSource
  payer: {
    name: string
    address?: string | null
    phone?: string | null
    email?: string | null
    number?: string | null
  }
  amount: Paisa
  purpose: string
  method: ReceiptMethod
  /** The receipt voucher the money was posted as (in the same transaction). */
  voucherId: number
  issuedBy: number | null
}

export type MoneyReceiptRow = typeof moneyReceipt.$inferSelect

/** Issues the receipt inside the caller's transaction; the database gives its number. */
export async function issueReceipt(tx: Db, input: ReceiptInput): Promise<MoneyReceiptRow> {
  if (input.amount <= 0n)
    throw new ApiError(400, `A receipt is for a positive amount, not ${formatTaka(input.amount)}.`)
  const year = await fiscalYearFor(tx, input.date)
  const [row] = await tx
    .insert(moneyReceipt)
    .values({
      fiscalYearId: year.id,
      date: input.date,
      sourceType: input.source.type,
      sourceId: input.source.id,
      payerName: input.payer.name.slice(0, 255),
      payerAddress: input.payer.address?.slice(0, 500) || null,
      payerPhone: input.payer.phone || null,
      payerEmail: input.payer.email || null,
      payerNumber: input.payer.number || null,
      amount: formatAmount(input.amount),
      purpose: input.purpose.slice(0, 500),
      method: input.method,
      voucherId: input.voucherId,
      issuedBy: input.issuedBy,
    })
    .returning()
  if (!row) throw new Error('The receipt insert returned nothing.')
  return row
}

export async function receiptById(db: Db, id: number): Promise<MoneyReceiptRow | undefined> {
  const [row] = await db.select().from(moneyReceipt).where(eq(moneyReceipt.id, id))
  return row
}

export interface RenderedReceipt {
  number: string
  filename: string
  bytes: Uint8Array
}

export interface RenderOptions {
  /** Reads a stored media file (the logo), if the caller can. */
  readLogo?: (path: string) => Promise<Uint8Array | undefined>
  /**
   * Counts this rendering as a printed copy: every copy after the first (or after the emailed
   * original) says "DUPLICATE COPY". The email's own rendering does not count as a print.
   */
  countAsPrint: boolean
}

/** The receipt as a PDF: the original the first time, a marked duplicate every time after. */
export async function renderReceipt(
  db: Db,
  row: MoneyReceiptRow,
  options: RenderOptions,
): Promise<RenderedReceipt> {
  const duplicate = row.emailedAt !== null || row.timesPrinted > 0
  const [{ organisation, signatory }, voucher] = await Promise.all([
    receiptIssuer(db, options.readLogo),
    voucherNumber(db, row.voucherId),
  ])
  const bytes = await renderMoneyReceipt({
    organisation,
    receiptNumber: row.number,
    date: row.date,
    receivedFrom: {
      name: row.payerNumber ? `${row.payerName} (${row.payerNumber})` : row.payerName,
      address: row.payerAddress ?? undefined,
      phone: row.payerPhone ?? undefined,
      email: row.payerEmail ?? undefined,
    },
    amount: parseAmount(row.amount) ?? 0n,
    purpose: row.purpose,
    method: row.method as ReceiptMethod,
    voucherNumber: voucher,
    signatory,
    duplicate,
  })
  if (options.countAsPrint)
    await db
      .update(moneyReceipt)
      .set({ timesPrinted: sql`${moneyReceipt.timesPrinted} + 1` })
      .where(eq(moneyReceipt.id, row.id))
  return { number: row.number, filename: `${row.number}.pdf`, bytes }
}
