/**
 * The day book: every posted voucher of the period in date order with its lines (ledger, debit,
 * credit), each voucher's number linking to its page; a reversal names what it reverses. 50 vouchers
 * a page.
 */
import Pagination from '@mui/material/Pagination'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { ReportFrame } from './ReportFrame.tsx'
import { csvUrl, type DayBook as DayBookAnswer, LOG } from './report-api.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { taka, takaOrZero } from './report-math.ts'

const PATH = `${LOG}/day_book/`

export default function DayBook() {
  const { filters, set, ready } = useFilters()
  const params = { date_after: filters.date_after, date_before: filters.date_before, branch: filters.branch }
  const { data, error } = useReport<DayBookAnswer>(
    PATH,
    ready ? { ...params, page: filters.page, size: '50' } : null,
  )
  return (
    <ReportFrame
      title="Day book"
      filters={filters}
      set={set}
      csv={ready ? csvUrl(PATH, params) : undefined}
      loading={!data}
      error={error}
    >
      {data && (
        <>
          <table aria-label="Day book">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Voucher</th>
                <th scope="col">Particulars</th>
                <th scope="col" className="amount">
                  Debit
                </th>
                <th scope="col" className="amount">
                  Credit
                </th>
              </tr>
            </thead>
            <tbody>
              {data.vouchers.map((voucher) => (
                <Fragment key={voucher.id}>
                  <tr className="strong">
                    <td className="nowrap">{formatOrgDate(voucher.date)}</td>
                    <td className="nowrap">
                      <Link to={`/voucher/${voucher.id}/show`}>{voucher.number}</Link>
                    </td>
                    <td colSpan={3}>
                      {[voucher.narration, voucher.reverses && `Reverses ${voucher.reverses}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </td>
                  </tr>
                  {voucher.lines.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a posted voucher's lines never change or reorder, and two may be alike
                    <tr key={`${voucher.id}-${i}`}>
                      <td />
                      <td />
                      <td style={{ paddingLeft: 28 }}>
                        {line.ledger.name}
                        {line.sub_ledger ? ` (${line.sub_ledger.name})` : ''}
                      </td>
                      <td className="amount">{taka(line.debit)}</td>
                      <td className="amount">{taka(line.credit)}</td>
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total for the period
                </th>
                <td className="amount">{takaOrZero(data.total_debit)}</td>
                <td className="amount">{takaOrZero(data.total_credit)}</td>
              </tr>
            </tfoot>
          </table>
          {data.total_pages > 1 && (
            <Pagination
              className="no-print"
              count={data.total_pages}
              page={Number(filters.page ?? '1')}
              onChange={(_, to) => set({ page: to > 1 ? String(to) : undefined })}
              aria-label="Day book pages"
            />
          )}
        </>
      )}
    </ReportFrame>
  )
}
