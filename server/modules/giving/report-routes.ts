/**
 * The donations report's paths under /donation_report/api/v1/donation_report/: `by_cause_month/`
 * (ours), and the original's `all` and `<cause_id>` (back-office.md §2.3), which answer the same
 * report for every fund or one cause. Staff with donation_report.read; the range is `date_after`
 * and `date_before` (or the original's `start_date`, `end_date`), both inclusive, by default the
 * current fiscal year to today; `cause` (an id or "general") and `method` narrow it; `format=csv`
 * gives the same figures as a CSV file. Never cached: gifts and refunds keep coming.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { requirePermission } from '../../auth/request-auth.ts'
import { ApiError, parseId } from '../../http/api-error.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import { parseBody, ValidationError } from '../../http/validation.ts'
import { dateIn } from '../../http/wire.ts'
import type { AreaDeps } from '../area.ts'
import { reportRange } from '../ledger/service.ts'
import { reportCsv } from './report-csv.ts'
import { donationReport, monthsOf, type ReportFilter, reportJson } from './report-service.ts'
import { cause, DONATION_METHODS } from './tables.ts'

const BASE = '/donation_report/api/v1/donation_report/'
const TAGS = ['donation_report']
/** Five years of months across is more than a screen or a sheet can read. */
const MAX_MONTHS = 60

/** A value sent twice arrives as an array: the last one counts, as in the original (Django). */
const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value)

function isCalendarDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(text)
  )
}

const dateParam = (description: string) =>
  z.preprocess(
    last,
    z.string().refine(isCalendarDate, 'Enter a valid date as YYYY-MM-DD.').optional().describe(description),
  )

const reportQuery = z.object({
  date_after: dateParam('First day of the range (inclusive); default the fiscal year’s first'),
  date_before: dateParam('Last day of the range (inclusive); default today'),
  start_date: dateParam('The original’s name of date_after'),
  end_date: dateParam('The original’s name of date_before'),
  method: z.preprocess(
    last,
    z
      .enum(DONATION_METHODS, { message: `Choose one of: ${DONATION_METHODS.join(', ')}.` })
      .optional()
      .describe('Gifts received this way only'),
  ),
  format: z.preprocess(
    last,
    z.enum(['json', 'csv']).optional().describe('csv: the same figures as a CSV file'),
  ),
})

const byCauseQuery = reportQuery.extend({
  cause: z.preprocess(
    last,
    z
      .string()
      .regex(/^(\d{1,9}|general)$/, 'Choose a cause by its id, or "general" for the general fund.')
      .optional()
      .describe('One cause (its id) or "general" (the general fund); default every fund'),
  ),
})

type Query = z.infer<typeof byCauseQuery>

const ANSWERS = {
  200: '{date_after, date_before, months: ["2026-07", …], causes: [{cause, name, months: [{month, received, refunded, net}], received, refunded, net}], totals, gift_count, refund_count}, or with format=csv a CSV file',
  400: ERROR_ANSWERS[400],
  401: ERROR_ANSWERS[401],
  403: ERROR_ANSWERS[403],
  404: 'No such cause',
} as const

export function registerReportRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const { db } = deps

  /** The filter of a parsed query: the range (defaults filled in, checked) and the fund and method. */
  async function filterOf(query: Query, fund: ReportFilter['fund']): Promise<ReportFilter> {
    const today = dateIn(new Date(deps.clock()), deps.timeZone)
    const asked = { from: query.date_after ?? query.start_date, to: query.date_before ?? query.end_date }
    const { from, to } = await reportRange(db, asked, today)
    if (monthsOf(from, to).length > MAX_MONTHS)
      throw new ValidationError({ date_before: [`Choose a range of at most ${MAX_MONTHS} months.`] })
    if (typeof fund === 'number') {
      const [found] = await db.select({ id: cause.id }).from(cause).where(eq(cause.id, fund))
      if (!found) throw new ApiError(404, `Cause ${fund} does not exist.`)
    }
    return { from, to, fund, method: query.method }
  }

  async function answer(reply: FastifyReply, query: Query, fund: ReportFilter['fund']) {
    const filter = await filterOf(query, fund)
    const report = await donationReport(db, filter, deps.timeZone)
    reply.header('cache-control', 'private, no-store')
    if (query.format !== 'csv') return reportJson(report)
    return reply
      .header(
        'content-disposition',
        `attachment; filename="donations-by-cause-${filter.from}_to_${filter.to}.csv"`,
      )
      .type('text/csv; charset=utf-8')
      .send(reportCsv(report))
  }

  const fundOf = (text: string | undefined): ReportFilter['fund'] =>
    text === undefined ? undefined : text === 'general' ? 'general' : Number(text)

  const route = (path: string, summary: string, querystring: z.ZodObject) => {
    deps.routes.add('GET', `${BASE}${path}`)
    return {
      preHandler: requirePermission('donation_report', 'read'),
      schema: routeSchema({
        summary,
        tags: TAGS,
        auth: 'staff',
        querystring,
        ...(path.includes(':') ? { params: z.object({ cause_id: z.coerce.number().int().min(1) }) } : {}),
        answers: ANSWERS,
      }),
    }
  }

  app.get(
    `${BASE}by_cause_month/`,
    route('by_cause_month/', 'Donations by cause and month: received, refunded and net', byCauseQuery),
    async (request, reply) => {
      const query = parseBody(byCauseQuery, request.query)
      return answer(reply, query, fundOf(query.cause))
    },
  )

  app.get(
    `${BASE}all`,
    route('all', 'The original’s donation report of every cause: the report by cause and month', reportQuery),
    async (request, reply) => answer(reply, parseBody(reportQuery, request.query), undefined),
  )

  app.get<{ Params: { cause_id: string } }>(
    `${BASE}:cause_id`,
    route(
      ':cause_id',
      'The original’s donation report of one cause: the report by cause and month',
      reportQuery,
    ),
    async (request, reply) =>
      answer(reply, parseBody(reportQuery, request.query), parseId(request.params.cause_id, 'Cause')),
  )
}
