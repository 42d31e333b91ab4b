/**
 * The stores (issue 15): the catalogue, vendors and customers, the stock ledger, purchasing and
 * customer orders, each posting to the one ledger through its posting service. See
 * docs/decisions/025-stock-ledger-and-stores.md.
 */
import { defineArea } from '../area.ts'
import { catalogueResources, registerCatalogueRoutes } from './catalogue/index.ts'
import { seedStoresDemo } from './demo/seed.ts'
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
import { partyResources, registerPartyRoutes } from './parties/index.ts'
import { purchasingResources, registerPurchasingRoutes } from './purchasing/index.ts'
import { seedStoresReference } from './reference-seed.ts'
import { storesSettingResource } from './settings-resource.ts'
import { registerStoresSettingsRoutes } from './settings-routes.ts'
import { registerStockRoutes, stockResources } from './stock/index.ts'

export const storesArea = defineArea({
  name: 'stores',
  resources: [
    ...catalogueResources,
    ...partyResources,
    storesSettingResource,
    ...stockResources,
    ...purchasingResources,
    orderStatusResource,
    orderResource,
    orderItemResource,
    customerOrderResource,
    salesReturnResource,
    orderReportResource,
  ],
  routes: async (app, deps) => {
    registerCatalogueRoutes(app, deps)
    registerPartyRoutes(app, deps)
    registerStoresSettingsRoutes(app, deps)
    registerStockRoutes(app, deps)
    // Each in a plugin of its own, with its own multipart parser (the original's clients send forms).
    await registerPurchasingRoutes(app, deps)
    await app.register(async (scope) => registerOrderRoutes(scope, deps))
    registerOrderReportRoutes(app, deps)
  },
  seedReference: (db) => seedStoresReference(db),
  seedDemo: (db) => seedStoresDemo(db),
})
