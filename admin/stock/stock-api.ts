/**
 * The stock screens' calls: the stock per product and branch (inventory all/ and search/ with their
 * total value), one product's stock in each branch, the categories for the list's filter, and
 * recording a stock document (an adjustment, opening stock or a transfer, posted at once). The
 * stock card is read as a report (report-hooks.ts) from `stockCardPath`; the documents' list and
 * page go through the data provider. Paths and JSON are the stock API's (docs/api-compat.md,
 * "Stores: stock"); errors arrive as react-admin's HttpError, a 400's field errors in body.errors.
 */
import { requestJson } from '../providers/http.ts'
import type { Named } from '../vouchers/voucher-api.ts'

const INVENTORY = '/inventory/api/v1/inventory/'
const DOCUMENTS = '/stock_adjustment/api/v1/stock_adjustment/'

/** One product's stock in one branch. Quantities as "3" / "0.25", money "1250.00", costs "125.5000". */
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

export interface StockPage {
  inventories: StockRow[]
  page: number
  total_pages: number
  total_elements: number
  total_value: string
}

export interface StockListFilters {
  search?: string
  branch?: string
  category?: string
  low_stock?: string
  page?: string
}

export const STOCK_PAGE_SIZE = 25

/** A page of stock rows for the filters: search/ when there is text to find, all/ otherwise. */
export function readStock(filters: StockListFilters): Promise<StockPage> {
  const { search, ...rest } = filters
  const query = new URLSearchParams({ size: String(STOCK_PAGE_SIZE) })
  for (const [key, value] of Object.entries(rest)) if (value) query.set(key, value)
  if (search?.trim()) query.set('searchKey', search.trim())
  return requestJson<StockPage>(`${INVENTORY}${search?.trim() ? 'search/' : 'all/'}?${query}`)
}

export interface ProductStock {
  product: number
  product_sku: string
  product_name: string
  unit: string
  quantity: string
  branches: StockRow[]
}

/** A product's stock in each branch that has held it. */
export const readProductStock = (productId: number | string) =>
  requestJson<ProductStock>(`${INVENTORY}${encodeURIComponent(String(productId))}`)

export async function categories(): Promise<Named[]> {
  const answer = await requestJson<{ categories: Named[] }>(
    '/category/api/v1/category/without_pagination/all/',
  )
  return answer.categories
}

/** The stock card report's path (its parameters: branch, date_after, date_before, page, size, format). */
export const stockCardPath = (productId: number | string) =>
  `${INVENTORY}stock_card/${encodeURIComponent(String(productId))}`

/** A position of the chain: what was in stock and its value ("rate" is the moving average). */
export interface Position {
  quantity: string
  value: string
  rate: string
}

export interface Movement {
  id: number
  date: string
  kind: string
  product: number
  branch: number
  quantity: string
  quantity_in: string
  quantity_out: string
  value: string
  quantity_after: string
  value_after: string
  rate_after: string
  unit_cost: string | null
  reason: string | null
  source_type: string | null
  source_id: number | null
  voucher_id: number | null
  voucher_number: string | null
}

export interface StockCard {
  product: number
  branch: number
  opening: Position
  movements: Movement[]
  closing: Position
  page: number
  total_pages: number
}

export type StockDocumentKind = 'adjustment' | 'opening' | 'transfer'

export interface StockDocument {
  id: number
  kind: StockDocumentKind
  branch: number
  branch_name: string | null
  to_branch: number | null
  to_branch_name: string | null
  date: string
  reason: string
  value: string
  voucher_id: number | null
  voucher_number: string | null
  movements?: (Movement & { product_sku: string | null; product_name: string | null })[]
  created_at: string
}

export interface StockDocumentRequest {
  kind: StockDocumentKind
  branch: number
  to_branch?: number
  date: string
  reason: string
  items: { product: number; quantity: string; unit_cost?: string }[]
}

/** Records the document, its movements and its journal voucher in one transaction. */
export const recordStockDocument = (body: StockDocumentRequest) =>
  requestJson<StockDocument>(`${DOCUMENTS}create/`, { method: 'POST', body: { ...body } })

/** A document with its movements, each with its product's SKU and name. */
export const readStockDocument = (id: number | string) =>
  requestJson<StockDocument>(`${DOCUMENTS}${encodeURIComponent(String(id))}`)
