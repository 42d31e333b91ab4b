/**
 * Members of the organisation (issue 14 items 1 and 2): members with their personal and address
 * data and a member number, membership types, the paid periods a member's status is computed from
 * (common/membership-status.ts), the committees' role assignments at the original's paths, and
 * dues: payments for one or many members at once, each posted and receipted (dues-collection.ts),
 * arrears (common/dues.ts) and reminders before and after a period ends (reminder-job.ts), and the
 * membership report (members by type and status at a date, dues collected: report-*.ts).
 * All personal data: every route needs a permission; the book keepers read, the Administrator writes
 * members, the Accountant and the Approver collect dues, the Approver cancels them.
 */
import { defineArea } from '../area.ts'
import { committeeRoleResources } from './committee-roles.ts'
import { seedMembershipDemo } from './demo/seed.ts'
import { duesPaymentResource } from './dues-resource.ts'
import { registerDuesRoutes } from './dues-routes.ts'
import { memberResource } from './member.ts'
import { membershipResource } from './membership.ts'
import { membershipTypeResource } from './membership-type.ts'
import { duesRemindersJob } from './reminder-job.ts'
import { memberReportResource } from './report-resource.ts'
import { registerMemberReportRoute } from './report-routes.ts'

export const membershipArea = defineArea({
  name: 'membership',
  resources: [
    memberResource,
    membershipTypeResource,
    membershipResource,
    duesPaymentResource,
    ...committeeRoleResources,
    memberReportResource,
  ],
  routes: async (app, deps) => {
    registerDuesRoutes(app, deps)
    registerMemberReportRoute(app, deps)
  },
  jobs: (deps) => [duesRemindersJob({ mailer: deps.mailer, timeZone: deps.timeZone })],
  seedDemo: (db) => seedMembershipDemo(db),
})
