/**
 * The lines of a statement's side (income and expenditure, balance sheet, receipts and payments)
 * as plain data, and how two sides pair up into the rows of one two-sided table: row i holds
 * line i of each side, the shorter side padded with blank cells, so the eye reads across and the
 * totals share the last row. Each side has an inner amount column (a group's ledgers) and an outer
 * one (the group's total); the balance sheet's sides have the outer one only.
 */
import { formatTaka, type Paisa } from '../../common/money.ts'
import type { AmountGroup } from './report-api.ts'
import { takaOrZero } from './report-math.ts'

export interface SideLine {
  key: string
  name: string
  /** A drill-down, the line's name as a link. */
  to?: string
  /** A group (bold, its amount outer), one of its ledgers (indented, inner), a plain item or a total. */
  kind: 'group' | 'ledger' | 'item' | 'total'
  /** The text of each amount cell, inner to outer. */
  amounts: readonly string[]
  /** The test id of the outer amount cell. */
  testId?: string
}

/** Groups with their ledgers: each group's total in the outer column, its ledgers' in the inner. */
export function groupLines(groups: readonly AmountGroup[], ledgerText = takaOrZero): SideLine[] {
  return groups.flatMap((group) => {
    // A computed line (gross surplus, net result) has no id; its name is its own.
    const key = String(group.id ?? group.name)
    return [
      { key, name: group.name, kind: 'group' as const, amounts: ['', takaOrZero(group.amount)] },
      ...group.ledgers.map((ledger) => ({
        key: `${key}/${ledger.id}`,
        name: ledger.name,
        kind: 'ledger' as const,
        amounts: [ledgerText(ledger.amount), ''],
      })),
    ]
  })
}

/** A side's total, in its outer column of `width` amount columns. */
export function totalLine(name: string, amount: string | Paisa, width: number, testId?: string): SideLine {
  const text = typeof amount === 'bigint' ? formatTaka(amount) : takaOrZero(amount)
  return {
    key: `total:${name}:${testId ?? ''}`,
    name,
    kind: 'total',
    amounts: [...Array<string>(width - 1).fill(''), text],
    testId,
  }
}

/** Row i holds line i of each side; `undefined` where a side has run out (blank cells). */
export function pairRows<L>(left: readonly L[], right: readonly L[]): [L | undefined, L | undefined][] {
  return Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [left[i], right[i]])
}
