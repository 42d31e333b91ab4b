/**
 * Purchasing's two summary reports (issue 15 item 6), one screen drawn two ways: the purchase
 * requests (number, day made, vendor, who offered, branch, status, lines, total) and the purchases
 * (number, date, vendor, their bill, branch, status, subtotal, discount, net total, paid, due), 50
 * rows a page, with the count and the sums of every row the filters match. Filters: the dates,
 * branch, vendor and status, as the lists take them. The CSV is the API's, every row and the totals.
 */
import type { ReactNode } from 'react'
import { formatOrgDate } from '../dates.ts'
import { ReportFrame } from '../reports/ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from '../reports/ReportTable.tsx'
import { periodParams, useReportScreen } from '../reports/report-hooks.ts'
import { takaOrZero } from '../reports/report-math.ts'
import { ChoiceFilter, useChosenName } from './ChoiceFilter.tsx'
import { nameOf, statusWords } from './report-words.ts'
import {
  type Choice,
  PURCHASE_REQUESTS,
  PURCHASES,
  type PurchaseRow,
  type PurchaseSummaryAnswer,
  requestStatusChoices,
  vendorChoices,
} from './stores-report-api.ts'

interface SummaryKind {
  title: string
  path: string
  listKey: 'purchase_requests' | 'purchase_finals'
  home: { to: string; label: string }
  statuses: () => Promise<Choice[]>
  /** The text columns: header and cell. */
  text: [string, (row: PurchaseRow) => ReactNode][]
  /** The figures, right-aligned: header, the row's key, whether it is money (summed in the totals). */
  figures: [string, string, 'money' | 'count'][]
}

const purchaseStatuses = async (): Promise<Choice[]> => [
  { value: 'draft', label: 'Draft' },
  { value: 'confirmed', label: 'Confirmed' },
]

const REQUESTS: SummaryKind = {
  title: 'Purchase requests summary',
  path: PURCHASE_REQUESTS,
  listKey: 'purchase_requests',
  home: { to: '/purchase_request', label: 'Purchase requests' },
  statuses: requestStatusChoices,
  text: [
    ['Number', (r) => String(r.invoice_no ?? '')],
    ['Made on', (r) => formatOrgDate(r.created_at)],
    ['Vendor', (r) => nameOf(r.vendor)],
    ['Offered by', (r) => nameOf(r.offered_by)],
    ['Branch', (r) => nameOf(r.branch)],
    ['Status', (r) => statusWords(nameOf(r.purchase_status))],
  ],
  figures: [
    ['Lines', 'items_count', 'count'],
    ['Total', 'total_price', 'money'],
  ],
}

const FINALS: SummaryKind = {
  title: 'Purchases summary',
  path: PURCHASES,
  listKey: 'purchase_finals',
  home: { to: '/purchase_final', label: 'Purchases' },
  statuses: purchaseStatuses,
  text: [
    ['Number', (r) => String(r.invoice_no ?? '')],
    ['Date', (r) => formatOrgDate(r.date)],
    ['Vendor', (r) => nameOf(r.vendor)],
    ['Their bill', (r) => nameOf(r.vendor_invoice_no)],
    ['Branch', (r) => nameOf(r.branch)],
    ['Status', (r) => statusWords(nameOf(r.status))],
  ],
  figures: [
    ['Subtotal', 'subtotal', 'money'],
    ['Discount', 'discount', 'money'],
    ['Net total', 'net_total', 'money'],
    ['Paid', 'paid_amount', 'money'],
    ['Due', 'due', 'money'],
  ],
}

function PurchaseSummary({ kind }: { kind: SummaryKind }) {
  const { data, filters, set, frame } = useReportScreen<PurchaseSummaryAnswer>((f) => ({
    path: kind.path,
    params: { ...periodParams(f), vendor: f.vendor, status: f.status },
    paged: true,
  }))
  const vendor = useChosenName(vendorChoices, filters.vendor)
  const status = useChosenName(kind.statuses, filters.status)
  const rows = data?.[kind.listKey] ?? []
  const figure = (source: PurchaseRow, key: string, format: 'money' | 'count') =>
    format === 'money' ? takaOrZero(String(source[key] ?? '')) : String(source[key] ?? '')
  const extra = (
    <>
      <ChoiceFilter
        name="vendor"
        label="Vendor"
        every="Every vendor"
        read={vendorChoices}
        filters={filters}
        set={set}
      />
      <ChoiceFilter
        name="status"
        label="Status"
        every="Every status"
        read={kind.statuses}
        filters={filters}
        set={set}
        width={170}
      />
    </>
  )
  return (
    <ReportFrame
      title={kind.title}
      {...frame}
      home={kind.home}
      extra={extra}
      subject={[vendor, status].filter(Boolean).join(', ') || undefined}
    >
      {data && (
        <ReportTable
          label={kind.title}
          text={kind.text.map(([header]) => header)}
          amounts={kind.figures.map(([header]) => header)}
          empty={rows.length === 0}
          emptyText="Nothing matches these filters."
          foot={
            <TotalRow label={`Total (${data.totals.count})`} span={kind.text.length}>
              {kind.figures.map(([header, key, format]) => (
                <Amount key={header} testId={`total-${key}`}>
                  {/* The API sums the money; a count of lines has no total. */}
                  {format === 'money' ? figure(data.totals, key, format) : ''}
                </Amount>
              ))}
            </TotalRow>
          }
        >
          {rows.map((row) => (
            <tr key={String(row.id)}>
              {kind.text.map(([header, show], i) =>
                i === 0 ? (
                  <th key={header} scope="row" className="nowrap">
                    {show(row)}
                  </th>
                ) : (
                  <td key={header}>{show(row)}</td>
                ),
              )}
              {kind.figures.map(([header, key, format]) => (
                <Amount key={header}>{figure(row, key, format)}</Amount>
              ))}
            </tr>
          ))}
        </ReportTable>
      )}
    </ReportFrame>
  )
}

export const PurchaseRequestSummary = () => <PurchaseSummary kind={REQUESTS} />
export const PurchaseFinalSummary = () => <PurchaseSummary kind={FINALS} />
