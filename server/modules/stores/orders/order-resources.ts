/**
 * The declarations of customer orders (issue 15 item 5) at the original's paths (back-office spec
 * §2.6): orderstatus (the seeded statuses, read only), order (orders as the screens list them,
 * filtered by status, customer, branch and date; written only through customerorder's actions),
 * orderitem (an order's lines, written only while it is pending: the database refuses the rest),
 * customerorder (the actions' permissions: create, change, confirm, deliver, cancel, return),
 * sales_return (goods brought back, read) and the order reports' permission. The Accountant and
 * the Approver sell; the Auditor reads; the Editor has nothing here.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { escapeLike } from '../../../api/legacy/list-filters.ts'
import type { Db } from '../../../db/client.ts'
import { ApiError } from '../../../http/api-error.ts'
import { defineResource } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import {
  customer,
  customerOrder,
  ORDER_STATUSES,
  orderItem,
  orderStatus,
  product,
  salesReturn,
} from '../tables.ts'
import { presentItems, presentOrders } from './order-present.ts'
import { orderStateParam } from './order-states.ts'
import { presentReturns } from './return-present.ts'

const SELLERS = {
  Accountant: 'write',
  Approver: 'write',
  Auditor: 'read',
} as const

export const orderStatusResource = defineResource({
  name: 'orderstatus',
  label: 'Order status',
  plural: 'Order statuses',
  table: orderStatus,
  listKey: 'orderstatuses',
  unpaginatedPaths: ['without_pagination/all/'],
  private: true,
  actions: ['read'],
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: false },
  orderBy: (t) => [asc(t.position), asc(t.id)],
  presentList: async (rows) =>
    rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, position: r.position })),
  presentDetail: async (r) => ({ id: r.id, name: r.name, slug: r.slug, position: r.position }),
})

/** Order no., phone or the customer's name containing the text. */
export function orderSearch(text: string): SQL {
  const term = `%${escapeLike(text.trim().slice(0, 100))}%`
  return or(
    ilike(customerOrder.orderNo, term),
    ilike(customerOrder.userPhoneNumber, term),
    sql`${customerOrder.customerId} in (select ${customer.id} from ${customer} where ${ilike(customer.name, term)} or ${ilike(customer.phone, term)})`,
  ) as SQL
}

