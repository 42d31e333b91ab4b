/**
 * The chart of accounts as the statements read it: primary groups, the group tree and the ledgers,
 * loaded whole (a chart has hundreds of rows, the lines are what is large). Statements roll ledger
 * balances up this tree in TypeScript, so the database aggregates lines once, per ledger.
 */
import { asc } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { accountGroup, ledgerAccount, primaryGroup } from '../tables.ts'

export type Nature = 'asset' | 'liability' | 'income' | 'expense' | 'fund'

export interface ChartGroup {
  id: number
  name: string
  parentId: number | null
  primaryGroupId: number
  isDefault: boolean
}

export interface ChartLedger {
  id: number
  name: string
  groupId: number
  accountType: string
  isActive: boolean
}

export interface Chart {
  primaries: { id: number; name: string; nature: Nature }[]
  groups: Map<number, ChartGroup>
  ledgers: Map<number, ChartLedger>
  /** Sub-groups of a group (key: group id) or of a primary group (key: `p<id>`), in chart order. */
  childGroups: Map<number | string, ChartGroup[]>
  /** Ledgers directly under a group, by name. */
  groupLedgers: Map<number, ChartLedger[]>
}

export async function loadChart(db: Db): Promise<Chart> {
  const [primaries, groups, ledgers] = await Promise.all([
    db.select().from(primaryGroup).orderBy(asc(primaryGroup.position), asc(primaryGroup.id)),
    db.select().from(accountGroup).orderBy(asc(accountGroup.position), asc(accountGroup.name)),
    db.select().from(ledgerAccount).orderBy(asc(ledgerAccount.name)),
  ])
  const childGroups = new Map<number | string, ChartGroup[]>()
  for (const g of groups) {
    const key = g.parentId ?? `p${g.primaryGroupId}`
    childGroups.set(key, [...(childGroups.get(key) ?? []), g])
  }
  const groupLedgers = new Map<number, ChartLedger[]>()
  for (const l of ledgers) groupLedgers.set(l.groupId, [...(groupLedgers.get(l.groupId) ?? []), l])
  return {
    primaries: primaries.map((p) => ({ id: p.id, name: p.name, nature: p.nature as Nature })),
    groups: new Map(groups.map((g) => [g.id, g])),
    ledgers: new Map(ledgers.map((l) => [l.id, l])),
    childGroups,
    groupLedgers,
  }
}

/** The nature of a ledger: its group's primary group's. */
export function natureOf(chart: Chart, ledger: ChartLedger): Nature | undefined {
  const group = chart.groups.get(ledger.groupId)
  return chart.primaries.find((p) => p.id === group?.primaryGroupId)?.nature
}

/** The ids of the ledgers under a group and all its sub-groups. */
export function ledgersUnder(chart: Chart, groupId: number): number[] {
  const ids = (chart.groupLedgers.get(groupId) ?? []).map((l) => l.id)
  for (const child of chart.childGroups.get(groupId) ?? []) ids.push(...ledgersUnder(chart, child.id))
  return ids
}

/** A seeded group found by its name (the seed's names are its keys, chart-seed.ts). */
export function defaultGroup(chart: Chart, name: string): ChartGroup | undefined {
  for (const g of chart.groups.values()) if (g.isDefault && g.name === name) return g
  return undefined
}
