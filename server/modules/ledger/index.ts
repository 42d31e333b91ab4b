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
import { seedChart } from './chart-seed.ts'

export const ledgerArea = defineArea({
  name: 'ledger',
  resources: [voucherResource, accountReportResource, fiscalYearResource, ledgerSettingResource],
  seedReference: (db) => seedChart(db),
})
