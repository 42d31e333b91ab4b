import { asc, eq } from 'drizzle-orm'
import { defineResource } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { addressFields, addressHooks } from './address-service.ts'
import { branch } from './tables.ts'

/** The organisation's offices and training centres; the public sees the active ones. */
export const branchResource = defineResource({
  name: 'branch',
  label: 'Branch',
  plural: 'Branches',
  admin: {
    columns: ['name', 'city', 'thana', 'is_active'],
    nav: { group: 'organisation', icon: 'Business' },
  },
  table: branch,
  listKey: 'branches',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  publicWhere: async () => eq(branch.isActive, true),
  searchParams: ['name'],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    short_desc: field.text('shortDesc', { max: 1000, multiline: true, label: 'Short description' }),
    full_desc: field.text('fullDesc', { max: 10000, multiline: true, label: 'Description' }),
    is_active: field.bool('isActive', {
      label: 'Active',
      help: 'Off: kept for the records, hidden from the public.',
    }),
    ...addressFields(),
  },
  hooks: addressHooks(),
})
