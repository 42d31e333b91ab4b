/**
 * The books: the chart of accounts (primary groups → groups → ledgers, sub-ledgers), vouchers on
 * one double-entry ledger, fiscal years, the lock date and the reports. Every area that moves
 * money posts through `posting.ts`; nothing else writes ledger lines (ADR 020).
 */
import { defineArea } from '../area.ts'
import {
  accountReportResource,
  fiscalYearResource,
  ledgerSettingResource,
  voucherResource,
} from './books-resources.ts'
import { groupResource, primaryGroupResource, subLedgerResource } from './chart-resources.ts'
import { registerChartRoutes } from './chart-routes.ts'
import { seedChart } from './chart-seed.ts'
import { seedLedgerDemo } from './demo/seed.ts'
import { registerFiscalYearRoutes } from './fiscal-year-routes.ts'
import { ledgerAccountResource } from './ledger-account-resource.ts'
import { registerLegacyVoucherRoutes } from './legacy-voucher-routes.ts'
import { registerReportRoutes } from './reports/index.ts'
import { registerVoucherRoutes } from './voucher-routes.ts'

export const ledgerArea = defineArea({
  name: 'ledger',
  resources: [
    primaryGroupResource,
    groupResource,
    ledgerAccountResource,
    subLedgerResource,
    voucherResource,
    accountReportResource,
    fiscalYearResource,
    ledgerSettingResource,
  ],
  seedReference: (db) => seedChart(db),
  seedDemo: (db) => seedLedgerDemo(db),
  routes: async (app, deps) => {
    registerChartRoutes(app, deps)
    registerVoucherRoutes(app, deps)
    registerFiscalYearRoutes(app, deps)
    registerReportRoutes(app, deps)
    // In a plugin of their own: they register the multipart parser in their scope.
    await app.register(async (scope) => registerLegacyVoucherRoutes(scope, deps))
  },
})
