/**
 * The stock ledger's own documents and reads (issue 15 items 3 and 6): stock adjustments, opening
 * stock and transfers (posted at once), the inventory reads at the original's paths, the stock
 * card and the inventory summary report. The ledger itself is ../stock-ledger.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { AreaDeps } from '../../area.ts'
import { registerAdjustmentRoutes } from './adjustment-routes.ts'
import { registerInventoryRoutes } from './inventory-routes.ts'
import { inventoryResource, inventorySummaryResource, stockAdjustmentResource } from './resources.ts'
import { registerSummaryRoutes } from './summary-routes.ts'

export const stockResources = [stockAdjustmentResource, inventoryResource, inventorySummaryResource]

export function registerStockRoutes(app: FastifyInstance, deps: AreaDeps): void {
  registerAdjustmentRoutes(app, deps)
  registerInventoryRoutes(app, deps)
  registerSummaryRoutes(app, deps)
}
