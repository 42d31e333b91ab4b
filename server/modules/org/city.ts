import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { placeLevel, placeNames, placeWebsite } from './place-level.ts'
import { city } from './tables.ts'

/** A district: the original named the resource `city`, its screens District. */
export const cityResource = defineResource({
  name: 'city',
  label: 'District',
  admin: {
    columns: ['name', 'bn_name', 'division'],
    filters: ['division'],
    nav: { group: 'organisation', icon: 'LocationCity' },
  },
  table: city,
  listKey: 'cities',
  ...placeLevel,
  fields: {
    ...placeNames(),
    division: field.ref('divisionId', 'division'),
    country: field.ref('countryId', 'country', { required: true }),
    lat: field.decimal('lat', { scale: 8, min: -90, max: 90, label: 'Latitude' }),
    lon: field.decimal('lon', { scale: 8, min: -180, max: 180, label: 'Longitude' }),
    url: placeWebsite(),
  },
})
