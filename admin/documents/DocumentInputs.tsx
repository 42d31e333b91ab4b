/** The inputs of a notice or a circular (the same fields), shared by their edit and create screens. */
import { BooleanInput, DateInput, required, TextInput } from 'react-admin'
import { UploadInput } from '../forms.tsx'

export function DocumentInputs() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <DateInput source="date" />
      <TextInput source="note" fullWidth />
      <BooleanInput source="show_on_homepage" label="Show on the home page" />
      <UploadInput source="file" label="PDF" kind="pdf" helperText="A PDF; it replaces the current one." />
    </>
  )
}
