/**
 * The fiscal years and books settings screens' calls. Neither resource is a list of records the
 * data provider could page (one is closed with its own verb, the other is a single row), so the
 * screens read and write the accounting API's paths directly (docs/api-compat.md, "Fiscal years and
 * the books' settings"); errors arrive as react-admin's HttpError from providers/http.ts.
 */
import { requestJson } from '../providers/http.ts'

const YEARS = '/fiscal_year/api/v1/fiscal_year/'
const SETTINGS = '/ledger_setting/api/v1/ledger_setting/'

export interface FiscalYear {
  id: number
  name: string
  start_date: string
  end_date: string
  status: 'open' | 'closed'
  closed_at: string | null
  closed_by: { id: number; email: string } | null
  closing_voucher: { id: number; number: string | null } | null
}

export async function fiscalYears(): Promise<FiscalYear[]> {
  const answer = await requestJson<{ fiscal_years?: FiscalYear[] }>(`${YEARS}all/`)
  return answer.fiscal_years ?? []
}

export interface Closing {
  detail: string
  closing_voucher: { id: number; number: string } | null
}

export const closeFiscalYear = (id: number) => requestJson<Closing>(`${YEARS}close/${id}`, { method: 'POST' })

export interface BooksSettings {
  fiscal_year_start_month: number
  /** Why the start month can no longer change (fiscal years exist), or null while it can. */
  fiscal_year_start_month_fixed: string | null
  lock_date: string | null
  fund_ledger: { id: number; name: string } | null
  updated_at: string | null
  updated_by: { id: number; email: string } | null
}

export const booksSettings = () => requestJson<BooksSettings>(SETTINGS)

export interface SettingsChange {
  fiscal_year_start_month?: number
  lock_date?: string | null
  fund_ledger?: number
}

export const saveBooksSettings = (body: SettingsChange) =>
  requestJson<BooksSettings>(SETTINGS, { method: 'PUT', body: { ...body } })

export interface Ledger {
  id: number
  name: string
  account_type: string
  is_active?: boolean
}

/** The ledgers the surplus may be carried to: those of type fund. */
export async function fundLedgers(): Promise<Ledger[]> {
  const answer = await requestJson<{ ledger_accounts?: Ledger[] }>(
    '/ledger_account/api/v1/ledger_account/without_pagination/all/',
  )
  return (answer.ledger_accounts ?? []).filter((l) => l.account_type === 'fund')
}
