/**
 * GET /api/v1/dashboard/: the figures of dashboard-figures.ts the signed-in staff member's role may
 * read (each figure's `reads` permission), computed now from the owning areas' services. Staff
 * only (a supporter is refused by the request guard); a role that may read none of them gets an
 * empty list, not a refusal, since the dashboard is every staff member's first screen. Never
 * cached: every figure moves with the next gift, order or voucher.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  DASHBOARD_PATH,
  type Dashboard,
  type DashboardFigure,
  FIGURE_SECTIONS,
} from '../../../common/dashboard.ts'
import { can, requireUser } from '../../auth/request-auth.ts'
import { ERROR_ANSWERS, routeSchema } from '../../http/route-docs.ts'
import type { AreaDeps } from '../area.ts'
import { todayIn } from './calendar.ts'
import type { FigureContext, FigureDeclaration } from './figure.ts'

const link = z.object({
  href: z.string().describe('The back office’s address of the filtered list or report'),
  api: z.string().describe('The API answer with the same filter, whose total the figure equals'),
})

const answer = z.object({
  today: z.string().describe('Today in the organisation’s calendar (TIME_ZONE)'),
  figures: z.array(
    z
      .object({
        key: z.string(),
        label: z.string(),
        section: z.enum(Object.keys(FIGURE_SECTIONS) as [string, ...string[]]),
        kind: z.enum(['count', 'amount', 'balances', 'months', 'changes']),
        link: link.optional(),
      })
      .catchall(z.unknown())
      .describe(
        'count: {count, link}; amount: {amount "1250.00", count, link}; balances: {as_at, balances: [{id, name, type, balance, link}], total}; months: {months: [{month, from, to, income, expenditure, link}]}; changes: {changes: [audit log entries], link}',
      ),
  ),
})

export function registerDashboardRoute(
  app: FastifyInstance,
  deps: AreaDeps,
  figures: readonly FigureDeclaration[],
): void {
  deps.routes.add('GET', DASHBOARD_PATH)
  app.get(
    DASHBOARD_PATH,
    {
      schema: routeSchema({
        summary: 'The dashboard: the figures the signed-in role may read, each linked to its list',
        tags: ['dashboard'],
        auth: 'staff',
        answers: {
          200: { description: 'Dashboard (common/dashboard.ts)', body: answer },
          401: ERROR_ANSWERS[401],
          403: 'A supporter account: the back office is for staff',
        },
      }),
    },
    async (request, reply) => {
      const auth = await requireUser(request)
      const now = deps.clock()
      const ctx: FigureContext = {
        db: deps.db,
        today: todayIn(now, deps.timeZone),
        present: { db: deps.db, timeZone: deps.timeZone, now: () => now, registry: deps.registry },
      }
      const shown = figures.filter((f) => can(auth, f.reads, 'read'))
      const values = await Promise.all(shown.map((f) => f.compute(ctx)))
      reply.header('cache-control', 'private, no-store')
      const body: Dashboard = {
        today: ctx.today,
        // Each value is its declaration's kind; spreading a union loses that, hence the assertion.
        figures: shown.map(
          (f, i) => ({ key: f.key, label: f.label, section: f.section, ...values[i] }) as DashboardFigure,
        ),
      }
      return body
    },
  )
}
