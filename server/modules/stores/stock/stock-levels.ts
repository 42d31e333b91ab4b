/**
 * What is in stock, per product and branch: the inventory reads (inventory/…) and the inventory
 * summary report (summary_report/…/inventory_summary_report/…) share this one query. Now, it is
 * `stock_level` (kept by the stock ledger in every movement's transaction); as of a date, it is
 * the last movement of each chain on or before that date, found by one probe of the chain index
 * per product and branch (a few thousand at most), never by scanning the movements.
 *
 * The average cost is value / quantity while there is stock (Taka per unit, four decimals, rounded
 * half away from zero as the valuation rounds); a product is low on stock in a branch when its
 * quantity is at or below the product's low-stock threshold.
 */
import { type SQL, sql } from 'drizzle-orm'
import { formatAmount, parseAmount, sumAmounts } from '../../../../common/money.ts'
import { formatQuantity, quantityOf } from '../../../../common/quantity.ts'
import { type Db, queryRows } from '../../../db/client.ts'
import { CSV_BOM, csvLine } from '../../../lib/csv.ts'

export interface StockFilter {
  productId?: number
  branchId?: number
  /** A category and the categories below it. */
  categoryId?: number
  /** SKU or name containing this (any case). */
  search?: string
  lowStock?: boolean
  /** YYYY-MM-DD: the stock at the end of that day; default now. */
  asOf?: string
}

export interface StockRow {
  product: number
  product_sku: string
  product_name: string
  unit: string
  category: number | null
  branch: number
  branch_name: string
  quantity: string
  value: string
  average_cost: string | null
  low_stock_threshold: string
  low_stock: boolean
}

interface RawRow extends Omit<StockRow, 'quantity' | 'low_stock_threshold'> {
  quantity: string
  low_stock_threshold: string
}

/** Escapes LIKE's wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function conditions(filter: StockFilter): SQL {
  const parts: SQL[] = [sql`true`]
  if (filter.productId !== undefined) parts.push(sql`s.product_id = ${filter.productId}`)
  if (filter.branchId !== undefined) parts.push(sql`s.branch_id = ${filter.branchId}`)
  if (filter.categoryId !== undefined)
    parts.push(sql`p.category_id in (
      select c.id from category c left join category up on up.id = c.parent_id
      where ${filter.categoryId} in (c.id, c.parent_id, up.parent_id))`)
  if (filter.search)
    parts.push(sql`(p.sku ilike ${likePattern(filter.search)} or p.name ilike ${likePattern(filter.search)})`)
  if (filter.lowStock) parts.push(sql`s.quantity <= p.low_stock_threshold`)
  return sql.join(parts, sql` and `)
}

/** The chains' positions: now (stock_level) or at the end of a date (the last movement on or before it). */
function positions(asOf: string | undefined): SQL {
  if (asOf === undefined) return sql`select l.product_id, l.branch_id, l.quantity, l.value from stock_level l`
  return sql`select l.product_id, l.branch_id, coalesce(m.quantity_after, 0) as quantity, coalesce(m.value_after, 0) as value
    from stock_level l left join lateral (
      select quantity_after, value_after from stock_movement
      where product_id = l.product_id and branch_id = l.branch_id and date <= ${asOf}::date
      order by date desc, id desc limit 1) m on true`
}

/**
 * The rows' source. A count needs no names: it joins the products only when the filter reads
 * them, and never the branches (every chain's branch exists), which keeps a page's count to the
 * stock levels alone.
 */
const fromClause = (filter: StockFilter, options: { count?: boolean } = {}) => {
  const readsProducts =
    !options.count || filter.categoryId !== undefined || Boolean(filter.search) || Boolean(filter.lowStock)
  return sql`
  from (${positions(filter.asOf)}) s
  ${readsProducts ? sql`join product p on p.id = s.product_id` : sql``}
  ${options.count ? sql`` : sql`join branch b on b.id = s.branch_id`}
  where ${conditions(filter)}`
}

/** The rows, by SKU then branch; `page` gives one slice of them. */
async function select(db: Db, filter: StockFilter, page?: { limit: number; offset: number }) {
  return queryRows<RawRow>(
    db,
    sql`select p.id as product, p.sku as product_sku, p.name as product_name, p.unit, p.category_id as category,
          b.id as branch, b.name as branch_name, s.quantity::text as quantity, s.value::text as value,
          case when s.quantity > 0 then round(s.value / s.quantity, 4)::text end as average_cost,
          p.low_stock_threshold::text as low_stock_threshold, s.quantity <= p.low_stock_threshold as low_stock
        ${fromClause(filter)}
        order by upper(p.sku), b.id
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  )
}

const stockRowOf = (r: RawRow): StockRow => ({
  ...r,
  product: Number(r.product),
  branch: Number(r.branch),
  category: r.category === null ? null : Number(r.category),
  quantity: formatQuantity(quantityOf(r.quantity)),
  low_stock_threshold: formatQuantity(quantityOf(r.low_stock_threshold)),
})

/** Every row the filter matches, by SKU then branch. */
export async function stockRows(db: Db, filter: StockFilter): Promise<StockRow[]> {
  return (await select(db, filter)).map(stockRowOf)
}

/** What rows are worth together (quantities of different units do not add up). */
export const totalValue = (rows: readonly StockRow[]) =>
  formatAmount(sumAmounts(rows.map((r) => parseAmount(r.value) ?? 0n)))

/** How many rows the filter matches: the total_elements of its pages. */
export async function countStockRows(db: Db, filter: StockFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${fromClause(filter, { count: true })}`,
  )
  return Number(row?.n ?? 0)
}

/** One page of the rows with the envelope the original's lists carry, and the total value. */
export async function stockPage(db: Db, filter: StockFilter, request: { page: number; size: number }) {
  const [totals] = await queryRows<{ n: number; value: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(s.value), 0)::text as value ${fromClause(filter, { count: true })}`,
  )
  const total = Number(totals?.n ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / request.size))
  // Past the end: the last page, as the original's lists answer.
  const page = Math.min(request.page, totalPages)
  const rows = await select(db, filter, { limit: request.size, offset: (page - 1) * request.size })
  return {
    rows: rows.map(stockRowOf),
    page,
    size: request.size,
    total_pages: totalPages,
    total_elements: total,
    total_value: formatAmount(parseAmount(totals?.value ?? '0') ?? 0n),
  }
}

const CSV_HEADER = [
  'SKU',
  'Product',
  'Unit',
  'Branch',
  'Quantity',
  'Value',
  'Average cost',
  'Low-stock threshold',
  'Low stock',
]

/** Every row the filter matches, as CSV, with the total value on the last line. */
export async function stockCsv(db: Db, filter: StockFilter): Promise<string> {
  const rows = await stockRows(db, filter)
  const lines = [csvLine(CSV_HEADER)]
  for (const r of rows)
    lines.push(
      csvLine([
        r.product_sku,
        r.product_name,
        r.unit,
        r.branch_name,
        r.quantity,
        r.value,
        r.average_cost,
        r.low_stock_threshold,
        r.low_stock ? 'yes' : 'no',
      ]),
    )
  lines.push(csvLine(['Total', null, null, null, null, totalValue(rows), null, null, null]))
  return CSV_BOM + lines.join('')
}
