/**
 * The calls that follow a customer's order through its life (docs/api-compat.md, "Stores:
 * customer orders"): the order read with its returns, a new pending order for a customer, confirm,
 * packaging and on the way, deliver, cancel with a reason, and goods brought back. Each write
 * answers the order as order/{id} presents it. The list screens read `order` and `sales_return`
 * through react-admin's data provider instead; errors arrive as react-admin's HttpError.
 */
import { formatAmount, type Paisa } from '../../common/money.ts'
import { formatQuantity, type Milli } from '../../common/quantity.ts'
import { requestJson } from '../providers/http.ts'
import type { CartLine } from './counter-cart.ts'
import { type Choice, ORDERS } from './orders-api.ts'

const RETURNS = '/sales_return/api/v1/sales_return/'

export interface Named {
  id: number
  name: string
}

export interface CustomerRef extends Named {
  phone: string | null
}

export interface OrderLine {
  id: number
  product: { id: number; name: string; sku: string; unit: string } | null
  price: string
  quantity: string
  total: string
  color: Named | null
  size: Named | null
}

export interface SalesReturn {
  id: number
  order: number
  order_no: string | null
  customer: CustomerRef | null
  user_phone_number: string | null
  /** What went back to the customer (cash, or off their account). */
  amount: string
  date: string
  reason: string
  payment_method: Named | null
  voucher: number | null
  voucher_no: string | null
  items: { order_item: number; product: { id: number; name: string; sku: string }; quantity: string }[]
}

export interface Order {
  id: number
  order_no: string
  order_date: string
  status: string
  customer: CustomerRef | null
  branch: Named | null
  payment_method: Named | null
  payment_reference: string | null
  discount_amount: string
  shipping_price: string
  net_amount: string
  user_phone_number: string | null
  comment: string | null
  invoice_no: string | null
  invoice_date: string | null
  delivered_on: string | null
  cancelled_at: string | null
  cancel_reason: string | null
  sale_voucher: number | null
  sale_voucher_no: string | null
  order_items: OrderLine[]
  created_at: string
}

export type OrderWithReturns = Order & { returns: SalesReturn[] }

export const orderWithReturns = (id: number | string) =>
  requestJson<OrderWithReturns>(`${ORDERS}get_a_customer_order_detail/${encodeURIComponent(String(id))}`)

const act = (path: string, body: Record<string, unknown>) =>
  requestJson<Order>(`${ORDERS}${path}`, { method: 'POST', body })

/** Stock reserved in the branch, the invoice numbered. */
export const confirmOrder = (order: number) => act('confirm/', { order })

/** Packaging or on the way: steps of a confirmed order that book nothing. */
export const moveOrder = (order: number, status: 'packaging' | 'on_the_way') =>
  act('update_status/', { order, status })

/** Stock issued at moving-average cost, the sale posted. */
export const deliverOrder = (order: number) => act('deliver/', { order })

/** Reservation released; after delivery the goods come back and the sale is booked back. */
export const cancelOrder = (order: number, reason: string) => act('cancel/', { order, reason })

export const returnGoods = (
  order: number,
  reason: string,
  items: { order_item: number; quantity: Milli }[],
) =>
  requestJson<SalesReturn>(`${RETURNS}create/`, {
    method: 'POST',
    body: {
      order,
      reason,
      items: items.map((i) => ({ order_item: i.order_item, quantity: formatQuantity(i.quantity) })),
    },
  })

export interface NewOrder {
  customer: number
  branch: number
  payment_method: number
  payment_reference: string
  discount_amount: Paisa
  shipping_price: Paisa
  comment: string
  lines: readonly CartLine[]
}

/** A pending order for a customer, with its lines: nothing is reserved or booked until it is confirmed. */
export const createOrder = (order: NewOrder) =>
  requestJson<Order>(`${ORDERS}create/`, {
    method: 'POST',
    body: {
      customer: order.customer,
      branch: order.branch,
      payment_method: order.payment_method,
      payment_reference: order.payment_reference.trim() || undefined,
      discount_amount: formatAmount(order.discount_amount),
      shipping_price: formatAmount(order.shipping_price),
      comment: order.comment.trim() || undefined,
      items: order.lines.map((l) => ({
        product: l.product.id,
        quantity: formatQuantity(l.quantity),
        price: formatAmount(l.price),
      })),
    },
  })

export interface CustomerChoice extends Choice {
  phone: string | null
  is_active?: boolean
  /** What the customer owes now, and may owe at most (a sale on account is checked against it). */
  balance?: string
  customer_credit_limit?: string
}

/** Customers whose name, phone or email holds the text. */
export async function findCustomers(text: string): Promise<CustomerChoice[]> {
  const answer = await requestJson<{ customers: CustomerChoice[] }>(
    `/customer/api/v1/customer/search/?${new URLSearchParams({ searchKey: text, size: '10' })}`,
  )
  return answer.customers.filter((c) => c.is_active !== false)
}
