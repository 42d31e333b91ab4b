import { desc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { presentDuesPayments } from './dues-present.ts'
import { duesPayment } from './tables.ts'

/**
 * Dues payments at the original's path (monthly_subscription). Their routes are the area's own
 * (dues-routes.ts): a payment is collected (posted and receipted) and cancelled (reversed), never
 * written through the generic create/update/delete, so the declaration gives the permission rows,
 * the navigation entry and the presenter the routes share. The Accountant and the Approver collect;
 * only the Approver cancels (the reversal of an earlier day's voucher); the Auditor reads.
 */
export const duesPaymentResource = defineResource({
  name: 'monthly_subscription',
  label: 'Dues payment',
  genericRoutes: false,
  private: true,
  actions: ['read', 'collect', 'cancel'],
  grants: {
    Accountant: ['read', 'collect'],
    Approver: ['read', 'collect', 'cancel'],
    Auditor: ['read'],
  },
  admin: { nav: { group: 'membership', icon: 'AccountBalance' } },
  table: duesPayment,
  listKey: 'monthly_subscriptions',
  unpaginatedPaths: [],
  orderBy: (t) => [desc(t.paidOn), desc(t.id)],
  presentList: (rows, ctx) => presentDuesPayments(ctx.db, rows, ctx.timeZone),
  presentDetail: async (row, ctx) => (await presentDuesPayments(ctx.db, [row], ctx.timeZone))[0] as object,
})
