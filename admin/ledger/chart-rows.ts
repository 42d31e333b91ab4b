/**
 * The chart tree's answer as rows a screen can show: each node once, with its depth, in tree order,
 * only below expanded nodes. Kept apart from the screen so the flattening is plain data.
 */
import type { ChartGroup, ChartLedger, ChartPrimary } from '../../common/chart-of-accounts.ts'

export interface ChartRow {
  /** p12, g34 or l56: unique across the three kinds. */
  key: string
  kind: 'primary' | 'group' | 'ledger'
  id: number
  name: string
  balance: string
  level: number
  expandable: boolean
  /** Key of the row it sits under, for collapsing from a child. */
  parent: string | null
  ledger?: ChartLedger
}

export function chartRows(primaries: ChartPrimary[], expanded: ReadonlySet<string>): ChartRow[] {
  const rows: ChartRow[] = []
  const addGroup = (g: ChartGroup, level: number, parent: string) => {
    const key = `g${g.id}`
    rows.push({
      key,
      kind: 'group',
      id: g.id,
      name: g.name,
      balance: g.balance,
      level,
      expandable: g.groups.length + g.ledgers.length > 0,
      parent,
    })
    if (!expanded.has(key)) return
    for (const child of g.groups) addGroup(child, level + 1, key)
    for (const l of g.ledgers) {
      rows.push({
        key: `l${l.id}`,
        kind: 'ledger',
        id: l.id,
        name: l.name,
        balance: l.balance,
        level: level + 1,
        expandable: false,
        parent: key,
        ledger: l,
      })
    }
  }
  for (const p of primaries) {
    const key = `p${p.id}`
    rows.push({
      key,
      kind: 'primary',
      id: p.id,
      name: p.name,
      balance: p.balance,
      level: 1,
      expandable: p.groups.length > 0,
      parent: null,
    })
    if (expanded.has(key)) for (const g of p.groups) addGroup(g, 2, key)
  }
  return rows
}
