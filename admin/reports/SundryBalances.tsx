/**
 * Sundry debtors and sundry creditors: each party ledger's opening, debit and credit in the period
 * and its balance on the report's side (owed to the organisation, or owed by it), and the total.
 */

import { ReportFrame } from './ReportFrame.tsx'
import { csvUrl, REPORT } from './report-api.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { takaOrZero } from './report-math.ts'

interface Answer {
  ledgers: {
    id: number
    name: string
    group: string
    opening: string
    debit: string
    credit: string
    balance: string
  }[]
  total_balance: string
}

export function SundryBalances({ kind }: { kind: 'debtors' | 'creditors' }) {
  const PATH = `${REPORT}/report_for_sundry_${kind}/`
  const title = kind === 'debtors' ? 'Sundry debtors' : 'Sundry creditors'
  const { filters, set, ready } = useFilters()
  const params = { date_after: filters.date_after, date_before: filters.date_before, branch: filters.branch }
  const { data, error } = useReport<Answer>(PATH, ready ? params : null)
  return (
    <ReportFrame
      title={title}
      filters={filters}
      set={set}
      csv={ready ? csvUrl(PATH, params) : undefined}
      loading={!data}
      error={error}
    >
      {data && (
        <table aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Party</th>
              <th scope="col">Group</th>
              <th scope="col" className="amount">
                Opening
              </th>
              <th scope="col" className="amount">
                Debit
              </th>
              <th scope="col" className="amount">
                Credit
              </th>
              <th scope="col" className="amount">
                {kind === 'debtors' ? 'Owed to us' : 'Owed by us'}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.ledgers.map((ledger) => (
              <tr key={ledger.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {ledger.name}
                </th>
                <td>{ledger.group}</td>
                <td className="amount">{takaOrZero(ledger.opening)}</td>
                <td className="amount">{takaOrZero(ledger.debit)}</td>
                <td className="amount">{takaOrZero(ledger.credit)}</td>
                <td className="amount">{takaOrZero(ledger.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                Total
              </th>
              <td className="amount">{takaOrZero(data.total_balance)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </ReportFrame>
  )
}
