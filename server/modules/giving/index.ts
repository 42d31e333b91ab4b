/**
 * Giving (issue 14 items 3–5): causes with their blocks and images, donations online and offline,
 * monthly gifts, and the money receipts every received payment gets. Every gift posts to the one
 * ledger through the books' posting service (donations.ts); receipts are numbered by the database
 * (money-receipts.ts). ADR 024 gives the reasons.
 */
import { defineArea } from '../area.ts'
import { seedOfflineGivingDemo } from './demo/offline-giving.ts'
import { monthlyGiftsJob } from './monthly-job.ts'
import { registerOnlineRoutes } from './online-routes.ts'
import { reconcileJob } from './reconcile-job.ts'
import { seedGivingSettings } from './settings.ts'

export const givingArea = defineArea({
  name: 'giving',
  resources: [],
  seedReference: (db) => seedGivingSettings(db),
  routes: registerOnlineRoutes,
  jobs: (deps) => [reconcileJob(deps), monthlyGiftsJob(deps)],
  seedDemo: (db) => seedOfflineGivingDemo(db),
})
