/**
 * The stores (issue 15): the catalogue, vendors and customers, the stock ledger, purchasing and
 * customer orders, each posting to the one ledger through its posting service. See
 * docs/decisions/025-stock-ledger-and-stores.md.
 */
import { defineArea } from '../area.ts'
import { seedStoresReference } from './reference-seed.ts'
import { registerStockRoutes, stockResources } from './stock/index.ts'

export const storesArea = defineArea({
  name: 'stores',
  resources: [...stockResources],
  routes: async (app, deps) => registerStockRoutes(app, deps),
  seedReference: (db) => seedStoresReference(db),
})
