/**
 * Which ledgers the giving settings may point at, shared by the server (which refuses any other,
 * naming the setting and the types in words) and the settings screen (whose pickers offer only
 * these). Gifts and dues are credited to income ledgers; money received is debited to cash, or to
 * a bank ledger for cheques and transfers, the merchant wallet and the gateway's clearing account,
 * so that their settlement to the real bank account is a contra (ADR 024).
 */
export const GIVING_LEDGER_SETTINGS = {
  donation_ledger: {
    label: 'Donations ledger',
    type: 'income',
    help: 'Credited with every gift, under the cause’s sub-ledger.',
  },
  dues_ledger: { label: 'Membership dues ledger', type: 'income', help: 'Credited with membership dues.' },
  cash_ledger: { label: 'Cash ledger', type: 'cash', help: 'Debited for cash received.' },
  bank_ledger: { label: 'Bank ledger', type: 'bank', help: 'Debited for cheques and bank transfers.' },
  wallet_ledger: {
    label: 'Mobile wallet ledger',
    type: 'bank',
    help: 'Debited for bKash, Nagad and Rocket payments to the organisation’s merchant wallet.',
  },
  gateway_ledger: {
    label: 'Payment gateway ledger',
    type: 'bank',
    help: 'Debited for online gifts: money the gateway holds until it settles to the bank.',
  },
} as const satisfies Record<string, { label: string; type: 'income' | 'cash' | 'bank'; help: string }>

export type GivingLedgerSetting = keyof typeof GIVING_LEDGER_SETTINGS
export const GIVING_LEDGER_KEYS = Object.keys(GIVING_LEDGER_SETTINGS) as GivingLedgerSetting[]
