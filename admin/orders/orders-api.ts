/**
 * The order screens' calls beyond react-admin's list and read: finding products by SKU or name,
 * the counter's choices (branches, payment methods, customers), selling at the counter (an order
 * created, confirmed and delivered in one transaction), and the invoice's PDF address. The paths
 * are the orders API's (docs/api-compat.md, "Stores"); errors arrive as react-admin's HttpError
 * from providers/http.ts, field errors in body.errors.
 */

import { formatAmount, type Paisa } from '../../common/money.ts'
import { formatQuantity } from '../../common/quantity.ts'
import { requestJson } from '../providers/http.ts'
import type { CartLine, CartProduct } from './counter-cart.ts'

export const ORDERS = '/customerorder/api/v1/customerorder/'
const PRODUCTS = '/product/api/v1/product/'

export interface FoundProduct extends CartProduct {
  is_active: boolean
  /** What the branches hold now ("12", "0.5"). */
  stock_quantity?: string
}

export interface Choice {
  id: number
  name: string
}

export interface PaymentMethodChoice extends Choice {
  kind: string
  needs_reference: boolean
  is_active: boolean
}

/** Products whose SKU or name holds the text, active ones first. */
export async function findProducts(text: string): Promise<FoundProduct[]> {
  const answer = await requestJson<{ products: FoundProduct[] }>(
    `${PRODUCTS}search/?${new URLSearchParams({ key: text, size: '10' })}`,
  )
  return answer.products.filter((p) => p.is_active)
}

/** The product a scanned or typed SKU names (case does not matter), if any. */
export async function productBySku(sku: string): Promise<FoundProduct | undefined> {
  const found = await findProducts(sku)
  return found.find((p) => p.sku.toUpperCase() === sku.trim().toUpperCase())
}

export async function paymentMethods(): Promise<PaymentMethodChoice[]> {
  const answer = await requestJson<{ paymentmethods: PaymentMethodChoice[] }>(
    '/paymentmethod/api/v1/paymentmethod/without_pagination/all/',
  )
  return answer.paymentmethods.filter((m) => m.is_active)
}

export async function branches(): Promise<Choice[]> {
  const answer = await requestJson<{ branches: Choice[] }>('/branch/api/v1/branch/without_pagination/all/')
  return answer.branches
}

export interface CounterSale {
  branch: number
  customer?: number
  payment_method: number
  payment_reference?: string
  discount_amount: Paisa
  user_phone_number?: string
  lines: readonly CartLine[]
}

export interface SoldOrder {
  id: number
  order_no: string
  invoice_no: string
  net_amount: string
}

/** Creates, confirms and delivers the order in one transaction: the sale is posted and the invoice numbered. */
export const sellAtCounter = (sale: CounterSale) =>
  requestJson<SoldOrder>(`${ORDERS}sell_at_counter/`, {
    method: 'POST',
    body: {
      branch: sale.branch,
      customer: sale.customer,
      payment_method: sale.payment_method,
      payment_reference: sale.payment_reference || undefined,
      discount_amount: formatAmount(sale.discount_amount),
      user_phone_number: sale.user_phone_number || undefined,
      items: sale.lines.map((l) => ({
        product: l.product.id,
        quantity: formatQuantity(l.quantity),
        price: formatAmount(l.price),
      })),
    },
  })

/** The invoice's PDF (opened in a new tab to print). */
export const invoicePdfUrl = (orderId: number) => `${ORDERS}get_invoice_by_order_id/${orderId}/pdf`
