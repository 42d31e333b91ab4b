/**
 * The stores' settings as GET /stores_setting/api/v1/stores_setting/ answers them, the screen's form
 * of them (each ledger as its id in text, each branch's "may go below zero" by branch id), and the
 * body of a save: only what changed, so saving one branch's switch rewrites nothing else.
 */
import { STORES_LEDGER_KEYS, type StoresLedgerSetting } from '../../common/stores-ledgers.ts'

export const STORES_SETTINGS = '/stores_setting/api/v1/stores_setting/'

export type SettingLedger = { id: number; name: string; account_type: string } | null

export interface BranchSetting {
  branch: { id: number; name: string }
  allow_negative_stock: boolean
}

export type StoresSettings = Record<StoresLedgerSetting, SettingLedger> & {
  branches: BranchSetting[]
  updated_at: string | null
}

export interface StoresSettingsForm {
  ledgers: Record<StoresLedgerSetting, string>
  /** Whether the branch's stock may go below zero, by branch id. */
  negative: Record<number, boolean>
}

export interface StoresSettingsChange extends Partial<Record<StoresLedgerSetting, number | null>> {
  branches?: { branch: number; allow_negative_stock: boolean }[]
}

export const formOf = (s: StoresSettings): StoresSettingsForm => ({
  ledgers: Object.fromEntries(
    STORES_LEDGER_KEYS.map((key) => [key, s[key] ? String(s[key]?.id) : '']),
  ) as Record<StoresLedgerSetting, string>,
  negative: Object.fromEntries(s.branches.map((b) => [b.branch.id, b.allow_negative_stock])),
})

/** What changed: a ledger as its id (null for none, which the server refuses in words), each branch switched. */
export function changesOf(before: StoresSettingsForm, form: StoresSettingsForm): StoresSettingsChange {
  const change: StoresSettingsChange = {}
  for (const key of STORES_LEDGER_KEYS) {
    const value = form.ledgers[key]
    if (value !== before.ledgers[key]) change[key] = value ? Number(value) : null
  }
  const branches = Object.entries(form.negative)
    .filter(([id, allowed]) => before.negative[Number(id)] !== allowed)
    .map(([id, allowed]) => ({ branch: Number(id), allow_negative_stock: allowed }))
  if (branches.length > 0) change.branches = branches
  return change
}
