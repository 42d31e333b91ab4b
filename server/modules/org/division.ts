import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { division } from './tables.ts'

/** Bangladesh's eight divisions, the level above the districts (the original had none). */
export const divisionResource = defineResource({
  name: 'division',
  label: 'Division',
  admin: { columns: ['name', 'bn_name'], nav: { group: 'organisation', icon: 'Map' } },
  grants: { Editor: 'read' },
  table: division,
  listKey: 'divisions',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.id)],
  searchParams: ['name'],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    bn_name: field.text('bnName', { max: 100, label: 'Name in Bangla', searchable: true }),
    url: field.text('url', { max: 500, label: 'Website' }),
  },
})
