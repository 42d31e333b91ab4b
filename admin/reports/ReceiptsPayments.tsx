/**
 * The receipts and payments account a Bangladeshi nonprofit files: one table, Receipts | Payments,
 * rows pairing the two sides. Receipts: the cash and bank balances at the start, then what came in
 * by the other side's ledger (contra left out); payments: what went out, then the balances at the
 * end. Both totals share the last row and tie, since opening + receipts − payments = closing.
 */
import { parseAmount, sumAmounts } from '../../common/money.ts'
import { ReportFrame } from './ReportFrame.tsx'
import { type ReceiptsPayments as Answer, LOG } from './report-api.ts'
import { periodParams, useReportScreen } from './report-hooks.ts'
import { drCrText } from './report-math.ts'
import { TwoSidedTable } from './SideTables.tsx'
import { groupLines, totalLine } from './side-lines.ts'

const PATH = `${LOG}/receipts_and_payments/`
const AMOUNTS = ['Amount', 'Total']

/** The cash and bank balances at one end of the period, each Dr or Cr. */
const position = (name: string, { ledgers, total }: Answer['opening']) =>
  groupLines(
    [{ id: null, name, amount: total, ledgers: ledgers.map((l) => ({ ...l, amount: l.balance })) }],
    drCrText,
  )

const sum = (...amounts: string[]) => sumAmounts(amounts.map((text) => parseAmount(text) ?? 0n))

export default function ReceiptsPayments() {
  const { data, frame } = useReportScreen<Answer>((filters) => ({
    path: PATH,
    params: periodParams(filters),
  }))
  return (
    <ReportFrame title="Receipts and payments" {...frame}>
      {data && (
        <TwoSidedTable
          label="Receipts and payments"
          sides={['Receipts', 'Payments']}
          amounts={AMOUNTS}
          parts={[
            {
              left: [
                ...position('Opening balance (cash and bank)', data.opening),
                ...groupLines([
                  { id: null, name: 'Receipts', amount: data.total_receipts, ledgers: data.receipts },
                ]),
              ],
              right: [
                ...groupLines([
                  { id: null, name: 'Payments', amount: data.total_payments, ledgers: data.payments },
                ]),
                ...position('Closing balance (cash and bank)', data.closing),
              ],
              totals: [
                totalLine(
                  'Total',
                  sum(data.opening.total, data.total_receipts),
                  AMOUNTS.length,
                  'left-total',
                ),
                totalLine(
                  'Total',
                  sum(data.total_payments, data.closing.total),
                  AMOUNTS.length,
                  'right-total',
                ),
              ],
            },
          ]}
        />
      )}
    </ReportFrame>
  )
}
