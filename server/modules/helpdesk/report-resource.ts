/**
 * The tickets report's declaration: no records of its own (its route is report-routes.ts), only the
 * permission `ticket_report.read` (Support reads it; the Administrator has it) and the navigation
 * entry under Help desk that opens the report's screen.
 */
import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { ticket } from './tables.ts'

export const ticketReportResource = defineResource({
  name: 'ticket_report',
  label: 'Tickets report',
  plural: 'Tickets report',
  genericRoutes: false,
  private: true,
  actions: ['read'],
  grants: { Support: 'read' },
  admin: { nav: { group: 'helpdesk', icon: 'Assessment', order: 2 } },
  table: ticket,
  listKey: 'ticket_reports',
  unpaginatedPaths: [],
  orderBy: (t) => [asc(t.id)],
})
