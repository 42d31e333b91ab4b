/**
 * Sundry debtors and creditors (the original's report_for_sundry_debtors/ and …_creditors/): the
 * balances of the ledgers with posted lines under the seeded Sundry Debtors or Sundry Creditors group (and their
 * sub-groups), and of the ledgers typed receivable or payable wherever they sit. A debtor's
 * balance is what is owed to the organisation (debit), a creditor's what it owes (credit).
 */
import type { Paisa } from '../../../../common/money.ts'
import type { Db } from '../../../db/client.ts'
import { closing, type LedgerTotals, ledgerTotals } from './balances.ts'
import { defaultGroup, ledgersUnder, loadChart } from './chart.ts'
import type { ReportFilter } from './filters.ts'

export interface PartyBalance {
  id: number
  name: string
  group: string
  opening: Paisa
  debit: Paisa
  credit: Paisa
  /** On the report's side: owed to us (debtors) or by us (creditors); negative is an advance. */
  balance: Paisa
}

export interface SundryReport {
  ledgers: PartyBalance[]
  totalBalance: Paisa
}

const KINDS = {
  debtors: { group: 'Sundry Debtors', type: 'receivable', sign: 1n },
  creditors: { group: 'Sundry Creditors', type: 'payable', sign: -1n },
} as const

export async function sundryBalances(
  db: Db,
  kind: keyof typeof KINDS,
  filter: ReportFilter,
): Promise<SundryReport> {
  const { group, type, sign } = KINDS[kind]
  const chart = await loadChart(db)
  const root = defaultGroup(chart, group)
  const ids = new Set(root ? ledgersUnder(chart, root.id) : [])
  for (const l of chart.ledgers.values()) if (l.accountType === type) ids.add(l.id)
  const totals = await ledgerTotals(db, filter, { ledgerIds: [...ids] })
  const ledgers = [...ids]
    .map((id) => chart.ledgers.get(id))
    .filter((l): l is NonNullable<typeof l> => l !== undefined && totals.has(l.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((l) => {
      const t = totals.get(l.id) as LedgerTotals
      return {
        id: l.id,
        name: l.name,
        group: chart.groups.get(l.groupId)?.name ?? '',
        opening: sign * t.opening,
        debit: t.debit,
        credit: t.credit,
        balance: sign * closing(t),
      }
    })
  return { ledgers, totalBalance: ledgers.reduce((s, l) => s + l.balance, 0n) }
}
