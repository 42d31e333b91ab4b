/**
 * The membership report's declaration: no records of its own (its route is report-routes.ts), only
 * what a declaration gives every resource: the permission `member_report.read` for those who read
 * the members (the Accountant, the Approver, the Auditor), and the navigation entry under
 * Membership that opens the report's screen.
 */
import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { member } from './tables.ts'

export const memberReportResource = defineResource({
  name: 'member_report',
  label: 'Membership report',
  plural: 'Membership report',
  genericRoutes: false,
  private: true,
  actions: ['read'],
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: { group: 'membership', icon: 'Assessment', order: 20 } },
  table: member,
  listKey: 'member_reports',
  unpaginatedPaths: [],
  orderBy: (t) => [asc(t.id)],
})
