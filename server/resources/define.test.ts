import { describe, expect, it } from 'vitest'
import { notice } from '../modules/cms/tables.ts'
import { defineResource } from './define.ts'
import { field } from './fields.ts'

describe('defineResource', () => {
  it('refuses, at compile time, a field whose column the table does not have', () => {
    const declared = defineResource({
      name: 'typo_check',
      label: 'Typo check',
      table: notice,
      listKey: 'typo_checks',
      unpaginatedPaths: [],
      orderBy: () => [],
      fields: {
        title: field.text('title'),
        // @ts-expect-error: notice has no column "titel" (tsc fails if this ever compiles)
        titel: field.text('titel'),
      },
    })
    expect(Object.keys(declared.fields ?? {})).toEqual(['title', 'titel'])
  })
})
