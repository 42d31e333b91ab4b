/**
 * Sending a money receipt to the payer: the PDF attached to an email (kept in the outbox with the
 * message, so a retry sends it too), and `emailed_at` written. The emailed copy is the original;
 * any later print or download is a marked duplicate (money-receipts.ts). Called after the
 * transaction that issued the receipt has committed: mail is never sent for a rollback.
 */
import { eq } from 'drizzle-orm'
import { formatDate } from '../../../common/dates.ts'
import { formatTaka, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import type { Mailer, MailOutcome } from '../../mail/mailer.ts'
import type { MediaStore } from '../../media/media-store.ts'
import { receiptById, renderReceipt } from './money-receipts.ts'
import { moneyReceipt } from './tables.ts'

export interface ReceiptMailDeps {
  db: Db
  mailer: Mailer
  media: Pick<MediaStore, 'imageForPdf'>
}

/** Emails receipt `id` to its payer; 'no-address' when the payer gave no email. */
export async function emailReceipt(
  deps: ReceiptMailDeps,
  id: number,
  now: Date = new Date(),
): Promise<MailOutcome | 'no-address'> {
  const row = await receiptById(deps.db, id)
  if (!row) throw new Error(`Money receipt ${id} does not exist.`)
  if (!row.payerEmail) return 'no-address'
  const rendered = await renderReceipt(deps.db, row, {
    countAsPrint: false,
    readLogo: (path) => deps.media.imageForPdf(path),
  })
  const amount = formatTaka(parseAmount(row.amount) ?? 0n)
  const outcome = await deps.mailer.send({
    to: row.payerEmail,
    subject: `Money receipt ${row.number}: ${amount} received with thanks`,
    text: [
      `Dear ${row.payerName},`,
      '',
      `Thank you. We received ${amount} on ${formatDate(row.date)}.`,
      `Purpose: ${row.purpose}`,
      '',
      `Your money receipt ${row.number} is attached as a PDF. Please keep it for your records.`,
    ].join('\n'),
    attachments: [
      { filename: rendered.filename, contentType: 'application/pdf', content: Buffer.from(rendered.bytes) },
    ],
  })
  // Handed over: sent, kept for an operator, or retried by mail.retry until SMTP takes it.
  await deps.db.update(moneyReceipt).set({ emailedAt: now }).where(eq(moneyReceipt.id, id))
  return outcome
}
