/**
 * Purchasing's declarations (issue 15 item 4). Statuses, request lines and their pictures are
 * plain resources with the generic routes; requests, final purchases and returns carry lines and
 * post, so their routes are the area's own (request-routes.ts, final-routes.ts, return-routes.ts)
 * and the declarations give the permission rows, grants and navigation entries. The Accountant and
 * the Approver buy (paying and confirming needs purchase_final.update); the Auditor reads; the
 * Editor has nothing here. The two summary reports (report-routes.ts) are declared only for their
 * navigation entries and the screens' permission; their routes read with the lists' own permission.
 */
import { asc, desc } from 'drizzle-orm'
import { defineResource } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import {
  purchaseFinal,
  purchaseRequest,
  purchaseRequestItem,
  purchaseRequestItemImage,
  purchaseReturn,
  purchaseStatus,
} from '../tables.ts'
import { presentRequestLines } from './request-present.ts'

const WRITES = ['read', 'create', 'update', 'delete'] as const
/** Requests and purchases have no generic fields, so their four actions are named. */
const BUYERS = { Accountant: WRITES, Approver: WRITES, Auditor: ['read'] } as const

/** pending, processing, submitted, verified, cancelled: seeded, listed by the original's clients. */
export const purchaseStatusResource = defineResource({
  name: 'purchase_status',
  label: 'Purchase status',
  plural: 'Purchase statuses',
  private: true,
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: { nav: false },
  table: purchaseStatus,
  listKey: 'purchase_statuses',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.id)],
  presentList: async (rows) => rows.map((r) => ({ id: r.id, name: r.name, position: r.position })),
  presentDetail: async (r) => ({ id: r.id, name: r.name, position: r.position }),
})

export const purchaseRequestResource = defineResource({
  name: 'purchase_request',
  label: 'Purchase request',
  genericRoutes: false,
  private: true,
  actions: WRITES,
  grants: BUYERS,
  admin: { nav: { group: 'purchasing', icon: 'Checklist', order: 1 } },
  table: purchaseRequest,
  listKey: 'purchase_requests',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.id)],
})

/** A request's line: read with its pictures; deleted through its own path, changed with its request. */
export const purchaseRequestItemResource = defineResource({
  name: 'purchase_req_item',
  label: 'Purchase request line',
  private: true,
  actions: ['read', 'delete'],
  grants: { Accountant: ['read', 'delete'], Approver: ['read', 'delete'], Auditor: ['read'] },
  admin: { nav: false },
  table: purchaseRequestItem,
  listKey: 'purchase_req_items',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.purchaseRequestId), asc(t.id)],
  presentList: (rows, ctx) => presentRequestLines(ctx, rows),
  presentDetail: async (row, ctx) => (await presentRequestLines(ctx, [row]))[0] as object,
})

export const purchaseRequestItemImageResource = defineResource({
  name: 'purchase_req_item_image',
  label: 'Purchase request picture',
  private: true,
  grants: BUYERS,
  admin: { nav: false },
  table: purchaseRequestItemImage,
  listKey: 'purchase_req_item_images',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.purchaseReqItemId), asc(t.id)],
  fields: {
    purchase_req_item: field.ref('purchaseReqItemId', 'purchase_req_item', { required: true }),
    image: field.file('image', { accept: ['image'], dir: 'purchase-requests' }, { required: true }),
  },
})

export const purchaseFinalResource = defineResource({
  name: 'purchase_final',
  label: 'Purchase',
  genericRoutes: false,
  private: true,
  actions: WRITES,
  grants: BUYERS,
  admin: { nav: { group: 'purchasing', icon: 'ReceiptLong', order: 2 } },
  table: purchaseFinal,
  listKey: 'purchase_finals',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.date), desc(t.id)],
})

/** Returns are recorded (posted at once) and read; never changed or deleted (migration 0020). */
export const purchaseReturnResource = defineResource({
  name: 'purchase_return',
  label: 'Purchase return',
  genericRoutes: false,
  private: true,
  actions: ['read', 'create'],
  grants: { Accountant: ['read', 'create'], Approver: ['read', 'create'], Auditor: ['read'] },
  admin: { nav: { group: 'purchasing', icon: 'History', order: 3 } },
  table: purchaseReturn,
  listKey: 'purchase_returns',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.date), desc(t.id)],
})

/**
 * A summary report's declaration: no records or routes of its own (report-routes.ts answers it with
 * its list's permission), only the navigation entry under Purchasing that opens its screen, read
 * by the roles that read the list it sums.
 */
const summaryReport = <T extends typeof purchaseRequest | typeof purchaseFinal>(
  name: string,
  label: string,
  order: number,
  table: T,
) =>
  defineResource({
    name,
    label,
    plural: label,
    genericRoutes: false,
    private: true,
    actions: ['read'],
    grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
    admin: { nav: { group: 'purchasing', icon: 'Assessment', order } },
    table,
    listKey: name,
    unpaginatedPaths: [],
    orderBy: (t) => [desc(t.id)],
  })

export const purchaseRequestSummaryResource = summaryReport(
  'purchase_request_summary_report',
  'Purchase requests summary',
  10,
  purchaseRequest,
)
export const purchaseFinalSummaryResource = summaryReport(
  'purchase_final_summary_report',
  'Purchases summary',
  11,
  purchaseFinal,
)

export const purchasingResources = [
  purchaseStatusResource,
  purchaseRequestResource,
  purchaseRequestItemResource,
  purchaseRequestItemImageResource,
  purchaseFinalResource,
  purchaseReturnResource,
  purchaseRequestSummaryResource,
  purchaseFinalSummaryResource,
]
