/**
 * The books' resources that are not plain records: vouchers, reports, fiscal years and the books'
 * settings. Their routes are the area's own (the original's per-type voucher paths, the reports),
 * so the declarations give only what every resource gets from one: the permission rows with the
 * built-in roles' grants, the navigation entry and the admin schema the custom screens read.
 *
 * Roles: the Accountant enters, posts and corrects vouchers of the day; the Approver also reverses
 * vouchers posted on earlier days, moves the lock date and closes fiscal years (the original's
 * "authorize" screen, for posted vouchers); the Auditor reads everything and changes nothing.
 */
import { asc, desc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { fiscalYear, ledgerSetting, voucher, voucherLine } from './tables.ts'

/** What the Accountant may do with vouchers; the Approver adds reversing those of earlier days. */
export const ACCOUNTANT_VOUCHER_ACTIONS = ['read', 'create', 'update', 'delete', 'post', 'reverse'] as const

export const voucherResource = defineResource({
  name: 'voucher',
  label: 'Voucher',
  genericRoutes: false,
  private: true,
  actions: [...ACCOUNTANT_VOUCHER_ACTIONS, 'reverse_past_day'],
  grants: {
    Accountant: ACCOUNTANT_VOUCHER_ACTIONS,
    Approver: [...ACCOUNTANT_VOUCHER_ACTIONS, 'reverse_past_day'],
    Auditor: ['read'],
  },
  admin: { nav: { group: 'accounting', icon: 'ReceiptLong', order: 1 } },
  table: voucher,
  listKey: 'vouchers',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.date), desc(t.id)],
})

export const accountReportResource = defineResource({
  name: 'account_report',
  label: 'Report',
  plural: 'Accounts reports',
  genericRoutes: false,
  private: true,
  actions: ['read'],
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: { group: 'accounting', icon: 'Assessment', order: 2 } },
  table: voucherLine,
  listKey: 'lines',
  unpaginatedPaths: [],
  orderBy: (t) => [asc(t.date), asc(t.id)],
})

export const fiscalYearResource = defineResource({
  name: 'fiscal_year',
  label: 'Fiscal year',
  genericRoutes: false,
  private: true,
  actions: ['read', 'close'],
  grants: { Accountant: 'read', Approver: ['read', 'close'], Auditor: 'read' },
  admin: { nav: { group: 'accounting', icon: 'Event', order: 8 } },
  table: fiscalYear,
  listKey: 'fiscal_years',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.startDate)],
})

export const ledgerSettingResource = defineResource({
  name: 'ledger_setting',
  label: 'Books setting',
  plural: 'Books settings',
  genericRoutes: false,
  private: true,
  actions: ['read', 'update'],
  grants: { Accountant: 'read', Approver: ['read', 'update'], Auditor: 'read' },
  admin: { nav: { group: 'accounting', icon: 'Settings', order: 9 } },
  table: ledgerSetting,
  listKey: 'settings',
  unpaginatedPaths: [],
  orderBy: () => [],
})
