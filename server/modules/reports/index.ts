/**
 * Reports across the areas and the dashboard (issue 16 item 4): GET /api/v1/dashboard/ answers the
 * figures of dashboard-figures.ts that the signed-in role may read, and the original dashboards'
 * paths answer under /dashboard/api/v1/. It owns no tables: every figure is computed by the service
 * of the area whose data it counts (ADR 026).
 */
import { defineArea } from '../area.ts'
import { FIGURES } from './dashboard-figures.ts'
import { registerDashboardRoute } from './dashboard-routes.ts'
import { registerLegacyDashboardRoutes } from './legacy-dashboard-routes.ts'

export const reportsArea = defineArea({
  name: 'reports',
  resources: [],
  routes: async (app, deps) => {
    registerDashboardRoute(app, deps, FIGURES)
    registerLegacyDashboardRoutes(app, deps)
  },
})
