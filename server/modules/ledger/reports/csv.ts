/**
 * Each report as a table for its CSV export (`?format=csv`): a header row, then the same rows the
 * JSON gives, amounts exactly as on the wire ("1250.00", which spreadsheets read as numbers), and
 * the totals as last rows. The file is written with server/lib/csv.ts (a BOM so Excel reads Bangla
 * names, cells neutralised against formula injection), as every export of the API is.
 */
import { formatAmount, type Paisa } from '../../../../common/money.ts'
import { CSV_BOM, csvLine } from '../../../lib/csv.ts'
import type { BalanceSheet, GroupDetails } from './balance-sheet.ts'
import type {
  AccountSection,
  IncomeAndExpenditureHorizontal,
  IncomeAndExpenditureVertical,
} from './income-expenditure.ts'
import type { Statement } from './ledger-statement.ts'
import type { ReceiptsAndPayments } from './receipts-payments.ts'
import type { SundryReport } from './sundry.ts'
import type { TrialBalanceRow } from './trial-balance.ts'
import type { VoucherList, VoucherSummary } from './vouchers-in-range.ts'

export type Cell = string | number | null
export interface CsvTable {
  header: string[]
  rows: Cell[][]
}

const a = (p: Paisa) => formatAmount(p)

/** The CSV file's text. */
export function csvText(table: CsvTable): string {
  const line = (cells: readonly Cell[]) => csvLine(cells.map((c) => (c === null ? null : String(c))))
  return CSV_BOM + line(table.header) + table.rows.map(line).join('')
}

export function trialBalanceTable(
  rows: readonly TrialBalanceRow[],
  totals: { totalDr: Paisa; totalCr: Paisa },
): CsvTable {
  return {
    header: [
      'Kind',
      'Id',
      'Name',
      'Depth',
      'Opening Dr',
      'Opening Cr',
      'Period Dr',
      'Period Cr',
      'Closing Dr',
      'Closing Cr',
    ],
    rows: [
      ...rows.map((r) => [
        r.groupOrLedger,
        r.id,
        r.name,
        r.depth,
        a(r.openingDebit),
        a(r.openingCredit),
        a(r.periodDebit),
        a(r.periodCredit),
        a(r.debit),
        a(r.credit),
      ]),
      ['total', null, 'Total', null, null, null, null, null, a(totals.totalDr), a(totals.totalCr)],
    ],
  }
}

export function groupDetailsTable(details: GroupDetails): CsvTable {
  return trialBalanceTable(details.rows, details)
}

const sectionRows = (part: string, sections: readonly AccountSection[]): Cell[][] =>
  sections.flatMap((s) => [
    [part, s.name, null, a(s.amount)],
    ...s.ledgers.map((l) => [part, s.name, l.name, a(l.amount)]),
  ])

export function incomeExpenditureTable(report: IncomeAndExpenditureVertical): CsvTable {
  return {
    header: ['Section', 'Group', 'Ledger', 'Amount'],
    rows: [
      ...sectionRows('Income', report.income),
      ['Income', 'Total income', null, a(report.totalIncome)],
      ...sectionRows('Expenditure', report.expenses),
      ['Expenditure', 'Total expenditure', null, a(report.totalExpenses)],
      ['Result', report.surplus >= 0n ? 'Surplus' : 'Deficit', null, a(report.surplus)],
    ],
  }
}

export function incomeExpenditureHorizontalTable(report: IncomeAndExpenditureHorizontal): CsvTable {
  return {
    header: ['Part', 'Group', 'Ledger', 'Amount'],
    rows: [
      ...sectionRows('Left upper (Dr)', report.leftUpper),
      ...sectionRows('Right upper (Cr)', report.rightUpper),
      ['Upper total', null, null, a(report.upperTotal)],
      ...sectionRows('Left lower (Dr)', report.leftLower),
      ...sectionRows('Right lower (Cr)', report.rightLower),
      ['Left total', null, null, a(report.leftTotal)],
      ['Right total', null, null, a(report.rightTotal)],
    ],
  }
}

