/**
 * The membership report at /member_report/api/v1/member_report/: per membership type, the members
 * in each status as at the range's end and the dues received, cancelled and net over the range
 * (report-service.ts). Staff with member_report.read; the range is `date_after` and `date_before`
 * (or `start_date`, `end_date`), both inclusive, by default the current fiscal year to today, as
 * every report's; `format=csv` gives the same figures as a CSV file. Members have no branch, so
 * the report has none. Never cached: members and dues keep changing.
 */
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../../auth/request-auth.ts'
import { reportQuery } from '../../http/report-query.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import { parseBody } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import type { AreaDeps } from '../area.ts'
import { reportRange } from '../ledger/service.ts'
import { memberReportCsv, memberReportFileName } from './report-csv.ts'
import { memberReport, memberReportJson } from './report-service.ts'

export const MEMBER_REPORT_PATH = '/member_report/api/v1/member_report/'

const query = reportQuery.omit({ branch: true })

export function registerMemberReportRoute(app: FastifyInstance, deps: AreaDeps): void {
  deps.routes.add('GET', MEMBER_REPORT_PATH)
  app.get(
    MEMBER_REPORT_PATH,
    {
      preHandler: requirePermission('member_report', 'read'),
      schema: routeSchema({
        summary: 'Membership report: members by type and status at a date, dues collected in the range',
        tags: ['member_report'],
        auth: 'staff',
        querystring: query,
        answers: {
          200: '{date_after, date_before, statuses, types: [{membership_type, name, members: {new, current, grace, expired, cancelled, total}, dues: {payments, received, cancelled_payments, cancelled, net}}], totals: {members, dues}}, or with format=csv a CSV file',
          400: ERROR_ANSWERS[400],
          401: ERROR_ANSWERS[401],
          403: ERROR_ANSWERS[403],
        },
      }),
    },
    async (request, reply) => {
      const asked = parseBody(query, request.query)
      const today = dateIn(new Date(deps.clock()), deps.timeZone)
      const range = await reportRange(
        deps.db,
        { from: asked.date_after ?? asked.start_date, to: asked.date_before ?? asked.end_date },
        today,
      )
      const report = await memberReport(deps.db, range, deps.timeZone)
      reply.header('cache-control', 'private, no-store')
      if (asked.format !== 'csv') return memberReportJson(report)
      return reply
        .header('content-disposition', `attachment; filename="${memberReportFileName(report)}"`)
        .type('text/csv; charset=utf-8')
        .send(memberReportCsv(report))
    },
  )
}
