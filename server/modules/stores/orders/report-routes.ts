/**
 * The order reports at the original's paths (back-office spec §2.6, §2.8):
 * report/api/v1/order_report_with_profit/filter/ and summary_report/api/v1/order_summary_report/
 * filter/, each paginated (page, size over its orders or rows) with a without_pagination/filter/
 * twin for print and export, and `format=csv` on either for the whole report as a file. Staff with
 * order_report.read; never cached (sales keep coming).
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { formatAmount } from '../../../../common/money.ts'
import { formatQuantity } from '../../../../common/quantity.ts'
import { parsePageRequest, resolvePage } from '../../../api/legacy/pagination.ts'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../../http/validation.ts'
import type { AreaDeps } from '../../area.ts'
import { ORDER_STATUSES } from '../tables.ts'
import { dateText, id } from './order-body.ts'
import { profitCsv, summaryCsv } from './report-csv.ts'
import { type Figures, marginPercent, profitReport, summaryReport } from './report-service.ts'

const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(last, schema.optional())

const common = {
  date_after: optional(dateText).describe('First day (inclusive)'),
  date_before: optional(dateText).describe('Last day (inclusive)'),
  branch: optional(id),
  customer: optional(id),
  format: optional(z.enum(['json', 'csv'], { message: 'Choose json or csv.' })),
  page: optional(z.string()),
  size: optional(z.string()),
}
const profitQuery = z.object({
  ...common,
  product: optional(id).describe('Orders holding the product; products: it alone'),
})
const summaryQuery = z.object({
  ...common,
  status: optional(z.enum(ORDER_STATUSES, { message: `Choose one of: ${ORDER_STATUSES.join(', ')}.` })),
  period: optional(z.enum(['day', 'month'], { message: 'Choose day or month.' })).describe('Default month'),
})

const wire = (f: Figures) => ({
  quantity: formatQuantity(f.quantity),
  revenue: formatAmount(f.revenue),
  cost: formatAmount(f.cost),
  margin: formatAmount(f.revenue - f.cost),
  margin_percent: marginPercent(f),
})

function range(q: { date_after?: string; date_before?: string }) {
  if (q.date_after && q.date_before && q.date_after > q.date_before)
    throw new ValidationError({
      date_before: [`The range ends (${q.date_before}) before it starts (${q.date_after}).`],
    })
  return { from: q.date_after, to: q.date_before }
}

/** The page of a list the query asks for, in the original's envelope keys; all of it unpaginated. */
function paged<T>(items: T[], query: Record<string, unknown>, paginate: boolean) {
  if (!paginate) return { items, page: 1, size: items.length, total_pages: 1, total_elements: items.length }
  const request = parsePageRequest(query)
  const { page, totalPages, offset } = resolvePage(request, items.length)
  return {
    items: items.slice(offset, offset + request.size),
    page,
    size: request.size,
    total_pages: totalPages,
    total_elements: items.length,
  }
}

const csv = (reply: FastifyReply, name: string, text: string) =>
  reply
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(text)

export function registerOrderReportRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const route = (path: string, summary: string, querystring: z.ZodObject, answer: string) => {
    deps.routes.add('GET', path)
    return {
      preHandler: requirePermission('order_report', 'read'),
      schema: routeSchema({
        summary,
        tags: ['order_report'],
        auth: 'staff',
        querystring,
        answers: { 200: `${answer}, or with format=csv a CSV file`, ...ERROR_ANSWERS },
      }),
    }
  }

  for (const paginate of [true, false]) {
    const profitPath = `/report/api/v1/order_report_with_profit/${paginate ? '' : 'without_pagination/'}filter/`
    app.get(
      profitPath,
      route(
        profitPath,
        `Profit per delivered order and per product: quantity, revenue, cost, margin${paginate ? ' (orders paginated)' : ''}`,
        profitQuery,
        '{orders: [{id, order_no, delivered_on, customer, quantity, revenue, cost, margin, margin_percent}], products: [{id, name, sku, quantity, revenue, cost, margin, margin_percent}], totals, page, size, total_pages, total_elements}',
      ),
      async (request, reply) => {
        const q = parseBody(profitQuery, request.query)
        reply.header('cache-control', 'private, no-store')
        const report = await profitReport(db, {
          ...range(q),
          branch: q.branch,
          customer: q.customer,
          product: q.product,
        })
        if (q.format === 'csv') return csv(reply, 'order-profit', profitCsv(report))
        const { items, ...envelope } = paged(
          report.orders,
          request.query as Record<string, unknown>,
          paginate,
        )
        return {
          orders: items.map((o) => ({
            id: o.id,
            order_no: o.orderNo,
            delivered_on: o.deliveredOn,
            customer: o.customer,
            ...wire(o),
          })),
          products: report.products.map((p) => ({ id: p.id, name: p.name, sku: p.sku, ...wire(p) })),
          totals: wire(report.totals),
          ...envelope,
        }
      },
    )
    const summaryPath = `/summary_report/api/v1/order_summary_report/${paginate ? '' : 'without_pagination/'}filter/`
    app.get(
      summaryPath,
      route(
        summaryPath,
        `Orders by status and by day or month: how many and their net amount${paginate ? ' (rows paginated)' : ''}`,
        summaryQuery,
        '{rows: [{period, status, count, net_amount}], by_status: [{status, count, net_amount}], totals: {count, net_amount}, page, size, total_pages, total_elements}',
      ),
      async (request, reply) => {
        const q = parseBody(summaryQuery, request.query)
        reply.header('cache-control', 'private, no-store')
        const rows = await summaryReport(db, {
          ...range(q),
          branch: q.branch,
          customer: q.customer,
          status: q.status,
          period: q.period ?? 'month',
        })
        if (q.format === 'csv') return csv(reply, 'order-summary', summaryCsv(rows))
        const byStatus = new Map<string, { count: number; net: bigint }>()
        for (const r of rows) {
          const s = byStatus.get(r.status) ?? { count: 0, net: 0n }
          s.count += r.count
          s.net += r.net
          byStatus.set(r.status, s)
        }
        const { items, ...envelope } = paged(rows, request.query as Record<string, unknown>, paginate)
        return {
          rows: items.map((r) => ({
            period: r.period,
            status: r.status,
            count: r.count,
            net_amount: formatAmount(r.net),
          })),
          by_status: [...byStatus].map(([status, s]) => ({
            status,
            count: s.count,
            net_amount: formatAmount(s.net),
          })),
          totals: {
            count: rows.reduce((n, r) => n + r.count, 0),
            net_amount: formatAmount(rows.reduce((n, r) => n + r.net, 0n)),
          },
          ...envelope,
        }
      },
    )
  }
}
