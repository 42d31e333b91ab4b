/**
 * The donations report's declaration: no records of its own (its routes are report-routes.ts), only
 * what a declaration gives every resource: the permission `donation_report.read` with the books'
 * roles' grants, and the navigation entry under Giving that opens the report's screen.
 */
import { desc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { donation } from './tables.ts'

export const donationReportResource = defineResource({
  name: 'donation_report',
  label: 'Donations report',
  plural: 'Donations report',
  genericRoutes: false,
  private: true,
  actions: ['read'],
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: { group: 'giving', icon: 'Assessment', order: 3 } },
  table: donation,
  listKey: 'causes',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.receivedOn)],
})
