import { defineResource } from '../../resources/define.ts'
import { placeLevel, placeNames, placeWebsite } from './place-level.ts'
import { division } from './tables.ts'

/** Bangladesh's eight divisions, the level above the districts (the original had none). */
export const divisionResource = defineResource({
  name: 'division',
  label: 'Division',
  admin: { columns: ['name', 'bn_name'], nav: { group: 'organisation', icon: 'Map' } },
  table: division,
  listKey: 'divisions',
  ...placeLevel,
  fields: {
    ...placeNames(),
    url: placeWebsite(),
  },
})
