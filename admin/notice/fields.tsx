/** The inputs of a notice, shared by its edit and create screens. */
import { BooleanInput, DateInput, FileField, FileInput, required, TextInput } from 'react-admin'
import { asFileValue } from '../files.ts'

export function NoticeInputs() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <DateInput source="date" />
      <TextInput source="note" fullWidth />
      <BooleanInput source="show_on_homepage" label="Show on the home page" />
      <FileInput
        source="file"
        label="PDF"
        accept={{ 'application/pdf': ['.pdf'] }}
        format={asFileValue}
        helperText="A PDF; it replaces the current one."
      >
        <FileField source="src" title="title" target="_blank" />
      </FileInput>
    </>
  )
}
