/**
 * The help desk (issue 16): tickets from the site, the supporters' area, email and staff, their
 * threads, service levels on a business calendar, and the watch that tells staff what falls due.
 * See docs/decisions/028-help-desk-service-levels.md.
 */
import { defineArea } from '../area.ts'
import { seedHelpdeskDemo } from './demo/seed.ts'
import { imapPollJob, inboundDeps } from './inbound/index.ts'
import { seedHelpdeskReference } from './reference-seed.ts'
import { ticketReportResource } from './report-resource.ts'
import { registerTicketReportRoute } from './report-routes.ts'
import {
  businessHoursResource,
  holidayResource,
  ticketDepartmentResource,
  ticketPriorityResource,
  ticketStatusResource,
  ticketTypeResource,
} from './settings-resources.ts'
import { slaJob } from './sla-job.ts'
import { ticketDetailResource, ticketResource } from './ticket-resources.ts'
import { registerTicketRoutes } from './ticket-routes.ts'

export const helpdeskArea = defineArea({
  name: 'helpdesk',
  resources: [
    ticketResource,
    ticketDetailResource,
    ticketReportResource,
    ticketDepartmentResource,
    ticketPriorityResource,
    ticketStatusResource,
    ticketTypeResource,
    businessHoursResource,
    holidayResource,
  ],
  routes: async (app, deps) => {
    await registerTicketRoutes(app, deps)
    registerTicketReportRoute(app, deps)
  },
  jobs: (deps) => {
    const jobs = [slaJob({ mailer: deps.mailer, timeZone: deps.timeZone, publicUrl: deps.publicUrl })]
    const inbound = inboundDeps(deps)
    const imap = deps.inboundMail
    if (inbound && imap?.imapUrl) jobs.push(imapPollJob(inbound, imap.imapUrl, imap.imapPollMinutes))
    return jobs
  },
  seedReference: (db) => seedHelpdeskReference(db),
  seedDemo: (db) => seedHelpdeskDemo(db),
})
