/**
 * The day book: every posted voucher of the period in date order with its lines (ledger, debit,
 * credit), each voucher's number linking to its page; a reversal names what it reverses. 50 vouchers
 * a page. The voucher registers are the same list for one type (the original's report_for_{type}/).
 */
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { ReportFrame } from './ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from './ReportTable.tsx'
import { type DayBook as DayBookAnswer, LOG, REPORT } from './report-api.ts'
import { type Params, periodParams, useReportScreen } from './report-hooks.ts'
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

type Register = keyof typeof REGISTERS
const registerOf = (filters: Params) => (filters.type ?? 'payment_voucher') as Register

export function VoucherBook({ register }: { register: boolean }) {
  const { data, filters, set, frame } = useReportScreen<DayBookAnswer>((filters) => ({
    path: register ? `${REPORT}/report_for_${registerOf(filters)}/` : `${LOG}/day_book/`,
    params: periodParams(filters),
    waiting: register && !(registerOf(filters) in REGISTERS),
    paged: true,
  }))
  const type = registerOf(filters)
  const known = type in REGISTERS
  const title = register ? 'Voucher register' : 'Day book'
  return (
    <ReportFrame
      title={title}
      subject={register && known ? REGISTERS[type] : undefined}
      {...frame}
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
    >
      {data && (
        <ReportTable
          label={title}
          text={['Date', 'Voucher', 'Particulars']}
          amounts={['Debit', 'Credit']}
          empty={data.vouchers.length === 0}
          foot={
            <TotalRow label="Total for the period" span={3}>
              <Amount>{takaOrZero(data.total_debit)}</Amount>
              <Amount>{takaOrZero(data.total_credit)}</Amount>
            </TotalRow>
          }
        >
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
                  <td className="indent">
                    {line.ledger.name}
                    {line.sub_ledger ? ` (${line.sub_ledger.name})` : ''}
                  </td>
                  <Amount>{taka(line.debit)}</Amount>
                  <Amount>{taka(line.credit)}</Amount>
                </tr>
              ))}
            </Fragment>
          ))}
        </ReportTable>
      )}
    </ReportFrame>
  )
}