const param = (query: Record<string, unknown>, name: string) => {
  const raw = query[name]
  const value = Array.isArray(raw) ? raw.at(-1) : raw
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export const orderResource = defineResource({
  name: 'order',
  label: 'Order',
  table: customerOrder,
  listKey: 'orders',
  unpaginatedPaths: ['without_pagination/all/'],
  private: true,
  actions: ['read'],
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: {
    nav: { group: 'sales', icon: 'ReceiptLong', order: 1 },
    columns: ['order_no', 'order_date', 'status', 'customer', 'branch'],
    sort: { field: 'id', order: 'DESC' },
  },
  fields: {
    order_no: field.text('orderNo', { max: 20 }),
    order_date: field.date('orderDate'),
    status: field.enum('status', ORDER_STATUSES),
    customer: field.ref('customerId', 'customer'),
    branch: field.ref('branchId', 'branch'),
    payment_method: field.ref('paymentMethodId', 'paymentmethod'),
    delivered_on: field.date('deliveredOn'),
  },
  orderBy: (t) => [desc(t.orderDate), desc(t.id)],
  /**
   * ?key= (or searchKey) finds by order no., phone or customer name; ?date_after=&date_before= on
   * the order date; ?state=waiting|paid|unpaid where the order stands for the money (order-states.ts).
   */
  filters: (query) => {
    const parts: SQL[] = []
    const text = param(query, 'key') ?? param(query, 'searchKey')
    if (text) parts.push(orderSearch(text))
    const state = param(query, 'state')
    if (state) parts.push(orderStateParam(state))
    for (const [name, op] of [
      ['date_after', '>='],
      ['date_before', '<='],
    ] as const) {
      const value = param(query, name)
      if (value === undefined) continue
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
        throw new ApiError(400, `${name} must be a date as YYYY-MM-DD.`)
      parts.push(sql`${customerOrder.orderDate} ${sql.raw(op)} ${value}::date`)
    }
    return parts.length === 0 ? undefined : and(...parts)
  },
  presentList: (rows, ctx) => presentOrders(ctx.db, rows, ctx.timeZone),
  presentDetail: async (row, ctx) => (await presentOrders(ctx.db, [row], ctx.timeZone))[0] as object,
})

/** An order's lines; the hooks keep them to pending orders and fill the price from the product. */
export const orderItemResource = defineResource({
  name: 'orderitem',
  label: 'Order item',
  table: orderItem,
  listKey: 'orderitems',
  unpaginatedPaths: ['without_pagination/all/'],
  private: true,
  grants: SELLERS,
  admin: { nav: false },
  fields: {
    order: field.ref('orderId', 'order', { required: true }),
    product: field.ref('productId', 'product', { required: true }),
    quantity: field.decimal('quantity', { scale: 3, min: 0.001, required: true }),
    price: field.decimal('price', { min: 0, help: 'Default: the product’s sale price' }),
    color: field.ref('colorId', 'color'),
    size: field.ref('sizeId', 'size'),
  },
  orderBy: (t) => [asc(t.orderId), asc(t.id)],
  presentList: (rows, ctx) => presentItems(ctx.db, rows),
  presentDetail: async (row, ctx) => (await presentItems(ctx.db, [row]))[0] as object,
  hooks: {
    beforeCreate: async (values, { db }) => {
      await pendingOrder(db, values.orderId as number)
      if (values.price === undefined || values.price === null) {
        const [p] = await db
          .select({ price: product.salePrice })
          .from(product)
          .where(eq(product.id, values.productId as number))
        if (p) values.price = p.price
      }
    },
    beforeUpdate: async (values, existing, { db }) => {
      await pendingOrder(db, existing.orderId)
      if (values.orderId !== undefined && values.orderId !== existing.orderId)
        await pendingOrder(db, values.orderId as number)
    },
    beforeDelete: async (existing, { db }) => pendingOrder(db, existing.orderId),
  },
})

async function pendingOrder(db: Db, id: number) {
  const [row] = await db
    .select({ orderNo: customerOrder.orderNo, status: customerOrder.status })
    .from(customerOrder)
    .where(eq(customerOrder.id, id))
    .for('update')
  if (!row) return // the reference check names the field
  if (row.status !== 'pending')
    throw new ApiError(
      409,
      `Order ${row.orderNo} is ${row.status}: its items change only while it is pending.`,
    )
}

/** The actions of customerorder/…; its routes are the area's own (order-routes.ts). */
export const customerOrderResource = defineResource({
  name: 'customerorder',
  label: 'Customer order',
  // Its screen is the counter: scan, pay, print the invoice (admin/orders/CounterSale.tsx).
  plural: 'Sell at the counter',
  table: customerOrder,
  listKey: 'customerorders',
  unpaginatedPaths: [],
  genericRoutes: false,
  private: true,
  actions: ['read', 'create', 'update', 'confirm', 'deliver', 'cancel', 'return'],
  grants: {
    Accountant: ['read', 'create', 'update', 'confirm', 'deliver', 'cancel', 'return'],
    Approver: ['read', 'create', 'update', 'confirm', 'deliver', 'cancel', 'return'],
    Auditor: ['read'],
  },
  admin: { nav: { group: 'sales', icon: 'Storefront', order: 0 } },
  orderBy: (t) => [desc(t.id)],
})

/** Goods brought back from delivered orders: written by customerorder's return action, read here. */
export const salesReturnResource = defineResource({
  name: 'sales_return',
  label: 'Sales return',
  table: salesReturn,
  listKey: 'sales_returns',
  unpaginatedPaths: ['without_pagination/all/'],
  private: true,
  actions: ['read'],
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: { group: 'sales', icon: 'History', order: 2 } },
  fields: {
    order: field.ref('orderId', 'order'),
    date: field.date('date'),
    reason: field.text('reason', { max: 500 }),
    payment_method: field.ref('paymentMethodId', 'paymentmethod'),
  },
  orderBy: (t) => [desc(t.date), desc(t.id)],
  presentList: (rows, ctx) => presentReturns(ctx.db, rows, ctx.timeZone),
  presentDetail: async (row, ctx) => (await presentReturns(ctx.db, [row], ctx.timeZone))[0] as object,
})

/** The order reports' permission and navigation entry (report-routes.ts serves them). */
export const orderReportResource = defineResource({
  name: 'order_report',
  label: 'Orders report',
  plural: 'Orders reports',
  table: customerOrder,
  listKey: 'orders',
  unpaginatedPaths: [],
  genericRoutes: false,
  private: true,
  actions: ['read'],
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: { group: 'sales', icon: 'Assessment', order: 3 } },
  orderBy: (t) => [desc(t.id)],
})
