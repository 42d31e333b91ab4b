/** An entry of the back office's navigation (server/resources/menu-item.ts), which roles are given. */
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  required,
  TextInput,
} from 'react-admin'

export function MenuItemInputs() {
  return (
    <>
      <TextInput source="title" validate={required()} />
      <ReferenceInput source="parent" reference="menu_item" sort={{ field: 'title', order: 'ASC' }}>
        <AutocompleteInput
          label="Under (parent entry)"
          optionText="title"
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceInput>
      <NumberInput source="position" helperText="Entries are shown from the lowest position." />
      <TextInput
        source="url"
        label="Address"
        fullWidth
        helperText="The screen it opens, e.g. /admin/notice."
      />
      <TextInput source="icon" />
      <TextInput source="menu_id" label="Menu id" />
      <TextInput source="type" />
      <TextInput source="translate" label="Translation key" />
      <BooleanInput source="exact" label="Highlight only on this exact address" />
    </>
  )
}
