/**
 * The original dashboards' paths under /dashboard/api/v1/ (back-office spec §2.8): the e-commerce
 * dashboard's counts and lists and the project dashboard's accounting widgets. Each is a GET for
 * staff with the read permission of what it shows (orders: order.read; stock: inventory.read;
 * customers: customer.read; best sellers and category counts: order_report.read; the accounting
 * widgets: account_report.read), computed from the owning area's service. The original's shapes
 * are not in the contract: counts answer {"total_count": n}, lists the envelope of the list they
 * come from (order/…/all/, inventory/…/all/), the widgets rows. Never cached.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { formatAmount } from '../../../common/money.ts'
import { requirePermission } from '../../auth/request-auth.ts'
import type { Db } from '../../db/client.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import type { PresentContext } from '../../resources/define.ts'
import type { AreaDeps } from '../area.ts'
import {
  bestSellers,
  countCustomers,
  countLowStock,
  countOrders,
  itemCountsByCategory,
  lowStockPage,
  type OrderState,
  ordersPage,
  orderTotals,
} from '../stores/dashboard-service.ts'
import { accountSummary, sundryTotals } from './account-summary.ts'
import { todayIn } from './calendar.ts'

const BASE = '/dashboard/api/v1/'
const TAGS = ['dashboard']
/** How many products the best-seller lists name. */
const BEST_SELLERS = 10

/** A query value sent twice arrives as an array: the last one counts, as in the original (Django). */
const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

const whole = (description: string, max: number) =>
  z.preprocess(
    last,
    z
      .string()
      .regex(/^\d{1,7}$/, 'Enter a whole number.')
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, `Enter a number from 1 to ${max}.`)
      .optional()
      .describe(description),
  )

/** The lists' pages, as the original's lists read them (api-contract §3.2). */
const pageQuery = z.object({
  page: whole('Page number, from 1 (a page past the end answers the last)', 1_000_000),
  size: whole('Rows per page (default 10, at most 100)', 100),
})

const ORDERS_ANSWER =
  'As order/…/all/ answers: {orders: [{id, order_no, order_date, order_status, payment_method, net_amount, customer, branch, invoice_no, order_items…}], page, size, total_pages, total_elements}'

