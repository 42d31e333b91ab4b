/**
 * The plain data both documents are drawn from. The donations and the dues load it (from their
 * rows and the general settings) and pass it in: the renderers read no database.
 */

import { formatDate } from '../../common/dates.ts'
import type { Paisa } from '../../common/money.ts'

/** The organisation as its letterhead shows it, from the general settings. */
export interface Organisation {
  name: string
  address: string
  phone?: string
  email?: string
  website?: string
  /** NGO Affairs Bureau, Social Welfare, RJSC registration numbers, e-TIN… in the order given. */
  registrations: { label: string; value: string }[]
  /** The logo as PNG or JPEG bytes. */
  logo?: Uint8Array
  /**
   * The tax treatment of gifts, printed in the footer only when given: donors may claim a rebate
   * only for government-approved institutions, so the sentence must come from the organisation,
   * never from a default here.
   */
  taxExemptionNote?: string
}

/** A donor or member as the documents name them. */
export interface Party {
  name: string
  address?: string
  phone?: string
  email?: string
}

export interface Signatory {
  name: string
  title: string
}

/** How the money came, with the reference a reader can trace it by. Never a card number. */
export type ReceiptMethod =
  | { kind: 'cash' }
  | { kind: 'cheque'; number: string; bank: string; date?: string }
  | { kind: 'bank_transfer'; bank?: string; reference: string }
  | { kind: 'mobile_wallet'; wallet: 'bKash' | 'Nagad' | 'Rocket'; transactionId: string }
  /** Through a gateway (SSLCommerz): the instrument as it reported it ("Card", "bKash"). */
  | { kind: 'online'; gateway: string; instrument?: string; reference: string }

/** One gift or payment on an annual statement. */
export interface StatementGift {
  date: string
  receiptNumber: string
  purpose: string
  method: ReceiptMethod
  amount: Paisa
}

/** "Cheque no. 104522, Sonali Bank, dated 1 July 2026", "bKash transaction ID 9GH7K2L1QZ"… */
export function describeMethod(method: ReceiptMethod): string {
  switch (method.kind) {
    case 'cash':
      return 'Cash'
    case 'cheque':
      return `Cheque no. ${method.number}, ${method.bank}${method.date ? `, dated ${formatDate(method.date)}` : ''}`
    case 'bank_transfer':
      return `Bank transfer${method.bank ? `, ${method.bank}` : ''}, ref. ${method.reference}`
    case 'mobile_wallet':
      return `${method.wallet} transaction ID ${method.transactionId}`
    case 'online':
      return `${method.instrument ?? 'Online payment'} via ${method.gateway}, ref. ${method.reference}`
  }
}