export function balanceSheetTable(sheet: BalanceSheet): CsvTable {
  return {
    header: ['Side', 'Primary group', 'Name', 'Amount'],
    rows: [
      ...sheet.left.map((l) => ['Liabilities and fund', l.primaryGroup, l.name, a(l.amount)]),
      ['Liabilities and fund', null, 'Total', a(sheet.leftTotal)],
      ...sheet.right.map((l) => ['Assets', l.primaryGroup, l.name, a(l.amount)]),
      ['Assets', null, 'Total', a(sheet.rightTotal)],
    ],
  }
}

export function statementTable(s: Statement): CsvTable {
  return {
    header: [
      'Date',
      'Voucher',
      'Type',
      'Ledger',
      'Sub-ledger',
      'Details',
      'Related ledgers',
      'Debit',
      'Credit',
      'Balance',
    ],
    rows: [
      [null, null, null, null, null, 'Opening balance', null, null, null, a(s.previousBalance)],
      ...s.accountLogs.map((r) => [
        r.logDate,
        r.referenceNo,
        r.voucherType,
        r.ledger.name,
        r.subLedger?.name ?? null,
        r.details,
        r.relatedLedgers.join('; '),
        a(r.debitAmount),
        a(r.creditAmount),
        a(r.balance),
      ]),
      [
        null,
        null,
        null,
        null,
        null,
        'Total and closing balance',
        null,
        a(s.totalDebit),
        a(s.totalCredit),
        a(s.closingBalance),
      ],
    ],
  }
}

export function voucherListTable(list: VoucherList): CsvTable {
  return {
    header: [
      'Date',
      'Voucher',
      'Type',
      'Narration',
      'Reverses',
      'Ledger',
      'Sub-ledger',
      'Details',
      'Debit',
      'Credit',
    ],
    rows: [
      ...list.vouchers.flatMap((v) =>
        v.lines.map((l) => [
          v.date,
          v.number,
          v.type,
          v.narration,
          v.reverses,
          l.ledger.name,
          l.subLedger?.name ?? null,
          l.details,
          a(l.debit),
          a(l.credit),
        ]),
      ),
      [null, null, null, 'Total', null, null, null, null, a(list.totalDebit), a(list.totalCredit)],
    ],
  }
}

export function voucherSummaryTable(summary: VoucherSummary): CsvTable {
  return {
    header: ['Ledger', 'Debit', 'Credit'],
    rows: [
      ...summary.ledgers.map((l) => [l.name, a(l.debit), a(l.credit)]),
      ['Total', a(summary.totalDebit), a(summary.totalCredit)],
    ],
  }
}

export function sundryTable(report: SundryReport): CsvTable {
  return {
    header: ['Ledger', 'Group', 'Opening', 'Debit', 'Credit', 'Balance'],
    rows: [
      ...report.ledgers.map((l) => [l.name, l.group, a(l.opening), a(l.debit), a(l.credit), a(l.balance)]),
      ['Total', null, null, null, null, a(report.totalBalance)],
    ],
  }
}

export function receiptsPaymentsTable(r: ReceiptsAndPayments): CsvTable {
  return {
    header: ['Section', 'Ledger', 'Amount'],
    rows: [
      ...r.opening.ledgers.map((l) => ['Opening balance', l.name, a(l.balance)]),
      ['Opening balance', 'Total', a(r.opening.total)],
      ...r.receipts.map((l) => ['Receipts', l.name, a(l.amount)]),
      ['Receipts', 'Total', a(r.totalReceipts)],
      ...r.payments.map((l) => ['Payments', l.name, a(l.amount)]),
      ['Payments', 'Total', a(r.totalPayments)],
      ...r.closing.ledgers.map((l) => ['Closing balance', l.name, a(l.balance)]),
      ['Closing balance', 'Total', a(r.closing.total)],
    ],
  }
}
