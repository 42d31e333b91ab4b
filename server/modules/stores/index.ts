/**
 * The stores (issue 15): the catalogue, vendors and customers, the stock ledger, purchasing and
 * customer orders, each posting to the one ledger through its posting service. See
 * docs/decisions/025-stock-ledger-and-stores.md.
 */
import { defineArea } from '../area.ts'
import { purchasingResources, registerPurchasingRoutes } from './purchasing/index.ts'
import { seedStoresReference } from './reference-seed.ts'

export const storesArea = defineArea({
  name: 'stores',
  resources: [...purchasingResources],
  routes: async (app, deps) => registerPurchasingRoutes(app, deps),
  seedReference: (db) => seedStoresReference(db),
})
