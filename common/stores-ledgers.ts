/**
 * Which ledgers the stores' settings may point at, shared by the server (which refuses any other,
 * naming the setting and what it needs: server/modules/stores/settings-routes.ts) and the settings
 * screen (whose pickers offer only these). Stock is an asset held at cost, so a ledger of type
 * "other" under an asset group; sales and delivery charges are income; the cost of goods sold and
 * stock adjustments are expenses (ADR 025).
 */
export const STORES_LEDGER_SETTINGS = {
  stock_ledger: {
    label: 'Stock ledger',
    type: 'other',
    nature: 'asset',
    need: 'a ledger of type other under an asset group (such as Stock-in-Hand)',
    help: 'Debited with goods bought and credited with goods sold, at cost.',
  },
  sales_ledger: {
    label: 'Sales ledger',
    type: 'income',
    need: 'an income ledger',
    help: 'Credited with what customers pay for goods.',
  },
  cost_of_goods_ledger: {
    label: 'Cost of goods sold ledger',
    type: 'expense',
    need: 'an expense ledger',
    help: 'Debited with what the goods sold cost.',
  },
  adjustment_ledger: {
    label: 'Stock adjustments ledger',
    type: 'expense',
    need: 'an expense ledger',
    help: 'Stock found or lost at a count, and revaluations.',
  },
  shipping_ledger: {
    label: 'Delivery charges ledger',
    type: 'income',
    need: 'an income ledger',
    help: 'Credited with the delivery charges of orders.',
  },
} as const satisfies Record<
  string,
  { label: string; type: string; nature?: string; need: string; help: string }
>

export type StoresLedgerSetting = keyof typeof STORES_LEDGER_SETTINGS
export const STORES_LEDGER_KEYS = Object.keys(STORES_LEDGER_SETTINGS) as StoresLedgerSetting[]

/** Whether a ledger, by its type and its primary group's nature, may be the setting's. */
export function fitsStoresLedger(
  key: StoresLedgerSetting,
  ledger: { type: string; nature: string },
): boolean {
  const setting: { type: string; nature?: string } = STORES_LEDGER_SETTINGS[key]
  return ledger.type === setting.type && (setting.nature === undefined || ledger.nature === setting.nature)
}
