/**
 * The tickets report at /ticket_report/api/v1/ticket_report/ (report-service.ts): staff with
 * ticket_report.read; the range is `date_after` and `date_before` (or `start_date`, `end_date`),
 * both inclusive, by default the fiscal year to today like every report's; `format=csv` gives the
 * same rows as a CSV file. Tickets have no branch. Never cached: standings move with the clock.
 */
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../auth/request-auth.ts'
import { reportQuery } from '../../http/report-query.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import { CSV_BOM, csvLine } from '../../lib/csv.ts'
import type { AreaDeps } from '../area.ts'
import { reportRange } from '../ledger/service.ts'
import { type DepartmentRow, type TicketReport, ticketReport, ticketReportJson } from './report-service.ts'

export const TICKET_REPORT_PATH = '/ticket_report/api/v1/ticket_report/'
const query = reportQuery.omit({ branch: true })

const HEADER = [
  'Department',
  'Opened',
  'Resolved',
  'Open',
  'Breached now',
  'Response met',
  'Response late',
  'Response pending',
  'Resolution met',
  'Resolution late',
  'Resolution pending',
]
const cells = (r: DepartmentRow) =>
  [
    r.opened,
    r.resolved,
    r.open,
    r.breached,
    r.response.met,
    r.response.late,
    r.response.pending,
    r.resolution.met,
    r.resolution.late,
    r.resolution.pending,
  ].map(String)

export function ticketReportCsv(report: TicketReport): string {
  const lines = [
    csvLine(HEADER),
    ...report.departments.map((r) => csvLine([r.name, ...cells(r)])),
    csvLine(['Total', ...cells(report.totals)]),
  ]
  return CSV_BOM + lines.join('')
}

export function registerTicketReportRoute(app: FastifyInstance, deps: AreaDeps): void {
  deps.routes.add('GET', TICKET_REPORT_PATH)
  app.get(
    TICKET_REPORT_PATH,
    {
      preHandler: requirePermission('ticket_report', 'read'),
      schema: routeSchema({
        summary:
          'Tickets report: tickets opened in the range per department, resolved, open, breached, targets met',
        tags: ['ticket_report'],
        auth: 'staff',
        querystring: query,
        answers: {
          200: '{date_after, date_before, departments: [{ticket_department, name, opened, resolved, open, breached, response: {met, late, pending}, resolution: {met, late, pending}}], totals}, or with format=csv a CSV file',
          400: ERROR_ANSWERS[400],
          401: ERROR_ANSWERS[401],
          403: ERROR_ANSWERS[403],
        },
      }),
    },
    async (request, reply) => {
      const asked = parseBody(query, request.query)
      const now = new Date(deps.clock())
      const range = await reportRange(
        deps.db,
        { from: asked.date_after ?? asked.start_date, to: asked.date_before ?? asked.end_date },
        dateIn(now, deps.timeZone),
      )
      const report = await ticketReport(deps.db, range, deps.timeZone, now)
      reply.header('cache-control', 'private, no-store')
      if (asked.format !== 'csv') return ticketReportJson(report)
      return reply
        .header('content-disposition', `attachment; filename="tickets-${report.from}_to_${report.to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(ticketReportCsv(report))
    },
  )
}
