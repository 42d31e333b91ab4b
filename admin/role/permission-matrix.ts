/**
 * The permission matrix's model: the permission records ("<resource>.<action>") laid out as rows
 * of resources and columns of actions, and what ticking a cell, a row or a column does to the
 * role's list of permission ids. Read-only resources (the audit log, permissions) have only read.
 * Actions beyond the four (a voucher's post and reverse, a fiscal year's close) share one "Other"
 * column, each as its own labelled box, so a permission the server makes is never hidden.
 */
export const MATRIX_ACTIONS = ['create', 'read', 'update', 'delete'] as const
export type MatrixAction = (typeof MATRIX_ACTIONS)[number]

export interface PermissionRecord {
  id: number
  name: string
  /** Only the Administrator may hold it (Outgoing email holds everyone's reset links). */
  administrator_only?: boolean
}

/** An action outside create/read/update/delete ("reverse_past_day") and its permission id. */
export interface OtherAction {
  action: string
  id: number
}

export interface MatrixRow {
  resource: string
  /** The permission id of each action the resource has. */
  cells: Partial<Record<MatrixAction, number>>
  /** The resource's other actions, alphabetical. */
  other: OtherAction[]
}

const isAction = (value: string): value is MatrixAction =>
  (MATRIX_ACTIONS as readonly string[]).includes(value)

/** An action's name as a word: "reverse_past_day" → "Reverse past day". */
export function actionLabel(action: string): string {
  const words = action.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * One row per resource, alphabetical; names that are not "<resource>.<action>" are left out, and so
 * are permissions only the Administrator holds: the server refuses a role that has one.
 */
export function matrixRows(permissions: readonly PermissionRecord[]): MatrixRow[] {
  const rows = new Map<string, MatrixRow>()
  for (const { id, name, administrator_only } of permissions) {
    if (administrator_only) continue
    const dot = name.lastIndexOf('.')
    const resource = name.slice(0, dot)
    const action = name.slice(dot + 1)
    if (dot <= 0 || !/^[a-z][a-z0-9_]*$/.test(action)) continue
    const row = rows.get(resource) ?? { resource, cells: {}, other: [] }
    if (isAction(action)) row.cells[action] = id
    else row.other.push({ action, id })
    rows.set(resource, row)
  }
  for (const row of rows.values()) row.other.sort((a, b) => a.action.localeCompare(b.action))
  return [...rows.values()].sort((a, b) => a.resource.localeCompare(b.resource))
}

export const rowIds = (row: MatrixRow): number[] => [
  ...MATRIX_ACTIONS.flatMap((action) => (row.cells[action] === undefined ? [] : [row.cells[action]])),
  ...row.other.map((o) => o.id),
]

/** A column's permission ids: one of the four actions, or 'other' for every other action. */
export const columnIds = (rows: readonly MatrixRow[], action: MatrixAction | 'other'): number[] =>
  action === 'other'
    ? rows.flatMap((row) => row.other.map((o) => o.id))
    : rows.flatMap((row) => (row.cells[action] === undefined ? [] : [row.cells[action]]))

export type Tick = 'all' | 'some' | 'none'

/** How many of `ids` are selected: a row's or column's checkbox is ticked, mixed or empty. */
export function tickOf(selected: readonly number[], ids: readonly number[]): Tick {
  const count = ids.filter((id) => selected.includes(id)).length
  return count === 0 ? 'none' : count === ids.length ? 'all' : 'some'
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b)

/** Ticking one cell. */
export function toggleOne(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : sorted([...selected, id])
}

/** A row's or column's checkbox: all of them when any is missing, none when all were ticked. */
export function toggleAll(selected: readonly number[], ids: readonly number[]): number[] {
  if (tickOf(selected, ids) === 'all') return selected.filter((s) => !ids.includes(s))
  return sorted([...selected, ...ids])
}
