/**
 * The day book: every posted voucher of the period in date order with its lines (ledger, debit,
 * credit), each voucher's number linking to its page; a reversal names what it reverses. 50 vouchers
 * a page. The voucher registers are the same list for one type (the original's report_for_{type}/).
 */
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import TextField from '@mui/material/TextField'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { ReportFrame } from './ReportFrame.tsx'
import { csvUrl, type DayBook as DayBookAnswer, LOG, REPORT } from './report-api.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { taka, takaOrZero } from './report-math.ts'

/** The original's names of the registers → what the screen calls them. */
const REGISTERS = {
  payment_voucher: 'Payment vouchers',
  receipt_voucher: 'Receipt vouchers',
  contra: 'Contra vouchers',
  journal: 'Journal vouchers',
  sales: 'Sales bills',
  purchase: 'Purchase bills',
} as const

export function VoucherBook({ register }: { register: boolean }) {
  const { filters, set, ready } = useFilters()
  const type = (filters.type ?? 'payment_voucher') as keyof typeof REGISTERS
  const known = type in REGISTERS
  const PATH = register ? `${REPORT}/report_for_${type}/` : `${LOG}/day_book/`
  const title = register ? 'Voucher register' : 'Day book'
  const params = { date_after: filters.date_after, date_before: filters.date_before, branch: filters.branch }
  const { data, error } = useReport<DayBookAnswer>(
    PATH,
    ready && (!register || known) ? { ...params, page: filters.page, size: '50' } : null,
  )
  return (
    <ReportFrame
      title={title}
      subject={register && known ? REGISTERS[type] : undefined}
      filters={filters}
      set={set}
      extra={
        register && (
          <TextField
            select
            label="Voucher type"
            size="small"
            fullWidth={false}
            sx={{ width: 200 }}
            value={known ? type : ''}
            onChange={(e) => set({ type: e.target.value, page: undefined })}
          >
            {Object.entries(REGISTERS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        )
      }
      csv={ready ? csvUrl(PATH, params) : undefined}
      loading={!data}
      error={error}
    >
      {data && (
        <>
          <table aria-label={title}>
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
              aria-label={`${title} pages`}
            />
          )}
        </>
      )}
    </ReportFrame>
  )
}

export default function DayBook() {
  return <VoucherBook register={false} />
}
