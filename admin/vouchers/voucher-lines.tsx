/**
 * A saved voucher's lines as the voucher page and its print both show them, so the two agree: a
 * line's amount only on the side it stands on, the total on both, the cheque's particulars in one
 * phrase; and the debit and credit column headings the entry grid shares with the voucher page.
 */
import { formatTaka, type Paisa, parseAmount } from '../../common/money.ts'
import { formatOrgDate } from '../dates.ts'
import type { VoucherItem } from './grid-lines.ts'

/** "1,250.50" on the side the line stands on; the other side (0.00) stays blank, as on paper. */
function sideAmount(text: string): string {
  const paisa = parseAmount(text) ?? 0n
  return paisa > 0n ? formatTaka(paisa) : ''
}

/** A line's debit and credit cells. */
export function LineAmounts({ item }: { item: VoucherItem }) {
  return (
    <>
      <td className="amount">{sideAmount(item.debit_amount)}</td>
      <td className="amount">{sideAmount(item.credit_amount)}</td>
    </>
  )
}

/** The total row's cells: a posted voucher balances, so both sides carry the same total. */
export function TotalAmounts({ total }: { total: Paisa }) {
  return (
    <>
      <td className="amount">{formatTaka(total)}</td>
      <td className="amount">{formatTaka(total)}</td>
    </>
  )
}

/** The cheque or pay order a line names: its number, date and bank, those given. */
export const chequeParticulars = (item: VoucherItem): string[] =>
  [
    item.cheque_no && `Cheque ${item.cheque_no}`,
    item.cheque_date && formatOrgDate(item.cheque_date),
    item.bank_name,
  ].filter((part): part is string => Boolean(part))

/** The grid's and the voucher page's amount column headings. */
export function AmountHeadings() {
  return (
    <>
      <th scope="col" className="amount">
        Debit (BDT)
      </th>
      <th scope="col" className="amount">
        Credit (BDT)
      </th>
    </>
  )
}
