/**
 * The order screens' calls beyond react-admin's list and read: finding products by SKU or name,
 * the counter's choices (branches, payment methods, customers), selling at the counter (an order
 * created, confirmed and delivered in one transaction), and the invoice's PDF address. The paths
 * are the orders API's (docs/api-compat.md, "Stores"); errors arrive as react-admin's HttpError
 * from providers/http.ts, field errors in body.errors.
 */

import { HttpError } from 'react-admin'
import { formatAmount, type Paisa } from '../../common/money.ts'
import { formatQuantity } from '../../common/quantity.ts'
import { requestJson } from '../providers/http.ts'
import type { CartLine, CartProduct } from './counter-cart.ts'

export const ORDERS = '/customerorder/api/v1/customerorder/'
const PRODUCTS = '/product/api/v1/product/'

export interface FoundProduct extends CartProduct {
  is_active: boolean
  /** What the branch has free now (stock less confirmed orders' reservations), when it was asked. */
  available?: string
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

/** Active products whose SKU or name holds the text. */
export async function findProducts(text: string): Promise<FoundProduct[]> {
  const answer = await requestJson<{ products: FoundProduct[] }>(
    `${PRODUCTS}search/?${new URLSearchParams({ searchKey: text, size: '10' })}`,
  )
  return answer.products.filter((p) => p.is_active)
}

/** The product a scanned or typed SKU names (case does not matter), with what the branch has free. */
export async function productBySku(sku: string, branch?: number): Promise<FoundProduct | undefined> {
  const query = new URLSearchParams({ sku: sku.trim() })
  if (branch !== undefined) query.set('branch', String(branch))
  try {
    const found = await requestJson<FoundProduct>(`${ORDERS}product_by_sku/?${query}`)
    return found.is_active ? found : undefined
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined
    throw error
  }
}

export async function paymentMethods(): Promise<PaymentMethodChoice[]> {
  const answer = await requestJson<{ payment_methods: PaymentMethodChoice[] }>(
    '/paymentmethod/api/v1/paymentmethod/without_pagination/all/',
  )
  return answer.payment_methods.filter((m) => m.is_active)
}

export async function branches(): Promise<Choice[]> {
  const answer = await requestJson<{ branches: Choice[] }>('/branch/api/v1/branch/without_pagination/all/')
  return answer.branches
}

/** The branch made first: the head office, usually (the list itself is in alphabetical order). */
export const firstMadeBranch = (list: readonly Choice[]): Choice | undefined =>
  list.reduce<Choice | undefined>((a, b) => (a && a.id < b.id ? a : b), undefined)

export interface CounterSale {
  branch: number
  payment_method: number
  payment_reference?: string
  discount_amount: Paisa
  user_phone_number?: string
  lines: readonly CartLine[]
}

export interface SoldOrder {
  id: number
  order_no: string
  invoice_no: string | null
  net_amount: string
}

/**
 * The counter's sale: the order is written (create/), then confirmed and delivered in one
 * transaction (sell_at_counter/: stock issued, the sale posted, the invoice numbered). If the
 * second step is refused (not enough stock, a closed period), the written order is cancelled with
 * the reason, so no cart is left open, and the refusal is thrown for the screen to show.
 */
export async function sellAtCounter(sale: CounterSale): Promise<SoldOrder> {
  const order = await requestJson<SoldOrder>(`${ORDERS}create/`, {
    method: 'POST',
    body: {
      branch: sale.branch,
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
  try {
    return await requestJson<SoldOrder>(`${ORDERS}sell_at_counter/`, {
      method: 'POST',
      body: { order: order.id },
    })
  } catch (error) {
    const reason = error instanceof HttpError ? error.message : 'the sale could not be completed'
    await requestJson(`${ORDERS}cancel/`, {
      method: 'POST',
      body: { order: order.id, reason: `Counter sale not completed: ${reason}`.slice(0, 500) },
    }).catch(() => undefined)
    throw error
  }
}

/**
 * The server's refusal in a sentence: its first field error, the field named by `fieldName`
 * ("items[0][quantity]" as the screen calls that cell), or its detail; `fallback` when the
 * server was not reached.
 */
export function refusalOf(error: unknown, fallback: string, fieldName = (key: string) => key): string {
  if (!(error instanceof HttpError)) return fallback
  const errors = error.body?.errors as Record<string, string | string[]> | undefined
  if (errors && typeof errors === 'object') {
    const first = Object.entries(errors).find(([key]) => key !== 'root')
    if (first) return `${fieldName(first[0])}: ${Array.isArray(first[1]) ? first[1].join(' ') : first[1]}`
  }
  return error.message
}

/** The invoice's PDF (opened in a new tab to print). */
export const invoicePdfUrl = (orderId: number) => `${ORDERS}get_invoice_by_order_id/${orderId}/pdf`
