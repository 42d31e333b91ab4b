/**
 * Purchasing (issue 15 item 4, and its half of item 6): requests → final purchases → pay and
 * confirm → invoice → returns, and the summary reports. The routes are one plugin with its own
 * multipart parser (the original's clients send forms), so nothing leaks into the stores' other
 * routes.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { AreaDeps } from '../../area.ts'
import { registerFinalRoutes } from './final-routes.ts'
import { registerReportRoutes } from './report-routes.ts'
import { registerRequestRoutes } from './request-routes.ts'
import { registerReturnRoutes } from './return-routes.ts'

export { purchasingResources } from './resources.ts'

export async function registerPurchasingRoutes(app: FastifyInstance, deps: AreaDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart)
    registerRequestRoutes(scope, deps)
    registerFinalRoutes(scope, deps)
    registerReturnRoutes(scope, deps)
    registerReportRoutes(scope, deps)
  })
}
