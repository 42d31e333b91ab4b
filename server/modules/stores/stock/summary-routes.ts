/**
 * The inventory summary report at the original's path,
 * /summary_report/api/v1/inventory_summary_report/filter/ (paginated), and its twin for printing
 * and export, …/without_pagination/filter/: per product and branch, the quantity, value, average
 * cost and whether it is low on stock, with the total value. Filters: branch, category (and below),
 * product, search, low_stock=true, as_of (the stock at the end of that day: each chain's last
 * movement on or before it). `format=csv` gives the same rows as a CSV file. Staff with
 * inventory_summary_report.read; never cached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../../../http/route-docs.ts'
import { parseBody } from '../../../http/validation.ts'
import type { AreaDeps } from '../../area.ts'
import { pageOf, stockFilterOf, summaryQuery } from './query.ts'
import { inventorySummaryResource } from './resources.ts'
import { type StockFilter, stockCsv, stockPage, stockRows, totalValue } from './stock-levels.ts'

const NAME = inventorySummaryResource.name
const BASE = `/summary_report/api/v1/${NAME}/`
const TAGS = [NAME]
const ROW_KEYS =
  '{product, product_sku, product_name, unit, category, branch, branch_name, quantity, value, average_cost, low_stock_threshold, low_stock}'

export function registerSummaryRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps
  const route = (path: string, summary: string, answer: string) => {
    deps.routes.add('GET', `${BASE}${path}`)
    return {
      url: `${BASE}${path}`,
      options: {
        preHandler: requirePermission(NAME, 'read'),
        schema: routeSchema({
          summary,
          tags: TAGS,
          auth: 'staff',
          querystring: summaryQuery,
          answers: { 200: `${answer}, or with format=csv a CSV file`, ...ERROR_ANSWERS },
        }),
      },
    }
  }
  const csv = async (reply: FastifyReply, filter: StockFilter) =>
    reply
      .header(
        'content-disposition',
        `attachment; filename="inventory-summary${filter.asOf ? `-${filter.asOf}` : ''}.csv"`,
      )
      .type('text/csv; charset=utf-8')
      .send(await stockCsv(db, filter))

  const paged = route(
    'filter/',
    'Inventory summary: stock and value per product and branch, low stock flagged',
    `{${NAME}s: [${ROW_KEYS}], page, size, total_pages, total_elements, total_value, as_of}`,
  )
  app.get(paged.url, paged.options, async (request, reply) => {
    const query = parseBody(summaryQuery, request.query)
    const filter = stockFilterOf(query)
    reply.header('cache-control', 'private, no-store')
    if (query.format === 'csv') return csv(reply, filter)
    const { rows, ...envelope } = await stockPage(db, filter, pageOf(query))
    return { [`${NAME}s`]: rows, ...envelope, as_of: filter.asOf ?? null }
  })

  const whole = route(
    'without_pagination/filter/',
    'The inventory summary without pagination, for printing and export',
    `{${NAME}s: [${ROW_KEYS}], total_value, as_of}`,
  )
  app.get(whole.url, whole.options, async (request, reply) => {
    const query = parseBody(summaryQuery, request.query)
    const filter = stockFilterOf(query)
    reply.header('cache-control', 'private, no-store')
    if (query.format === 'csv') return csv(reply, filter)
    const rows = await stockRows(db, filter)
    return {
      [`${NAME}s`]: rows,
      total_value: totalValue(rows),
      as_of: filter.asOf ?? null,
    }
  })
}
