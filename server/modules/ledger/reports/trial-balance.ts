/**
 * The trial balance: every ledger with posted lines up to the range's end, its opening balance
 * (lines before the range), the range's debits and credits and its closing balance in the debit or
 * credit column; groups show their sub-groups and ledgers rolled up, under their primary group, in
 * the chart's order (a pre-order walk: each row's `depth` and `parent` place it in the tree).
 *
 * Unlike the original (which summed debits only), both columns are summed, and they tie: every
 * posted voucher balances, so Σ closing debit = Σ closing credit over all ledgers. Year-end closing
 * vouchers are included like any other; they are what zeroes a closed year's income and expenses,
 * so those ledgers open the next year at nil, and a year not closed carries them forward.
 */
import type { Paisa } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { sides } from './amounts.ts'
import { closing, type LedgerTotals, ledgerTotals } from './balances.ts'
import { type Chart, loadChart } from './chart.ts'
import type { ReportFilter } from './filters.ts'

export interface TrialBalanceRow {
  id: number
  name: string
  groupOrLedger: 'primary_group' | 'group' | 'ledger'
  depth: number
  /** The id of the row above it in the tree (a group's or primary group's); null for a primary group. */
  parent: number | null
  /** Groups open their details (group_details/), ledgers their statement. */
  isClickable: boolean
  openingDebit: Paisa
  openingCredit: Paisa
  periodDebit: Paisa
  periodCredit: Paisa
  /** The closing balance, in one of the two columns. */
  debit: Paisa
  credit: Paisa
}

export interface TrialBalance {
  from: string | null
  to: string | null
  rows: TrialBalanceRow[]
  totalOpeningDr: Paisa
  totalOpeningCr: Paisa
  totalPeriodDr: Paisa
  totalPeriodCr: Paisa
  totalDr: Paisa
  totalCr: Paisa
}

/** Opening, period debit and credit of a subtree. */
interface Rolled {
  opening: Paisa
  debit: Paisa
  credit: Paisa
}

const zero = (): Rolled => ({ opening: 0n, debit: 0n, credit: 0n })

function row(
  base: Pick<TrialBalanceRow, 'id' | 'name' | 'groupOrLedger' | 'depth' | 'parent' | 'isClickable'>,
  t: Rolled,
): TrialBalanceRow {
  const opening = sides(t.opening)
  const end = sides(closing(t))
  return {
    ...base,
    openingDebit: opening.debit,
    openingCredit: opening.credit,
    periodDebit: t.debit,
    periodCredit: t.credit,
    debit: end.debit,
    credit: end.credit,
  }
}

/**
 * The rows of a group's subtree with lines (the group's own row first), and its roll-up; none when
 * nothing under it has lines.
 */
export function groupRows(
  chart: Chart,
  totals: Map<number, LedgerTotals>,
  groupId: number,
  depth: number,
  parent: number,
): { rows: TrialBalanceRow[]; rolled: Rolled } {
  const group = chart.groups.get(groupId)
  const rolled = zero()
  const below: TrialBalanceRow[] = []
  const add = (t: Rolled) => {
    rolled.opening += t.opening
    rolled.debit += t.debit
    rolled.credit += t.credit
  }
  for (const child of chart.childGroups.get(groupId) ?? []) {
    const sub = groupRows(chart, totals, child.id, depth + 1, groupId)
    below.push(...sub.rows)
    if (sub.rows.length > 0) add(sub.rolled)
  }
  for (const ledger of chart.groupLedgers.get(groupId) ?? []) {
    const t = totals.get(ledger.id)
    if (!t) continue
    add(t)
    below.push(
      row(
        {
          id: ledger.id,
          name: ledger.name,
          groupOrLedger: 'ledger',
          depth: depth + 1,
          parent: groupId,
          isClickable: true,
        },
        t,
      ),
    )
  }
  if (below.length === 0 || !group) return { rows: [], rolled }
  const own = row(
    { id: groupId, name: group.name, groupOrLedger: 'group', depth, parent, isClickable: true },
    rolled,
  )
  return { rows: [own, ...below], rolled }
}

/** The tree of rows for ledger totals already computed (the balance sheet's drill-down reuses it). */
export function trialBalanceRows(chart: Chart, totals: Map<number, LedgerTotals>): TrialBalanceRow[] {
  const rows: TrialBalanceRow[] = []
  for (const primary of chart.primaries) {
    const rolled = zero()
    const below: TrialBalanceRow[] = []
    for (const group of chart.childGroups.get(`p${primary.id}`) ?? []) {
      const sub = groupRows(chart, totals, group.id, 1, primary.id)
      if (sub.rows.length === 0) continue
      below.push(...sub.rows)
      rolled.opening += sub.rolled.opening
      rolled.debit += sub.rolled.debit
      rolled.credit += sub.rolled.credit
    }
    if (below.length === 0) continue
    rows.push(
      row(
        {
          id: primary.id,
          name: primary.name,
          groupOrLedger: 'primary_group',
          depth: 0,
          parent: null,
          isClickable: false,
        },
        rolled,
      ),
      ...below,
    )
  }
  return rows
}

export async function trialBalance(db: Db, filter: ReportFilter): Promise<TrialBalance> {
  const [chart, totals] = await Promise.all([loadChart(db), ledgerTotals(db, filter)])
  const rows = trialBalanceRows(chart, totals)
  const ledgerRows = rows.filter((r) => r.groupOrLedger === 'ledger')
  const sum = (pick: (r: TrialBalanceRow) => Paisa) => ledgerRows.reduce((s, r) => s + pick(r), 0n)
  return {
    from: filter.from ?? null,
    to: filter.to ?? null,
    rows,
    totalOpeningDr: sum((r) => r.openingDebit),
    totalOpeningCr: sum((r) => r.openingCredit),
    totalPeriodDr: sum((r) => r.periodDebit),
    totalPeriodCr: sum((r) => r.periodCredit),
    totalDr: sum((r) => r.debit),
    totalCr: sum((r) => r.credit),
  }
}
