import { describe, expect, it } from 'vitest'
import type { FieldSchema, ResourceSchema } from '../../common/resource-schema.ts'
import { canAddByName } from './add-by-name.ts'

const text = (name: string, required = false): FieldSchema => ({
  name,
  kind: 'text',
  label: name,
  required,
  nullable: !required,
  writeOnly: false,
})

function resource(fields: FieldSchema[], { create = true, search = true } = {}): ResourceSchema {
  return {
    name: 'department',
    label: 'Department',
    plural: 'Departments',
    recordRepresentation: 'name',
    fields,
    list: {
      columns: ['name'],
      sort: { field: 'name', order: 'ASC' },
      sortable: ['name'],
      search,
      filters: [],
      exportUrl: '/department/api/v1/department/export/',
    },
    writable: true,
    can: { create, update: true, delete: true },
  }
}

describe('canAddByName', () => {
  it('adds a record that is only its name, for a role that may create one', () => {
    expect(canAddByName(resource([text('name', true)]))).toBe(true)
  })

  it('leaves records with more to them to their own screen', () => {
    expect(canAddByName(resource([text('name', true), text('bn_name')]))).toBe(false)
  })

  it('needs the create permission and a searchable list', () => {
    expect(canAddByName(resource([text('name', true)], { create: false }))).toBe(false)
    expect(canAddByName(resource([text('name', true)], { search: false }))).toBe(false)
  })
})
