import { asc } from 'drizzle-orm'
import { boolean, date, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { resources } from '../modules/index.ts'
import { checkAdminOptions, resourceSchema, wordsOf } from './admin-schema.ts'
import { type AdminOptions, defineResource } from './define.ts'
import { field } from './fields.ts'

/** A table of every kind of column, never created: the schema is read from the declaration alone. */
const branch = pgTable('branch_for_schema_test', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 20 }),
  name: varchar('name', { length: 200 }).notNull(),
  about: text('about'),
  logo: varchar('logo', { length: 500 }),
  opened: date('opened'),
  kind: varchar('kind', { length: 20 }),
  parentId: integer('parent_id'),
  isActive: boolean('is_active').notNull().default(true),
  budget: numeric('budget', { precision: 14, scale: 2 }),
  secret: text('secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

function branchResource(admin?: AdminOptions, extra: Partial<{ name: boolean; searchable: boolean }> = {}) {
  return defineResource({
    name: 'branch',
    label: 'Branch',
    plural: 'Branches',
    table: branch,
    listKey: 'branches',
    unpaginatedPaths: [],
    orderBy: (t) => [asc(t.id)],
    admin,
    fields: {
      about: field.html('about'),
      logo: field.file('logo', { accept: ['image'], dir: 'branches' }),
      code: field.text('code', { max: 20, searchable: extra.searchable ?? false }),
      ...(extra.name === false
        ? {}
        : { name: field.text('name', { required: true, max: 200, searchable: true }) }),
      secret: field.password('secret'),
      iso_code: field.text('code', { label: 'Branch code', help: 'Two letters.' }),
      opened: field.date('opened'),
      kind: field.enum('kind', ['head_office', 'field-office', 'BDT']),
      parent: field.ref('parentId', 'branch', { dependsOn: { field: 'kind', param: 'kind' } }),
      is_active: field.bool('isActive'),
      budget: field.decimal('budget', { scale: 2 }),
    },
  })
}

describe('wordsOf', () => {
  it('spells a wire name as words, acronyms in capitals', () => {
    expect(wordsOf('show_on_homepage')).toBe('Show on homepage')
    expect(wordsOf('iso_code')).toBe('ISO code')
    expect(wordsOf('management-team')).toBe('Management team')
    expect(wordsOf('url')).toBe('URL')
  })
})

describe('resourceSchema defaults', () => {
  const schema = resourceSchema(branchResource())

  it('labels fields from their wire names unless the field has a label', () => {
    const label = (name: string) => schema.fields.find((f) => f.name === name)?.label
    expect(label('is_active')).toBe('Is active')
    expect(label('iso_code')).toBe('Branch code')
    expect(schema.fields.find((f) => f.name === 'iso_code')?.help).toBe('Two letters.')
  })

  it('describes each field for its input', () => {
    const byName = new Map(schema.fields.map((f) => [f.name, f]))
    expect(byName.get('name')).toMatchObject({ kind: 'text', required: true, max: 200, nullable: false })
    expect(byName.get('kind')?.choices).toEqual([
      { id: 'head_office', name: 'Head office' },
      { id: 'field-office', name: 'Field office' },
      { id: 'BDT', name: 'BDT' },
    ])
    expect(byName.get('parent')).toMatchObject({ ref: 'branch', dependsOn: { field: 'kind', param: 'kind' } })
    expect(byName.get('logo')?.accept).toEqual(['image'])
    expect(byName.get('budget')).toMatchObject({ kind: 'decimal', scale: 2 })
    expect(byName.get('secret')).toMatchObject({ kind: 'password', writeOnly: true })
    // A plain column default is shown in the create form; SQL defaults (now()) are not.
    expect(byName.get('is_active')?.default).toBe(true)
    expect(byName.get('name')?.default).toBeUndefined()
  })

  it('lists the first four fields that fit a table cell, then updated_at', () => {
    expect(schema.list.columns).toEqual(['code', 'name', 'iso_code', 'opened', 'updated_at'])
  })

  it('orders by the first searchable text field, else by the newest id', () => {
    expect(schema.list.sort).toEqual({ field: 'name', order: 'ASC' })
    expect(resourceSchema(branchResource({}, { searchable: true })).list.sort.field).toBe('code')
    expect(resourceSchema(branchResource({}, { name: false })).list.sort).toEqual({
      field: 'id',
      order: 'DESC',
    })
  })

  it('offers the enum, bool, ref and date fields as filters, and search when a field is searchable', () => {
    expect(schema.list.filters).toEqual(['opened', 'kind', 'parent', 'is_active'])
    expect(schema.list.search).toBe(true)
    expect(resourceSchema(branchResource({}, { name: false })).list.search).toBe(false)
  })

  it('sorts by stored values only: not HTML, files or secrets', () => {
    expect(schema.list.sortable).toEqual([
      'id',
      'updated_at',
      'code',
      'name',
      'iso_code',
      'opened',
      'kind',
      'parent',
      'is_active',
      'budget',
    ])
  })

  it('names a record by name, then title, then its first text field', () => {
    expect(schema.recordRepresentation).toBe('name')
    expect(resourceSchema(branchResource({}, { name: false })).recordRepresentation).toBe('code')
  })

  it('exports from the resource’s export route and is writable with fields', () => {
    expect(schema.list.exportUrl).toBe('/branch/api/v1/branch/export/')
    expect(schema.writable).toBe(true)
    expect(schema.plural).toBe('Branches')
    expect(schema.nav).toBeUndefined()
  })

  it('says what the reader may do', () => {
    expect(schema.can).toEqual({ create: true, update: true, delete: true })
    expect(resourceSchema(branchResource(), (action) => action === 'update').can).toEqual({
      create: false,
      update: true,
      delete: false,
    })
  })
})

describe('resourceSchema with admin options', () => {
  it('takes the declared columns, sort, filters, representation and navigation', () => {
    const schema = resourceSchema(
      branchResource({
        columns: ['name', 'budget', 'id'],
        sort: { field: 'opened', order: 'DESC' },
        filters: ['kind'],
        recordRepresentation: 'code',
        nav: { group: 'organisation', icon: 'Business' },
      }),
    )
    expect(schema.list).toMatchObject({
      columns: ['name', 'budget', 'id'],
      sort: { field: 'opened', order: 'DESC' },
      filters: ['kind'],
    })
    expect(schema.recordRepresentation).toBe('code')
    expect(schema.nav).toEqual({ group: 'organisation', icon: 'Business', order: 0 })
  })

  it.each([
    [{ columns: ['nmae'] }, /column "nmae"/],
    [{ columns: ['secret'] }, /column "secret"/],
    [{ sort: { field: 'about', order: 'ASC' } }, /sort field "about"/],
    [{ filters: ['name'] }, /filter "name"/],
    [{ recordRepresentation: 'nope' }, /recordRepresentation "nope"/],
  ] as [AdminOptions, RegExp][])('refuses options naming what the resource lacks: %j', (admin, message) => {
    expect(() => checkAdminOptions(branchResource(admin))).toThrow(message)
  })
})

describe('the registry', () => {
  it('declares admin options that every resource has (the schema builds for each)', () => {
    for (const resource of resources) expect(() => resourceSchema(resource), resource.name).not.toThrow()
  })
})
