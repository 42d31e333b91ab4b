/**
 * The committees' role assignments at the original's paths: executive_member, adviser_member and
 * general_member. A member may hold roles on several committees (the original's fixture did);
 * being on a committee is not a membership type. One declaration, three tables.
 */
import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { checkDateOrder } from './date-order.ts'
import { adviserMember, executiveMember, generalMember } from './tables.ts'

type CommitteeTable = typeof executiveMember | typeof adviserMember | typeof generalMember

function committeeRoleResource<T extends CommitteeTable>(
  name: string,
  table: T,
  label: string,
  order: number,
) {
  return defineResource<CommitteeTable>({
    name,
    label,
    private: true,
    grants: { Accountant: 'read' },
    admin: {
      columns: ['member', 'designation', 'term_start', 'term_end'],
      sort: { field: 'term_start', order: 'DESC' },
      recordRepresentation: 'designation',
      nav: { group: 'membership', icon: 'Groups', order },
    },
    table,
    listKey: `${name}s`,
    // sic: the original's committee lists have no all/ after without_pagination/.
    unpaginatedPaths: ['without_pagination/'],
    orderBy: (t) => [asc(t.termStart), asc(t.id)],
    fields: {
      member: field.ref('memberId', 'member', { required: true }),
      designation: field.text('designation', {
        required: true,
        max: 100,
        searchable: true,
        help: 'As the committee names it: President, Treasurer, Executive Member…',
      }),
      term_start: field.date('termStart'),
      term_end: field.date('termEnd', { help: 'Empty: still serving.' }),
      note: field.text('note', { multiline: true, max: 5000 }),
    },
    hooks: {
      beforeCreate: async (values) => checkDateOrder(values, {}, 'termStart', 'termEnd', 'term_end'),
      beforeUpdate: async (values, existing) =>
        checkDateOrder(values, existing, 'termStart', 'termEnd', 'term_end'),
    },
  })
}

export const committeeRoleResources = [
  committeeRoleResource('executive_member', executiveMember, 'Executive committee role', 10),
  committeeRoleResource('adviser_member', adviserMember, 'Advisory committee role', 11),
  committeeRoleResource('general_member', generalMember, 'General committee role', 12),
]
