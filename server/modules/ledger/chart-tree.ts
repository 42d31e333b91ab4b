/**
 * The chart of accounts as one tree with balances, for the back office's chart screen: primary
 * groups → groups → ledgers. Each ledger's balance is Σ(debit − credit) of its posted lines up to a
 * date (and in a branch), summed by the database in one aggregate; groups add their ledgers and
 * subgroups up in TypeScript, in integer paisa, so no float ever touches a figure.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { ChartAnswer, ChartGroup } from '../../../common/chart-of-accounts.ts'
import { formatAmount, type Paisa, parseAmount } from '../../../common/money.ts'
import type { Db } from '../../db/client.ts'
import { accountGroup, ledgerAccount, primaryGroup, voucherLine } from './tables.ts'

export interface ChartFilter {
  /** Lines dated on or before it; undefined: every posted line. */
  dateBefore?: string
  branchId?: number
}

interface Totals {
  debit: Paisa
  credit: Paisa
}

/** Σ debit and Σ credit of posted lines per ledger: the one aggregate over the general ledger. */
async function ledgerTotals(db: Db, filter: ChartFilter): Promise<Map<number, Totals>> {
  const rows = await db
    .select({
      ledgerId: voucherLine.ledgerId,
      debit: sql<string>`sum(${voucherLine.debit})::text`,
      credit: sql<string>`sum(${voucherLine.credit})::text`,
    })
    .from(voucherLine)
    .where(
      and(
        eq(voucherLine.posted, true),
        filter.dateBefore ? lte(voucherLine.date, filter.dateBefore) : undefined,
        filter.branchId ? eq(voucherLine.branchId, filter.branchId) : undefined,
      ),
    )
    .groupBy(voucherLine.ledgerId)
  return new Map(
    rows.map((r) => [r.ledgerId, { debit: parseAmount(r.debit) ?? 0n, credit: parseAmount(r.credit) ?? 0n }]),
  )
}

export async function chartTree(db: Db, filter: ChartFilter): Promise<ChartAnswer> {
  const [totals, primaries, groups, ledgers] = await Promise.all([
    ledgerTotals(db, filter),
    db.select().from(primaryGroup).orderBy(asc(primaryGroup.position), asc(primaryGroup.id)),
    db.select().from(accountGroup).orderBy(asc(accountGroup.position), asc(accountGroup.name)),
    db.select().from(ledgerAccount).orderBy(asc(ledgerAccount.name)),
  ])
  const ledgersOf = new Map<number, typeof ledgers>()
  for (const ledger of ledgers)
    ledgersOf.set(ledger.groupId, [...(ledgersOf.get(ledger.groupId) ?? []), ledger])
  const childrenOf = new Map<number | null, typeof groups>()
  for (const group of groups)
    childrenOf.set(group.parentId, [...(childrenOf.get(group.parentId) ?? []), group])

  function groupNode(group: (typeof groups)[number]): { node: ChartGroup; balance: Paisa } {
    let balance = 0n
    const ledgerNodes = (ledgersOf.get(group.id) ?? []).map((l) => {
      const t = totals.get(l.id) ?? { debit: 0n, credit: 0n }
      balance += t.debit - t.credit
      return {
        id: l.id,
        name: l.name,
        code: l.code,
        account_type: l.accountType,
        is_active: l.isActive,
        balance: formatAmount(t.debit - t.credit),
        debit: formatAmount(t.debit),
        credit: formatAmount(t.credit),
      }
    })
    const groupNodes = (childrenOf.get(group.id) ?? []).map((child) => {
      const sub = groupNode(child)
      balance += sub.balance
      return sub.node
    })
    return {
      node: {
        id: group.id,
        name: group.name,
        balance: formatAmount(balance),
        groups: groupNodes,
        ledgers: ledgerNodes,
      },
      balance,
    }
  }

  const topGroups = childrenOf.get(null) ?? []
  return {
    primary_groups: primaries.map((p) => {
      let balance = 0n
      const nodes = topGroups
        .filter((g) => g.primaryGroupId === p.id)
        .map((g) => {
          const sub = groupNode(g)
          balance += sub.balance
          return sub.node
        })
      return { id: p.id, name: p.name, nature: p.nature, balance: formatAmount(balance), groups: nodes }
    }),
  }
}
