/**
 * A ledger's statement and the books built the same way (the cash book over the cash ledgers, the
 * bank book over one bank ledger or all): the balance brought forward, each line with its date, its
 * voucher's number linking to the voucher page, the other ledgers of the voucher, the details, debit,
 * credit and the running balance Dr/Cr, then the closing balance; 50 lines a page. A statement may
 * be narrowed to a sub-ledger, or be a sub-ledger's lines across every ledger.
 */
import Pagination from '@mui/material/Pagination'
import { Link } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { LedgerPicker, SubLedgerPicker } from './LedgerPicker.tsx'
import { ReportFrame } from './ReportFrame.tsx'
import { csvUrl, LOG, type Statement } from './report-api.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { drCrText, taka, takaOrZero } from './report-math.ts'

const BOOKS = {
  general: { title: 'Ledger statement', path: `${LOG}/general/`, types: undefined, all: undefined },
  cash: { title: 'Cash book', path: `${LOG}/for_cash_ledger/`, types: ['cash'], all: 'All cash ledgers' },
  bank: {
    title: 'Bank book',
    path: `${LOG}/for_bank_ledger_or_bank_account_group/`,
    types: ['bank'],
    all: 'All bank ledgers',
  },
} as const

const subject = (ledger?: string, subLedger?: string) =>
  [ledger, subLedger && `Sub-ledger: ${subLedger}`].filter(Boolean).join(' · ') || undefined

export function LedgerBook({ book }: { book: keyof typeof BOOKS }) {
  const { title, types, all } = BOOKS[book]
  const { filters, set, ready } = useFilters()
  const general = book === 'general'
  // A sub-ledger without a ledger: its lines across every ledger.
  const path = general && filters.sub_ledger && !filters.ledger ? `${LOG}/for_sub_ledger/` : BOOKS[book].path
  const params = {
    date_after: filters.date_after,
    date_before: filters.date_before,
    branch: filters.branch,
    ledger: filters.ledger,
    sub_ledger: general ? filters.sub_ledger : undefined,
  }
  // A statement needs its ledger or sub-ledger; the books default to all their ledgers.
  const needsLedger = general && !filters.ledger && !filters.sub_ledger
  const paged = { ...params, page: filters.page, size: '50' }
  const { data, error } = useReport<Statement>(path, ready && !needsLedger ? paged : null)
  const ledgerName = data?.account_logs[0]?.ledger.name
  const page = Number(filters.page ?? '1')

  return (
    <ReportFrame
      title={title}
      filters={filters}
      set={set}
      subject={
        general
          ? subject(filters.ledger ? ledgerName : undefined, data?.account_logs[0]?.sub_ledger?.name)
          : undefined
      }
      extra={
        <>
          <LedgerPicker
            value={filters.ledger}
            types={types}
            allLabel={all}
            label={book === 'bank' ? 'Bank ledger' : book === 'cash' ? 'Cash ledger' : 'Ledger'}
            onChange={(ledger) => set({ ledger, page: undefined })}
          />
          {general && (
            <SubLedgerPicker
              value={filters.sub_ledger}
              onChange={(subLedger) => set({ sub_ledger: subLedger, page: undefined })}
            />
          )}
        </>
      }
      csv={ready && !needsLedger ? csvUrl(path, params) : undefined}
      loading={!data && !needsLedger}
      error={error}
    >
      {needsLedger && <p>Choose a ledger or a sub-ledger to see its statement.</p>}
      {data && (
        <>
          <table aria-label={title}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Voucher</th>
                <th scope="col">Particulars</th>
                <th scope="col">Details</th>
                <th scope="col" className="amount">
                  Debit
                </th>
                <th scope="col" className="amount">
                  Credit
                </th>
                <th scope="col" className="amount">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="strong">
                <td>{page > 1 ? '' : formatOrgDate(filters.date_after)}</td>
                <th scope="row" colSpan={5}>
                  Opening balance
                </th>
                <td className="amount" data-testid="opening-balance">
                  {drCrText(data.previous_balance)}
                </td>
              </tr>
              {data.account_logs.map((line) => (
                <tr key={line.line_id}>
                  <td className="nowrap">{formatOrgDate(line.log_date)}</td>
                  <td className="nowrap">
                    <Link to={`/voucher/${line.voucher_id}/show`}>
                      {line.reference_no ?? `#${line.voucher_id}`}
                    </Link>
                  </td>
                  <td>
                    {line.related_ledgers.join(', ')}
                    {!general || !filters.ledger ? ` (${line.ledger.name})` : ''}
                  </td>
                  <td>{[line.sub_ledger?.name, line.details].filter(Boolean).join(' · ')}</td>
                  <td className="amount">{taka(line.debit_amount)}</td>
                  <td className="amount">{taka(line.credit_amount)}</td>
                  <td className="amount">{drCrText(line.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total for the period
                </th>
                <td className="amount">{takaOrZero(data.total_debit)}</td>
                <td className="amount">{takaOrZero(data.total_credit)}</td>
                <td />
              </tr>
              <tr>
                <th scope="row" colSpan={6}>
                  Closing balance
                </th>
                <td className="amount" data-testid="closing-balance">
                  {drCrText(data.closing_balance)}
                </td>
              </tr>
            </tfoot>
          </table>
          {data.total_pages > 1 && (
            <Pagination
              className="no-print"
              count={data.total_pages}
              page={page}
              onChange={(_, to) => set({ page: to > 1 ? String(to) : undefined })}
              aria-label={`${title} pages`}
            />
          )}
        </>
      )}
    </ReportFrame>
  )
}

export default function LedgerStatement() {
  return <LedgerBook book="general" />
}
