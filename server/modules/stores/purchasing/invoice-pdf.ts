/**
 * The printable purchase invoice: the invoice's figures (invoice.ts) drawn on the stores' shared A4
 * layout (server/receipts/invoice-pdf.ts) under the organisation's letterhead, loaded the way
 * giving's receipts load it (receiptIssuer: the general settings and giving's registrations). A
 * draft says so; returns are listed in the note, each is its own document in the books.
 */
import type { Db } from '../../../db/client.ts'
import { renderInvoice } from '../../../receipts/invoice-pdf.ts'
import { receiptIssuer } from '../../giving/receipts-service.ts'
import { paisaOf as paisa } from './amounts.ts'
import type { PurchaseInvoice } from './invoice.ts'

export async function purchaseInvoicePdf(
  db: Db,
  invoice: PurchaseInvoice,
  readLogo: (path: string) => Promise<Uint8Array | undefined>,
): Promise<Uint8Array> {
  const { organisation } = await receiptIssuer(db, readLogo)
  const header = invoice.purchase_final
  const references = [
    ['Vendor’s bill no.', header.vendor_invoice_no],
    ['Bill voucher', header.bill_voucher_number],
    ['Payment voucher', header.payment_voucher_number],
  ].flatMap(([label, value]) => (value ? [{ label: label as string, value }] : []))
  const returns = invoice.returns.map(
    (r) => `Returned on ${r.date} (${r.voucher_number ?? 'not posted'}): Tk ${r.amount}, ${r.reason}`,
  )
  const note = [
    header.status === 'draft' ? 'DRAFT: not yet paid and confirmed; the goods are not in stock.' : null,
    ...returns,
  ].filter((line): line is string => line !== null)
  return renderInvoice({
    organisation,
    title: 'PURCHASE INVOICE',
    number: header.invoice_no,
    date: header.date,
    party: {
      label: 'Vendor',
      name: invoice.vendor.name,
      address: invoice.vendor.address ?? undefined,
      phone: invoice.vendor.phone ?? undefined,
      email: invoice.vendor.email ?? undefined,
    },
    references,
    lines: invoice.items.map((item) => ({
      description: item.product ? `${item.product.name} (${item.product.sku})` : `Line ${item.id}`,
      quantity: item.quantity,
      unit: item.product?.unit ?? '',
      unitPrice: paisa(item.unit_price),
      amount: paisa(item.total),
    })),
    totals: [
      { label: 'Subtotal', amount: paisa(invoice.subtotal) },
      { label: 'Discount', amount: -paisa(invoice.discount) },
    ],
    total: paisa(invoice.net_total),
    paid: paisa(invoice.paid),
    due: paisa(invoice.due),
    note: note.length > 0 ? note.join('\n') : undefined,
  })
}
