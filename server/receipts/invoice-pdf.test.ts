/**
 * Invoices read back from their PDF: what they say, totals in figures and words, long documents
 * over several numbered pages inside the margins, a duplicate marked, and no invoice without lines.
 */
import { describe, expect, it } from 'vitest'
import { linesOutside, pdfPages } from '../../tests/support/pdf-text.ts'
import { organisation } from '../../tests/support/receipt-data.ts'
import { type InvoiceData, renderInvoice } from './invoice-pdf.ts'

const invoice: InvoiceData = {
  organisation,
  title: 'INVOICE',
  number: 'SI-2026-27-000007',
  date: '2026-11-20',
  party: { label: 'Bill to', name: 'Karim Uddin', phone: '01711-000001', address: 'Mirpur 10, Dhaka' },
  references: [
    { label: 'Order No.', value: 'ORD-000031' },
    { label: 'Payment method', value: 'bKash (9GH7K2L1QZ)' },
  ],
  lines: [
    {
      description: 'WLD-HELMET-01 Auto-darkening welding helmet',
      quantity: '3',
      unit: 'pcs',
      unitPrice: 250_000n,
      amount: 750_000n,
    },
    {
      description: 'WLD-ROD-6013 Welding rods',
      quantity: '2.5',
      unit: 'kg',
      unitPrice: 42_000n,
      amount: 105_000n,
    },
  ],
  totals: [
    { label: 'Subtotal', amount: 855_000n },
    { label: 'Discount', amount: -5_000n },
    { label: 'Total', amount: 850_000n },
  ],
  total: 850_000n,
  paid: 850_000n,
  due: 0n,
}

async function read(data: InvoiceData) {
  const { doc, pages } = await pdfPages(await renderInvoice(data))
  return { doc, pages, texts: pages.map((page) => page.map((line) => line.text)) }
}

describe('renderInvoice', () => {
  it('draws the party, the lines, the totals and the total in words', async () => {
    const { doc, pages, texts } = await read(invoice)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('Invoice SI-2026-27-000007')
    expect(texts[0]).toEqual(
      expect.arrayContaining([
        'INVOICE',
        'No.: SI-2026-27-000007',
        'Date: 20 November 2026',
        'Bill to',
        'Karim Uddin',
        'ORD-000031',
        'bKash (9GH7K2L1QZ)',
        '2.5',
        'kg',
        '7,500.00',
        '-50.00',
        'Total: Tk 8,500.00',
        'In words: Eight Thousand Five Hundred Taka Only',
        'Received by (customer)',
        'Authorised signature',
      ]),
    )
    expect(texts[0]).not.toContain('DUPLICATE COPY')
    expect(await linesOutside(pages, 48)).toEqual([])
  })

  it('runs over numbered pages, marks a duplicate, and refuses an invoice without lines', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Course book ${i + 1}`,
      quantity: '1',
      unit: 'book',
      unitPrice: 45_000n,
      amount: 45_000n,
    }))
    const { doc, pages, texts } = await read({
      ...invoice,
      title: 'PURCHASE INVOICE',
      party: { label: 'Vendor', name: 'Dhaka Welding Supplies' },
      lines,
      duplicate: true,
    })
    expect(doc.getPageCount()).toBeGreaterThan(1)
    expect(texts[0]).toContain('DUPLICATE COPY')
    expect(texts.flat()).toContain('Received by (stores)')
    expect(texts.at(-1)?.some((t) => /^Page \d+ of \d+$/.test(t))).toBe(true)
    expect(await linesOutside(pages, 48)).toEqual([])
    await expect(renderInvoice({ ...invoice, lines: [] })).rejects.toThrow(RangeError)
  })
})
