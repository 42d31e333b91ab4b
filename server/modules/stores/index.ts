/**
 * The stores (issue 15): the catalogue, vendors and customers, the stock ledger, purchasing and
 * customer orders, each posting to the one ledger through its posting service. See
 * docs/decisions/025-stock-ledger-and-stores.md.
 */
import { defineArea } from '../area.ts'
import {
  customerOrderResource,
  orderItemResource,
  orderReportResource,
  orderResource,
  orderStatusResource,
  salesReturnResource,
} from './orders/order-resources.ts'
import { registerOrderRoutes } from './orders/order-routes.ts'
import { registerOrderReportRoutes } from './orders/report-routes.ts'
import { seedStoresReference } from './reference-seed.ts'
import { registerStockRoutes, stockResources } from './stock/index.ts'

export const storesArea = defineArea({
  name: 'stores',
  resources: [
    ...stockResources,
    orderStatusResource,
    orderResource,
    orderItemResource,
    customerOrderResource,
    salesReturnResource,
    orderReportResource,
  ],
  routes: async (app, deps) => {
    await registerStockRoutes(app, deps)
    // Each in a plugin of its own: the order routes register the multipart parser in their scope.
    await app.register(async (scope) => registerOrderRoutes(scope, deps))
    registerOrderReportRoutes(app, deps)
  },
  seedReference: (db) => seedStoresReference(db),
})