export function registerLegacyDashboardRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const ctx: PresentContext = { db, timeZone: deps.timeZone, now: deps.clock, registry: deps.registry }
  const today = () => todayIn(deps.clock(), deps.timeZone)

  function route<S extends z.ZodObject>(
    path: string,
    reads: string,
    docs: { summary: string; answer: string; query?: S },
    run: (query: z.infer<S>) => Promise<unknown>,
  ) {
    deps.routes.add('GET', `${BASE}${path}`)
    app.get(
      `${BASE}${path}`,
      {
        preHandler: requirePermission(reads, 'read'),
        schema: routeSchema({
          summary: docs.summary,
          tags: TAGS,
          auth: 'staff',
          querystring: docs.query,
          answers: docs.query
            ? { 200: docs.answer, 400: ERROR_ANSWERS[400], 401: ERROR_ANSWERS[401], 403: ERROR_ANSWERS[403] }
            : { 200: docs.answer, 401: ERROR_ANSWERS[401], 403: ERROR_ANSWERS[403] },
        }),
      },
      async (request, reply) => {
        const query = docs.query ? (parseBody(docs.query, request.query) as z.infer<S>) : ({} as z.infer<S>)
        reply.header('cache-control', 'private, no-store')
        return run(query)
      },
    )
  }

  const count = (path: string, reads: string, summary: string, read: (db: Db) => Promise<number>) =>
    route(path, reads, { summary, answer: '{"total_count": n}' }, async () => ({
      total_count: await read(db),
    }))

  count('get_total_count_of_customers/', 'customer', 'How many customers there are', countCustomers)
  count(
    'get_total_count_of_paid_orders/',
    'order',
    'How many orders are paid: delivered and settled by cash, card, bank or a wallet',
    (db) => countOrders(db, 'paid'),
  )
  count(
    'get_total_count_of_unpaid_orders/',
    'order',
    'How many orders are unpaid: not cancelled and not paid (waiting, or delivered on account)',
    (db) => countOrders(db, 'unpaid'),
  )
  count(
    'get_total_count_of_low_stock_products/',
    'inventory',
    'How many products are at or below their low-stock threshold in a branch (per product and branch)',
    countLowStock,
  )

  const orders: [string, OrderState | 'latest', string][] = [
    ['get_all_latest_orders/', 'latest', 'Every order, newest first'],
    ['get_all_incomplete_orders/', 'waiting', 'Orders not yet delivered nor cancelled, newest first'],
    ['get_all_paid_orders/', 'paid', 'Paid orders (delivered and settled by a money ledger), newest first'],
    ['get_all_unpaid_orders/', 'unpaid', 'Unpaid orders (waiting, or delivered on account), newest first'],
  ]
  for (const [path, state, summary] of orders)
    route(path, 'order', { summary, answer: ORDERS_ANSWER, query: pageQuery }, (query) =>
      ordersPage(db, state, { page: query.page?.toString(), size: query.size?.toString() }, ctx),
    )

  route(
    'get_all_low_stock_products/',
    'inventory',
    {
      summary: 'The stock rows at or below their product’s low-stock threshold, by SKU then branch',
      answer:
        'As inventory/…/all/?low_stock=true answers: {inventories: [{product, product_sku, product_name, unit, branch, branch_name, quantity, value, average_cost, low_stock_threshold, low_stock}], page, size, total_pages, total_elements, total_value}',
      query: pageQuery,
    },
    (query) => lowStockPage(db, { page: query.page ?? 1, size: query.size ?? 10 }),
  )

  route(
    'get_order_totals/',
    'order',
    {
      summary: 'Orders and their net amount, in all and by status (the total leaves cancelled orders out)',
      answer:
        '{total_count, total_amount, statuses: [{status, total_count, total_amount}]} (amounts "1250.00")',
    },
    async () => {
      const totals = await orderTotals(db)
      return {
        total_count: totals.count,
        total_amount: formatAmount(totals.amount),
        statuses: totals.statuses.map((s) => ({
          status: s.status,
          total_count: s.count,
          total_amount: formatAmount(s.amount),
        })),
      }
    },
  )

  route(
    'get_all_categorized_order_item_count/',
    'order_report',
    {
      summary: 'Order lines per product category, on orders confirmed or further (cancelled left out)',
      answer: '[{category (id or null), name, item_count, quantity}]',
    },
    () => itemCountsByCategory(db),
  )

  for (const by of ['amount', 'quantity'] as const)
    route(
      `get_best_seller_by_${by}/`,
      'order_report',
      {
        summary: `The ${BEST_SELLERS} products sold most by ${by}, over delivered orders net of returns`,
        answer: '[{product, sku, name, quantity, amount}] (amount: what the sales kept, "1250.00")',
      },
      () => bestSellers(db, by, BEST_SELLERS),
    )

  route(
    'get_total_account_summary/',
    'account_report',
    {
      summary:
        'Income, expenditure, receipts and payments today, this week (from Sunday), this month and this fiscal year',
      answer: '[{type: Income | Expenditure | Receipts | Payments, today, this_week, this_month, this_year}]',
    },
    async () =>
      (await accountSummary(db, today())).map((row) => ({
        type: row.type,
        today: formatAmount(row.today),
        this_week: formatAmount(row.this_week),
        this_month: formatAmount(row.this_month),
        this_year: formatAmount(row.this_year),
      })),
  )

  route(
    'get_sundry_debtors_creditors_total_amount/',
    'account_report',
    {
      summary: 'What parties owe the organisation and what it owes them today (the sundry reports’ totals)',
      answer: '[{type: Sundry Debtors | Sundry Creditors, balance, status: Dr | Cr}]',
    },
    async () =>
      (await sundryTotals(db, today())).map((row) => ({ ...row, balance: formatAmount(row.balance) })),
  )
}
