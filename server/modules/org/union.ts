import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { unionCouncil } from './tables.ts'

/** A union parishad, the level below the upazila (table union_council: `union` is an SQL keyword). */
export const unionResource = defineResource({
  name: 'union',
  label: 'Union',
  admin: {
    columns: ['name', 'bn_name', 'thana'],
    filters: ['thana'],
    nav: { group: 'organisation', icon: 'PinDrop' },
  },
  grants: { Editor: 'read' },
  table: unionCouncil,
  listKey: 'unions',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.id)],
  searchParams: ['name'],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    bn_name: field.text('bnName', { max: 100, label: 'Name in Bangla', searchable: true }),
    thana: field.ref('thanaId', 'thana', { required: true }),
    url: field.text('url', { max: 500, label: 'Website' }),
  },
})
