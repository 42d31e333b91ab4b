/** Student, walk-in, institution… (the original's customer_type): how customers are grouped. */
import { asc } from 'drizzle-orm'
import { defineResource } from '../../../resources/define.ts'
import { field } from '../../../resources/fields.ts'
import { STORES_GRANTS } from '../grants.ts'
import { customerType } from '../tables.ts'

export const customerTypeResource = defineResource({
  name: 'customer_type',
  label: 'Customer type',
  private: true,
  grants: STORES_GRANTS,
  admin: { nav: { group: 'sales', icon: 'Groups', order: 2 } },
  table: customerType,
  listKey: 'customer_types',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  fields: { name: field.text('name', { required: true, max: 100, searchable: true }) },
})
