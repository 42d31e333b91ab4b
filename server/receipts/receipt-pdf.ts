/**
 * The money receipt for one donation or dues payment (issue 14 item 5; what it shows follows the
 * back-office spec §6.2): letterhead, number and date, who paid, for what and how, the amount
 * boxed in figures and in words, the signatory, and the footer.
 */

import { amountInWords, formatTaka, type Paisa } from '../../common/money.ts'
import {
  describeMethod,
  type Organisation,
  type Party,
  type ReceiptMethod,
  type Signatory,
} from './document-data.ts'
import {
  ACCENT,
  CONTENT_WIDTH,
  createDocument,
  drawHeading,
  drawLines,
  drawText,
  leading,
  MARGIN,
  numberPages,
  PAGE_WIDTH,
  PageFlow,
} from './pdf-layout.ts'
import { drawFieldTable } from './pdf-table.ts'
import { wrapText } from './standard-font-text.ts'

export interface MoneyReceiptData {
  organisation: Organisation
  /** Gapless per fiscal year: "MR-2026-27-000042". */
  receiptNumber: string
  /** YYYY-MM-DD, in Asia/Dhaka. */
  date: string
  receivedFrom: Party
  amount: Paisa
  /** "Donation: Flood relief 2026", "Membership dues: Jul–Sep 2026". */
  purpose: string
  method: ReceiptMethod
  /** The receipt voucher the payment was posted as. */
  voucherNumber?: string
  note?: string
  signatory: Signatory
  /** A copy printed again after the original was issued: marked so it is not taken for a second payment. */
  duplicate?: boolean
}

const LABEL_WIDTH = 130
const AMOUNT_SIZE = 14
const WORDS_SIZE = 10
const SIGNATURE_WIDTH = 180

export async function renderMoneyReceipt(data: MoneyReceiptData): Promise<Uint8Array> {
  if (data.amount <= 0n)
    throw new RangeError(`A money receipt is for a positive amount, not ${formatTaka(data.amount)}.`)
  const { organisation } = data
  const { doc, fonts, logo } = await createDocument({
    title: `Money receipt ${data.receiptNumber}`,
    subject: data.purpose,
    organisation,
    date: data.date,
  })
  const flow = new PageFlow(doc, fonts, {
    organisation,
    logo,
    runningTitle: `Money receipt ${data.receiptNumber}${data.duplicate ? ' (duplicate)' : ''}`,
    footer: [
      'This receipt is computer generated from the organisation’s books; please keep it for your records.',
      ...(organisation.taxExemptionNote ? [organisation.taxExemptionNote] : []),
    ],
  })

  drawHeading(flow, {
    title: 'MONEY RECEIPT',
    duplicate: data.duplicate,
    number: `Receipt No.: ${data.receiptNumber}`,
    date: data.date,
  })

  const { receivedFrom: payer } = data
  const fields: [string, string | undefined][] = [
    ['Received from', payer.name],
    ['Address', payer.address],
    ['Phone', payer.phone],
    ['Email', payer.email],
    ['Purpose', data.purpose],
    ['Payment method', describeMethod(data.method)],
    ['Voucher No.', data.voucherNumber],
    ['Note', data.note],
  ]
  drawFieldTable(flow, LABEL_WIDTH, fields)

  drawAmountBox(flow, data.amount)
  drawSignature(flow, data.signatory)
  numberPages(flow)
  return doc.save()
}

/** The amount in figures and in words, boxed (invoices box their total the same way). */
export function drawAmountBox(flow: PageFlow, amount: Paisa, label = 'Amount'): void {
  const { fonts } = flow
  const inner = CONTENT_WIDTH - 24
  const figures = `${label}: Tk ${formatTaka(amount)}`
  const words = wrapText(`In words: ${amountInWords(amount)}`, fonts.regular, WORDS_SIZE, inner)
  const height = leading(AMOUNT_SIZE) + words.length * leading(WORDS_SIZE) + 20
  flow.y -= 16
  flow.ensure(height)
  const top = flow.y
  flow.page.drawRectangle({
    x: MARGIN,
    y: top - height,
    width: CONTENT_WIDTH,
    height,
    borderColor: ACCENT,
    borderWidth: 1.2,
  })
  const afterFigures = drawLines(flow.page, [figures], MARGIN + 12, top - 10 - AMOUNT_SIZE, inner, {
    font: fonts.bold,
    size: AMOUNT_SIZE,
  })
  drawLines(flow.page, words, MARGIN + 12, afterFigures, inner, { font: fonts.regular, size: WORDS_SIZE })
  flow.y = top - height
}

/** "Received with thanks" on the left, the signature line with name and title on the right. */
function drawSignature(flow: PageFlow, signatory: Signatory): void {
  const { fonts } = flow
  const x = PAGE_WIDTH - MARGIN - SIGNATURE_WIDTH
  // Room for the line and up to three lines each of name and title (drawText's limit).
  const height = 56 + 3 * leading(10) + 3 * leading(9)
  flow.y -= 12
  flow.ensure(height)
  drawLines(flow.page, ['Received with thanks.'], MARGIN, flow.y - 14, CONTENT_WIDTH / 2, {
    font: fonts.regular,
    size: 10,
  })
  const lineY = flow.y - 50
  flow.page.drawLine({ start: { x, y: lineY }, end: { x: x + SIGNATURE_WIDTH, y: lineY }, thickness: 0.8 })
  const afterName = drawText(flow.page, signatory.name, x, lineY - 14, SIGNATURE_WIDTH, {
    font: fonts.bold,
    size: 10,
    align: 'center',
  })
  flow.y = drawText(flow.page, signatory.title, x, afterName, SIGNATURE_WIDTH, {
    font: fonts.regular,
    size: 9,
    align: 'center',
  })
}
