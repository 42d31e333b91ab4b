/**
 * Invoices on A4 (issue 15): the sales invoice of an order, the purchase invoice of a final
 * purchase, a credit note for goods returned. One layout for all of them, as the back-office design
 * asks: letterhead, title, number and date, the party and the references (order no., vendor's bill
 * no., payment method, voucher numbers), the lines with quantity, unit price and amount, the
 * totals, the total boxed in figures and words, what was paid and what is due, and two signature
 * lines. Plain data in, bytes out: the stores load the rows and the organisation.
 */

import { formatTaka, type Paisa } from '../../common/money.ts'
import type { Organisation } from './document-data.ts'
import {
  CONTENT_WIDTH,
  createDocument,
  drawHeading,
  drawText,
  MARGIN,
  numberPages,
  PAGE_WIDTH,
  PageFlow,
} from './pdf-layout.ts'
import { drawFieldTable, drawTable } from './pdf-table.ts'
import { drawAmountBox } from './receipt-pdf.ts'

export interface InvoiceLine {
  description: string
  /** As the wire writes it: "3", "0.25". */
  quantity: string
  unit: string
  unitPrice: Paisa
  amount: Paisa
}

export interface InvoiceData {
  organisation: Organisation
  /** "INVOICE", "PURCHASE INVOICE", "CREDIT NOTE". */
  title: string
  /** SI-2026-27-000042, PF-000012. */
  number: string
  /** YYYY-MM-DD, in Asia/Dhaka. */
  date: string
  party: { label: string; name: string; address?: string; phone?: string; email?: string }
  /** Order no., vendor's bill no., payment method, voucher numbers…, in the order given. */
  references: { label: string; value: string }[]
  lines: InvoiceLine[]
  /** Subtotal, discount (negative), delivery…: printed under the lines. */
  totals: { label: string; amount: Paisa }[]
  /** Boxed in figures and in words. */
  total: Paisa
  paid?: Paisa
  due?: Paisa
  note?: string
  /** A copy printed again: marked so it is not taken for a second bill. */
  duplicate?: boolean
}

const LABEL_WIDTH = 130
const SIGNATURE_WIDTH = 170

const taka = (amount: Paisa) => formatTaka(amount)

export async function renderInvoice(data: InvoiceData): Promise<Uint8Array> {
  if (data.lines.length === 0) throw new RangeError(`${data.title} ${data.number} has no lines.`)
  const { organisation } = data
  const name = `${data.title.charAt(0)}${data.title.slice(1).toLowerCase()} ${data.number}`
  const { doc, fonts, logo } = await createDocument({
    title: name,
    subject: `${data.party.label}: ${data.party.name}`,
    organisation,
    date: data.date,
  })
  const flow = new PageFlow(doc, fonts, {
    organisation,
    logo,
    runningTitle: `${name}${data.duplicate ? ' (duplicate)' : ''}`,
    footer: ['This document is computer generated from the organisation’s books.'],
  })

  drawHeading(flow, {
    title: data.title,
    duplicate: data.duplicate,
    number: `No.: ${data.number}`,
    date: data.date,
  })

  const { party } = data
  drawFieldTable(flow, LABEL_WIDTH, [
    [party.label, party.name],
    ['Address', party.address],
    ['Phone', party.phone],
    ['Email', party.email],
    ...data.references.map((r): [string, string] => [r.label, r.value]),
  ])
  flow.y -= 12

  const amountWidth = 90
  const priceWidth = 85
  const quantityWidth = 70
  const unitWidth = 50
  const indexWidth = 28
  drawTable(
    flow,
    {
      header: true,
      columns: [
        { header: '#', width: indexWidth },
        {
          header: 'Description',
          width: CONTENT_WIDTH - indexWidth - quantityWidth - unitWidth - priceWidth - amountWidth,
        },
        { header: 'Quantity', width: quantityWidth, align: 'right' },
        { header: 'Unit', width: unitWidth },
        { header: 'Unit price', width: priceWidth, align: 'right' },
        { header: 'Amount', width: amountWidth, align: 'right' },
      ],
    },
    [
      ...data.lines.map((line, index) => ({
        cells: [
          String(index + 1),
          line.description,
          line.quantity,
          line.unit,
          taka(line.unitPrice),
          taka(line.amount),
        ],
      })),
      ...data.totals.map((t) => ({ cells: ['', t.label, '', '', '', taka(t.amount)], bold: true })),
    ],
  )

  drawAmountBox(flow, data.total, 'Total')
  if (data.paid !== undefined || data.due !== undefined) {
    flow.y -= 8
    drawFieldTable(flow, LABEL_WIDTH, [
      ['Paid', data.paid === undefined ? undefined : `Tk ${taka(data.paid)}`],
      ['Due', data.due === undefined ? undefined : `Tk ${taka(data.due)}`],
    ])
  }
  if (data.note?.trim()) {
    flow.y -= 8
    drawFieldTable(flow, LABEL_WIDTH, [['Note', data.note]])
  }
  drawSignatures(flow, party.label === 'Vendor' ? 'Received by (stores)' : 'Received by (customer)')
  numberPages(flow)
  return doc.save()
}

/** Two signature lines: who received the goods on the left, who authorised on the right. */
function drawSignatures(flow: PageFlow, receivedBy: string): void {
  const { fonts } = flow
  flow.y -= 12
  flow.ensure(70)
  const lineY = flow.y - 50
  for (const [x, label] of [
    [MARGIN, receivedBy],
    [PAGE_WIDTH - MARGIN - SIGNATURE_WIDTH, 'Authorised signature'],
  ] as const) {
    flow.page.drawLine({ start: { x, y: lineY }, end: { x: x + SIGNATURE_WIDTH, y: lineY }, thickness: 0.8 })
    drawText(flow.page, label, x, lineY - 14, SIGNATURE_WIDTH, {
      font: fonts.regular,
      size: 9,
      align: 'center',
    })
  }
  flow.y = lineY - 28
}
