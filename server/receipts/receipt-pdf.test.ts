/**
 * The money receipt read back from its PDF: one A4 page, what it says, long values wrapped inside
 * the page, Bangla replaced rather than crashing the font.
 */
import { PageSizes, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { linesOutside, pdfPages } from '../../tests/support/pdf-text.ts'
import { donor, organisation, signatory } from '../../tests/support/receipt-data.ts'
import { type MoneyReceiptData, renderMoneyReceipt } from './receipt-pdf.ts'
import { BANGLA_FALLBACK } from './standard-font-text.ts'

const receipt: MoneyReceiptData = {
  organisation: {
    ...organisation,
    taxExemptionNote: 'Gifts to the foundation qualify for a tax rebate under SRO 12.',
  },
  receiptNumber: 'MR-2026-27-000042',
  date: '2026-07-01',
  receivedFrom: donor,
  amount: 125_000n,
  purpose: 'Donation: Flood relief 2026',
  method: { kind: 'cheque', number: '104522', bank: 'Sonali Bank', date: '2026-06-30' },
  voucherNumber: 'RV-2026-27-000017',
  note: 'Given in memory of her father.',
  signatory,
}

async function read(data: MoneyReceiptData) {
  const { doc, pages } = await pdfPages(await renderMoneyReceipt(data))
  return { doc, pages, texts: pages.map((page) => page.map((line) => line.text)) }
}

describe('renderMoneyReceipt', () => {
  it('draws one A4 page with the letterhead, the payment and the amount in figures and words', async () => {
    const { doc, pages, texts } = await read(receipt)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getPage(0).getSize()).toEqual({ width: PageSizes.A4[0], height: PageSizes.A4[1] })
    expect(doc.getTitle()).toBe('Money receipt MR-2026-27-000042')
    expect(texts[0]).toEqual(
      expect.arrayContaining([
        'Meghsetu Foundation',
        'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
        'Phone: +880 1711-000000 · Email: accounts@meghsetu.example · meghsetu.example',
        'NGO Affairs Bureau Reg. No.: 2871 · Social Welfare Reg. No.: DHA-05123',
        'MONEY RECEIPT',
        'Receipt No.: MR-2026-27-000042',
        'Date: 1 July 2026',
        'Received from',
        'Rahima Khatun',
        'Donation: Flood relief 2026',
        'Cheque no. 104522, Sonali Bank, dated 30 June 2026',
        'RV-2026-27-000017',
        'Given in memory of her father.',
        'Amount: Tk 1,250.00',
        'In words: One Thousand Two Hundred Fifty Taka Only',
        'Abdul Karim',
        'Accountant',
        'Gifts to the foundation qualify for a tax rebate under SRO 12.',
      ]),
    )
    expect(texts[0]?.join('\n')).toContain('This receipt is computer generated')
    expect(texts[0]).not.toContain('DUPLICATE COPY')
    // A single page is not numbered.
    expect(texts[0]?.some((text) => text.startsWith('Page '))).toBe(false)
    expect(await linesOutside(pages, 48)).toEqual([])
    const xObjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'))
    expect(xObjects?.toString()).toMatch(/Image/)
  })

  it('marks a duplicate and leaves out what was not given', async () => {
    const { texts } = await read({
      ...receipt,
      organisation: { ...organisation, logo: undefined, taxExemptionNote: undefined },
      receivedFrom: { name: 'Anonymous donor' },
      voucherNumber: undefined,
      note: '  ',
      method: { kind: 'mobile_wallet', wallet: 'bKash', transactionId: '9GH7K2L1QZ' },
      duplicate: true,
    })
    expect(texts[0]).toContain('DUPLICATE COPY')
    expect(texts[0]).toContain('bKash transaction ID 9GH7K2L1QZ')
    for (const absent of ['Address', 'Phone', 'Email', 'Voucher No.', 'Note'])
      expect(texts[0]).not.toContain(absent)
    expect(texts[0]?.join('\n')).not.toContain('tax rebate')
  })

  it('wraps a very long purpose and address inside the page, on one page', async () => {
    const purpose = `Donation: ${'winter blankets and warm clothes for families on the chars of Bhola, '.repeat(5)}end`
    const address = `${'Holding 7, Ward 3, Char Kukri Mukri Union, Char Fasson Upazila, Bhola District, '.repeat(3)}Bangladesh`
    const email = `${'a'.repeat(150)}@example.com`
    const { doc, pages, texts } = await read({
      ...receipt,
      purpose,
      receivedFrom: { ...donor, address, email },
    })
    expect(doc.getPageCount()).toBe(1)
    const lines = texts[0] as string[]
    const purposeLines = lines.slice(lines.indexOf('Purpose') + 1, lines.indexOf('Payment method'))
    expect(purposeLines.length).toBeGreaterThan(3)
    expect(purposeLines.join(' ')).toBe(purpose.trim())
    expect(lines.join('')).toContain(email)
    expect(await linesOutside(pages, 48)).toEqual([])
  })

  it('writes 1,23,45,678.50 in figures with Bangladeshi grouping and in words', async () => {
    const { texts } = await read({ ...receipt, amount: 1_234_567_850n })
    expect(texts[0]).toContain('Amount: Tk 1,23,45,678.50')
    expect(texts[0]?.join(' ')).toContain(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Taka and Fifty Paisa Only',
    )
  })

  it('replaces a name in Bangla with a visible fallback instead of failing', async () => {
    const { texts } = await read({
      ...receipt,
      receivedFrom: { ...donor, name: 'মোঃ আব্দুল করিম (Karim)', address: 'গ্রাম: চর কুকরি, ভোলা' },
      purpose: 'Zakat ৳500 for the দুর্যোগ fund',
    })
    expect(texts[0]).toContain(`${BANGLA_FALLBACK} (Karim)`)
    expect(texts[0]).toContain(`${BANGLA_FALLBACK}: ${BANGLA_FALLBACK}, ${BANGLA_FALLBACK}`)
    expect(texts[0]).toContain(`Zakat Tk500 for the ${BANGLA_FALLBACK} fund`)
  })

  it('refuses a receipt for nothing or less', async () => {
    await expect(renderMoneyReceipt({ ...receipt, amount: 0n })).rejects.toThrow(RangeError)
  })
})
