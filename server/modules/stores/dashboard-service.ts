/**
 * What the dashboard (server/modules/reports/) reads of the stores: counts and pages of the order
 * and stock lists by the same conditions those lists filter with (the order list's ?state=, the
 * stock list's ?low_stock=true), so a figure equals the list it links to; and the original
 * dashboard's sales figures, from the order reports' own services.
 */
import { count, type SQL, sql } from 'drizzle-orm'
import { formatAmount, type Paisa, sumAmounts } from '../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../common/quantity.ts'
import { pageOfRecords } from '../../api/legacy/pagination.ts'
import { type Db, queryRows } from '../../db/client.ts'
import type { PresentContext, ResourceDeclaration, TableWithId } from '../../resources/define.ts'
import { orderResource } from './orders/order-resources.ts'
import { type OrderState, orderStateSql } from './orders/order-states.ts'
import { profitReport, summaryReport } from './orders/report-service.ts'
import { countStockRows, stockPage } from './stock/stock-levels.ts'
import { customer, customerOrder, ORDER_STATUSES } from './tables.ts'

export { ORDER_STATES, type OrderState } from './orders/order-states.ts'

/** How many orders the list shows with ?state=. */
export async function countOrders(db: Db, state: OrderState): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerOrder).where(orderStateSql(state))
  return row?.n ?? 0
}

/**
 * A page of orders in the order list's envelope and JSON ({orders, page, size, total_pages,
 * total_elements}), newest first: those in a state, or every order ('latest'). `query` carries
 * page and size (and ordering) as the list reads them.
 */
export function ordersPage(
  db: Db,
  state: OrderState | 'latest',
  query: Record<string, unknown>,
  ctx: PresentContext,
) {
  const where: SQL | undefined = state === 'latest' ? undefined : orderStateSql(state)
  return pageOfRecords(db, orderResource as unknown as ResourceDeclaration<TableWithId>, where, query, ctx)
}

/** How many customers there are (the customer list's total). */
export async function countCustomers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customer)
  return row?.n ?? 0
}

/** How many products are low on stock in a branch: the stock list's rows with ?low_stock=true. */
export const countLowStock = (db: Db) => countStockRows(db, { lowStock: true })

/** A page of those rows, in the stock list's envelope ({inventories, page, size, …, total_value}). */
export async function lowStockPage(db: Db, request: { page: number; size: number }) {
  const { rows, ...envelope } = await stockPage(db, { lowStock: true }, request)
  return { inventories: rows, ...envelope }
}

export interface StatusTotal {
  status: string
  count: number
  amount: Paisa
}

/**
 * Orders and their net amount by status (every status, in its order), and the totals of the orders
 * not cancelled: the order summary report's figures over all dates.
 */
export async function orderTotals(db: Db) {
  const rows = await summaryReport(db, { period: 'month' })
  const statuses: StatusTotal[] = ORDER_STATUSES.map((status) => {
    const own = rows.filter((r) => r.status === status)
    return {
      status,
      count: own.reduce((n, r) => n + r.count, 0),
      amount: sumAmounts(own.map((r) => r.net)),
    }
  })
  const kept = statuses.filter((s) => s.status !== 'cancelled')
  return {
    count: kept.reduce((n, s) => n + s.count, 0),
    amount: sumAmounts(kept.map((s) => s.amount)),
    statuses,
  }
}

/**
 * Order lines per product category (the product's own category; null: none) on orders confirmed
 * or further along, cancelled ones left out: how many lines, and their quantity.
 */
export async function itemCountsByCategory(db: Db) {
  const rows = await queryRows<{ category: number | null; name: string | null; n: number; quantity: string }>(
    db,
    sql`select p.category_id as category, c.name, count(*)::int as n, sum(i.quantity)::text as quantity
        from order_item i
        join customer_order o on o.id = i.order_id
        join product p on p.id = i.product_id
        left join category c on c.id = p.category_id
        where o.status not in ('pending', 'cancelled')
        group by p.category_id, c.name
        order by n desc, c.name nulls last`,
  )
  return rows.map((r) => ({
    category: r.category === null ? null : Number(r.category),
    name: r.name ?? 'No category',
    item_count: Number(r.n),
    quantity: formatQuantity(quantityOf(r.quantity)),
  }))
}

/**
 * The products sold most, by what the sales kept (revenue net of returns and the discount's share)
 * or by quantity net of returns: the profit report's per-product figures over every delivered order.
 */
export async function bestSellers(db: Db, by: 'amount' | 'quantity', limit: number) {
  const { products } = await profitReport(db, {})
  const key = (p: (typeof products)[number]) => (by === 'amount' ? p.revenue : p.quantity)
  return products
    .filter((p) => key(p) > 0n)
    .sort((a, b) => (key(b) > key(a) ? 1 : key(b) < key(a) ? -1 : a.name.localeCompare(b.name)))
    .slice(0, limit)
    .map((p) => ({
      product: p.id,
      sku: p.sku,
      name: p.name,
      quantity: formatQuantity(p.quantity),
      amount: formatAmount(p.revenue),
    }))
}
