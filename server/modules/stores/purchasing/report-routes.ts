/**
 * Purchasing's summary reports at the original's paths (back-office.md §2.4):
 * /summary_report/api/v1/purchase_request_summary_report/filter/ and …/purchase_final_summary_report/
 * filter/, each with a without_pagination/filter/ twin, filtered like the lists (date_after,
 * date_before, vendor, branch, status): a row per request or purchase with its totals, and the grand
 * totals of every row the filters match (not only the page's). `format=csv` gives every row and
 * the totals as a CSV file. The stores' volumes (hundreds of documents a year) let the rows be
 * presented once and summed in memory, with the same figures as the lists.
 */
import { desc } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { formatAmount, type Paisa, parseAmount } from '../../../../common/money.ts'
import { parsePageRequest, resolvePage } from '../../../api/legacy/pagination.ts'
import { requirePermission } from '../../../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../../../http/route-docs.ts'
import { parseBody } from '../../../http/validation.ts'
import { dateIn } from '../../../http/wire.ts'
import { CSV_BOM, csvLine } from '../../../lib/csv.ts'
import type { AreaDeps } from '../../area.ts'
import { purchaseFinal, purchaseRequest } from '../tables.ts'
import { presentFinals } from './final-present.ts'
import { kitOf } from './kit.ts'
import { finalFilters, listQuery, requestFilters } from './list.ts'
import { presentRequests } from './request-present.ts'

const BASE = '/summary_report/api/v1/'
const reportQuery = listQuery.extend({
  format: z.enum(['json', 'csv']).optional().describe('csv: every row and the totals as a CSV file'),
})

type Row = Record<string, unknown>
interface Report {
  name: string
  resource: string
  listKey: string
  /** CSV header and the row's key per column. */
  columns: [string, string][]
  /** The amounts summed into the grand totals. */
  sums: string[]
  rows: (query: z.infer<typeof reportQuery>, deps: AreaDeps) => Promise<Row[]>
}

const nameOf = (value: unknown) =>
  value && typeof value === 'object' ? String((value as Row).name ?? '') : ''

const REPORTS: Report[] = [
  {
    name: 'purchase_request_summary_report',
    resource: 'purchase_request',
    listKey: 'purchase_requests',
    columns: [
      ['Number', 'invoice_no'],
      ['Made on', 'created_at'],
      ['Vendor', 'vendor'],
      ['Offered by', 'offered_by'],
      ['Branch', 'branch'],
      ['Status', 'purchase_status'],
      ['Lines', 'items_count'],
      ['Total', 'total_price'],
    ],
    sums: ['total_price'],
    rows: async (query, deps) => {
      const ctx = kitOf(deps, 'purchase_request').ctx
      const found = await deps.db
        .select()
        .from(purchaseRequest)
        .where(requestFilters(query, deps.timeZone))
        .orderBy(desc(purchaseRequest.id))
      return (await presentRequests(ctx, found)).map((r) => {
        const row = r as Row
        const offeredBy = [row.first_name, row.last_name].filter(Boolean).join(' ')
        return { ...row, offered_by: offeredBy || null }
      })
    },
  },
  {
    name: 'purchase_final_summary_report',
    resource: 'purchase_final',
    listKey: 'purchase_finals',
    columns: [
      ['Number', 'invoice_no'],
      ['Date', 'date'],
      ['Vendor', 'vendor'],
      ['Their bill', 'vendor_invoice_no'],
      ['Branch', 'branch'],
      ['Status', 'status'],
      ['Subtotal', 'subtotal'],
      ['Discount', 'discount'],
      ['Net total', 'net_total'],
      ['Paid', 'paid_amount'],
      ['Due', 'due'],
    ],
    sums: ['subtotal', 'discount', 'net_total', 'paid_amount', 'due'],
    rows: async (query, deps) => {
      const ctx = kitOf(deps, 'purchase_final').ctx
      const found = await deps.db
        .select()
        .from(purchaseFinal)
        .where(finalFilters(query))
        .orderBy(desc(purchaseFinal.date), desc(purchaseFinal.id))
      return (await presentFinals(ctx, found)) as Row[]
    },
  },
]

function totalsOf(report: Report, rows: readonly Row[]) {
  const sums = Object.fromEntries(
    report.sums.map((key) => [
      key,
      formatAmount(rows.reduce((sum: Paisa, r) => sum + (parseAmount(r[key]) ?? 0n), 0n)),
    ]),
  )
  return { count: rows.length, ...sums }
}

function csvOf(report: Report, rows: readonly Row[]): string {
  const cell = (value: unknown) =>
    value === null || value === undefined ? null : typeof value === 'object' ? nameOf(value) : String(value)
  const totals = totalsOf(report, rows) as Row
  return (
    CSV_BOM +
    csvLine(report.columns.map(([header]) => header)) +
    rows.map((r) => csvLine(report.columns.map(([, key]) => cell(r[key])))).join('') +
    csvLine(
      report.columns.map(([, key], i) =>
        i === 0 ? `Total (${rows.length})` : report.sums.includes(key) ? String(totals[key]) : null,
      ),
    )
  )
}

export function registerReportRoutes(app: FastifyInstance, deps: AreaDeps): void {
  for (const report of REPORTS) {
    for (const paginated of [true, false]) {
      const path = `${BASE}${report.name}/${paginated ? '' : 'without_pagination/'}filter/`
      deps.routes.add('GET', path)
      app.get(
        path,
        {
          preHandler: requirePermission(report.resource, 'read'),
          schema: routeSchema({
            summary: `${report.name.replaceAll('_', ' ')}${paginated ? '' : ', every row'}`,
            tags: ['summary_report'],
            auth: 'staff',
            querystring: reportQuery,
            answers: {
              200: `{${report.listKey}: [row], totals: {count, ${report.sums.join(', ')}}${paginated ? ', page, size, total_pages, total_elements' : ''}}, or with format=csv a CSV file`,
              ...ERROR_ANSWERS,
            },
          }),
        },
        async (request, reply: FastifyReply) => {
          const query = parseBody(reportQuery, request.query)
          const rows = await report.rows(query, deps)
          reply.header('cache-control', 'private, no-store')
          if (query.format === 'csv') {
            const today = dateIn(new Date(deps.clock()), deps.timeZone)
            return reply
              .header('content-disposition', `attachment; filename="${report.name}-${today}.csv"`)
              .type('text/csv; charset=utf-8')
              .send(csvOf(report, rows))
          }
          const totals = totalsOf(report, rows)
          if (!paginated) return { [report.listKey]: rows, totals }
          const page = parsePageRequest(query)
          const { page: shown, totalPages, offset } = resolvePage(page, rows.length)
          return {
            [report.listKey]: rows.slice(offset, offset + page.size),
            totals,
            page: shown,
            size: page.size,
            total_pages: totalPages,
            total_elements: rows.length,
          }
        },
      )
    }
  }
}
