/**
 * The purchase screens' calls beyond react-admin's lists: a request or a purchase read whole,
 * raising a request, making a purchase from a request or directly, changing a draft's line,
 * paying and confirming, returning goods, the vendors to choose from and the invoice's PDF address.
 * The paths are the purchasing API's (docs/api-compat.md, "Stores: purchasing"); errors arrive as
 * react-admin's HttpError from providers/http.ts, a 400's field errors in body.errors.
 */
import { requestJson } from '../providers/http.ts'

export const REQUESTS = '/purchase_request/api/v1/purchase_request/'
export const PURCHASES = '/purchase_final/api/v1/purchase_final/'
export const RETURNS = '/purchase_return/api/v1/purchase_return/'

export interface Named {
  id: number
  name: string
}

export interface ProductRef {
  id: number
  sku: string
  name: string
  unit: string
}

export interface RequestLine {
  id: number
  product: ProductRef | null
  name: string
  quantity: string
  unit_price: string
  total_price: string
  purchase_request_item_images: { id: number; image: string }[]
}

export interface PurchaseRequest {
  id: number
  invoice_no: string
  purchase_status: Named | null
  vendor: Named | null
  branch: Named | null
  note: string | null
  items_count: number
  total_price: string
  created_at: string
  purchase_request_items?: RequestLine[]
}

export interface PurchaseLine {
  id: number
  product: ProductRef | null
  quantity: string
  unit_price: string
  total: string
}

export interface Purchase {
  id: number
  invoice_no: string
  purchase_request: { id: number; invoice_no: string } | null
  vendor: Named | null
  branch: Named | null
  status: 'draft' | 'confirmed'
  date: string
  vendor_invoice_no: string | null
  note: string | null
  items_count: number
  subtotal: string
  discount: string
  net_total: string
  paid_amount: string
  due: string
  payment_method: Named | null
  payment_reference: string | null
  bill_voucher_id: number | null
  bill_voucher_number: string | null
  payment_voucher_id: number | null
  payment_voucher_number: string | null
  confirmed_at: string | null
  purchase_final_items?: PurchaseLine[]
}

export interface PurchaseReturn {
  id: number
  purchase_final: number
  date: string
  reason: string
  refunded: boolean
  voucher_id: number | null
  voucher_number: string | null
  amount: string
  items: { id: number; purchase_final_item: number; product: ProductRef | null; quantity: string }[]
}

const id = (value: number | string) => encodeURIComponent(String(value))

export const getRequest = (requestId: number | string) =>
  requestJson<PurchaseRequest>(`${REQUESTS}purchase_request_with_items_images/${id(requestId)}`)

export const raiseRequest = (body: {
  vendor: number
  branch: number
  note?: string
  items: { product: number; item_quantity: string; item_price: string }[]
}) => requestJson<PurchaseRequest>(`${REQUESTS}create/`, { method: 'POST', body })

export const getPurchase = (purchaseId: number | string) =>
  requestJson<Purchase>(`${PURCHASES}get_a_purchase_final_with_items/${id(purchaseId)}`)

/** A draft purchase of the request's lines, from its vendor for its branch, dated `date`. */
export const purchaseFromRequest = (requestId: number, date: string) =>
  requestJson<Purchase>(`${PURCHASES}create_from_purchase_request/`, {
    method: 'POST',
    body: { purchase_request: requestId, date },
  })

export const createPurchase = (body: {
  vendor: number
  branch: number
  date: string
  vendor_invoice_no?: string
  discount: string
  note?: string
  items: { product: number; quantity: string; unit_price: string }[]
}) => requestJson<Purchase>(`${PURCHASES}create_directly_from_admin_panel/`, { method: 'POST', body })

/** A draft's line at a new quantity and unit cost; answers the whole purchase. */
export const setPurchaseLine = (lineId: number, quantity: string, unitPrice: string) =>
  requestJson<Purchase>(`${PURCHASES}update_item/`, {
    method: 'POST',
    body: { id: lineId, quantity, unit_price: unitPrice },
  })

export const deletePurchaseLine = (lineId: number) =>
  requestJson<Purchase>(`${PURCHASES}delete_item/`, { method: 'POST', body: { id: lineId } })

export interface Payment {
  payment_method: number
  paid_amount: string
  payment_reference: string
  date: string
}

/** Goods into stock, the bill and the payment posted, in one transaction; answers the purchase. */
export const payAndConfirm = (purchaseId: number, payment: Payment) =>
  requestJson<Purchase>(`${PURCHASES}paybill_and_confirm/`, {
    method: 'POST',
    body: {
      purchase_final: purchaseId,
      ...payment,
      payment_reference: payment.payment_reference.trim() || undefined,
    },
  })

export const invoicePdfUrl = (purchaseId: number) =>
  `${PURCHASES}get_invoice_by_purchase_final_id/${purchaseId}/pdf`

/** The returns of one purchase (a purchase has a few at most: one page of 100 holds them). */
export async function returnsOf(purchaseId: number): Promise<PurchaseReturn[]> {
  const answer = await requestJson<{ purchase_returns: PurchaseReturn[] }>(
    `${RETURNS}all/?${new URLSearchParams({ purchase_final: String(purchaseId), size: '100' })}`,
  )
  return answer.purchase_returns
}

export const recordReturn = (body: {
  purchase_final: number
  date: string
  reason: string
  payment_method?: number
  items: { purchase_final_item: number; quantity: string }[]
}) => requestJson<PurchaseReturn>(`${RETURNS}create/`, { method: 'POST', body })

/** The active vendors, by name. */
export async function vendors(): Promise<Named[]> {
  const answer = await requestJson<{ vendors: (Named & { is_active: boolean })[] }>(
    '/vendor/api/v1/vendor/without_pagination/all/',
  )
  return answer.vendors.filter((v) => v.is_active).sort((a, b) => a.name.localeCompare(b.name))
}
