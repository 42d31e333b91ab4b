/**
 * Reading SSLCommerz's answers: which of its fields we keep, and what the donor paid with.
 * Its validation answer also carries the masked card number, the issuing bank and its country:
 * none of it is kept or passed on (ADR 022), so nothing card-related reaches our database.
 */
import type { PaymentMethod } from './provider.ts'

/** The fields a payment record may keep: references, amounts, dates, the method's name, risk. */
const KEPT = [
  'status',
  'tran_id',
  'val_id',
  'bank_tran_id',
  'amount',
  'store_amount',
  'currency',
  'currency_type',
  'currency_amount',
  'currency_rate',
  'tran_date',
  'validated_on',
  'card_type',
  'risk_level',
  'risk_title',
  'error',
] as const

/** An answer's values as text (JSON may carry numbers or null), only the kept fields. */
export function keptFields(answer: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of KEPT) {
    const value = answer[name]
    if (typeof value === 'string' || typeof value === 'number') kept[name] = String(value)
  }
  return kept
}

/** A field as text, or '' when absent. */
export function text(answer: Record<string, unknown>, name: string): string {
  const value = answer[name]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/**
 * `card_type` names the instrument ("BKASH-BKash", "NAGAD-Nagad", "DBBLMOBILEB-Dbbl Mobile Banking"
 * is Rocket, "VISA-Dutch Bangla"); `card_brand` its family ("MOBILEBANKING", "IB" for internet
 * banking, "VISA", "MASTERCARD", "AMEX").
 */
export function methodOf(cardType: string, cardBrand: string): PaymentMethod {
  const instrument = cardType.split('-')[0]?.toUpperCase() ?? ''
  if (instrument === 'BKASH') return 'bkash'
  if (instrument === 'NAGAD') return 'nagad'
  if (instrument === 'DBBLMOBILEB') return 'rocket'
  if (instrument === 'UPAY') return 'upay'
  const brand = cardBrand.toUpperCase()
  if (brand === 'MOBILEBANKING') return 'mobile_banking'
  if (brand === 'IB') return 'bank'
  if (
    ['VISA', 'MASTERCARD', 'AMEX', 'UNIONPAY', 'DINERS'].includes(brand) ||
    /VISA|MASTER|AMEX/.test(instrument)
  )
    return 'card'
  return 'other'
}
