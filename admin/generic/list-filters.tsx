/**
 * The filter inputs of a generic list, from the schema's `list.filters` (the API's list filters,
 * server/api/legacy/list-filters.ts): the search box when the resource can be searched, a select
 * for a choice or a switch, a reference chosen by name, a from/to pair of dates for a date or a
 * moment. The first few are always shown; the others are added from the Filter button.
 */
import { cloneElement, type ReactElement } from 'react'
import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin'
import type { AdminSchema, FieldSchema, ResourceSchema } from '../../common/resource-schema.ts'

/** Inputs shown at once, search box included; a list with more has a Filter button. */
export const ALWAYS_SHOWN = 4

const YES_NO = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
]

function inputsOf(field: FieldSchema, schema: AdminSchema): ReactElement[] {
  switch (field.kind) {
    case 'enum':
      return [
        <SelectInput
          key={field.name}
          source={field.name}
          label={field.label}
          choices={field.choices ?? []}
        />,
      ]
    case 'bool':
      return [<SelectInput key={field.name} source={field.name} label={field.label} choices={YES_NO} />]
    case 'ref': {
      const target = schema.resources.find((r) => r.name === field.ref)
      // A reference the user may not read cannot be chosen by name.
      if (!target) return []
      const optionText = target.recordRepresentation
      return [
        <ReferenceInput
          key={field.name}
          source={field.name}
          reference={target.name}
          sort={{ field: optionText, order: 'ASC' }}
          perPage={100}
        >
          {target.list.search ? (
            <AutocompleteInput
              label={field.label}
              optionText={optionText}
              filterToQuery={(q: string) => (q.trim() ? { q } : {})}
            />
          ) : (
            <SelectInput label={field.label} optionText={optionText} />
          )}
        </ReferenceInput>,
      ]
    }
    case 'date':
    case 'datetime':
      return [
        <DateInput key={`${field.name}_from`} source={`${field.name}_from`} label={`${field.label} from`} />,
        <DateInput key={`${field.name}_to`} source={`${field.name}_to`} label={`${field.label} to`} />,
      ]
    default:
      return []
  }
}

export function listFilterInputs(resource: ResourceSchema, schema: AdminSchema): ReactElement[] {
  const search = resource.list.search
    ? [
        <SearchInput
          key="q"
          source="q"
          placeholder={`Search ${resource.plural.toLowerCase()}`}
          slotProps={{ htmlInput: { 'aria-label': `Search ${resource.plural.toLowerCase()}` } }}
        />,
      ]
    : []
  const fields = resource.list.filters.flatMap((name) => {
    const field = resource.fields.find((f) => f.name === name)
    return field ? inputsOf(field, schema) : []
  })
  return [...search, ...fields].map((input, index) =>
    index < ALWAYS_SHOWN
      ? cloneElement(input as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: true })
      : input,
  )
}
