/**
 * The annual statement read back from its PDF: gifts over as many pages as needed with the header
 * repeated and the pages numbered, the total summed in paisa, an empty year said in words; and,
 * for any amounts and text, the documents render and print the right total.
 */
import fc from 'fast-check'
import { PageSizes } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { amountInWords, formatTaka, MAX_PAISA, type Paisa, parseAmount } from '../../common/money.ts'
import { linesOutside, pdfPages } from '../../tests/support/pdf-text.ts'
import { donor, organisation } from '../../tests/support/receipt-data.ts'
import { type AnnualStatementData, NO_GIFTS, renderAnnualStatement } from './annual-statement-pdf.ts'
import type { ReceiptMethod, StatementGift } from './document-data.ts'
import { renderMoneyReceipt } from './receipt-pdf.ts'

const statement: AnnualStatementData = {
  organisation,
  donor,
  fiscalYear: { name: '2026-27', startDate: '2026-07-01', endDate: '2027-06-30' },
  issuedOn: '2027-07-05',
  gifts: [],
}

const methods: ReceiptMethod[] = [
  { kind: 'cash' },
  { kind: 'online', gateway: 'SSLCommerz', instrument: 'Card', reference: 'SSL2607010001' },
  { kind: 'bank_transfer', bank: 'BRAC Bank', reference: 'BEFTN-88231' },
]

function gift(index: number, amount: Paisa): StatementGift {
  const day = String((index % 28) + 1).padStart(2, '0')
  return {
    date: `2026-${String((index % 6) + 7).padStart(2, '0')}-${day}`,
    receiptNumber: `MR-2026-27-${String(index + 1).padStart(6, '0')}`,
    purpose:
      index % 10 === 0 ? 'Donation: Winter blankets for the chars of Bhola and Patuakhali' : 'Monthly gift',
    method: methods[index % methods.length] as ReceiptMethod,
    amount,
  }
}

async function read(data: AnnualStatementData) {
  const { doc, pages } = await pdfPages(await renderAnnualStatement(data))
  return { doc, pages, texts: pages.map((page) => page.map((line) => line.text)) }
}

/**
 * The total row's amount: the figures drawn after "Total of n gifts" (a total wider than its
 * column wraps onto more than one line).
 */
function printedTotal(lines: string[]): Paisa | undefined {
  const at = lines.findIndex((text) => /^Total of \d+ gifts?$/.test(text))
  if (at < 0) return undefined
  const end = lines.findIndex((text, index) => index > at && !/^[\d,.]+$/.test(text))
  return parseAmount(lines.slice(at + 1, end).join(''))
}

describe('renderAnnualStatement', () => {
  it('spreads 120 gifts over numbered pages, repeats the header and totals them exactly', async () => {
    const amounts = Array.from({ length: 120 }, (_, i) => BigInt(i + 1) * 100_001n + 7n)
    const { doc, pages, texts } = await read({ ...statement, gifts: amounts.map((a, i) => gift(i, a)) })
    const count = doc.getPageCount()
    expect(count).toBeGreaterThan(2)
    for (const [index, page] of doc.getPages().entries()) {
      expect(page.getSize()).toEqual({ width: PageSizes.A4[0], height: PageSizes.A4[1] })
      expect(texts[index]).toContain(`Page ${index + 1} of ${count}`)
      expect(texts[index]).toEqual(
        expect.arrayContaining(['Date', 'Receipt No.', 'Purpose', 'Method', 'Amount (Tk)']),
      )
    }
    // Pages after the first carry the running head, not the letterhead.
    expect(texts[1]).toContain('Annual statement 2026-27: Rahima Khatun')
    expect(texts[1]).not.toContain('ANNUAL DONATION STATEMENT')
    const all = texts.flat()
    expect(all).toContain('2026-27: 1 July 2026 to 30 June 2027')
    for (let i = 0; i < 120; i++) expect(all).toContain(`MR-2026-27-${String(i + 1).padStart(6, '0')}`)
    const total = amounts.reduce((sum, a) => sum + a, 0n)
    expect(total).toBe(726_008_100n)
    expect(printedTotal(all)).toBe(total)
    expect(all).toContain(formatTaka(total))
    expect(all.join(' ')).toContain(`In words: ${amountInWords(total)}`)
    expect(all.join(' ')).toContain('Card via SSLCommerz, ref. SSL2607010001')
    expect(await linesOutside(pages, 48)).toEqual([])
  })

  it('says there were no gifts in an empty year', async () => {
    const { doc, texts } = await read(statement)
    expect(doc.getPageCount()).toBe(1)
    expect(texts[0]).toContain(NO_GIFTS)
    expect(texts[0]).not.toContain('Receipt No.')
    expect(printedTotal(texts[0] as string[])).toBeUndefined()
  })

  it('renders any amounts and text, and prints the sum of the amounts as the total', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 120 })
    const amount = fc.bigInt({ min: 1n, max: MAX_PAISA / 1000n })
    const giftArb = fc.record({ purpose: text, receiptNumber: text, amount })
    await fc.assert(
      fc.asyncProperty(fc.array(giftArb, { minLength: 1, maxLength: 40 }), text, async (gifts, name) => {
        const { pages, texts } = await read({
          ...statement,
          donor: { name, address: name },
          gifts: gifts.map((g, i) => ({
            ...gift(i, g.amount),
            purpose: g.purpose,
            receiptNumber: g.receiptNumber,
          })),
        })
        expect(printedTotal(texts.flat())).toBe(gifts.reduce((sum, g) => sum + g.amount, 0n))
        expect(await linesOutside(pages, 48)).toEqual([])
        const receipt = await pdfPages(
          await renderMoneyReceipt({
            organisation,
            receiptNumber: gifts[0]?.receiptNumber ?? '',
            date: '2026-07-01',
            receivedFrom: { name, address: name },
            amount: gifts[0]?.amount ?? 1n,
            purpose: gifts[0]?.purpose ?? '',
            method: { kind: 'cash' },
            note: name,
            signatory: { name, title: name },
          }),
        )
        expect(receipt.pages.flat().map((line) => line.text)).toContain(
          `Amount: Tk ${formatTaka(gifts[0]?.amount ?? 1n)}`,
        )
        expect(await linesOutside(receipt.pages, 48)).toEqual([])
      }),
      { numRuns: 40 },
    )
  })
})
