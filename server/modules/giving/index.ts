/**
 * Giving (issue 14 items 3–5): causes with their blocks and images, donations online and offline,
 * monthly gifts, and the money receipts every received payment gets. Every gift posts to the one
 * ledger through the books' posting service (donations.ts); receipts are numbered by the database
 * (money-receipts.ts). ADR 024 gives the reasons.
 */
import { defineArea } from '../area.ts'
import { PublishSchedule } from '../content/index.ts'
import { causeResource } from './cause.ts'
import { causeContentResource } from './cause-content.ts'
import { causeContentImageResource } from './cause-content-image.ts'
import { registerCauseRoutes } from './cause-routes.ts'
import { nextCausePublishAt } from './cause-service.ts'
import { seedCausesDemo } from './demo/causes.ts'
import { seedDonationsDemo } from './demo/donations.ts'
import { seedOfflineGivingDemo } from './demo/offline-giving.ts'
import { donationResource } from './donation.ts'
import { registerDonationRoutes } from './donation-routes.ts'
import { monthlyGiftsJob } from './monthly-job.ts'
import { registerOnlineRoutes } from './online-routes.ts'
import { reconcileJob } from './reconcile-job.ts'
import { donationReportResource } from './report-resource.ts'
import { registerReportRoutes } from './report-routes.ts'
import { seedGivingSettings } from './settings.ts'
import { givingSettingResource } from './settings-resource.ts'
import { registerSettingsRoutes } from './settings-routes.ts'

export const givingArea = defineArea({
  name: 'giving',
  resources: [
    causeResource,
    causeContentResource,
    causeContentImageResource,
    donationResource,
    donationReportResource,
    givingSettingResource,
  ],
  routes: async (app, deps) => {
    registerCauseRoutes(app, deps)
    await registerOnlineRoutes(app, deps)
    registerDonationRoutes(app, deps)
    registerReportRoutes(app, deps)
    registerSettingsRoutes(app, deps)
    // A cause published for a later moment appears then, without a restart (as content does).
    const causeSchedule = new PublishSchedule({
      cache: deps.cache,
      clock: deps.clock,
      nextPublishAt: (after) => nextCausePublishAt(deps.db, after),
      log: app.log,
    })
    app.addHook('onClose', () => causeSchedule.stop())
    await causeSchedule.start()
  },
  jobs: (deps) => [reconcileJob(deps), monthlyGiftsJob(deps)],
  seedReference: (db) => seedGivingSettings(db),
  seedDemo: async (db) => {
    await seedCausesDemo(db)
    await seedOfflineGivingDemo(db)
    // After the causes: the demo's gifts are given to them.
    await seedDonationsDemo(db)
  },
})
