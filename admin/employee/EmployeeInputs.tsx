/** The inputs of an employee (server/resources/employee.ts), for edit and create. */
import { BooleanInput, NumberInput, required, TextInput } from 'react-admin'
import { UploadInput } from '../forms.tsx'
import { LookupInput } from './LookupInput.tsx'

export function EmployeeInputs() {
  return (
    <>
      <TextInput source="first_name" validate={required()} />
      <TextInput source="last_name" />
      <LookupInput source="designation" reference="designation" label="Designation" />
      <LookupInput source="department" reference="department" label="Department" />
      <TextInput source="email" type="email" />
      <TextInput source="primary_phone" label="Phone" />
      <TextInput source="username" />
      <NumberInput
        source="display_order"
        label="Order on the team page"
        helperText="Lower numbers come first."
      />
      <UploadInput source="image" label="Photo" kind="image" />
      <BooleanInput
        source="show_on_website"
        label="Shown on the website"
        helperText="Off: hidden from the team pages and from the public API."
        defaultValue={true}
      />
    </>
  )
}
