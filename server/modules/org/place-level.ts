/**
 * What every level of the Bangladesh hierarchy (division, district, thana, union) shares: names in
 * English and Bangla, a website, the geocode's order, the original's unpaginated path, and read-only
 * access for the Editor (the levels are reference data, seeded from the geocode).
 */
import { asc } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { field } from '../../resources/fields.ts'

export const placeLevel = {
  grants: { Editor: 'read' as const },
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t: { id: PgColumn }) => [asc(t.id)],
  searchParams: ['name'],
}

export const placeNames = () => ({
  name: field.text('name', { required: true, max: 100, searchable: true }),
  bn_name: field.text('bnName', { max: 100, label: 'Name in Bangla', searchable: true }),
})

export const placeWebsite = () => field.text('url', { max: 500, label: 'Website' })
