import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { MEMBERSHIP_PERIODS, membershipType } from './tables.ts'

/** What a membership costs and how long one period lasts (general, executive, adviser, life…). */
export const membershipTypeResource = defineResource({
  name: 'membership_type',
  label: 'Membership type',
  private: true,
  grants: { Accountant: 'read', Approver: 'read', Auditor: 'read' },
  admin: {
    columns: ['name', 'fee', 'period', 'grace_days', 'active'],
    nav: { group: 'membership', icon: 'Category' },
  },
  table: membershipType,
  listKey: 'membership_types',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    fee: field.decimal('fee', { nullable: false, min: 0, label: 'Fee (Tk)', help: 'For one period.' }),
    period: field.enum('period', MEMBERSHIP_PERIODS, {
      nullable: false,
      help: 'How long one paid period lasts; a lifetime membership never ends.',
    }),
    grace_days: field.int('graceDays', {
      nullable: false,
      min: 0,
      max: 3650,
      help: 'Days after a period ends during which the member is still counted (in grace).',
    }),
    active: field.bool('active', { help: 'Off: no longer offered for new memberships.' }),
  },
})
