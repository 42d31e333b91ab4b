/**
 * The voucher types as people name them on screen and on paper: the list's tabs, the entry
 * screen's type choice and the printed title (a receipt voucher is the organisation's money
 * receipt). The API's type names are the original's; only the words are decided here.
 */
export const VOUCHER_TYPES = ['payment', 'receipt', 'contra', 'journal', 'sales', 'purchase'] as const

export type VoucherType = (typeof VOUCHER_TYPES)[number]

/** Closing and opening vouchers are made by the books themselves, never entered on this screen. */
export type AnyVoucherType = VoucherType | 'opening' | 'closing'

const NAMES: Record<AnyVoucherType, string> = {
  payment: 'Payment',
  receipt: 'Receipt',
  contra: 'Contra',
  journal: 'Journal',
  sales: 'Sales bill',
  purchase: 'Purchase bill',
  opening: 'Opening balance',
  closing: 'Year-end closing',
}

const PRINT_TITLES: Record<AnyVoucherType, string> = {
  payment: 'Payment Voucher',
  receipt: 'Money Receipt',
  contra: 'Contra Voucher',
  journal: 'Journal Voucher',
  sales: 'Sales Bill',
  purchase: 'Purchase Bill',
  opening: 'Opening Balance Voucher',
  closing: 'Closing Voucher',
}

const isKnown = (type: string): type is AnyVoucherType => Object.hasOwn(NAMES, type)

/** "Payment", "Sales bill"; an unknown type as the server wrote it. */
export const voucherTypeName = (type: string): string => (isKnown(type) ? NAMES[type] : type)

/** The printed document's title: "Payment Voucher", "Money Receipt", "Sales Bill"… */
export const printTitle = (type: string): string => (isKnown(type) ? PRINT_TITLES[type] : 'Voucher')

/** Contra moves money between cash and bank: only those ledgers may take its lines. */
export const ledgerFitsType = (type: string, accountType: string): boolean =>
  type !== 'contra' || accountType === 'cash' || accountType === 'bank'

interface Link {
  id: number
  number: string | null
}

/** What the list's status column says: a reversal names the other voucher, either way. */
export function voucherStatus(voucher: {
  status: string
  reverses?: Link | null
  reversed_by?: Link | null
}): string {
  if (voucher.status === 'draft') return 'Draft'
  if (voucher.reversed_by) return `Reversed by ${voucher.reversed_by.number ?? voucher.reversed_by.id}`
  if (voucher.reverses) return `Reversal of ${voucher.reverses.number ?? voucher.reverses.id}`
  return 'Posted'
}
