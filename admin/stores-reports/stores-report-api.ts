/**
 * Where the stores' report screens read: the five reports' paths (docs/api-compat.md, "Stores"),
 * their JSON as the screens use it, and the lists their filters choose from (customers, vendors,
 * products, categories, statuses), each read whole once. The reports themselves are read through
 * admin/reports/report-hooks.ts like the accounting reports, with the same `format=csv` link.
 */
import { requestJson } from '../providers/http.ts'
import { statusWords } from './report-words.ts'

export const PROFIT = '/report/api/v1/order_report_with_profit/filter/'
export const ORDER_SUMMARY = '/summary_report/api/v1/order_summary_report/filter/'
export const INVENTORY = '/summary_report/api/v1/inventory_summary_report/filter/'
export const PURCHASE_REQUESTS = '/summary_report/api/v1/purchase_request_summary_report/filter/'
export const PURCHASES = '/summary_report/api/v1/purchase_final_summary_report/filter/'

/** What a row of the profit report adds up: amounts as the wire's decimal text, never floats. */
export interface ProfitFigures {
  quantity: string
  revenue: string
  cost: string
  margin: string
  /** Two decimals; null without revenue. */
  margin_percent: string | null
}

export interface ProfitReport {
  orders: (ProfitFigures & { id: number; order_no: string; delivered_on: string; customer: string | null })[]
  products: (ProfitFigures & { id: number; name: string; sku: string })[]
  totals: ProfitFigures
  total_pages: number
}

export interface OrderSummary {
  rows: { period: string; status: string; count: number; net_amount: string }[]
  by_status: { status: string; count: number; net_amount: string }[]
  totals: { count: number; net_amount: string }
  total_pages: number
}

export interface StockRow {
  product: number
  product_sku: string
  product_name: string
  unit: string
  branch: number
  branch_name: string
  quantity: string
  value: string
  average_cost: string | null
  low_stock_threshold: string
  low_stock: boolean
}

export interface InventorySummary {
  inventory_summary_reports: StockRow[]
  total_value: string
  as_of: string | null
  total_pages: number
}

/** A request's or purchase's vendor, branch or status: `{id, name}` or nothing. */
export type NamedRef = { id: number; name: string } | null

/** A row of either purchase summary; each report reads its own keys (PurchaseSummary.tsx). */
export type PurchaseRow = Record<string, string | number | NamedRef | undefined>

export interface PurchaseSummaryAnswer {
  purchase_requests?: PurchaseRow[]
  purchase_finals?: PurchaseRow[]
  totals: Record<string, string | number>
  total_pages: number
}

/** One choice of a filter: the value the API takes and the name a person reads. */
export interface Choice {
  value: string
  label: string
}

const whole = async <T>(resource: string, key: string): Promise<T[]> => {
  const answer = await requestJson<Record<string, T[] | undefined>>(
    `/${resource}/api/v1/${resource}/without_pagination/all/`,
  )
  return answer[key] ?? []
}

const byId = (rows: { id: number; name: string }[]): Choice[] =>
  rows.map((r) => ({ value: String(r.id), label: r.name }))

// Module-level functions: useReadOnce reads each once per page load, keyed by the function.
export const customerChoices = async () => byId(await whole('customer', 'customers'))
export const vendorChoices = async () => byId(await whole('vendor', 'vendors'))
export const categoryChoices = async () => byId(await whole('category', 'categories'))
export const productChoices = async () =>
  (await whole<{ id: number; name: string; sku: string }>('product', 'products')).map((p) => ({
    value: String(p.id),
    label: `${p.sku} · ${p.name}`,
  }))
/** The order statuses by slug, which is what the summary filters on and answers. */
export const orderStatusChoices = async () =>
  (await whole<{ slug: string; name: string }>('orderstatus', 'orderstatuses')).map((s) => ({
    value: s.slug,
    label: s.name,
  }))
/** The requests' statuses by name (the API takes an id or a name; a name reads in the address). */
export const requestStatusChoices = async () =>
  (await whole<{ name: string }>('purchase_status', 'purchase_statuses')).map((s) => ({
    value: s.name,
    label: statusWords(s.name),
  }))
