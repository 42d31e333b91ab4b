/**
 * A ledger's statement and the books built the same way (the cash book over the cash ledgers, the
 * bank book over one bank ledger or all): the balance brought forward, each line with its date, its
 * voucher's number linking to the voucher page, the other ledgers of the voucher, the details, debit,
 * credit and the running balance Dr/Cr, then the closing balance; 50 lines a page. A statement may
 * be narrowed to a sub-ledger, or be a sub-ledger's lines across every ledger. The heading names the
 * ledger and sub-ledger chosen (statement-subject.ts).
 */
import { Link } from 'react-router'
import { formatOrgDate } from '../dates.ts'
import { LedgerPicker, SubLedgerPicker, useLedgerOptions, useSubLedgerOptions } from './LedgerPicker.tsx'
import { ReportFrame } from './ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from './ReportTable.tsx'
import { LOG, type Statement } from './report-api.ts'
import { type Params, periodParams, useReportScreen } from './report-hooks.ts'
import { drCrText, taka, takaOrZero } from './report-math.ts'
import { statementSubject } from './statement-subject.ts'

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

export function LedgerBook({ book }: { book: keyof typeof BOOKS }) {
  const { title, types, all } = BOOKS[book]
  const general = book === 'general'
  // A statement needs its ledger or sub-ledger; the books default to all their ledgers.
  const needsChoice = (filters: Params) => general && !filters.ledger && !filters.sub_ledger
  const { data, filters, set, frame } = useReportScreen<Statement>((filters) => ({
    // A sub-ledger without a ledger: its lines across every ledger.
    path: general && filters.sub_ledger && !filters.ledger ? `${LOG}/for_sub_ledger/` : BOOKS[book].path,
    params: {
      ...periodParams(filters),
      ledger: filters.ledger,
      sub_ledger: general ? filters.sub_ledger : undefined,
    },
    waiting: needsChoice(filters),
    paged: true,
  }))
  const ledgers = useLedgerOptions()
  const subLedgers = useSubLedgerOptions()

  return (
    <ReportFrame
      title={title}
      subject={statementSubject(
        { ledger: filters.ledger, sub_ledger: general ? filters.sub_ledger : undefined },
        ledgers,
        subLedgers,
      )}
      {...frame}
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
    >
      {needsChoice(filters) && <p>Choose a ledger or a sub-ledger to see its statement.</p>}
      {data && (
        <ReportTable
          label={title}
          text={['Date', 'Voucher', 'Particulars', 'Details']}
          amounts={['Debit', 'Credit', 'Balance']}
          foot={
            <>
              <TotalRow label="Total for the period" span={4}>
                <Amount>{takaOrZero(data.total_debit)}</Amount>
                <Amount>{takaOrZero(data.total_credit)}</Amount>
                <td />
              </TotalRow>
              <TotalRow label="Closing balance" span={6}>
                <Amount testId="closing-balance">{drCrText(data.closing_balance)}</Amount>
              </TotalRow>
            </>
          }
        >
          <tr className="strong">
            <td>{Number(filters.page ?? '1') > 1 ? '' : formatOrgDate(filters.date_after)}</td>
            <th scope="row" colSpan={5}>
              Opening balance
            </th>
            <Amount testId="opening-balance">{drCrText(data.previous_balance)}</Amount>
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
              <Amount>{taka(line.debit_amount)}</Amount>
              <Amount>{taka(line.credit_amount)}</Amount>
              <Amount>{drCrText(line.balance)}</Amount>
            </tr>
          ))}
        </ReportTable>
      )}
    </ReportFrame>
  )
}
