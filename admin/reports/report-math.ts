/**
 * The report screens' arithmetic kept apart from React, so it is plain data a unit test can check:
 * which trial balance rows show under collapsed groups, how a signed balance splits into the Dr and
 * Cr columns, amounts in Bangladeshi grouping, and the default period (the current fiscal year up to
 * today). Amounts stay bigint paisa from the wire's strings: never a float.
 */
import { formatTaka, parseAmount } from '../../common/money.ts'

/** "1,25,000.00" for an amount on the wire, or an empty cell for nothing. */
export function taka(text: string | null | undefined): string {
  const paisa = parseAmount(text ?? '') ?? 0n
  return paisa === 0n ? '' : formatTaka(paisa)
}

/** "1,25,000.00" even for zero (totals rows always show a figure). */
export function takaOrZero(text: string | null | undefined): string {
  return formatTaka(parseAmount(text ?? '') ?? 0n)
}

/** A balance (Σdebit − Σcredit) in the column it belongs to: positive is Dr, negative is Cr. */
export function drCrSplit(balance: string | null | undefined): { debit: string; credit: string } {
  const paisa = parseAmount(balance ?? '') ?? 0n
  if (paisa === 0n) return { debit: '', credit: '' }
  return paisa > 0n ? { debit: formatTaka(paisa), credit: '' } : { debit: '', credit: formatTaka(-paisa) }
}

/** "1,25,000.00 Dr", "300.00 Cr", or "0.00" for a balance that is nil. */
export function drCrText(balance: string | null | undefined): string {
  const paisa = parseAmount(balance ?? '') ?? 0n
  if (paisa === 0n) return '0.00'
  return `${formatTaka(paisa < 0n ? -paisa : paisa)} ${paisa < 0n ? 'Cr' : 'Dr'}`
}

export interface TreeRow {
  id: number
  group_or_ledger: 'primary_group' | 'group' | 'ledger'
  depth: number
}

/** A row's key unique across the three kinds (a group and a ledger may share an id). */
export const rowKey = (row: TreeRow) => `${row.group_or_ledger}:${row.id}`

/**
 * The rows that show, in the answer's pre-order, when the rows whose keys are in `collapsed` are
 * closed: everything deeper than a closed row, up to the next row at its depth or above, is hidden.
 */
export function visibleRows<R extends TreeRow>(rows: readonly R[], collapsed: ReadonlySet<string>): R[] {
  const shown: R[] = []
  let hiddenBelow: number | null = null
  for (const row of rows) {
    if (hiddenBelow !== null && row.depth > hiddenBelow) continue
    hiddenBelow = null
    shown.push(row)
    if (collapsed.has(rowKey(row))) hiddenBelow = row.depth
  }
  return shown
}

/** Whether a row has rows under it: the next row in pre-order is deeper. */
export function hasChildren(rows: readonly TreeRow[], index: number): boolean {
  const next = rows[index + 1]
  return next !== undefined && next.depth > (rows[index]?.depth ?? 0)
}

/**
 * The fiscal year holding `today` (YYYY-MM-DD) as a period from its first day to today; a year
 * starting in July runs 1 July – 30 June, so 2026-03-10 is in the year that began 2025-07-01.
 */
export function defaultPeriod(today: string, startMonth: number): { from: string; to: string } {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  const startYear = month >= startMonth ? year : year - 1
  return { from: `${startYear}-${String(startMonth).padStart(2, '0')}-01`, to: today }
}
