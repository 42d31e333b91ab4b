/**
 * The ledgers a settings screen's picker offers (the giving settings', the stores'): the open ones
 * that fit the setting, and the one it names now whatever it is, so a screen never shows a setting
 * as empty because its ledger was closed or no longer fits. The chart of accounts gives each
 * ledger its primary group's nature, which a stock ledger needs (an asset) and the ledgers' list
 * does not carry.
 */
import type { ChartGroup, ChartPrimary } from '../../common/chart-of-accounts.ts'

export interface Named {
  id: number
  name: string
}

/** A ledger as the chart holds it, with its primary group's nature. */
export interface ChartLedgerChoice extends Named {
  account_type: string
  is_active: boolean
  nature: string
}

/** Every ledger of the chart, in the chart's order, with the nature of the primary group it is under. */
export function chartLedgers(primaries: readonly ChartPrimary[]): ChartLedgerChoice[] {
  const out: ChartLedgerChoice[] = []
  const walk = (group: ChartGroup, nature: string) => {
    for (const l of group.ledgers)
      out.push({ id: l.id, name: l.name, account_type: l.account_type, is_active: l.is_active, nature })
    for (const child of group.groups) walk(child, nature)
  }
  for (const p of primaries) for (const g of p.groups) walk(g, p.nature)
  return out
}

/** The open ledgers that fit, with the current one first when it is not among them. */
export function offeredLedgers<L extends Named & { is_active?: boolean }, C extends Named>(
  all: readonly L[],
  current: C | null,
  fits: (ledger: L) => boolean,
): (L | C)[] {
  const fitting = all.filter((l) => fits(l) && l.is_active !== false)
  return current && !fitting.some((l) => l.id === current.id) ? [current, ...fitting] : fitting
}
