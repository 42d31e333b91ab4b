/**
 * A donor's annual statement for one fiscal year (issue 14 item 5): every receipted gift in the
 * year, over as many pages as it takes, and the total in figures and in words. The donor keeps it
 * for a tax return; the caller passes only completed, unrefunded gifts.
 */

import { formatDate } from '../../common/dates.ts'
import { amountInWords, formatTaka, sumAmounts } from '../../common/money.ts'
import { describeMethod, type Organisation, type Party, type StatementGift } from './document-data.ts'
import {
  ACCENT,
  CONTENT_WIDTH,
  createDocument,
  drawLines,
  drawText,
  leading,
  MARGIN,
  numberPages,
  PageFlow,
} from './pdf-layout.ts'
import { type Column, drawFieldTable, drawTable } from './pdf-table.ts'

export interface AnnualStatementData {
  organisation: Organisation
  donor: Party
  /** As the books name and bound it: { name: '2026-27', startDate: '2026-07-01', endDate: '2027-06-30' }. */
  fiscalYear: { name: string; startDate: string; endDate: string }
  /** YYYY-MM-DD, in Asia/Dhaka. */
  issuedOn: string
  /** In the order to print (by date, then receipt number). */
  gifts: StatementGift[]
}

export const NO_GIFTS = 'No gifts in this year.'

const LABEL_WIDTH = 110
const DATE_WIDTH = 70
const NUMBER_WIDTH = 105
const METHOD_WIDTH = 105
/** Room for 1000 crore Taka in bold on one line; more wraps. */
const AMOUNT_WIDTH = 90
const GIFT_COLUMNS: Column[] = [
  { header: 'Date', width: DATE_WIDTH },
  { header: 'Receipt No.', width: NUMBER_WIDTH },
  {
    header: 'Purpose',
    width: CONTENT_WIDTH - DATE_WIDTH - NUMBER_WIDTH - METHOD_WIDTH - AMOUNT_WIDTH,
  },
  { header: 'Method', width: METHOD_WIDTH },
  { header: 'Amount (Tk)', width: AMOUNT_WIDTH, align: 'right' },
]

/** "2026-27: 1 July 2026 to 30 June 2027". */
export function fiscalYearLabel(year: AnnualStatementData['fiscalYear']): string {
  return `${year.name}: ${formatDate(year.startDate)} to ${formatDate(year.endDate)}`
}

export async function renderAnnualStatement(data: AnnualStatementData): Promise<Uint8Array> {
  const { organisation, donor, gifts } = data
  const title = `Annual statement ${data.fiscalYear.name}`
  const { doc, fonts, logo } = await createDocument({
    title,
    subject: `${title}: ${donor.name}`,
    organisation,
    date: data.issuedOn,
  })
  const flow = new PageFlow(doc, fonts, {
    organisation,
    logo,
    runningTitle: `${title}: ${donor.name}`,
    footer: [
      'This statement is computer generated from the organisation’s receipts; each gift’s receipt number identifies its money receipt.',
      ...(organisation.taxExemptionNote ? [organisation.taxExemptionNote] : []),
    ],
  })

  flow.y = drawLines(flow.page, ['ANNUAL DONATION STATEMENT'], MARGIN, flow.y, CONTENT_WIDTH, {
    font: fonts.bold,
    size: 16,
    color: ACCENT,
    align: 'center',
  })
  flow.y -= 8
  const details: [string, string | undefined][] = [
    ['Donor', donor.name],
    ['Address', donor.address],
    ['Phone', donor.phone],
    ['Email', donor.email],
    ['Fiscal year', fiscalYearLabel(data.fiscalYear)],
    ['Issued on', formatDate(data.issuedOn)],
  ]
  drawFieldTable(flow, LABEL_WIDTH, details)
  flow.y -= 20

  if (gifts.length === 0) {
    flow.y = drawLines(flow.page, [NO_GIFTS], MARGIN, flow.y, CONTENT_WIDTH, {
      font: fonts.regular,
      size: 11,
    })
    numberPages(flow)
    return doc.save()
  }

  const total = sumAmounts(gifts.map((gift) => gift.amount))
  drawTable(flow, { header: true, columns: GIFT_COLUMNS, size: 9 }, [
    ...gifts.map((gift) => ({
      cells: [
        formatDate(gift.date, 'short'),
        gift.receiptNumber,
        gift.purpose,
        describeMethod(gift.method),
        formatTaka(gift.amount),
      ],
    })),
    {
      cells: ['', '', `Total of ${gifts.length} gift${gifts.length === 1 ? '' : 's'}`, '', formatTaka(total)],
      bold: true,
    },
  ])
  flow.y -= 14
  flow.ensure(3 * leading(10))
  flow.y = drawText(flow.page, `In words: ${amountInWords(total)}`, MARGIN, flow.y, CONTENT_WIDTH, {
    font: fonts.regular,
    size: 10,
  })
  numberPages(flow)
  return doc.save()
}
