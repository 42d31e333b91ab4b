/**
 * What each cash and bank ledger holds at the end of a day: Σdebit − Σcredit of its posted lines up
 * to that day, which is the closing balance its cash book or bank book shows for any range ending
 * then (ledger-statement.ts). Cash and bank are the ledgers' account types, not their names.
 * Inactive ledgers are left out unless money is still in them.
 */
import type { Paisa } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { closing, ledgerTotals } from './balances.ts'
import { loadChart } from './chart.ts'

export interface CashBankBalance {
  id: number
  name: string
  type: 'cash' | 'bank'
  balance: Paisa
}

/** Cash ledgers first, then bank ledgers, each by name. */
export async function cashAndBankBalances(db: Db, asOf: string): Promise<CashBankBalance[]> {
  const chart = await loadChart(db)
  const ledgers = [...chart.ledgers.values()].filter(
    (l) => l.accountType === 'cash' || l.accountType === 'bank',
  )
  const totals = await ledgerTotals(db, { to: asOf }, { ledgerIds: ledgers.map((l) => l.id) })
  return ledgers
    .map((l) => {
      const t = totals.get(l.id)
      return {
        id: l.id,
        name: l.name,
        type: l.accountType as 'cash' | 'bank',
        active: l.isActive,
        balance: t ? closing(t) : 0n,
      }
    })
    .filter((l) => l.active || l.balance !== 0n)
    .map(({ active: _, ...l }) => l)
    .sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'cash' ? -1 : 1))
}
