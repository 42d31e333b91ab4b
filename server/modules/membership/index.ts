/**
 * Members of the organisation (issue 14 item 1): members with their personal and address data and
 * a member number, membership types, the paid periods a member's status is computed from
 * (common/membership-status.ts), and the committees' role assignments at the original's paths.
 * All personal data: every route needs a permission; the Accountant reads, the Administrator writes.
 */
import { defineArea } from '../area.ts'
import { committeeRoleResources } from './committee-roles.ts'
import { seedMembershipDemo } from './demo/seed.ts'
import { memberResource } from './member.ts'
import { membershipResource } from './membership.ts'
import { membershipTypeResource } from './membership-type.ts'

export const membershipArea = defineArea({
  name: 'membership',
  resources: [memberResource, membershipTypeResource, membershipResource, ...committeeRoleResources],
  seedDemo: (db) => seedMembershipDemo(db),
})
