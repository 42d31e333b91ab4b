/**
 * The receipts and payments account a Bangladeshi nonprofit files: the cash and bank balances at
 * the start, what came in and went out by the other side's ledger (contra left out), and the
 * balances at the end (opening + receipts − payments = closing).
 */
import Box from '@mui/material/Box'
import { AmountTable, TotalLine, twoSidesSx } from './AmountColumn.tsx'
import { ReportFrame } from './ReportFrame.tsx'
import { type ReceiptsPayments as Answer, csvUrl, LOG } from './report-api.ts'
import { useFilters, useReport } from './report-hooks.ts'
import { drCrText, takaOrZero } from './report-math.ts'

const PATH = `${LOG}/receipts_and_payments/`

function Lines({ items }: { items: { id: number; name: string; text: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <tr key={item.id}>
          <th scope="row" style={{ paddingLeft: 28, fontWeight: 'normal' }}>
            {item.name}
          </th>
          <td className="amount">{item.text}</td>
          <td />
        </tr>
      ))}
    </>
  )
}

export default function ReceiptsPayments() {
  const { filters, set, ready } = useFilters()
  const params = { date_after: filters.date_after, date_before: filters.date_before, branch: filters.branch }
  const { data, error } = useReport<Answer>(PATH, ready ? params : null)
  return (
    <ReportFrame
      title="Receipts and payments"
      filters={filters}
      set={set}
      csv={ready ? csvUrl(PATH, params) : undefined}
      loading={!data}
      error={error}
    >
      {data && (
        <Box sx={twoSidesSx}>
          <AmountTable label="Receipts">
            <TotalLine label="Opening balance (cash and bank)" amount={data.opening.total} />
            <Lines items={data.opening.ledgers.map((l) => ({ ...l, text: drCrText(l.balance) }))} />
            <TotalLine label="Receipts" amount={data.total_receipts} />
            <Lines items={data.receipts.map((l) => ({ ...l, text: takaOrZero(l.amount) }))} />
          </AmountTable>
          <AmountTable label="Payments">
            <TotalLine label="Payments" amount={data.total_payments} />
            <Lines items={data.payments.map((l) => ({ ...l, text: takaOrZero(l.amount) }))} />
            <TotalLine label="Closing balance (cash and bank)" amount={data.closing.total} />
            <Lines items={data.closing.ledgers.map((l) => ({ ...l, text: drCrText(l.balance) }))} />
          </AmountTable>
        </Box>
      )}
    </ReportFrame>
  )
}
