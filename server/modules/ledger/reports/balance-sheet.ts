/**
 * The balance sheet as at the range's end, laid out as Tally prints it: liabilities and the fund
 * on the left, assets on the right, each primary group's top-level groups with their balances
 * (all posted lines up to that day). The surplus of years not yet closed, Σ of the income and
 * expense ledgers, is its own line under the fund, so the two sides tie: every voucher balances,
 * so assets = liabilities + fund + that surplus.
 *
 * `groupDetails` is the drill-down: one group's sub-groups (rolled up) and ledgers, with the
 * trial balance's columns for the range.
 */
import type { Paisa } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { closing, ledgerTotals } from './balances.ts'
import { type Chart, loadChart, natureOf } from './chart.ts'
import type { ReportFilter } from './filters.ts'
import { groupRows, type TrialBalanceRow } from './trial-balance.ts'

export interface BalanceSheetLine {
  /** A group's id; null for the surplus line. */
  id: number | null
  name: string
  /** The primary group it sits under. */
  primaryGroup: string
  amount: Paisa
  isClickable: boolean
}

export interface BalanceSheet {
  asAt: string | null
  left: BalanceSheetLine[]
  right: BalanceSheetLine[]
  leftTotal: Paisa
  rightTotal: Paisa
}

export const SURPLUS_LINE = 'Income and Expenditure A/c (not yet closed)'

export async function balanceSheet(db: Db, filter: ReportFilter): Promise<BalanceSheet> {
  const chart = await loadChart(db)
  const totals = await ledgerTotals(db, { to: filter.to, branchId: filter.branchId })
  const balanceUnder = (groupId: number): Paisa | undefined => {
    let found = false
    let sum = 0n
    const walk = (id: number) => {
      for (const l of chart.groupLedgers.get(id) ?? []) {
        const t = totals.get(l.id)
        if (!t) continue
        found = true
        sum += closing(t)
      }
      for (const child of chart.childGroups.get(id) ?? []) walk(child.id)
    }
    walk(groupId)
    return found ? sum : undefined
  }
  const side = (natures: readonly string[], sign: 1n | -1n): BalanceSheetLine[] =>
    chart.primaries
      .filter((p) => natures.includes(p.nature))
      .flatMap((primary) =>
        (chart.childGroups.get(`p${primary.id}`) ?? []).flatMap((group) => {
          const balance = balanceUnder(group.id)
          if (balance === undefined) return []
          return [
            {
              id: group.id,
              name: group.name,
              primaryGroup: primary.name,
              amount: sign * balance,
              isClickable: true,
            },
          ]
        }),
      )
  const left = side(['liability', 'fund'], -1n)
  const right = side(['asset'], 1n)
  let result = 0n
  for (const [id, t] of totals) {
    const ledger = chart.ledgers.get(id)
    const nature = ledger && natureOf(chart, ledger)
    if (nature === 'income' || nature === 'expense') result -= closing(t)
  }
  if (result !== 0n) {
    const fund = chart.primaries.find((p) => p.nature === 'fund')
    left.push({
      id: null,
      name: SURPLUS_LINE,
      primaryGroup: fund?.name ?? 'Fund',
      amount: result,
      isClickable: false,
    })
  }
  const sum = (lines: BalanceSheetLine[]) => lines.reduce((s, l) => s + l.amount, 0n)
  return { asAt: filter.to ?? null, left, right, leftTotal: sum(left), rightTotal: sum(right) }
}

export interface GroupDetails {
  group: { id: number; name: string }
  rows: TrialBalanceRow[]
  totalDr: Paisa
  totalCr: Paisa
}

export async function groupDetails(db: Db, groupId: number, filter: ReportFilter): Promise<GroupDetails> {
  const chart: Chart = await loadChart(db)
  const group = chart.groups.get(groupId)
  if (!group) throw new ApiError(404, `Group ${groupId} does not exist.`)
  const totals = await ledgerTotals(db, filter)
  const { rows } = groupRows(chart, totals, groupId, 0, group.parentId ?? group.primaryGroupId)
  const children = rows.filter((r) => r.depth === 1)
  return {
    group: { id: group.id, name: group.name },
    rows: children,
    totalDr: children.reduce((s, r) => s + r.debit, 0n),
    totalCr: children.reduce((s, r) => s + r.credit, 0n),
  }
}
