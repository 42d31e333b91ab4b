import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { placeLevel, placeNames, placeWebsite } from './place-level.ts'
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
  table: unionCouncil,
  listKey: 'unions',
  ...placeLevel,
  fields: {
    ...placeNames(),
    thana: field.ref('thanaId', 'thana', { required: true }),
    url: placeWebsite(),
  },
})
