/**
 * The order reports (issue 15 item 6). Profit: per delivered order and per product, the quantity
 * sold net of returns, the revenue (the goods' amount less their share of the discount, net of
 * returns: what the Sales ledger kept, to the paisa), the cost (what the sale movements took, net
 * of what came back: what Cost of Goods Sold kept), the margin and margin %. Delivery charges are
 * income of their own, not the goods' margin. Cancelled orders are left out: their sale was booked
 * back whole. Summary: how many orders and their net amount, by status and by day or month.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { divideRounded, type Paisa, sumAmounts } from '../../../../common/money.ts'
import { type Milli, quantityOf } from '../../../../common/quantity.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import {
  customer,
  customerOrder,
  orderItem,
  product,
  salesReturn,
  salesReturnItem,
  stockMovement,
} from '../tables.ts'
import { incomeOf, itemsTotal, lineAmount } from './order-amounts.ts'
import { paisaOf, pricedOf } from './order-books.ts'

export interface ProfitFilter {
  from?: string
  to?: string
  branch?: number
  customer?: number
  product?: number
}

export interface Figures {
  quantity: Milli
  revenue: Paisa
  cost: Paisa
}

export interface OrderProfit extends Figures {
  id: number
  orderNo: string
  deliveredOn: string
  customer: string | null
}

export interface ProductProfit extends Figures {
  id: number
  name: string
  sku: string
}

export interface ProfitReport {
  orders: OrderProfit[]
  products: ProductProfit[]
  totals: Figures
}

const zero = (): Figures => ({ quantity: 0n, revenue: 0n, cost: 0n })
const add = (into: Figures, f: Figures) => {
  into.quantity += f.quantity
  into.revenue += f.revenue
  into.cost += f.cost
}

/** Margin % to two decimals, as text; null without revenue. */
export const marginPercent = (f: Figures): string | null => {
  if (f.revenue === 0n) return null
  const basis = divideRounded((f.revenue - f.cost) * 10_000n, f.revenue)
  const abs = basis < 0n ? -basis : basis
  return `${basis < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

export async function profitReport(db: Db, filter: ProfitFilter): Promise<ProfitReport> {
  const conditions: (SQL | undefined)[] = [
    eq(customerOrder.status, 'delivered'),
    filter.from ? sql`${customerOrder.deliveredOn} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${customerOrder.deliveredOn} <= ${filter.to}::date` : undefined,
    filter.branch ? eq(customerOrder.branchId, filter.branch) : undefined,
    filter.customer ? eq(customerOrder.customerId, filter.customer) : undefined,
    filter.product
      ? sql`exists (select 1 from ${orderItem} where ${orderItem.orderId} = ${customerOrder.id} and ${orderItem.productId} = ${filter.product})`
      : undefined,
  ]
  const orders = await db
    .select({
      id: customerOrder.id,
      orderNo: customerOrder.orderNo,
      deliveredOn: customerOrder.deliveredOn,
      discount: customerOrder.discountAmount,
      customer: customer.name,
    })
    .from(customerOrder)
    .leftJoin(customer, eq(customer.id, customerOrder.customerId))
    .where(and(...conditions))
    .orderBy(asc(customerOrder.deliveredOn), asc(customerOrder.id))
  const ids = orders.map((o) => o.id)
  if (ids.length === 0) return { orders: [], products: [], totals: zero() }
  const [items, returns, sales, names] = await Promise.all([
    db.select().from(orderItem).where(inArray(orderItem.orderId, ids)).orderBy(asc(orderItem.id)),
    db
      .select({ item: salesReturnItem.orderItemId, quantity: salesReturnItem.quantity })
      .from(salesReturnItem)
      .innerJoin(salesReturn, eq(salesReturn.id, salesReturnItem.salesReturnId))
      .where(inArray(salesReturn.orderId, ids)),
    db
      .select({ id: stockMovement.id, orderId: stockMovement.sourceId, value: stockMovement.value })
      .from(stockMovement)
      .where(
        and(
          eq(stockMovement.kind, 'sale'),
          eq(stockMovement.sourceType, 'customer_order'),
          inArray(stockMovement.sourceId, ids),
        ),
      )
      .orderBy(asc(stockMovement.id)),
    db
      .select({ id: product.id, name: product.name, sku: product.sku })
      .from(product)
      .where(
        inArray(
          product.id,
          db.select({ id: orderItem.productId }).from(orderItem).where(inArray(orderItem.orderId, ids)),
        ),
      ),
  ])
  const saleIds = sales.map((s) => s.id)
  const comeBack = await queryRows<{ from_id: number; value: string }>(
    db,
    sql`select valued_from_id as from_id, sum(value)::text as value from ${stockMovement}
        where kind = 'sale_return' and valued_from_id in (${sql.join(
          saleIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})
        group by valued_from_id`,
  )
  const returnedValue = new Map(comeBack.map((r) => [Number(r.from_id), paisaOf(r.value)]))
  const returned = new Map<number, Milli>()
  for (const r of returns) returned.set(r.item, (returned.get(r.item) ?? 0n) + quantityOf(r.quantity))

  const byProduct = new Map<number, ProductProfit>()
  const totals = zero()
  const rows = orders.map((o) => {
    const own = items.filter((i) => i.orderId === o.id)
    const moves = sales.filter((s) => s.orderId === o.id)
    const whole = itemsTotal(own.map(pricedOf))
    const discount = paisaOf(o.discount)
    const keptAmounts = own.map((i) =>
      lineAmount(quantityOf(i.quantity) - (returned.get(i.id) ?? 0n), paisaOf(i.price)),
    )
    const revenue = incomeOf(sumAmounts(keptAmounts), whole, discount)
    const figures = zero()
    let allocated = 0n
    own.forEach((item, n) => {
      const move = moves[n]
      const line: Figures = {
        quantity: quantityOf(item.quantity) - (returned.get(item.id) ?? 0n),
        // The last line takes what rounding left, so the lines add up to the order.
        revenue: n === own.length - 1 ? revenue - allocated : incomeOf(keptAmounts[n] ?? 0n, whole, discount),
        cost: move ? -(paisaOf(move.value) + (returnedValue.get(move.id) ?? 0n)) : 0n,
      }
      allocated += line.revenue
      add(figures, line)
      if (filter.product && item.productId !== filter.product) return
      const p = names.find((x) => x.id === item.productId)
      const entry = byProduct.get(item.productId) ?? {
        id: item.productId,
        name: p?.name ?? '',
        sku: p?.sku ?? '',
        ...zero(),
      }
      add(entry, line)
      byProduct.set(item.productId, entry)
      if (filter.product) add(totals, line)
    })
    if (!filter.product) add(totals, figures)
    return {
      id: o.id,
      orderNo: o.orderNo,
      deliveredOn: o.deliveredOn as string,
      customer: o.customer,
      ...figures,
    }
  })
  const products = [...byProduct.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
  return { orders: rows, products, totals }
}

export interface SummaryFilter {
  from?: string
  to?: string
  branch?: number
  customer?: number
  status?: string
  period: 'day' | 'month'
}

export interface SummaryRow {
  period: string
  status: string
  count: number
  net: Paisa
}

/** Orders by their date's day or month and status: how many, and their net amount. */
export async function summaryReport(db: Db, filter: SummaryFilter): Promise<SummaryRow[]> {
  const format = filter.period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'
  const where = [
    filter.from ? sql`o.order_date >= ${filter.from}::date` : sql`true`,
    filter.to ? sql`o.order_date <= ${filter.to}::date` : sql`true`,
    filter.branch ? sql`o.branch_id = ${filter.branch}` : sql`true`,
    filter.customer ? sql`o.customer_id = ${filter.customer}` : sql`true`,
    filter.status ? sql`o.status = ${filter.status}` : sql`true`,
  ]
  const rows = await queryRows<{ period: string; status: string; n: number; net: string }>(
    db,
    sql`select to_char(o.order_date, ${format}) as period, o.status, count(*)::int as n,
          sum(coalesce(i.amount, 0) - o.discount_amount + o.shipping_price)::text as net
        from customer_order o
        left join (select order_id, sum(round(quantity * price, 2)) as amount from order_item group by order_id) i
          on i.order_id = o.id
        where ${sql.join(where, sql` and `)}
        group by 1, 2 order by 1, 2`,
  )
  return rows.map((r) => ({ period: r.period, status: r.status, count: Number(r.n), net: paisaOf(r.net) }))
}
