import { desc } from 'drizzle-orm'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDefault } from '../../resources/present.ts'
import { membershipHooks } from './membership-rules.ts'
import { membership } from './tables.ts'

/** A period with the receipt that paid it (set by dues collection, not by this form). */
const presentPeriod = (r: Row<typeof membership>, ctx: PresentContext): object => ({
  ...presentDefault(membershipResource, r, ctx),
  receipt_voucher_id: r.receiptVoucherId,
})

/** One period of a member in a membership type: what the member's status is computed from. */
export const membershipResource = defineResource({
  name: 'membership',
  label: 'Membership',
  private: true,
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: {
    columns: ['member', 'membership_type', 'start_date', 'end_date', 'fee', 'cancelled_at'],
    sort: { field: 'start_date', order: 'DESC' },
    filters: ['member', 'membership_type', 'start_date', 'end_date'],
    recordRepresentation: 'start_date',
    nav: { group: 'membership', icon: 'ReceiptLong' },
  },
  table: membership,
  listKey: 'memberships',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [desc(t.startDate), desc(t.id)],
  fields: {
    member: field.ref('memberId', 'member', { required: true }),
    membership_type: field.ref('membershipTypeId', 'membership_type', { required: true }),
    start_date: field.date('startDate', { required: true }),
    end_date: field.date('endDate', {
      help: 'Left empty on a new period: one month or one year from the start, as its type says; none for lifetime.',
    }),
    fee: field.decimal('fee', {
      nullable: false,
      min: 0,
      label: 'Fee (Tk)',
      help: 'Default: the type’s fee.',
    }),
    cancelled_at: field.datetime('cancelledAt', { label: 'Cancelled' }),
    cancel_reason: field.text('cancelReason', { max: 1000, multiline: true }),
    note: field.text('note', { multiline: true, max: 5000 }),
  },
  hooks: membershipHooks(),
  presentList: async (rows, ctx) => rows.map((r) => presentPeriod(r, ctx)),
  presentDetail: async (row, ctx) => presentPeriod(row, ctx),
})
