/**
 * The income and expenditure account (a nonprofit's profit and loss): the range's income and
 * expense ledgers, by group, and the surplus or deficit. Year-end closing vouchers are left out:
 * they move the year's result to the fund, and the account shows the year's activity itself.
 *
 * Two layouts. Vertical: income, then expenses, then the surplus. Horizontal, as Tally prints it:
 * expenses on the left, income on the right; the upper (trading) part holds the seeded Sales
 * Accounts, Direct Incomes, Purchase Accounts and Direct Expenses groups and carries the gross
 * surplus or deficit down; the lower part holds every other group and ends with the net result,
 * so both sides of each part add up to the same total.
 */
import type { Paisa } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { type LedgerTotals, ledgerTotals } from './balances.ts'
import { type Chart, loadChart, natureOf } from './chart.ts'
import type { ReportFilter } from './filters.ts'

/** The seeded top-level groups of the trading part (chart-seed.ts names them). */
const TRADING_GROUPS = new Set(['Sales Accounts', 'Direct Incomes', 'Purchase Accounts', 'Direct Expenses'])

export interface AccountLine {
  id: number
  name: string
  amount: Paisa
}

/** A top-level income or expense group with its amount and its ledgers (of its whole subtree). */
export interface AccountSection {
  /** A group's id; null for a computed line (gross surplus, net result). */
  id: number | null
  name: string
  amount: Paisa
  ledgers: AccountLine[]
}

export interface IncomeAndExpenditureVertical {
  income: AccountSection[]
  expenses: AccountSection[]
  totalIncome: Paisa
  totalExpenses: Paisa
  /** Income − expenses: negative is a deficit. */
  surplus: Paisa
}

export interface IncomeAndExpenditureHorizontal {
  leftUpper: AccountSection[]
  rightUpper: AccountSection[]
  leftLower: AccountSection[]
  rightLower: AccountSection[]
  /** Each side of the upper (trading) part. */
  upperTotal: Paisa
  /** Each side of the lower part. */
  leftTotal: Paisa
  rightTotal: Paisa
  surplus: Paisa
}

/** Top-level groups of one nature with their subtree's ledgers that moved; amounts on the nature's side. */
function sections(chart: Chart, totals: Map<number, LedgerTotals>, nature: 'income' | 'expense') {
  const out: { section: AccountSection; trading: boolean }[] = []
  for (const primary of chart.primaries.filter((p) => p.nature === nature)) {
    for (const top of chart.childGroups.get(`p${primary.id}`) ?? []) {
      const ledgers: AccountLine[] = []
      const walk = (groupId: number) => {
        for (const ledger of chart.groupLedgers.get(groupId) ?? []) {
          const t = totals.get(ledger.id)
          if (!t) continue
          const net = t.debit - t.credit
          ledgers.push({ id: ledger.id, name: ledger.name, amount: nature === 'expense' ? net : -net })
        }
        for (const child of chart.childGroups.get(groupId) ?? []) walk(child.id)
      }
      walk(top.id)
      if (ledgers.length === 0) continue
      const amount = ledgers.reduce((s, l) => s + l.amount, 0n)
      out.push({
        section: { id: top.id, name: top.name, amount, ledgers },
        trading: top.isDefault && TRADING_GROUPS.has(top.name),
      })
    }
  }
  return out
}

const total = (list: readonly AccountSection[]) => list.reduce((s, x) => s + x.amount, 0n)
const computed = (name: string, amount: Paisa): AccountSection => ({ id: null, name, amount, ledgers: [] })

async function incomeAndExpenseSections(db: Db, filter: ReportFilter) {
  const chart = await loadChart(db)
  const ids = [...chart.ledgers.values()]
    .filter((l) => {
      const nature = natureOf(chart, l)
      return nature === 'income' || nature === 'expense'
    })
    .map((l) => l.id)
  const totals = await ledgerTotals(db, filter, { excludeClosing: true, ledgerIds: ids })
  // The range only: lines before it are earlier periods' results.
  const period = new Map([...totals].map(([id, t]) => [id, { ...t, opening: 0n }]))
  return { income: sections(chart, period, 'income'), expenses: sections(chart, period, 'expense') }
}

export async function incomeAndExpenditure(
  db: Db,
  filter: ReportFilter,
): Promise<IncomeAndExpenditureVertical> {
  const { income, expenses } = await incomeAndExpenseSections(db, filter)
  const totalIncome = total(income.map((s) => s.section))
  const totalExpenses = total(expenses.map((s) => s.section))
  return {
    income: income.map((s) => s.section),
    expenses: expenses.map((s) => s.section),
    totalIncome,
    totalExpenses,
    surplus: totalIncome - totalExpenses,
  }
}

export async function incomeAndExpenditureHorizontal(
  db: Db,
  filter: ReportFilter,
): Promise<IncomeAndExpenditureHorizontal> {
  const { income, expenses } = await incomeAndExpenseSections(db, filter)
  const leftUpper = expenses.filter((s) => s.trading).map((s) => s.section)
  const rightUpper = income.filter((s) => s.trading).map((s) => s.section)
  const leftLower = expenses.filter((s) => !s.trading).map((s) => s.section)
  const rightLower = income.filter((s) => !s.trading).map((s) => s.section)
  const gross = total(rightUpper) - total(leftUpper)
  if (gross >= 0n) {
    leftUpper.push(computed('Gross Surplus c/o', gross))
    rightLower.unshift(computed('Gross Surplus b/f', gross))
  } else {
    rightUpper.push(computed('Gross Deficit c/o', -gross))
    leftLower.unshift(computed('Gross Deficit b/f', -gross))
  }
  const net = total(rightLower) - total(leftLower)
  if (net >= 0n) leftLower.push(computed('Excess of Income over Expenditure (Surplus)', net))
  else rightLower.push(computed('Excess of Expenditure over Income (Deficit)', -net))
  return {
    leftUpper,
    rightUpper,
    leftLower,
    rightLower,
    upperTotal: total(leftUpper),
    leftTotal: total(leftLower),
    rightTotal: total(rightLower),
    surplus: net,
  }
}
