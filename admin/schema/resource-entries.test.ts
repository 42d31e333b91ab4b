import { lazy } from 'react'
import { describe, expect, it } from 'vitest'
import type { AdminSchema, ResourceSchema } from '../../common/resource-schema.ts'
import type { Screen } from '../screen.ts'
import { type GenericScreens, resourceEntries } from './resource-entries.ts'

/** A screen that is never rendered: the mapping only passes screens along. */
const screen = (): Screen => lazy(async () => ({ default: () => null }))
const generic: GenericScreens = { list: screen(), show: screen(), create: screen(), edit: screen() }

const resource = (name: string, options: Partial<ResourceSchema> = {}): ResourceSchema => ({
  name,
  label: name,
  plural: `${name}s`,
  recordRepresentation: 'name',
  fields: [],
  list: {
    columns: ['name'],
    sort: { field: 'name', order: 'ASC' },
    sortable: ['id', 'name'],
    search: true,
    filters: [],
    exportUrl: `/${name}/api/v1/${name}/export/`,
  },
  writable: true,
  can: { create: true, update: true, delete: true },
  ...options,
})

const schema = (...resources: ResourceSchema[]): AdminSchema => ({ timeZone: 'Asia/Dhaka', resources })

describe('resourceEntries', () => {
  it('gives a resource without custom screens the generic ones, named in the singular and the plural', () => {
    const [entry] = resourceEntries(schema(resource('branch')), {}, generic)
    expect(entry).toEqual({
      name: 'branch',
      label: 'branch |||| branchs',
      recordRepresentation: 'name',
      list: generic.list,
      show: generic.show,
      create: generic.create,
      edit: generic.edit,
    })
  })

  it('gives a read-only resource a list and a show screen only', () => {
    const [entry] = resourceEntries(schema(resource('log', { writable: false })), {}, generic)
    expect(Object.keys(entry ?? {}).sort()).toEqual(['label', 'list', 'name', 'recordRepresentation', 'show'])
  })

  it('takes custom screens as the whole set, with their record representation or the schema’s', () => {
    const list = screen()
    const edit = screen()
    const entries = resourceEntries(
      schema(resource('contact_message'), resource('user', { recordRepresentation: 'first_name' })),
      { contact_message: { list }, user: { list, edit, recordRepresentation: 'email' } },
      generic,
    )
    expect(entries).toEqual([
      {
        name: 'contact_message',
        label: 'contact_message |||| contact_messages',
        list,
        recordRepresentation: 'name',
      },
      { name: 'user', label: 'user |||| users', list, edit, recordRepresentation: 'email' },
    ])
  })

  it('declares custom screens the user may not read, so their address says access denied', () => {
    const list = screen()
    const entries = resourceEntries(schema(resource('notice')), { cms_menu: { list } }, generic)
    expect(entries.map((e) => e.name)).toEqual(['notice', 'cms_menu'])
    expect(entries[1]).toEqual({ name: 'cms_menu', label: 'Cms menu', list })
  })
})
