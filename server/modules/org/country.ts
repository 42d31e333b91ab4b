import { asc } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { country } from './tables.ts'

/** Every country with its ISO codes, calling code and currency; loaded by reference-seed.ts. */
export const countryResource = defineResource({
  name: 'country',
  label: 'Country',
  plural: 'Countries',
  admin: {
    columns: ['name', 'country_code2', 'phone_code', 'currency_code', 'continent_name'],
    nav: { group: 'organisation', icon: 'Public' },
  },
  grants: { Editor: 'read' },
  table: country,
  listKey: 'countries',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  searchParams: ['name'],
  fields: {
    name: field.text('name', { required: true, max: 255, searchable: true }),
    capital_name: field.text('capitalName', { max: 255, label: 'Capital' }),
    country_code: field.text('countryCode', { max: 3, label: 'ISO code (3 letters)', searchable: true }),
    country_code2: field.text('countryCode2', { max: 2, label: 'ISO code (2 letters)', searchable: true }),
    phone_code: field.text('phoneCode', {
      max: 50,
      label: 'Calling code',
      help: 'Without "+"; several separated by commas.',
    }),
    currency_code: field.text('currencyCode', { max: 3, label: 'Currency (ISO 4217)' }),
    continent_name: field.text('continentName', { max: 50, label: 'Continent' }),
    continent_code: field.text('continentCode', { max: 2 }),
  },
})
