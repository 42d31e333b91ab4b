import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
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
  grants: { Editor: 'read' },
  table: city,
  listKey: 'cities',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.id)],
  searchParams: ['name'],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    bn_name: field.text('bnName', { max: 100, label: 'Name in Bangla', searchable: true }),
    division: field.ref('divisionId', 'division'),
    country: field.ref('countryId', 'country', { required: true }),
    lat: field.decimal('lat', { scale: 8, min: -90, max: 90, label: 'Latitude' }),
    lon: field.decimal('lon', { scale: 8, min: -180, max: 180, label: 'Longitude' }),
    url: field.text('url', { max: 500, label: 'Website' }),
  },
})
