/**
 * The stock ledger's declarations: what each gives is the permission rows with the roles' grants,
 * the navigation entry and (for stock documents) the generic reads. The Accountant and the Approver
 * record stock documents; the Auditor reads; the Editor has nothing here.
 *
 * - stock_adjustment: adjustments, opening stock and transfers, read through the generic all/, {id}
 *   and search/ with their movements; written only by the area's create/ (adjustment-routes.ts),
 *   which posts them, so the declaration has no generic write (actions without create/update/delete).
 * - inventory: the stock reads at the original's paths and the stock card (inventory-routes.ts).
 * - inventory_summary_report: the inventory summary report (summary_report/…).
 * The last two have no records of their own; their table is the stock ledger they read.
 */
import { desc } from 'drizzle-orm'
import { defineResource } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { stockAdjustment, stockMovement } from '../tables.ts'
import { STOCK_DOCUMENT_KINDS } from './adjustment-body.ts'
import { presentStockDocuments } from './adjustment-present.ts'

const RECORDING = ['read', 'record'] as const
const READERS = { Accountant: 'read', Approver: 'read', Auditor: 'read' } as const

export const stockAdjustmentResource = defineResource({
  name: 'stock_adjustment',
  label: 'Stock adjustment',
  private: true,
  actions: RECORDING,
  grants: { Accountant: RECORDING, Approver: RECORDING, Auditor: ['read'] },
  admin: {
    columns: ['id', 'date', 'kind', 'branch', 'to_branch', 'reason', 'created_at'],
    sort: { field: 'date', order: 'DESC' },
    filters: ['kind', 'branch', 'to_branch', 'date'],
    recordRepresentation: 'reason',
    nav: { group: 'stores', icon: 'Checklist', order: 20 },
  },
  table: stockAdjustment,
  listKey: 'stock_adjustments',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.date), desc(t.id)],
  // For reading, filtering and searching: the document is written by create/ only.
  fields: {
    kind: field.enum('kind', STOCK_DOCUMENT_KINDS),
    branch: field.ref('branchId', 'branch'),
    to_branch: field.ref('toBranchId', 'branch'),
    date: field.date('date'),
    reason: field.text('reason', { searchable: true }),
  },
  presentList: (rows, ctx) => presentStockDocuments(ctx.db, rows, ctx.timeZone),
  presentDetail: async (row, ctx) =>
    (await presentStockDocuments(ctx.db, [row], ctx.timeZone, { movements: true }))[0] as object,
})

export const inventoryResource = defineResource({
  name: 'inventory',
  label: 'Stock',
  plural: 'Stock',
  genericRoutes: false,
  private: true,
  actions: ['read'],
  grants: READERS,
  admin: { nav: { group: 'stores', icon: 'Storefront', order: 10 } },
  table: stockMovement,
  listKey: 'inventories',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.date), desc(t.id)],
})

export const inventorySummaryResource = defineResource({
  name: 'inventory_summary_report',
  label: 'Inventory summary',
  plural: 'Inventory summary',
  genericRoutes: false,
  private: true,
  actions: ['read'],
  grants: READERS,
  admin: { nav: { group: 'stores', icon: 'Assessment', order: 30 } },
  table: stockMovement,
  listKey: 'inventory_summary_reports',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.date), desc(t.id)],
})
