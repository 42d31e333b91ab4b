/**
 * Giving (issue 14 items 3–5): causes with their blocks and images, donations online and offline,
 * monthly gifts, and the money receipts every received payment gets. Every gift posts to the one
 * ledger through the books' posting service (donations.ts); receipts are numbered by the database
 * (money-receipts.ts). ADR 024 gives the reasons.
 */
import { defineArea } from '../area.ts'
import { seedDonationsDemo } from './demo/donations.ts'
import { donationResource } from './donation.ts'
import { registerDonationRoutes } from './donation-routes.ts'
import { donationReportResource } from './report-resource.ts'
import { registerReportRoutes } from './report-routes.ts'
import { seedGivingSettings } from './settings.ts'
import { givingSettingResource } from './settings-resource.ts'
import { registerSettingsRoutes } from './settings-routes.ts'

export const givingArea = defineArea({
  name: 'giving',
  resources: [donationResource, donationReportResource, givingSettingResource],
  seedReference: (db) => seedGivingSettings(db),
  // The causes' demo (when there is one) runs first: the gifts are given to its causes.
  seedDemo: (db) => seedDonationsDemo(db),
  routes: async (app, deps) => {
    registerDonationRoutes(app, deps)
    registerReportRoutes(app, deps)
    registerSettingsRoutes(app, deps)
  },
})
