/**
 * The giving screens' calls beyond react-admin's list and read of gifts (which go through the data
 * provider): recording money, refunds, cancelled pledges, the receipt emailed again, the causes for
 * pickers, the giving settings and the ledgers they may name, and the report's paths. The paths
 * are the giving API's (docs/api-compat.md, "Donations (back office)"); errors arrive as
 * react-admin's HttpError from providers/http.ts, a 400's field errors in body.errors.
 */
import { HttpError } from 'react-admin'
import { requestJson } from '../providers/http.ts'

export const DONATION = '/donation/api/v1/donation/'
export const REPORT = '/donation_report/api/v1/donation_report/by_cause_month/'
export const SETTINGS = '/giving_setting/api/v1/giving_setting/'

export interface VoucherLink {
  id: number
  number: string | null
}

export interface Donation {
  id: number
  transaction_id: string
  cause: number | null
  cause_name: string | null
  amount: string
  message: string | null
  first_name: string
  last_name: string
  email: string | null
  phone_number: string | null
  address: string | null
  anonymous: boolean
  channel: 'online' | 'offline'
  method: string | null
  status: string
  status_note: string | null
  reference: string | null
  bank_name: string | null
  cheque_date: string | null
  received_on: string | null
  completed_at: string | null
  gateway_transaction_id: string | null
  gateway_method: string | null
  receipt_number: string | null
  receipt: { id: number; number: string; emailed_at: string | null; times_printed: number } | null
  voucher: VoucherLink | null
  refunded_at: string | null
  refund_reason: string | null
  refund_reference: string | null
  refund_voucher: VoucherLink | null
  recurring_gift: number | null
  created_at: string
}

/** What became of the receipt's email after money was recorded. */
export type ReceiptEmail = 'sent' | 'kept' | 'failed' | 'no-address'

export const getDonation = (id: number | string) =>
  requestJson<Donation>(`${DONATION}${encodeURIComponent(String(id))}`)

/** The money's particulars, as the payment fields hold them (empty ones are left out). */
export interface Payment {
  method: string
  received_on: string
  reference: string
  bank_name: string
  cheque_date: string
}

const sent = (values: Record<string, string | number | null | boolean>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))

export const recordGift = (gift: Record<string, string | number | null | boolean>) =>
  requestJson<Donation & { receipt_email: ReceiptEmail }>(`${DONATION}record_gift/`, {
    method: 'POST',
    body: sent(gift),
  })

export const recordPayment = (id: number, payment: Payment) =>
  requestJson<Donation & { receipt_email: ReceiptEmail }>(`${DONATION}record_payment/${id}`, {
    method: 'POST',
    body: sent({ ...payment }),
  })

export const refundDonation = (id: number, reason: string) =>
  requestJson<Donation>(`${DONATION}refund/${id}`, { method: 'POST', body: { reason } })

export const cancelPledge = (id: number, reason: string) =>
  requestJson<Donation>(`${DONATION}cancel/${id}`, { method: 'POST', body: { reason } })

export const emailReceiptAgain = (id: number) =>
  requestJson<{ detail: string; outcome: string }>(`${DONATION}email_receipt/${id}`, { method: 'POST' })

export const receiptUrl = (id: number) => `${DONATION}receipt/${id}`

export const statementUrl = (email: string, fiscalYear: string) =>
  `${DONATION}statement/?${new URLSearchParams({ email, fiscal_year: fiscalYear })}`

export interface CauseChoice {
  id: number
  name: string
  status: string
  end_date: string | null
}

export async function causeChoices(): Promise<CauseChoice[]> {
  return (await requestJson<{ causes: CauseChoice[] }>(`${DONATION}causes/`)).causes
}

export interface LedgerChoice {
  id: number
  name: string
  account_type: string
  is_active?: boolean
}

export async function ledgerChoices(): Promise<LedgerChoice[]> {
  const answer = await requestJson<{ ledger_accounts?: LedgerChoice[] }>(
    '/ledger_account/api/v1/ledger_account/without_pagination/all/',
  )
  return answer.ledger_accounts ?? []
}

/** The server's field errors ({reference: "…"}) from a 400, by field; empty for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = error instanceof HttpError ? error.body?.errors : undefined
  if (!errors || typeof errors !== 'object') return {}
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>)
      .filter(([key]) => key !== 'root')
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(' ') : String(value)]),
  )
}

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback
