/**
 * The dues screens' calls beyond react-admin's list and read (which go through the data provider):
 * finding members, the collection's dry run and the collection itself, cancelling, and the
 * receipt's PDF address. The paths are the dues API's (docs/api-compat.md, "Dues"); errors arrive
 * as react-admin's HttpError from providers/http.ts, field errors in body.errors.
 */
import type { DuesMethod, DuesPeriodKind } from '../../common/dues.ts'
import type { MemberStatus } from '../../common/membership-status.ts'
import { requestJson } from '../providers/http.ts'

export const DUES = '/monthly_subscription/api/v1/monthly_subscription/'

export interface FoundMember {
  id: number
  member_number: string
  name: string
  primary_phone: string | null
  status: MemberStatus | null
}

export interface DuesType {
  id: number
  name: string
  fee: string
  period: DuesPeriodKind
}

export interface ArrearsShown {
  count: number
  amount: string
  from: string | null
  to: string | null
  rule: string
}

/** One member's line of a preview: their payment, or why they cannot pay. */
export interface PlannedPayment {
  member: number
  member_number: string | null
  member_name: string | null
  problem: string | null
  status?: MemberStatus
  status_rule?: string
  membership_type?: DuesType
  arrears?: ArrearsShown
  periods?: number
  amount?: string
  period_start?: string
  period_end?: string | null
  continues?: boolean
}

export interface Preview {
  paid_on: string
  renewal_rule: string
  total: string
  members: PlannedPayment[]
}

export interface DuesPayment {
  id: number
  member: number
  member_number: string | null
  member_name: string | null
  amount: string
  subscription_date: string
  note: string | null
  membership_type: number
  membership_type_name: string | null
  period_kind: DuesPeriodKind | null
  periods: number
  membership: number
  period_start: string | null
  period_end: string | null
  paid_on: string
  method: DuesMethod
  reference: string | null
  bank_name: string | null
  cheque_date: string | null
  receipt_id: number
  receipt_number: string | null
  voucher_id: number
  voucher_number: string | null
  collection_id: string
  cancelled_at: string | null
  cancel_reason: string | null
  reversal_voucher_id: number | null
  reversal_voucher_number: string | null
  created_at: string
  /** Only in create/'s answer: what became of the receipt's email. */
  receipt_email?: 'sent' | 'kept' | 'failed' | 'no-address'
}

export interface Collected {
  collection_id: string
  total: string
  monthly_subscriptions: DuesPayment[]
}

/** What the collection screen sends (create/ and preview/ take the same). */
export interface CollectionForm {
  member: number[]
  method: DuesMethod
  membership_type?: number
  periods?: number
  paid_on?: string
  reference?: string
  bank_name?: string
  cheque_date?: string
  note?: string
}

export async function findMembers(text: string): Promise<FoundMember[]> {
  const answer = await requestJson<{ members: FoundMember[] }>(
    `${DUES}member_search/?${new URLSearchParams({ q: text })}`,
  )
  return answer.members
}

export const previewCollection = (form: CollectionForm) =>
  requestJson<Preview>(`${DUES}preview/`, { method: 'POST', body: { ...form } })

export const collectDues = (form: CollectionForm) =>
  requestJson<Collected>(`${DUES}create/`, { method: 'POST', body: { ...form } })

export const getPayment = (id: number | string) =>
  requestJson<DuesPayment>(`${DUES}${encodeURIComponent(String(id))}`)

export const cancelPayment = (id: number, reason: string) =>
  requestJson<DuesPayment>(`${DUES}cancel/${id}`, { method: 'POST', body: { reason } })

/** The receipt's PDF, opened in a new tab (every copy after the first says "DUPLICATE COPY"). */
export const receiptUrl = (paymentId: number) => `${DUES}receipt/${paymentId}`
