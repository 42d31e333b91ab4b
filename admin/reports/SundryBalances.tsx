/**
 * Sundry debtors and sundry creditors: each party ledger's opening, debit and credit in the period
 * and its balance on the report's side (owed to the organisation, or owed by it), and the total.
 */
import { ReportFrame } from './ReportFrame.tsx'
import { Amount, ReportTable, TotalRow } from './ReportTable.tsx'
import { REPORT } from './report-api.ts'
import { periodParams, useReportScreen } from './report-hooks.ts'
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
  const title = kind === 'debtors' ? 'Sundry debtors' : 'Sundry creditors'
  const { data, frame } = useReportScreen<Answer>((filters) => ({
    path: `${REPORT}/report_for_sundry_${kind}/`,
    params: periodParams(filters),
  }))
  return (
    <ReportFrame title={title} {...frame}>
      {data && (
        <ReportTable
          label={title}
          text={['Party', 'Group']}
          amounts={['Opening', 'Debit', 'Credit', kind === 'debtors' ? 'Owed to us' : 'Owed by us']}
          empty={data.ledgers.length === 0}
          foot={
            <TotalRow label="Total" span={5}>
              <Amount>{takaOrZero(data.total_balance)}</Amount>
            </TotalRow>
          }
        >
          {data.ledgers.map((ledger) => (
            <tr key={ledger.id}>
              <th scope="row">{ledger.name}</th>
              <td>{ledger.group}</td>
              <Amount>{takaOrZero(ledger.opening)}</Amount>
              <Amount>{takaOrZero(ledger.debit)}</Amount>
              <Amount>{takaOrZero(ledger.credit)}</Amount>
              <Amount>{takaOrZero(ledger.balance)}</Amount>
            </tr>
          ))}
        </ReportTable>
      )}
    </ReportFrame>
  )
}
