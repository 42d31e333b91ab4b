/**
 * The voucher screens' calls beyond react-admin's list and read (which go through the data
 * provider): writes with the voucher's own verbs (PUT update/, post/, reverse/, correct/), and the
 * ledgers, sub-ledgers, branches and letterhead the entry and print screens read whole. The paths
 * are the accounting API's (docs/api-compat.md); errors arrive as react-admin's HttpError from
 * providers/http.ts, field errors in body.errors.
 */
import { requestJson } from '../providers/http.ts'
import type { LedgerOption, VoucherItem } from './grid-lines.ts'

const VOUCHER = '/voucher/api/v1/voucher/'

export interface VoucherLink {
  id: number
  number: string | null
}

export interface Voucher {
  id: number
  type: string
  status: 'draft' | 'posted'
  number: string | null
  date: string
  branch: { id: number; name: string } | null
  narration: string | null
  total: string
  ledgers?: string
  reverses: VoucherLink | null
  reversed_by: VoucherLink | null
  replaces: VoucherLink | null
  replaced_by?: VoucherLink | null
  /** The money receipt this voucher booked (a gift's or a dues payment's). */
  receipt?: { id: number; number: string } | null
  fiscal_year?: { id: number; name: string } | string | null
  total_in_words?: string
  posted_at?: string | null
  posted_by?: { id: number; email: string } | null
  items?: (VoucherItem & {
    id: number
    position: number
    ledger: { id: number; name: string; code: string | null; account_type: string }
    sub_ledger: { id: number; name: string } | null
    branch?: { id: number; name: string } | null
  })[]
}

export const getVoucher = (id: number | string) =>
  requestJson<Voucher>(`${VOUCHER}${encodeURIComponent(String(id))}`)

export const createVoucher = (body: Record<string, unknown>) =>
  requestJson<Voucher>(`${VOUCHER}create/`, { method: 'POST', body })

export const updateDraft = (id: number, body: Record<string, unknown>) =>
  requestJson<Voucher>(`${VOUCHER}update/${id}`, { method: 'PUT', body })

export const deleteDraft = (id: number) => requestJson(`${VOUCHER}delete/${id}`, { method: 'DELETE' })

export const postDraft = (id: number) => requestJson<Voucher>(`${VOUCHER}post/${id}`, { method: 'POST' })

export interface ReversalRequest {
  date?: string
  reason?: string
}

const reversalBody = ({ date, reason }: ReversalRequest) => ({
  ...(date ? { date } : {}),
  ...(reason?.trim() ? { reason: reason.trim() } : {}),
})

export const reverseVoucher = (id: number, request: ReversalRequest) =>
  requestJson<Voucher>(`${VOUCHER}reverse/${id}`, { method: 'POST', body: reversalBody(request) })

export const correctVoucher = (id: number, request: ReversalRequest) =>
  requestJson<{ reversal: VoucherLink; draft: { id: number } }>(`${VOUCHER}correct/${id}`, {
    method: 'POST',
    body: reversalBody(request),
  })

const whole = (resource: string) => `/${resource}/api/v1/${resource}/without_pagination/all/`

export async function ledgerAccounts(): Promise<LedgerOption[]> {
  const answer = await requestJson<{ ledger_accounts?: LedgerOption[] }>(whole('ledger_account'))
  return answer.ledger_accounts ?? []
}

export interface Named {
  id: number
  name: string
}

export async function subLedgerAccounts(): Promise<Named[]> {
  const answer = await requestJson<{ sub_ledger_accounts?: Named[] }>(whole('sub_ledger_account'))
  return answer.sub_ledger_accounts ?? []
}

export async function branches(): Promise<Named[]> {
  const answer = await requestJson<Record<string, unknown>>(whole('branch'))
  const list = Object.values(answer ?? {}).find(Array.isArray)
  return (list ?? []) as Named[]
}

/** The organisation's letterhead, from the general settings the site shows. */
export interface Letterhead {
  name: string
  logo: string | null
  address: string | null
  phone: string | null
  email: string | null
}

interface SettingsRecord {
  site_name?: string | null
  title?: string | null
  logo?: string | { src?: string } | null
  address?: string | null
  phone?: string | null
  email?: string | null
}

export async function letterhead(): Promise<Letterhead> {
  const answer = await requestJson<{ general_settings?: SettingsRecord[] }>(
    '/general_setting/api/v1/general_setting/all/',
  )
  const settings = answer.general_settings?.[0] ?? {}
  const logo = typeof settings.logo === 'string' ? settings.logo : (settings.logo?.src ?? null)
  return {
    name: settings.site_name?.trim() || settings.title?.trim() || '',
    logo: logo || null,
    address: settings.address?.trim() || null,
    phone: settings.phone?.trim() || null,
    email: settings.email?.trim() || null,
  }
}
